import { useCallback, useState } from 'react';
import type { CombinedError } from 'urql';
import { errorMessage } from './errors.ts';

/**
 * For a dialog of small changes (each a mutation): runs one, and keeps what the server refused, as it said it, until
 * the next one runs. Answers whether the change went through.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(async (change: () => Promise<{ error?: CombinedError }>): Promise<boolean> => {
    setRefusal(null);
    const result = await change();
    if (result.error) setRefusal(errorMessage(result.error));
    return !result.error;
  }, []);
  return { refusal, run };
}
