import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Identity } from '../auth/identity.ts';
import { statusOf } from '../domain/errors.ts';
import type { Services } from '../services/index.ts';
import { assertId } from '../services/record-id.ts';
import { sendText } from './respond.ts';

const PASSED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];

/**
 * GET /media/{transcriptId}: the stored audio, streamed from PocketBase with HTTP Range passed through. Whoever sees
 * the transcript's pseudonyms hears it bleeped (README "Pseudonyms"): the render kept beside the recording, served
 * the same way. `identity` null is a queue worker's job credential: the machine transcribing hears the recording.
 */
export function mediaRoute(services: Services) {
  return async (req: IncomingMessage, res: ServerResponse, id: string, identity: Identity | null): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    let upstream: Response;
    let type: string;
    let pseudonymised: boolean;
    try {
      assertId(id);
      const meta = await services.repo.getTranscript(id);
      pseudonymised = Boolean(meta.pseudonymised);
      const hidden = identity ? await services.pseudonyms.hiddenSpans(identity, meta) : [];
      const audio = await services.bleeps.audio(meta, hidden);
      if (!audio) return sendText(res, 404, 'This transcript has no audio');
      type = audio.type || 'application/octet-stream';
      upstream = await fetchStored(req, audio.address);
    } catch (error) {
      const status = statusOf(error);
      return sendText(res, status, status === 404 ? 'Audio not found' : status === 503 ? 'The data store is not reachable' : 'Could not read the audio');
    }
    // Who hears what differs on a pseudonymised transcript: a browser another person used keeps nothing it may replay.
    await passStored(req, res, upstream, type, pseudonymised ? 'private, no-cache' : 'private, max-age=3600');
  };
}

/** Answers with a file the store answered (`upstream`, asked with the request's Range): its status, range headers and body. */
export async function passStored(req: IncomingMessage, res: ServerResponse, upstream: Response, type: string, caching: string, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...extra, 'content-type': type, 'cache-control': caching, 'accept-ranges': 'bytes' };
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(upstream.status, headers);
  if (!upstream.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res).catch(() => undefined);
}

/**
 * Asks the store for a file with the request's Range. One range is passed on (that is how players seek); several would
 * come back as multipart/byteranges, which players never ask for: those get the whole file, as HTTP allows for any Range.
 */
export function fetchStored(req: IncomingMessage, address: string): Promise<Response> {
  const range = req.headers.range?.includes(',') ? undefined : req.headers.range;
  return fetch(address, { method: req.method, headers: range ? { range } : {} });
}
