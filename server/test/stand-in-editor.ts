import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Segment, Word } from '../domain/segment-types.ts';
import type { Health, Transcription } from '../editor-service/contract.ts';

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
  requests: { path: string; query: URLSearchParams; contentType?: string; bytes: number }[];
  /** Jobs (the `job` query parameter) whose transcription request the caller closed before the answer. */
  aborted: string[];
  transcribe: (audio: Buffer, contentType: string, query: URLSearchParams) => StandInReply | Promise<StandInReply>;
  refine: (segments: Segment[]) => StandInReply | Promise<StandInReply>;
  /** POST /summary (show notes): the request as sent; by default a service without a language model (404). */
  summary: (request: unknown) => StandInReply | Promise<StandInReply>;
  /** POST /chapter-titles: likewise a service without a language model by default (404). */
  chapterTitles: (request: unknown) => StandInReply | Promise<StandInReply>;
  /** POST /voiceprints: the clips asked for ([start, end] pairs) and the audio's size. */
  voiceprints: (clips: Array<[number, number]>, bytes: number) => StandInReply | Promise<StandInReply>;
  health: () => StandInReply | Promise<StandInReply>;
  close(): Promise<void>;
}

export const SAMPLE_SEGMENTS: Segment[] = [
  { speaker: 'Speaker 1', text: 'welcome to the show', start: 0, end: 2.5 },
  { speaker: 'Speaker 2', text: 'thanks for having me', start: 2.5, end: 4.75 },
  { speaker: 'Speaker 1', text: 'um lets start with the the basics', start: 4.75, end: 8 },
];

/** Each word of a sample segment, its time shared out evenly, as a recognizer would answer. */
function sampleWords(segment: Segment): Word[] {
  const texts = segment.text.split(' ');
  const step = (segment.end - segment.start) / texts.length;
  return texts.map((text, i) => ({ text, start: segment.start + i * step, end: segment.start + (i + 1) * step, confidence: 0.9 }));
}

/** A whole answer in the shape of contracts §1. */
export const SAMPLE_RESULT = {
  engine: 'whisper',
  model: 'base',
  language: 'en',
  speakerEngine: 'campplus',
  duration: 8,
  segments: SAMPLE_SEGMENTS.map((segment) => ({ ...segment, words: sampleWords(segment) })),
} satisfies Transcription;

/** GET /health as contracts §1 describes it. */
export const SAMPLE_HEALTH = {
  ok: true,
  engines: [
    { kind: 'transcription', name: 'whisper', available: true, default: true, models: ['base', 'tiny.en'], defaultModel: 'base', reason: null, fix: null, device: 'cpu' },
    {
      kind: 'transcription',
      name: 'deepgram',
      available: false,
      default: false,
      models: [],
      defaultModel: null,
      reason: 'DEEPGRAM_API_KEY is not set',
      fix: 'set DEEPGRAM_API_KEY',
      device: null,
    },
    { kind: 'speakers', name: 'campplus', available: true, default: true, models: [], defaultModel: null, reason: null, fix: null, device: 'cpu' },
    { kind: 'refine', name: 'rules', available: true, default: true, models: [], defaultModel: null, reason: null, fix: null, device: null },
  ],
} satisfies Health;

export async function startStandInEditor(): Promise<StandInEditor> {
  const editor: Omit<StandInEditor, 'url' | 'close'> = {
    requests: [],
    aborted: [],
    transcribe: () => ({ status: 200, body: SAMPLE_RESULT }),
    refine: (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: s.text.toUpperCase() })) }),
    summary: () => ({ status: 404, body: 'No language model is configured (LLM_BASE_URL and LLM_MODEL): summaries are written offline' }),
    chapterTitles: () => ({ status: 404, body: 'No language model is configured (LLM_BASE_URL and LLM_MODEL): chapters are titled offline' }),
    health: () => ({ status: 200, body: SAMPLE_HEALTH }),
    voiceprints: () => ({ status: 503, body: 'No speaker model is installed in the speech worker, so voices cannot be remembered' }),
  };
  const respond = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the caller went away (e.g. the server under test shut down mid-request)
    }
    const body = Buffer.concat(chunks);
    const [path, search = ''] = (req.url ?? '').split('?');
    const query = new URLSearchParams(search);
    editor.requests.push({ path, query, contentType: req.headers['content-type'], bytes: body.length });
    res.on('close', () => {
      if (!res.writableEnded && path === '/transcribe-deepgram') editor.aborted.push(query.get('job') ?? '');
    });
    let reply: StandInReply;
    if (path === '/transcribe-deepgram') reply = await editor.transcribe(body, req.headers['content-type'] ?? '', query);
    else if (path === '/refine') reply = await editor.refine(JSON.parse(body.toString()));
    else if (path === '/summary') reply = await editor.summary(JSON.parse(body.toString()));
    else if (path === '/chapter-titles') reply = await editor.chapterTitles(JSON.parse(body.toString()));
    else if (path === '/health') reply = await editor.health();
    else if (path === '/voiceprints') reply = await editor.voiceprints(JSON.parse(query.get('clips') ?? '[]'), body.length);
    else if (path.startsWith('/progress/')) reply = { status: 200, body: { progress: 0.5, stage: 'recognizing' } };
    else reply = { status: 404, body: 'not found' };
    if (res.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json' });
    res.end(text);
  };
  // A throw here is a broken test, left unhandled on purpose: Vitest fails the run on it.
  const server = http.createServer((req, res) => void respond(req, res));
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
