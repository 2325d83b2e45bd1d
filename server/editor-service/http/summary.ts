import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SummaryRequest } from '../contract.ts';
import { ServiceError } from '../errors.ts';
import { parseJson, parsePseudonyms, readBody } from './body.ts';
import { sendJson } from './reply.ts';

const SHAPE = 'The body must be { "segments": [{ "start", "speaker", "text" }], "pseudonyms": [{ "term", "replacement" }] }';
const MOST_SEGMENTS = 20_000;

/** The request (contract.ts SummaryRequest); says what is wrong when it is not. */
export function parseSummaryRequest(body: Buffer): SummaryRequest {
  const { segments, pseudonyms } = (parseJson(body, SHAPE) ?? {}) as Partial<SummaryRequest>;
  if (!Array.isArray(segments) || !Array.isArray(pseudonyms)) throw new ServiceError(400, SHAPE);
  if (segments.length > MOST_SEGMENTS) throw new ServiceError(413, `At most ${MOST_SEGMENTS} segments can be summarised at once`);
  segments.forEach((segment, i) => {
    const ok = segment && typeof segment.text === 'string' && typeof segment.speaker === 'string' && typeof segment.start === 'number' && Number.isFinite(segment.start) && segment.start >= 0;
    if (!ok) throw new ServiceError(400, `Segment ${i + 1} needs a start in seconds, a speaker and a text`);
  });
  return { segments, pseudonyms: parsePseudonyms(pseudonyms) };
}

/** POST /summary: the model's lines (contract.ts SummaryAnswer); 404 when no language model is configured. */
export async function summaryRoute(req: IncomingMessage, res: ServerResponse, summarize: ((request: SummaryRequest, signal: AbortSignal) => Promise<string[]>) | null, limit: number, signal: AbortSignal) {
  if (!summarize) throw new ServiceError(404, 'No language model is configured (LLM_BASE_URL and LLM_MODEL): summaries are written offline');
  const request = parseSummaryRequest(await readBody(req, limit));
  sendJson(res, 200, { lines: await summarize(request, signal) });
}
