import type { CombinedError } from 'urql';

export const DEFAULT_ERROR = 'Something went wrong while processing your request.';

/** The readable message of a GraphQL call: the server's own text first, then the network's. */
export function errorMessage(error: CombinedError | undefined, fallback = DEFAULT_ERROR): string {
  return error?.graphQLErrors[0]?.message || error?.networkError?.message || fallback;
}

export function isConflict(error: CombinedError | undefined): boolean {
  return error?.graphQLErrors.some((e) => e.extensions?.code === 'CONFLICT') ?? false;
}
