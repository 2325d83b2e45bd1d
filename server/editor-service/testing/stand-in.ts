import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A stand-in for a hosted provider (Deepgram, an LLM API) on 127.0.0.1 and an ephemeral port, recording
 * what it was sent. Tests close it, which also ends any answer it is holding back.
 */
export async function startStandIn(answer: (request: Recorded, res: ServerResponse) => void | Promise<void>) {
  const requests: Recorded[] = [];
  const record = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(request);
    await answer(request, res);
  };
  // A throw in a test's answer is left unhandled on purpose: Vitest fails the run on it.
  const server = createServer((req, res) => void record(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
