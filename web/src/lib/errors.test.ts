import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR, errorMessage, isConflict } from './errors.ts';

describe('errorMessage', () => {
  it("shows the server's message without urql's prefix", () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(errorMessage(error)).toBe('Title is required');
  });

  it('falls back to the network message, then to the default', () => {
    expect(errorMessage(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBe('Failed to fetch');
    expect(errorMessage(undefined)).toBe(DEFAULT_ERROR);
    expect(errorMessage(undefined, 'An unknown error occurred.')).toBe('An unknown error occurred.');
  });

  it('recognises a conflict by its code', () => {
    const conflict = new CombinedError({ graphQLErrors: [{ message: 'Changed elsewhere', extensions: { code: 'CONFLICT' } }] });
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(new CombinedError({ networkError: new Error('x') }))).toBe(false);
  });
});
