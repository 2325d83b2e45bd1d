import type { Author } from './author.ts';
import type { StoredChapter } from './chapters/chapters.ts';
import type { StoredShowNotes } from './show-notes/show-notes.ts';
import { badInput } from './errors.ts';
import { findName, replaceName, snippetAround } from './person-names.ts';
import type { Segment } from './segment-types.ts';
import type { SpeakerRecognition, VoiceSuggestion } from './transcript.ts';

/**
 * What one person's data is made of, found for an owner to review (issue 51 item 4), and what erasing a chosen part
 * of it changes. Pure: the store gathers the records (store/person-data-repo.ts), the service asks and writes.
 */

/** Whom to look for: exactly one of a name, an email or a known voice. */
export type Person = { name: string } | { email: string } | { voiceId: string };

export type PersonMatchKind = 'speaker' | 'text' | 'voice' | 'reviewLink' | 'comment' | 'highlight';

/** One thing found, with an id that names it the same way on every call (so the owner's choice round-trips). */
export interface PersonMatch {
  id: string;
  kind: PersonMatchKind;
  transcriptId: string | null;
  snippet: string | null;
}

/**
 * A match id: its kind and what it names, as base64url JSON. TEXT: [transcript, segment id ("" for the title,
 * `chapterPlace(id)` for a chapter's title, SHOW_NOTES_PLACE for the show notes), k-th occurrence there]; SPEAKER: [transcript, speaker name]; VOICE, REVIEW_LINK, COMMENT: [record id].
 */
export type MatchKey = ['text', string, string, number] | ['speaker', string, string] | ['voice', string] | ['reviewLink', string] | ['comment', string] | ['highlight', string];

