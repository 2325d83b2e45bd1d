import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountForm } from './AccountForm.tsx';
import { nextPath, signIn } from './account-api.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/** Route /signin: where the server sends whoever is not signed in, once this Tapescript has accounts. */
export function SignInPage() {
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useAccountSubmit(
    () => signIn(email.trim(), password),
    () => nextPath(search),
  );

  return (
    <AccountForm title="Sign in" intro="Sign in with the email and password of your Tapescript account." submit="Sign in" busy={busy} error={error} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input type="email" autoComplete="username" autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field.Root>
    </AccountForm>
  );
}
