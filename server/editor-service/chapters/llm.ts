import { revealPlaceholders } from '../../domain/pseudonyms/placeholders.ts';
import type { ChapterTitlesRequest } from '../contract.ts';
import { createLlmClient, type LlmSettings } from '../llm/client.ts';

/** Characters of each chapter sent: its opening says what it is about, and many chapters must fit one request. */
const CHAPTER_CHARS = 4000;

const INSTRUCTIONS = [
  'You title the chapters of an interview, for podcast show notes and a video description.',
  'For each chapter in "chapters", in order, write a short title (2 to 6 words) that says what it is about, in the language of the interview.',
  'Placeholders in square brackets, such as [Person A], are names: keep them exactly as written.',
  'Answer with JSON only: {"titles": ["…", …]} with one title per chapter.',
].join(' ');

/** Chapter titles by the language model, through the one LLM client; as it wrote them, the terms put back. */
export function createLlmChapterTitles(settings: LlmSettings) {
  const client = createLlmClient(settings);
  return async (request: ChapterTitlesRequest, signal?: AbortSignal): Promise<string[]> => {
    const chapters = request.chapters.map((text) => text.slice(0, CHAPTER_CHARS));
    const content = await client.completeJson(INSTRUCTIONS, { chapters }, request.pseudonyms, signal);
    let titles: unknown;
    try {
      titles = (JSON.parse(content) as { titles?: unknown }).titles;
    } catch {
      return [];
    }
    // A title that is not text is an empty one: the server keeps its own there.
    return Array.isArray(titles) ? titles.map((title) => (typeof title === 'string' ? revealPlaceholders(title, request.pseudonyms) : '')) : [];
  };
}
