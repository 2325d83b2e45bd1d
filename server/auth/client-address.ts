import type { IncomingMessage } from 'node:http';

/** "::ffff:127.0.0.1" and "127.0.0.1" are one address. */
function plain(address: string): string {
  return address.trim().replace(/^::ffff:/i, '');
}

/**
 * The address a request came from, for throttling and the audit log. X-Forwarded-For is believed only when the
 * connection comes from a configured trusted proxy (TAPESCRIPT_TRUSTED_PROXY), and then only its entries that the
 * trusted proxies appended: the rightmost address that is not one of them (anything left of it the client wrote).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(plain)
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) if (!trustedProxies.includes(forwarded[i])) return forwarded[i];
  return peer;
}
