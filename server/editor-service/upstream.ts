import { ServiceError } from './errors.ts';

const BODY_LIMIT = 300;

/**
 * Calls a hosted provider and turns its failures into our errors: its status and body in a 502, a timeout
 * as 504, an unreachable host as 502. The caller's signal (a client that went away) aborts the call too.
 */
export async function callProvider(provider: string, url: string, init: RequestInit & { timeoutMs: number }, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(init.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new ServiceError(504, `${provider} did not answer within ${init.timeoutMs / 1000} s`);
    const cause = (error as Error).cause as Error | undefined;
    throw new ServiceError(502, `${provider} is unreachable (${cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).trim().slice(0, BODY_LIMIT);
    throw new ServiceError(502, `${provider} answered ${response.status}${body ? `: ${body}` : ''}`);
  }
  return response;
}
