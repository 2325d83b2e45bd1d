import { badInput } from './errors.ts';
import { findPattern, type FindOptions } from '../../shared/find-pattern.ts';
import { LIMITS } from './segments.ts';
import type { Segment } from './segment-types.ts';
import { cleanLine, cleanText } from './user-text.ts';
import { retext } from './word-timings.ts';
import { words } from './word-diff.ts';

/** Pure edits behind the editing features: each takes the current segments and returns the new ones. */

/** A speaker name (or a voice's, which becomes one) as stored: one clean line, required, within the limit. */
export function speakerName(name: string, what = 'Speaker name'): string {
  const trimmed = cleanLine(name);
  if (!trimmed) throw badInput(`${what} is required`);
  if (trimmed.length > LIMITS.speakerChars) throw badInput(`${what} must be at most ${LIMITS.speakerChars} characters`);
  return trimmed;
}

function indexAt(segments: readonly Segment[], start: number): number {
  const index = segments.findIndex((s) => s.start === start);
  if (index < 0) throw badInput(`No segment starts at ${start} s`);
  return index;
}

function indexOfId(segments: readonly Segment[], id: string): number {
  const index = segments.findIndex((s) => s.id === id);
  if (index < 0) throw badInput(`No segment has the id "${id}"`);
  return index;
}

/**
 * How a command names its segment: by `Segment.id`, or by its start (deprecated: a start names a segment only within
 * one version). Both may be given when they name the same segment.
 */
export interface SegmentRef {
  id?: string;
  start?: number;
}

/** A command's segment as its caller named it: exactly one of id and start, or both naming one segment (checked by startOf). */
export function segmentRef(id: string | null | undefined, start: number | null | undefined): SegmentRef {
  if (id == null && start == null) throw badInput('Name the segment with segmentId (its Segment.id)');
  return { ...(id != null && { id }), ...(start != null && { start }) };
}

/**
 * Where the named segment starts in this version (the commands below find their segment by it: starts are unique
 * in a version). Resolved on each version a command is computed on, so an id finds its segment after it moved.
 */
export function startOf(segments: readonly Segment[], ref: SegmentRef): number {
  const index = ref.id === undefined ? indexAt(segments, ref.start!) : indexOfId(segments, ref.id);
  if (ref.start !== undefined && segments[index].start !== ref.start) {
    indexAt(segments, ref.start);
    throw badInput(`segmentId "${ref.id}" and start ${ref.start} name different segments; give segmentId alone`);
  }
  return segments[index].start;
}

/** Renames a speaker everywhere; renaming onto an existing speaker merges the two. */
export function renameSpeaker(segments: readonly Segment[], from: string, to: string): Segment[] {
  const name = speakerName(to);
  if (!segments.some((s) => s.speaker === from)) throw badInput(`No segment is spoken by "${from}"`);
  return segments.map((s) => (s.speaker === from ? { ...s, speaker: name } : s));
}

/** Gives every segment of `speakers` to `into`: one change however many speakers are merged. */
export function mergeSpeakers(segments: readonly Segment[], speakers: readonly string[], into: string): Segment[] {
  const name = speakerName(into);
  const away = new Set(speakers.filter((speaker) => speaker !== name));
  const missing = [...away].filter((speaker) => !segments.some((s) => s.speaker === speaker));
  if (missing.length) throw badInput(`No segment is spoken by "${missing[0]}"`);
  return segments.map((s) => (away.has(s.speaker) ? { ...s, speaker: name } : s));
}

export function setSegmentSpeaker(segments: readonly Segment[], start: number, speaker: string): Segment[] {
  const index = indexAt(segments, start);
  const name = speakerName(speaker);
  return segments.map((s, i) => (i === index ? { ...s, speaker: name } : s));
}

/**
 * Splits a segment at a character offset. The new segment starts where the first word after the cut was
 * spoken when word timings are known, else at the same fraction of the segment's time as of its text.
 */
