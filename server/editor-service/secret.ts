import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SECRET_HEADER } from './contract.ts';

/**
 * The shared secret between the server and its editor service, which would otherwise answer anyone who can
 * reach its port (any local user, for the embedded one on a random loopback port). The embedded service gets
 * a new one at every start; a hosted one takes EDITOR_SERVICE_SECRET, which the server then sends too.
 */

/** Whether the request carries `secret` (compared in constant time). */
export function carriesSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const sent = Buffer.from(String(headers[SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
