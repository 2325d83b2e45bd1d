import type { Segment } from '../segment-types.ts';
import { cleanLine } from '../user-text.ts';
import { CHAPTER_TITLE_MAX, type Chapter } from './chapters.ts';
import { keyPhraseTitles } from './key-phrases.ts';
import { chapterStarts } from './text-tiling.ts';

/** A proposed chapter: not stored, so its id is its segment's (README "Chapters", suggestChapters). */
export type ProposedChapter = Chapter;

/**
 * Chapters proposed for a version's segments, offline: the first at the first segment, then one where the subject
 * changes (text-tiling.ts), each titled by its key phrases (key-phrases.ts; "Chapter N" when it has none). None for
 * a version without segments. `texts`: each chapter's words, for a model to title (withModelTitles).
 */
export function suggestChapters(segments: readonly Segment[]): { chapters: ProposedChapter[]; texts: string[] } {
  if (!segments.length) return { chapters: [], texts: [] };
  const starts = [0, ...chapterStarts(segments)];
  const texts = starts.map((from, i) =>
    segments
      .slice(from, starts[i + 1] ?? segments.length)
      .map((segment) => segment.text)
      .join('\n'),
  );
  const titles = keyPhraseTitles(texts);
  const chapters = starts.map((from, i) => {
    const segment = segments[from];
    return { id: `c${segment.id}`, segmentId: segment.id!, start: segment.start, title: titles[i] || `Chapter ${i + 1}` };
  });
  return { chapters, texts };
}

/**
 * The proposals titled by a language model (`titles`, in order; null: no model): a model's title is used when it is
 * one line of 1 to 200 characters once trimmed; where it is missing, empty or too long the key-phrase title stays.
 */
export function withModelTitles(chapters: readonly ProposedChapter[], titles: readonly string[] | null): ProposedChapter[] {
  return chapters.map((chapter, i) => {
    const title = cleanLine(titles?.[i] ?? '');
    return title && title.length <= CHAPTER_TITLE_MAX ? { ...chapter, title } : chapter;
  });
}
