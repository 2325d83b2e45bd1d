import { badInput } from '../errors.ts';
import type { Segment } from '../segment-types.ts';
import { cleanLine } from '../user-text.ts';

/**
 * Chapters are part of a version (README "Chapters"): each is anchored to one segment of it and starts where that
 * segment starts. A version stores them as `StoredChapter`s; `chaptersOf` reads them with their starts.
 */
export interface StoredChapter {
  id: string;
  segmentId: string;
  title: string;
}

/** A chapter as read: its segment's start, in seconds. */
export interface Chapter extends StoredChapter {
  start: number;
}

/** What a person sets: a title on a segment. */
export interface ChapterInput {
  segmentId: string;
  title: string;
}

export const CHAPTER_TITLE_MAX = 200;
/** A chapter on every segment of a long day would still be far below this. */
export const CHAPTERS_MAX = 500;

/** The chapters of a version, with their segments' starts, by start (a chapter whose segment is not there is left out). */
export function chaptersOf(version: { segments?: readonly Segment[] | null; chapters?: readonly StoredChapter[] | null }): Chapter[] {
  const starts = new Map((version.segments ?? []).map((segment) => [segment.id, segment.start]));
  return (version.chapters ?? [])
    .flatMap((chapter) => {
      const start = starts.get(chapter.segmentId);
      return start === undefined ? [] : [{ ...chapter, start }];
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * The chapters a person sets on `segments`, checked: titles trimmed to one line of 1-200 characters, each segment one
 * of the version's, no two on one segment. A chapter already on that segment keeps its id, and so does one moved (a
 * title that a chapter no longer on its segment had); a new one is named after its segment.
 */
export function settleChapters(inputs: readonly ChapterInput[], segments: readonly Segment[], before: readonly StoredChapter[]): StoredChapter[] {
  if (inputs.length > CHAPTERS_MAX) throw badInput(`At most ${CHAPTERS_MAX} chapters.`);
  const segmentIds = new Set(segments.map((segment) => segment.id));
  const kept = new Map(before.map((chapter) => [chapter.segmentId, chapter.id]));
  const staying = new Set(inputs.map((input) => input.segmentId));
  const moved = new Map(before.filter((chapter) => !staying.has(chapter.segmentId)).map((chapter) => [chapter.title, chapter.id]));
  const taken = new Set<string>();
  const settled = inputs.map((input) => {
    const title = cleanLine(input.title);
    if (!title || title.length > CHAPTER_TITLE_MAX) throw badInput(`A chapter title is 1 to ${CHAPTER_TITLE_MAX} characters (got ${title.length}).`);
    if (!segmentIds.has(input.segmentId)) throw badInput(`Segment ${input.segmentId} is not in the current version.`);
    if (taken.has(input.segmentId)) throw badInput(`Two chapters start at segment ${input.segmentId}: one segment has one chapter.`);
    taken.add(input.segmentId);
    const id = kept.get(input.segmentId) ?? moved.get(title);
    moved.delete(title);
    return { id, segmentId: input.segmentId, title };
  });
  // A new chapter is named after its segment (one moved away may have left that id: then after its title's place too).
  const ids = new Set(settled.flatMap((chapter) => (chapter.id ? [chapter.id] : [])));
  const named = settled.map((chapter, i) => {
    if (chapter.id) return chapter as StoredChapter;
    let id = `c${chapter.segmentId}`;
    if (ids.has(id)) id = `${id}.${i}`;
    ids.add(id);
    return { ...chapter, id };
  });
  return sortedBySegment(named, segments);
}

/**
 * The chapters carried from one version's segments (`from`) to the next one's (`to`). A chapter keeps its segment while
 * the new version has it; one whose segment is gone moves to the segment that now holds that segment's start (the one
 * it was merged into), or goes when none does (it was deleted). Of two chapters that land on one segment, the earlier stays.
 */
export function carryChapters(chapters: readonly StoredChapter[], from: readonly Segment[], to: readonly Segment[]): StoredChapter[] {
  if (!chapters.length) return [];
  const ids = new Set(to.map((segment) => segment.id));
  const old = new Map(from.map((segment) => [segment.id, segment]));
  const taken = new Set<string>();
  const carried: StoredChapter[] = [];
  for (const chapter of chaptersOf({ segments: from, chapters })) {
    let segmentId: string | undefined = chapter.segmentId;
    if (!ids.has(segmentId)) {
      const gone = old.get(segmentId)!;
      segmentId = to.find((segment) => segment.start <= gone.start && gone.start < segment.end)?.id;
    }
    if (!segmentId || taken.has(segmentId)) continue;
    taken.add(segmentId);
    carried.push({ id: chapter.id, segmentId, title: chapter.title });
  }
  return carried;
}

/** Whether two lists hold the same chapters (ids, segments and titles, in order). */
export function sameChapters(a: readonly StoredChapter[], b: readonly StoredChapter[]): boolean {
  return a.length === b.length && a.every((chapter, i) => chapter.id === b[i].id && chapter.segmentId === b[i].segmentId && chapter.title === b[i].title);
}

function sortedBySegment(chapters: StoredChapter[], segments: readonly Segment[]): StoredChapter[] {
  const place = new Map(segments.map((segment, i) => [segment.id, i]));
  return chapters.sort((a, b) => place.get(a.segmentId)! - place.get(b.segmentId)!);
}
