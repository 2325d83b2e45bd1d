import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../auth/client-address.ts';
import { presentedTokens, sameSecret } from '../auth/presented.ts';
import { SESSION_DAYS, type AccountService } from '../services/accounts.ts';
import { jsonBody, stringField } from './json-body.ts';
import { sendJson, sendText } from './respond.ts';
import { reviewCookie } from './review-link-route.ts';
import { tokenCookie } from './session-cookie.ts';

const EXAMPLE = '{"email": "…", "password": "…"} (or {"token": "…"})';

/**
 * POST /session signs in and answers with the cookie that carries the credential:
 * - {"email", "password"}: a person's account (200 with who they are); a wrong email and a wrong password get the
 *   same 401, in the same time; too many failures for the account or from the address get 429;
 * - {"token"}: TAPESCRIPT_ACCESS_TOKEN, as before teams (204); in team mode it signs in as the service account.
 * DELETE /session signs out: the session ends on the server and the cookie is cleared (a review link's too).
 */
export function sessionRoute(accounts: AccountService, accessToken: string | undefined, trustedProxies: readonly string[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'DELETE') {
      for (const token of presentedTokens({ cookie: req.headers.cookie })) await accounts.signOut(token);
      // A review link's cookie goes too: signing out leaves this browser no one.
      res.setHeader('set-cookie', [tokenCookie(req, '', 0), reviewCookie(req, '', 0)]);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST, DELETE');
      return sendText(res, 405, 'Method not allowed: POST /session signs in, DELETE /session signs out');
    }
    const body = await jsonBody(req, res, EXAMPLE);
    if (!body) return;
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    if (email !== undefined && password !== undefined) {
      const signedIn = await accounts.signIn(email, password, clientAddress(req, trustedProxies));
      if (!signedIn.ok) {
        if (signedIn.reason === 'throttled') return sendText(res, 429, 'Too many failed sign-ins: wait 15 minutes and try again.');
        if (signedIn.reason === 'disabled') return sendText(res, 403, 'This account is disabled: ask an owner of this Tapescript.');
        return sendText(res, 401, 'That email and password do not match an account.');
      }
      res.setHeader('set-cookie', tokenCookie(req, signedIn.token, SESSION_DAYS * 86_400));
      const { id, email: address, name, role } = signedIn.user;
      return sendJson(res, 200, { user: { id, email: address, name, role } });
    }
    const token = stringField(body, 'token');
    if (token === undefined) return sendText(res, 400, `Send JSON: ${EXAMPLE}`);
    if (!accessToken) return void res.writeHead(204).end();
    if (!sameSecret(token, accessToken)) return sendText(res, 401, 'That token was not accepted');
    res.setHeader('set-cookie', tokenCookie(req, encodeURIComponent(token)));
    res.writeHead(204).end();
  };
}
