import { GraphQLError } from 'graphql';

/** Stable codes for errors a user or integrator can act on; everything else is masked. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'BUSY'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS';

const httpStatus: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UPSTREAM_UNAVAILABLE: 503,
  BUSY: 503,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
};

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (message: string) => userError('BAD_USER_INPUT', message);
export const notFound = (message = 'Transcript not found') => userError('NOT_FOUND', message);
/** A change asked of a deleted transcript: refused until it is restored. */
export const transcriptDeleted = () => badInput('This transcript was deleted; restoreTranscript brings it back.');

/** The HTTP status for an error raised by a service, for the plain GET routes. */
export function statusOf(error: unknown): number {
  const code = error instanceof GraphQLError ? (error.extensions.code as ErrorCode) : undefined;
  return (code && httpStatus[code]) || 500;
}
