import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlaceholderTerm } from '../../domain/pseudonyms/placeholders.ts';
import type { RefineRequest } from '../contract.ts';
import { ServiceError } from '../errors.ts';
import type { RefineEngine, RefineSegment } from '../types.ts';
import { parseJson, parsePseudonyms, readBody } from './body.ts';
import { headerValue, sendJson } from './reply.ts';

const MOST_SEGMENTS = 20_000;

const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const SHAPE = 'The body must be a JSON array of segments, or { "segments": [...], "pseudonyms": [{ "term", "replacement" }] }';

/** The request (contract.ts RefineRequest): the segments, and the terms to send as placeholders; says what is wrong when it is not. */
export function parseRefineRequest(body: Buffer): { segments: RefineSegment[]; terms: PlaceholderTerm[] } {
  const parsed = parseJson(body, SHAPE);
  if (Array.isArray(parsed)) return { segments: parseSegments(parsed), terms: [] };
  const { segments, pseudonyms } = (parsed ?? {}) as { [K in keyof RefineRequest]?: unknown[] };
  if (!Array.isArray(segments) || !Array.isArray(pseudonyms)) throw new ServiceError(400, SHAPE);
  const terms = parsePseudonyms(pseudonyms);
  return { segments: parseSegments(segments), terms };
}

/** Says which segment is wrong when one is. */
function parseSegments(parsed: unknown[]): RefineSegment[] {
  if (parsed.length > MOST_SEGMENTS) throw new ServiceError(413, `At most ${MOST_SEGMENTS} segments can be refined at once`);
  (parsed as Array<Partial<RefineSegment> | null>).forEach((segment, i) => {
    const where = `Segment ${i + 1}`;
    if (typeof segment !== 'object' || segment === null) throw new ServiceError(400, `${where} must be an object`);
    if (typeof segment.text !== 'string') throw new ServiceError(400, `${where} needs a text string`);
    if (!isTime(segment.start)) throw new ServiceError(400, `${where} needs a start in seconds`);
    if (segment.end != null && !isTime(segment.end)) throw new ServiceError(400, `${where} has an end that is not a time in seconds`);
    if (segment.speaker != null && typeof segment.speaker !== 'string') throw new ServiceError(400, `${where} has a speaker that is not a string`);
  });
  return parsed as RefineSegment[];
}

/** POST /refine: the same segments back with refined texts; the answer stays the bare array the spec names. */
export async function refineRoute(req: IncomingMessage, res: ServerResponse, engine: RefineEngine, limit: number, signal: AbortSignal) {
  const { segments, terms } = parseRefineRequest(await readBody(req, limit));
  const { texts, notes } = await engine.refine(segments, signal, terms);
  const refined = segments.map((segment, i) => {
    if (texts[i] === segment.text) return segment;
    // Word timings describe the old words, so they go when the text changes.
    const { words: _stale, ...rest } = segment;
    return { ...rest, text: texts[i] };
  });
  const headers: Record<string, string> = { 'x-refine-engine': engine.name };
  if (notes.length) headers['x-refine-notes'] = headerValue(notes.join('; '));
  sendJson(res, 200, refined, headers);
}
