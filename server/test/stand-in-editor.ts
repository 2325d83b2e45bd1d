import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Segment } from '../domain/segments.ts';

export interface StandInReply {
  status: number;
  body: unknown;
}

/**
 * A stand-in for the editor service on 127.0.0.1 that speaks its HTTP contract, so the server's own
 * failure handling can be driven (errors, slowness) without the real engines.
 */
export interface StandInEditor {
  url: string;
  requests: { path: string; contentType?: string; bytes: number }[];
  transcribe: (audio: Buffer, contentType: string) => StandInReply | Promise<StandInReply>;
  refine: (segments: Segment[]) => StandInReply | Promise<StandInReply>;
  close(): Promise<void>;
}

export const SAMPLE_SEGMENTS: Segment[] = [
  { speaker: 'Speaker 1', text: 'welcome to the show', start: 0, end: 2.5 },
  { speaker: 'Speaker 2', text: 'thanks for having me', start: 2.5, end: 4.75 },
  { speaker: 'Speaker 1', text: 'um lets start with the the basics', start: 4.75, end: 8 },
];

export async function startStandInEditor(): Promise<StandInEditor> {
  const editor: Omit<StandInEditor, 'url' | 'close'> = {
    requests: [],
    transcribe: () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } }),
    refine: (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: s.text.toUpperCase() })) }),
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the caller went away (e.g. the server under test shut down mid-request)
    }
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '').split('?')[0];
    editor.requests.push({ path, contentType: req.headers['content-type'], bytes: body.length });
    let reply: StandInReply;
    if (path === '/transcribe-deepgram') reply = await editor.transcribe(body, req.headers['content-type'] ?? '');
    else if (path === '/refine') reply = await editor.refine(JSON.parse(body.toString()));
    else if (path.startsWith('/progress/')) reply = { status: 200, body: { progress: 0.5, stage: 'recognizing' } };
    else reply = { status: 404, body: 'not found' };
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(editor, {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
