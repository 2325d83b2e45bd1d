import { minutesClock } from '../domain/clock.ts';
import { formatCueTime } from './time.ts';
import type { ExportChapter, ExportSegment } from './types.ts';

/** The chapter formats (README "Chapters"): the chapters of a version, by start, in YouTube's, Podcasting 2.0's and WebVTT's forms. */

/** The chapters to write, each on one line: a title's line breaks would start a line of their own. */
const oneLine = (chapters: readonly ExportChapter[]) => chapters.map((chapter) => ({ start: chapter.start, title: chapter.title.replace(/\s+/g, ' ').trim() }));

/**
 * YouTube chapters, for a video's description: "00:00 Title" lines. YouTube wants the first at 00:00, so when the first
 * chapter starts later an "Intro" line at 00:00 comes first.
 */
export function buildYoutubeChapters(chapters: readonly ExportChapter[]): string {
  const lines = oneLine(chapters).map((chapter) => `${minutesClock(chapter.start)} ${chapter.title}`);
  if (!chapters.length || Math.floor(chapters[0].start) > 0) lines.unshift('00:00 Intro');
  return `${lines.join('\n')}\n`;
}

/** Podcasting 2.0 JSON chapters (podcast namespace, version 1.2.0): `startTime` in seconds, `title`. */
export function buildJsonChapters(chapters: readonly ExportChapter[]): string {
  const listed = oneLine(chapters).map((chapter) => ({ startTime: Math.round(chapter.start * 1000) / 1000, title: chapter.title }));
  return `${JSON.stringify({ version: '1.2.0', chapters: listed }, null, 2)}\n`;
}

const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT chapters (a `kind="chapters"` track): one cue per chapter, to the next chapter's start or the last segment's end. */
export function buildVttChapters(chapters: readonly ExportChapter[], segments: readonly ExportSegment[]): string {
  const end = Math.max(0, ...segments.map((segment) => segment.end ?? segment.start));
  const listed = oneLine(chapters);
  const cues = listed.map((chapter, i) => {
    const until = Math.max(listed[i + 1]?.start ?? end, chapter.start);
    return `${i + 1}\n${formatCueTime(chapter.start, '.')} --> ${formatCueTime(until, '.')}\n${escapeVtt(chapter.title)}`;
  });
  return ['WEBVTT', ...cues].map((block) => `${block}\n\n`).join('');
}
