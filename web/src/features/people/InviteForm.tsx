import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../components/Toaster.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useInviteUserMutation, type Role } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { GivenLink, type Given } from './GivenLink.tsx';
import { ROLE_CHOICES } from '../../lib/roles.ts';

/** Invite someone by email with a role: a single-use link to copy, also emailed when the server has mail set up. */
export function InviteForm({ mailEnabled, onInvited }: { mailEnabled: boolean; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('EDITOR');
  const [given, setGiven] = useState<{ link: Given; email: string } | null>(null);
  const [{ fetching }, invite] = useInviteUserMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await invite({ email: email.trim(), role });
    if (result.error || !result.data) return notify('error', 'Nobody was invited', errorMessage(result.error));
    setGiven({ link: result.data.inviteUser, email: email.trim() });
    setEmail('');
    onInvited();
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="invite-heading">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="3">
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Field.Root required flex="1" minW="14rem">
              <Field.Label id="invite-heading">Invite by email</Field.Label>
              <Input type="email" value={email} autoComplete="off" placeholder="name@example.org" onChange={(event) => setEmail(event.target.value)} />
            </Field.Root>
            <SelectField w="auto" label="Role" name="Role of the invited person" value={role} choices={ROLE_CHOICES} onChange={setRole} />
            <Button type="submit" colorPalette="brand" loading={fetching} disabled={!email.trim()}>
              {mailEnabled ? 'Invite and email' : 'Make invitation link'}
            </Button>
          </HStack>
        </Stack>
      </form>
      {given && <GivenLink given={given.link} what={`Invitation for ${given.email}`} to={given.email} />}
    </Stack>
  );
}
