import { useState } from 'react';
import { markSignedIn } from '../../lib/access.ts';
import type { Answer } from './account-api.ts';

/**
 * The sign-in, set-up and link pages' one action: send, show the server's refusal, or (signed in) leave for `next`
 * by a full load, so nothing cached while signed out (or as someone else) is kept.
 */
export function useAccountSubmit(send: () => Promise<Answer>, next: () => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    const answer = await send();
    if (!answer.ok) {
      setBusy(false);
      setError(answer.message);
      return;
    }
    markSignedIn();
    window.location.assign(next());
  };
  return { busy, error, submit: () => void submit() };
}
