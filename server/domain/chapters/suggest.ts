import type { Segment } from '../segment-types.ts';
import type { Chapter } from './chapters.ts';
import { keyPhraseTitles } from './key-phrases.ts';
import { chapterStarts } from './text-tiling.ts';

/** A proposed chapter: not stored, so its id is its segment's (README "Chapters", suggestChapters). */
export type ProposedChapter = Chapter;

/**
 * Chapters proposed for a version's segments, offline: the first at the first segment, then one where the subject
 * changes (text-tiling.ts), each titled by its key phrases (key-phrases.ts; "Chapter N" when it has none). None for
 * a version without segments.
 */
export function suggestChapters(segments: readonly Segment[]): ProposedChapter[] {
  if (!segments.length) return [];
  const starts = [0, ...chapterStarts(segments)];
  const texts = starts.map((from, i) =>
    segments
      .slice(from, starts[i + 1] ?? segments.length)
      .map((segment) => segment.text)
      .join('\n'),
  );
  const titles = keyPhraseTitles(texts);
  return starts.map((from, i) => {
    const segment = segments[from];
    return { id: `c${segment.id}`, segmentId: segment.id!, start: segment.start, title: titles[i] || `Chapter ${i + 1}` };
  });
}
