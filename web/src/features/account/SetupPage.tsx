import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { AccountForm } from './AccountForm.tsx';
import { setUp } from './account-api.ts';
import { useAccountSubmit } from './use-account-submit.ts';

/** Route /setup: the first run, which makes the first owner with the one-time code the server printed in its log. */
export function SetupPage() {
  const [fields, setFields] = useState({ code: '', name: '', email: '', password: '' });
  const field = (name: keyof typeof fields) => ({ value: fields[name], onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }) });

  const { busy, error, submit } = useAccountSubmit(
    () => setUp({ ...fields, code: fields.code.trim(), email: fields.email.trim() }),
    () => '/',
  );

  return (
    <AccountForm
      title="Set up Tapescript"
      intro="Make the first owner account. The setup code is in the server’s log, printed when it started."
      submit="Make the owner account"
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <Field.Root required>
        <Field.Label>Setup code</Field.Label>
        <Input autoComplete="one-time-code" autoFocus placeholder="ABCD-EFGH-JKLM" {...field('code')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Your name</Field.Label>
        <Input autoComplete="name" {...field('name')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input type="email" autoComplete="username" {...field('email')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" autoComplete="new-password" {...field('password')} />
        <Field.HelperText>At least 10 characters, and not a common password.</Field.HelperText>
      </Field.Root>
    </AccountForm>
  );
}
