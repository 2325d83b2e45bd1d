import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AccountForm } from './AccountForm.tsx';
import { acceptInvitation, invitationFor, linkSecret, resetPassword } from './account-api.ts';
import { useAccountSubmit } from './use-account-submit.ts';

const AS_ROLE = { VIEWER: 'a viewer', EDITOR: 'an editor', OWNER: 'an owner' } as const;

type Invitation = Awaited<ReturnType<typeof invitationFor>>;

/** What the invitation in the address is for, asked again when another link is pasted in; null while asking. */
function useInvitation(asked: boolean): Invitation | null {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    const look = () => void invitationFor(linkSecret(window.location.hash)).then((answer) => current && setInvitation(answer));
    look();
    window.addEventListener('hashchange', look);
    return () => {
      current = false;
      window.removeEventListener('hashchange', look);
    };
  }, [asked]);
  return invitation;
}

/**
 * Routes /invitation and /reset-password: an owner's link, whose secret is after "#". Sets the password (and for an
 * invitation the name), signs in, and opens the app. An invitation's page first says which email it is for, or that
 * the link no longer works.
 */
export function LinkPage({ kind }: { kind: 'invitation' | 'reset' }) {
  const invitation = kind === 'invitation';
  const answer = useInvitation(invitation);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useAccountSubmit(() => {
    // Read at the moment of use: the page may have been opened before the link was pasted into its address.
    const secret = linkSecret(window.location.hash);
    return kind === 'invitation' ? acceptInvitation(secret, password, name.trim()) : resetPassword(secret, password);
  }, () => '/');

  if (answer && !answer.ok) {
    return <AccountForm title="This invitation is no longer valid" intro={answer.message} />;
  }
  const invited = answer?.ok ? `This invitation is for ${answer.value.email}, as ${AS_ROLE[answer.value.role]}. ` : '';
  return (
    <AccountForm
      title={invitation ? 'Join Tapescript' : 'Choose a new password'}
      intro={invitation ? `${invited}Choose your password to make your account.` : 'Your password is replaced, and your other sessions end.'}
      submit={invitation ? 'Make my account' : 'Set the password'}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      {invitation && (
        <Field.Root>
          <Field.Label>Your name</Field.Label>
          <Input autoComplete="name" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
      )}
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <Field.HelperText>At least 10 characters, and not a common password.</Field.HelperText>
      </Field.Root>
    </AccountForm>
  );
}
