import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './read-body.ts';
import { sendText } from './respond.ts';

const MAX_BODY_BYTES = 4096;

/**
 * A small JSON object body (sign-in, first-run set-up), or undefined once an answer was sent: 415 for anything but
 * JSON (a cross-site form cannot send JSON without a CORS preflight, which this server never grants), 413 when too
 * large, 400 when not an object.
 */
export async function jsonBody(req: IncomingMessage, res: ServerResponse, example: string): Promise<Record<string, unknown> | undefined> {
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    req.resume();
    sendText(res, 415, `Send JSON: ${example} with Content-Type application/json`);
    return undefined;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too large') {
    req.resume();
    sendText(res, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes`);
    return undefined;
  }
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  sendText(res, 400, `Send JSON: ${example}`);
  return undefined;
}

/** A non-empty string field, or undefined. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
