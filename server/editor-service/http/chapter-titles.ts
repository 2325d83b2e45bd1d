import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChapterTitlesRequest } from '../contract.ts';
import { ServiceError } from '../errors.ts';
import { parseJson, parsePseudonyms, readBody } from './body.ts';
import { sendJson } from './reply.ts';

const SHAPE = 'The body must be { "chapters": ["…"], "pseudonyms": [{ "term", "replacement" }] }';
const MOST_CHAPTERS = 500;

/** The request (contract.ts ChapterTitlesRequest); says what is wrong when it is not. */
export function parseChapterTitlesRequest(body: Buffer): ChapterTitlesRequest {
  const { chapters, pseudonyms } = (parseJson(body, SHAPE) ?? {}) as Partial<ChapterTitlesRequest>;
  if (!Array.isArray(chapters) || !Array.isArray(pseudonyms) || chapters.some((text) => typeof text !== 'string')) throw new ServiceError(400, SHAPE);
  if (chapters.length > MOST_CHAPTERS) throw new ServiceError(413, `At most ${MOST_CHAPTERS} chapters can be titled at once`);
  return { chapters, pseudonyms: parsePseudonyms(pseudonyms) };
}

/** POST /chapter-titles: the model's titles (contract.ts ChapterTitlesAnswer); 404 when no language model is configured. */
export async function chapterTitlesRoute(req: IncomingMessage, res: ServerResponse, title: ((request: ChapterTitlesRequest, signal: AbortSignal) => Promise<string[]>) | null, limit: number, signal: AbortSignal) {
  if (!title) throw new ServiceError(404, 'No language model is configured (LLM_BASE_URL and LLM_MODEL): chapters are titled offline');
  const request = parseChapterTitlesRequest(await readBody(req, limit));
  sendJson(res, 200, { titles: await title(request, signal) });
}
