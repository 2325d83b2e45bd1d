import type { CombinedError } from 'urql';

export const DEFAULT_ERROR = 'Something went wrong while processing your request.';

/** The readable message of a GraphQL call: the server's own text first, then the network's. */
export function errorMessage(error: CombinedError | undefined, fallback = DEFAULT_ERROR): string {
  return error?.graphQLErrors[0]?.message || error?.networkError?.message || fallback;
}

const hasCode = (error: CombinedError | undefined, code: string) => error?.graphQLErrors.some((e) => e.extensions?.code === code) ?? false;

export const isConflict = (error: CombinedError | undefined): boolean => hasCode(error, 'CONFLICT');
/** The server refused the request as it stands (BAD_USER_INPUT): nothing was changed. */
export const isBadInput = (error: CombinedError | undefined): boolean => hasCode(error, 'BAD_USER_INPUT');
/** What the request names does not exist (NOT_FOUND). */
export const isNotFound = (error: CombinedError | undefined): boolean => hasCode(error, 'NOT_FOUND');
