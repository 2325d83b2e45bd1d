import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../errors.ts';
import type { ProgressBoard } from '../progress.ts';
import type { TranscriptionEngine } from '../types.ts';
import { readBody } from './body.ts';
import { sendJson } from './reply.ts';

/** The types the product accepts (spec section 5) and what browsers and clients call them. */
const AUDIO_TYPES = new Set([
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/ogg',
  'application/octet-stream',
]);

const MOST_SPEAKERS = 8;

function options(req: IncomingMessage) {
  const query = new URL(req.url ?? '/', 'http://service').searchParams;
  const contentType = (req.headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim().toLowerCase();
  if (!AUDIO_TYPES.has(contentType)) throw new ServiceError(415, `Unsupported audio type "${contentType}"; send mp3, m4a, wav or ogg`);
  const job = query.get('job') ?? undefined;
  if (job !== undefined && !/^[\w.:-]{1,128}$/.test(job)) throw new ServiceError(400, 'job must be 1-128 letters, digits or . _ : -');
  const rawSpeakers = query.get('speakers');
  const speakers = rawSpeakers ? Number(rawSpeakers) : undefined;
  if (speakers !== undefined && !(Number.isInteger(speakers) && speakers >= 1 && speakers <= MOST_SPEAKERS)) {
    throw new ServiceError(400, `speakers must be a whole number from 1 to ${MOST_SPEAKERS}`);
  }
  return { contentType, job, speakers };
}

/** POST /transcribe and /transcribe-deepgram: raw audio in, timed speaker segments out, progress by job id. */
export async function transcribeRoute(
  req: IncomingMessage,
  res: ServerResponse,
  { engine, board, limit, signal }: { engine: TranscriptionEngine; board: ProgressBoard; limit: number; signal: AbortSignal },
) {
  const { contentType, job, speakers } = options(req);
  if (job) board.start(job);
  try {
    const audio = await readBody(req, limit);
    if (audio.length === 0) throw new ServiceError(400, 'The request body holds no audio');
    const result = await engine.transcribe(audio, {
      contentType,
      speakers,
      signal,
      onProgress: job ? (stage, fraction) => board.update(job, stage, fraction) : undefined,
    });
    if (job) board.update(job, 'done', 1);
    sendJson(res, 200, result);
  } catch (error) {
    if (job) board.fail(job, error instanceof ServiceError ? error.message : 'failed');
    throw error;
  }
}