export function splitSegment(segments: readonly Segment[], start: number, offset: number): Segment[] {
  const index = indexAt(segments, start);
  const segment = segments[index];
  const before = segment.text.slice(0, offset).trimEnd();
  const after = segment.text.slice(offset).trimStart();
  if (!Number.isInteger(offset) || !before || !after) throw badInput('Split inside the text: both parts need some words');
  const wordsBefore = before.split(/\s+/).length;
  const timed = segment.words?.[wordsBefore];
  let at = timed ? timed.start : segment.start + ((segment.end - segment.start) * offset) / segment.text.length;
  const next = segments[index + 1]?.start ?? Infinity;
  // Starts identify segments, so the cut lands strictly inside this one.
  at = Math.min(Math.max(at, segment.start + 0.001), segment.end, next - 0.001);
  at = Math.round(at * 1000) / 1000;
  if (!(at > segment.start) || at >= next) throw badInput('This segment is too short to split');
  // Words that line up with the text are cut by position: a diff could pair a repeated word ("Hello? Hello?") wrongly.
  const aligned = segment.words?.length === words(segment.text).length;
  const part = (text: string, from: number, to?: number): Segment => (aligned ? { ...segment, text, words: segment.words!.slice(from, to) } : segment);
  const first = retext(part(before, 0, wordsBefore), before, { start: segment.start, end: at });
  const second = retext(part(after, wordsBefore), after, { start: at, end: Math.max(at, segment.end) });
  return [...segments.slice(0, index), first, second, ...segments.slice(index + 1)];
}

/** Joins a segment onto the one before it (that one's speaker and start, this one's end). */
export function mergeWithPrevious(segments: readonly Segment[], start: number): Segment[] {
  const index = indexAt(segments, start);
  if (index === 0) throw badInput('The first segment has no segment before it');
  const previous = segments[index - 1];
  const segment = segments[index];
  const merged: Segment = {
    ...(previous.id ? { id: previous.id } : {}),
    speaker: previous.speaker,
    text: [previous.text.trim(), segment.text.trim()].filter(Boolean).join(' '),
    start: previous.start,
    end: Math.max(previous.end, segment.end),
  };
  if (previous.words && segment.words) merged.words = [...previous.words, ...segment.words];
  return [...segments.slice(0, index - 1), merged, ...segments.slice(index + 1)];
}


/** Replaces every match in every segment; returns the new segments and how many were replaced. */
export function replaceAll(segments: readonly Segment[], rawFind: string, rawReplacement: string, options: FindOptions = {}): { segments: Segment[]; count: number } {
  const find = cleanText(rawFind);
  const replacement = cleanText(rawReplacement);
  if (!find) throw badInput('Text to find is required');
  const pattern = findPattern(find, options);
  let count = 0;
  const result = segments.map((s) => {
    const text = s.text.replace(pattern, () => {
      count += 1;
      return replacement;
    });
    return text === s.text ? s : retext(s, text);
  });
  return { segments: result, count };
}

/** Where each whitespace-separated word of a text starts and ends (character offsets). */
function wordSpans(text: string): { from: number; to: number }[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({ from: match.index, to: match.index + match[0].length }));
}

/**
 * Gives the words of one segment that the characters `from`..`to` touch to `speaker`, in one change: the segment is
 * split before and after those words (splitSegment's rule, so word timings set the cut times and the words keep
 * theirs), the part between takes the speaker, and a part that reaches the segment's edge joins the neighbouring
 * segment when that one is already the speaker's. A selection of the whole segment only changes its speaker.
 */
export function assignSpeaker(segments: readonly Segment[], segmentId: string, from: number, to: number, speaker: string): Segment[] {
  const name = speakerName(speaker);
  const index = indexOfId(segments, segmentId);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to <= from) throw badInput('Select some words: `to` must be after `from`');
  const segment = segments[index];
  const spans = wordSpans(segment.text);
  const touched = spans.flatMap((span, i) => (span.from < to && span.to > from ? [i] : []));
  if (!touched.length) throw badInput('The selection holds no words of this segment');
  const first = touched[0];
  const last = touched[touched.length - 1];

  let result = [...segments];
  let at = index;
  // The cut after the words first: it leaves the start of the segment, which identifies it, as it is.
  if (last < spans.length - 1) result = splitSegment(result, segment.start, spans[last + 1].from);
  if (first > 0) {
    result = splitSegment(result, segment.start, spans[first].from);
    at += 1;
  }
  result[at] = { ...result[at], speaker: name };
  const reachesEnd = last === spans.length - 1;
  if (reachesEnd && result[at + 1]?.speaker === name) result = mergeWithPrevious(result, result[at + 1].start);
  if (first === 0 && at > 0 && result[at - 1].speaker === name) result = mergeWithPrevious(result, result[at].start);
  return result;
}
