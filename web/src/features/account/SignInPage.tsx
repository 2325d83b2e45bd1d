import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { markSignedIn } from '../../lib/access.ts';
import { AccountForm } from './AccountForm.tsx';
import { nextPath, signIn } from './account-api.ts';

/** Route /signin: where the server sends whoever is not signed in, once this Tapescript has accounts. */
export function SignInPage() {
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const answer = await signIn(email.trim(), password);
    if (!answer.ok) {
      setBusy(false);
      setError(answer.message);
      return;
    }
    markSignedIn();
    // A full load: everything cached while signed out (or as someone else) is left behind.
    window.location.assign(nextPath(search));
  };

  return (
    <AccountForm title="Sign in" intro="Sign in with the email and password of your Tapescript account." submit="Sign in" busy={busy} error={error} onSubmit={() => void submit()}>
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
