import type { IncomingMessage, ServerResponse } from 'node:http';
import { REVIEW_COOKIE } from '../auth/presented.ts';
import type { WhoIsAsking } from '../auth/who-is-asking.ts';
import { sendText } from './respond.ts';
import { overHttps } from './session-cookie.ts';

/** The reading page a link opens (web: features/review). */
export const reviewPagePath = (transcriptId: string) => `/review/${transcriptId}`;

/** The review cookie: the link's token, HttpOnly and SameSite=Strict like a session's, until the link expires. */
export function reviewCookie(req: IncomingMessage, token: string, maxAgeSeconds: number): string {
  return `${REVIEW_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAgeSeconds}${overHttps(req) ? '; Secure' : ''}`;
}

/**
 * GET /r/{token}: a review link's first request. The token moves into a cookie of its own and the answer redirects
 * to the reading page, so the token is left in no address bar, history, Referer or access log after this request.
 * An unknown, revoked or expired link answers 404; an address that guessed too many answers 429.
 */
export function reviewLinkRoute(who: WhoIsAsking, addressOf: (req: IncomingMessage) => string) {
  return async (req: IncomingMessage, res: ServerResponse, token: string): Promise<void> => {
    // The token is in this request's address: nothing of it may reach a Referer (the 404 page has no links either).
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const link = await who.reviewLink(token, addressOf(req));
    if (link === 'throttled') return sendText(res, 429, 'Too many review links that do not exist were tried from here: wait 15 minutes and try again.');
    if (!link) return sendText(res, 404, 'This review link does not work: it expired, was revoked, or was mistyped. Ask whoever sent it for a new one.');
    const maxAge = Math.max(1, Math.floor((link.link.expiresAt - Date.now()) / 1000));
    res.writeHead(303, { 'set-cookie': reviewCookie(req, token, maxAge), location: reviewPagePath(link.link.transcriptId) }).end();
  };
}
