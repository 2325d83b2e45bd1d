import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { AccountForm } from './AccountForm.tsx';
import { acceptInvitation, linkSecret, resetPassword } from './account-api.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/**
 * Routes /invitation and /reset-password: an owner's link, whose secret is after "#". Sets the password (and for an
 * invitation the name), signs in, and opens the app.
 */
export function LinkPage({ kind }: { kind: 'invitation' | 'reset' }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useAccountSubmit(() => {
    // Read at the moment of use: the page may have been opened before the link was pasted into its address.
    const secret = linkSecret(window.location.hash);
    return kind === 'invitation' ? acceptInvitation(secret, password, name.trim()) : resetPassword(secret, password);
  }, () => '/');

  const invitation = kind === 'invitation';
  return (
    <AccountForm
      title={invitation ? 'Join Tapescript' : 'Choose a new password'}
      intro={invitation ? 'You were invited to work on these transcripts. Choose your password to make your account.' : 'Your password is replaced, and your other sessions end.'}
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
