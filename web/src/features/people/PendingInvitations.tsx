import { Button, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/Toaster.tsx';
import { useRevokeInvitationMutation, type PeopleQuery } from '../../graphql/generated.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ROLE_NAMES } from '../../lib/roles.ts';

type Invitation = PeopleQuery['invitations'][number];

/** The invitations not yet accepted and not expired, each revocable after a confirmation (its link then stops working). */
export function PendingInvitations({ invitations, onRevoked }: { invitations: Invitation[]; onRevoked: () => void }) {
  const [asking, setAsking] = useState<Invitation | null>(null);
  const [{ fetching }, revoke] = useRevokeInvitationMutation();

  const confirm = async (invitation: Invitation) => {
    const result = await revoke({ id: invitation.id });
    setAsking(null);
    if (result.error) return notify('error', 'The invitation was not revoked', errorMessage(result.error));
    notify('success', `Revoked the invitation of ${invitation.email}`, 'Its link no longer works.');
    onRevoked();
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="invitations-heading">
      <Heading as="h3" size="lg" id="invitations-heading">
        Pending invitations
      </Heading>
      {invitations.length === 0 ? (
        <Text color="fg.muted">None: everyone invited has made their account, or their link expired.</Text>
      ) : (
        <Stack as="ul" aria-label="Pending invitations" gap="2" listStyleType="none">
          {invitations.map((invitation) => (
            <HStack as="li" key={invitation.id} gap="3" borderWidth="1px" borderRadius="md" p="3" flexWrap="wrap" aria-label={invitation.email}>
              <Stack gap="0" flex="1" minW="12rem">
                <Text fontWeight="medium">
                  {invitation.email} · {ROLE_NAMES[invitation.role]}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Invited {invitation.invitedBy ? `by ${invitation.invitedBy}, ` : ''}
                  {formatUpdated(invitation.createdAt)} · link expires {formatUpdated(invitation.expiresAt)}
                </Text>
              </Stack>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(invitation)} aria-label={`Revoke the invitation of ${invitation.email}`}>
                Revoke
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Dialog.Root open={asking !== null} onOpenChange={({ open }) => !open && !fetching && setAsking(null)} role="alertdialog" placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Revoke the invitation of {asking?.email}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>Its link stops working at once: opening it will say the invitation is no longer valid. You can invite them again later.</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setAsking(null)} disabled={fetching}>
                  Cancel
                </Button>
                <Button colorPalette="red" loading={fetching} onClick={() => asking && void confirm(asking)}>
                  Revoke
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
