import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { clientAddress } from '../auth/client-address.ts';
import { statusOf } from '../domain/errors.ts';
import { SESSION_DAYS, type AccountService } from '../services/accounts.ts';
import { jsonBody, stringField } from './json-body.ts';
import { sendJson, sendText } from './respond.ts';
import { tokenCookie } from './session-cookie.ts';

/**
 * POST /setup {"code", "email", "password", "name"}: the first-run page makes the first owner with the setup code
 * from the server's log, and is signed in as them (201). 409 once anyone has an account.
 */
export function setupRoute(accounts: AccountService, trustedProxies: readonly string[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await jsonBody(req, res, '{"code": "…", "email": "…", "password": "…", "name": "…"}');
    if (!body) return;
    try {
      const { token, user } = await accounts.setUp(
        stringField(body, 'code') ?? '',
        { email: stringField(body, 'email') ?? '', password: stringField(body, 'password') ?? '', name: stringField(body, 'name') },
        clientAddress(req, trustedProxies),
      );
      res.setHeader('set-cookie', tokenCookie(req, token, SESSION_DAYS * 86_400));
      sendJson(res, 201, { user: { id: user.id, email: user.email, name: user.name, role: user.role } });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      sendText(res, statusOf(error), error.message);
    }
  };
}