export function matchId(key: MatchKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function matchKey(id: string): MatchKey {
  try {
    const key = JSON.parse(Buffer.from(id, 'base64url').toString()) as MatchKey;
    if (Array.isArray(key) && ['text', 'speaker', 'voice', 'reviewLink', 'comment', 'highlight'].includes(key[0])) return key;
  } catch {
    // answered below
  }
  throw badInput(`${id} is not a match id of personData.`);
}

/** The person as the arguments give them: exactly one of the three. */
export function personOf(args: { name?: string | null; email?: string | null; voiceId?: string | null }): Person {
  const given = (['name', 'email', 'voiceId'] as const).filter((key) => args[key]?.trim());
  if (given.length !== 1) throw badInput('Give exactly one of name, email and voiceId.');
  const key = given[0];
  const value = args[key]!.trim();
  if (value.length > 200) throw badInput(`${key} is longer than 200 characters.`);
  return key === 'name' ? { name: value } : key === 'email' ? { email: value } : { voiceId: value };
}

/** The words the person goes by in text: their name, or their email; none for a voice (found by its speakers). */
export function wordsOf(person: Person): string | undefined {
  if ('name' in person) return person.name;
  if ('email' in person) return person.email;
  return undefined;
}

/** A transcript as gathered for finding and erasing: every segment content any of its versions holds. */
export interface GatheredTranscript {
  id: string;
  title: string;
  contents: { no: number; segment: Segment }[];
  recognizedSpeakers: SpeakerRecognition[];
  voiceSuggestions: VoiceSuggestion[];
  /** Each version's label, by version id. */
  labels: { id: string; label: string }[];
  /** Each version's chapters, by version id (versions without chapters left out). */
  chapters: { id: string; chapters: StoredChapter[] }[];
  /** Each version's show notes, by version id, oldest first (versions without left out). */
  showNotes: { id: string; showNotes: StoredShowNotes }[];
}

/** Where a TEXT match in the show notes is, in its key (no segment id is this). */
export const SHOW_NOTES_PLACE = 'shownotes';

/** Where a TEXT match in a chapter's title is, in its key: told apart from segment ids, which never hold a colon. */
export function chapterPlace(chapterId: string): string {
  return `chapter:${chapterId}`;
}

/**
 * The matches in one transcript: each occurrence of the words (in any version's text, and the title), and its speakers
 * named so or `voiced` (the speakers its voice was remembered from or recognised in).
 */
export function transcriptMatches(transcript: GatheredTranscript, words: string | undefined, voiced: ReadonlySet<string>): PersonMatch[] {
  const matches: PersonMatch[] = [];
  const text = (segmentId: string, source: string) => {
    findName(source, words ?? '').forEach((span, k) => matches.push({ id: matchId(['text', transcript.id, segmentId, k]), kind: 'text', transcriptId: transcript.id, snippet: snippetAround(source, span) }));
  };
  text('', transcript.title);
  // A chapter's title (issue 54) is the version's text too: a YouTube description quotes it. Each chapter is listed from
  // the latest version that has it, as segments are.
  const titled = new Map<string, string>();
  for (const { chapters } of transcript.chapters) for (const chapter of chapters) titled.set(chapter.id, chapter.title);
  for (const [id, title] of titled) text(chapterPlace(id), title);
  // The show notes are published text too: their k-th occurrence is listed from the latest version that has one, as a
  // segment's occurrences are from its latest content.
  const noted = new Set<string>();
  for (const { showNotes } of [...transcript.showNotes].reverse()) {
    findName(showNotes.markdown, words ?? '').forEach((span, k) => {
      const id = matchId(['text', transcript.id, SHOW_NOTES_PLACE, k]);
      if (noted.has(id)) return;
      noted.add(id);
      matches.push({ id, kind: 'text', transcriptId: transcript.id, snippet: snippetAround(showNotes.markdown, span) });
    });
  }
  // The latest content of each segment (contents are numbered in the order they were written) gives the snippets;
  // an occurrence only an older content holds is listed too, from that content.
  const seen = new Set<string>();
  for (const { segment } of [...transcript.contents].sort((a, b) => b.no - a.no)) {
    findName(segment.text, words ?? '').forEach((span, k) => {
      const id = matchId(['text', transcript.id, segment.id ?? '', k]);
      if (seen.has(id)) return;
      seen.add(id);
      matches.push({ id, kind: 'text', transcriptId: transcript.id, snippet: snippetAround(segment.text, span) });
    });
  }
  const speakers = new Set(transcript.contents.map(({ segment }) => segment.speaker));
  for (const speaker of speakers) {
    if (voiced.has(speaker) || (words && findName(speaker, words).length)) {
      matches.push({ id: matchId(['speaker', transcript.id, speaker]), kind: 'speaker', transcriptId: transcript.id, snippet: speaker });
    }
  }
  return matches;
}

/** Whether a comment's author is the person (by name or email), or its text or quote names them; a highlight likewise, its note as its text. */
export function commentMatches(comment: { text: string; quote: string; author: Author | null }, person: Person, words: string | undefined): boolean {
  if ('email' in person && comment.author?.email?.toLowerCase() === person.email.toLowerCase()) return true;
  if (!words) return false;
  return [comment.author?.name ?? '', comment.text, comment.quote].some((text) => findName(text, words).length > 0);
}

/** A transcript's rewritten records: only those that change. */
export interface TranscriptRewrite {
  id: string;
  title?: string;
  contents: { no: number; body: Segment }[];
  recognizedSpeakers?: SpeakerRecognition[];
  voiceSuggestions?: VoiceSuggestion[];
  labels: { id: string; label: string }[];
  /** The versions whose chapter titles change, with all their chapters. */
  chapters: { id: string; chapters: StoredChapter[] }[];
  /** The versions whose show notes change. */
  showNotes: { id: string; showNotes: StoredShowNotes }[];
}

/**
 * The chosen matches of one transcript replaced in every content (every version shares them, so every version is
 * rewritten), its title, its versions' chapter titles and show notes, its speakers (in the recognitions too) and its versions' labels
 * (which quote speaker names).
 * A chosen text occurrence is replaced in each content of its segment; a chosen speaker is renamed wherever it appears.
 */
export function rewriteTranscript(transcript: GatheredTranscript, chosen: ReadonlySet<string>, words: string | undefined, replacement: string): TranscriptRewrite {
  const occurrence = (segmentId: string) => (k: number) => chosen.has(matchId(['text', transcript.id, segmentId, k]));
  const renamed = (speaker: string): string => {
    if (!chosen.has(matchId(['speaker', transcript.id, speaker]))) return speaker;
    return words && findName(speaker, words).length ? replaceName(speaker, words, replacement) : replacement;
  };
  const rewrite: TranscriptRewrite = { id: transcript.id, contents: [], labels: [], chapters: [], showNotes: [] };
  const title = replaceName(transcript.title, words ?? '', replacement, occurrence(''));
  if (title !== transcript.title) rewrite.title = title;
  for (const { no, segment } of transcript.contents) {
    const text = replaceName(segment.text, words ?? '', replacement, occurrence(segment.id ?? ''));
    const speaker = renamed(segment.speaker);
    if (text === segment.text && speaker === segment.speaker) continue;
    const wordsOfSegment = text === segment.text ? segment.words : segment.words && rewriteWords(segment.words, words ?? '', replacement, occurrence(segment.id ?? ''));
    rewrite.contents.push({ no, body: { ...segment, speaker, text, ...(wordsOfSegment && { words: wordsOfSegment }) } });
  }
  for (const version of transcript.chapters) {
    const chapters = version.chapters.map((chapter) => ({ ...chapter, title: replaceName(chapter.title, words ?? '', replacement, occurrence(chapterPlace(chapter.id))) }));
    if (chapters.some((chapter, i) => chapter.title !== version.chapters[i].title)) rewrite.chapters.push({ id: version.id, chapters });
  }
  for (const version of transcript.showNotes) {
    const markdown = replaceName(version.showNotes.markdown, words ?? '', replacement, occurrence(SHOW_NOTES_PLACE));
    if (markdown !== version.showNotes.markdown) rewrite.showNotes.push({ id: version.id, showNotes: { ...version.showNotes, markdown } });
  }
  const recognized = transcript.recognizedSpeakers.map((entry) => ({ ...entry, speaker: renamed(entry.speaker) }));
  if (recognized.some((entry, i) => entry.speaker !== transcript.recognizedSpeakers[i].speaker)) rewrite.recognizedSpeakers = recognized;
  const suggested = transcript.voiceSuggestions.map((entry) => ({ ...entry, speaker: renamed(entry.speaker) }));
  if (suggested.some((entry, i) => entry.speaker !== transcript.voiceSuggestions[i].speaker)) rewrite.voiceSuggestions = suggested;
  const speakerNames = [...new Set(transcript.contents.map(({ segment }) => segment.speaker))].filter((speaker) => renamed(speaker) !== speaker);
  for (const { id, label } of transcript.labels) {
    let said = words ? replaceName(label, words, replacement) : label;
    for (const speaker of speakerNames) said = replaceName(said, speaker, renamed(speaker));
    if (said !== label) rewrite.labels.push({ id, label: said });
  }
  return rewrite;
}

/**
 * A segment's word timings with the chosen occurrences replaced: the words are read as one text (joined by spaces, as
 * the segment's text is made of them), and an occurrence spanning several words leaves the replacement in the first
 * and drops the rest, the first word taking their end time.
 */
function rewriteWords(words: NonNullable<Segment['words']>, name: string, replacement: string, chosen: (k: number) => boolean): NonNullable<Segment['words']> {
  const starts: number[] = [];
  let joined = '';
  for (const word of words) {
    if (joined) joined += ' ';
    starts.push(joined.length);
    joined += word.text;
  }
  const wordAt = (offset: number) => starts.findLastIndex((start) => start <= offset);
  const out = words.map((word) => ({ ...word }));
  const dropped = new Set<number>();
  findName(joined, name).forEach((span, k) => {
    if (!chosen(k)) return;
    const first = wordAt(span.from);
    const last = wordAt(span.to - 1);
    const head = words[first].text.slice(0, span.from - starts[first]);
    const tail = words[last].text.slice(span.to - starts[last]);
    out[first] = { ...out[first], text: head + replacement + tail, end: words[last].end };
    for (let i = first + 1; i <= last; i++) dropped.add(i);
  });
  return out.filter((_, i) => !dropped.has(i));
}
