import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../errors.ts';
import type { ProgressBoard } from '../progress.ts';
import type { TranscriptionEngine } from '../types.ts';
import { spoolToFile, type SpooledFile } from '../../lib/spool.ts';
import { tooLarge } from './body.ts';
import { sendJson } from './reply.ts';

/** The types the product accepts (spec section 5) and what browsers and clients call them. */
export const AUDIO_TYPES = new Set([
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
const MOST_TERMS = 200;
const LONGEST_TERM = 100;
/** Tracks of one recording: at least two (one is a plain upload), at most eight (the speakers' own limit). */
const TRACKS = { fewest: 2, most: MOST_SPEAKERS, longestName: 100 };

/** The request's audio type; 415 for one the product does not take. */
export function audioType(req: IncomingMessage): string {
  const contentType = (req.headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim().toLowerCase();
  if (!AUDIO_TYPES.has(contentType)) throw new ServiceError(415, `Unsupported audio type "${contentType}"; send mp3, m4a, wav or ogg`);
  return contentType;
}

function options(req: IncomingMessage) {
  const query = new URL(req.url ?? '/', 'http://service').searchParams;
  const contentType = audioType(req);
  const job = query.get('job') ?? undefined;
  if (job !== undefined && !/^[\w.:-]{1,128}$/.test(job)) throw new ServiceError(400, 'job must be 1-128 letters, digits or . _ : -');
  const rawSpeakers = query.get('speakers');
  const speakers = rawSpeakers ? Number(rawSpeakers) : undefined;
  if (speakers !== undefined && !(Number.isInteger(speakers) && speakers >= 1 && speakers <= MOST_SPEAKERS)) {
    throw new ServiceError(400, `speakers must be a whole number from 1 to ${MOST_SPEAKERS}`);
  }
  const engine = query.get('engine') || undefined;
  const model = query.get('model') || undefined;
  const language = query.get('language')?.trim().toLowerCase() || undefined;
  if (language !== undefined && !/^[a-z]{2,3}$/.test(language)) throw new ServiceError(400, 'language must be a language code such as "en" or "de"');
  const tracks = tracksOf(query.get('tracks'));
  // The server stores an upload's speaker count as the number of its tracks; any other count contradicts them.
  if (tracks && speakers !== undefined && speakers !== tracks.length) {
    throw new ServiceError(400, `speakers must be the number of tracks (${tracks.length}) when tracks are given: each track is one speaker`);
  }
  return { contentType, job, speakers, tracks, engine, model, language, vocabulary: vocabularyOf(query.get('vocabulary')) };
}

/** The tracks parameter: a URL-encoded JSON array of speaker names, one per channel of the audio, in channel order. */
function tracksOf(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  let names: unknown;
  try {
    names = JSON.parse(raw);
  } catch {
    names = undefined;
  }
  const { fewest, most, longestName } = TRACKS;
  const fits = (name: unknown) => typeof name === 'string' && name.trim().length >= 1 && name.trim().length <= longestName;
  if (!Array.isArray(names) || names.length < fewest || names.length > most || !names.every(fits)) {
    throw new ServiceError(400, `tracks must be a JSON array of ${fewest} to ${most} speaker names of 1 to ${longestName} characters, one per channel of the audio`);
  }
  return names.map((name: string) => name.trim());
}

/** The vocabulary parameter: a URL-encoded JSON array of strings (names, jargon). */
function vocabularyOf(raw: string | null): string[] | undefined {
  if (!raw) return undefined;
  let terms: unknown;
  try {
    terms = JSON.parse(raw);
  } catch {
    terms = undefined;
  }
  if (!Array.isArray(terms) || terms.length > MOST_TERMS || !terms.every((t) => typeof t === 'string' && t.length <= LONGEST_TERM)) {
    throw new ServiceError(400, `vocabulary must be a JSON array of at most ${MOST_TERMS} strings of at most ${LONGEST_TERM} characters`);
  }
  const cleaned = terms.map((term: string) => term.trim()).filter(Boolean);
  return cleaned.length ? cleaned : undefined;
}

/** POST /transcribe and /transcribe-deepgram: raw audio in, timed speaker segments out, progress by job id. */
export async function transcribeRoute(
  req: IncomingMessage,
  res: ServerResponse,
  {
    transcriber,
    board,
    limit,
    signal,
  }: { transcriber: (engine?: string) => Promise<TranscriptionEngine>; board: ProgressBoard; limit: number; signal: AbortSignal },
) {
  const { contentType, job, speakers, tracks, engine: requested, model, language, vocabulary } = options(req);
  const engine = await transcriber(requested);
  if (model !== undefined && engine.name !== 'whisper') throw new ServiceError(400, `model applies to the whisper engine only; ${engine.name} has no model choice`);
  if (Number(req.headers['content-length']) > limit) throw tooLarge(limit);
  if (job) board.start(job);
  let audio: SpooledFile | undefined;
  try {
    // To a private temporary file as it arrives (the engines read files), removed below however the job ends.
    audio = await spoolToFile(req, limit, { stopAtLimit: true, label: 'editor-audio' });
    if (audio.overLimit) throw tooLarge(limit);
    if (audio.size === 0) throw new ServiceError(400, 'The request body holds no audio');
    const result = await engine.transcribe(audio, {
      contentType,
      speakers,
      tracks,
      model,
      language,
      vocabulary,
      signal,
      onProgress: job ? (stage, fraction) => board.update(job, stage, fraction) : undefined,
    });
    if (job) board.update(job, 'done', 1);
    sendJson(res, 200, result);
  } catch (error) {
    if (job) board.fail(job, error instanceof ServiceError ? error.message : 'failed');
    throw error;
  } finally {
    await audio?.dispose();
  }
}
