import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

/** Header values must be Latin-1 on one line; notes are for people, so plain ASCII is enough. */
export function headerValue(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000);
}
