import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import { notify } from '../../../components/Toaster.tsx';
import { useCreateReviewLinkMutation, useReviewLinksQuery, useRevokeReviewLinkMutation, type ReviewPermission } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 14;

interface ReviewLinksDialogProps {
  transcriptId: string;
  onClose: () => void;
}

/**
 * Review links for interviewees: make one (a reviewer's name, view or comment, how many days), copy it (it is shown
 * this once), and revoke the ones given out; a revoked link stops working at once.
 */
export function ReviewLinksDialog({ transcriptId, onClose }: ReviewLinksDialogProps) {
  const [{ data }, reload] = useReviewLinksQuery({ variables: { id: transcriptId }, requestPolicy: 'cache-and-network' });
  const [{ fetching: creating }, create] = useCreateReviewLinkMutation();
  const [, revoke] = useRevokeReviewLinkMutation();
  const [name, setName] = useState('');
  const [permission, setPermission] = useState<ReviewPermission>('COMMENT');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [made, setMade] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = new Date(Date.now() + Math.max(1, Number(days) || DEFAULT_DAYS) * DAY_MS).toISOString();
    const result = await create({ transcriptId, permission, reviewerName: name, expiresAt });
    if (result.error || !result.data) return notify('error', 'No link was made', errorMessage(result.error));
    setMade(result.data.createReviewLink.url);
    setName('');
    reload({ requestPolicy: 'network-only' });
  };
  const revokeLink = async (id: string) => {
    const result = await revoke({ id });
    if (result.error) return notify('error', 'The link was not revoked', errorMessage(result.error));
    notify('success', 'Link revoked', 'It stopped working at once.');
  };
  const links = data?.transcript?.reviewLinks ?? [];

  return (
    <ClosableDialog open onClose={onClose} title="Review links" scrollInside>
      <Stack gap="5">
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>Reviewer’s name</Field.Label>
              <Input value={name} maxLength={100} placeholder="e.g. the interviewee" onChange={(event) => setName(event.target.value)} />
            </Field.Root>
            <HStack gap="3" align="flex-end">
              <Field.Root>
                <Field.Label>They may</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field aria-label="They may" value={permission} onChange={(event) => setPermission(event.target.value as ReviewPermission)}>
                    <option value="COMMENT">read, comment and approve</option>
                    <option value="VIEW">read only</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root maxW="8rem">
                <Field.Label>Days</Field.Label>
                <Input type="number" min={1} max={366} value={days} onChange={(event) => setDays(event.target.value)} />
              </Field.Root>
            </HStack>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={creating} disabled={!name.trim()}>
              Make link
            </Button>
          </Stack>
        </form>
        {made && (
          <Stack gap="1" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
            <Text fontSize="sm">Give this link to the reviewer. It is shown only now.</Text>
            <HStack>
              <Input readOnly value={made} aria-label="New review link" onFocus={(event) => event.currentTarget.select()} />
              <Button size="sm" onClick={() => void navigator.clipboard?.writeText(made).then(() => notify('success', 'Link copied'))}>
                Copy
              </Button>
            </HStack>
          </Stack>
        )}
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Links given out">
          {links.map((link) => (
            <HStack as="li" key={link.id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
              <Stack gap="0">
                <Text fontWeight="medium">{link.reviewerName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {link.permission === 'COMMENT' ? 'Comment and approve' : 'Read only'} ·{' '}
                  {link.revokedAt ? `revoked ${formatUpdated(link.revokedAt)}` : `until ${formatUpdated(link.expiresAt)}`}
                </Text>
              </Stack>
              {link.active ? (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void revokeLink(link.id)}>
                  Revoke
                </Button>
              ) : (
                <Badge>{link.revokedAt ? 'Revoked' : 'Expired'}</Badge>
              )}
            </HStack>
          ))}
        </Stack>
      </Stack>
    </ClosableDialog>
  );
}
