import { pseudonymViewerOf, readerOf } from '../auth/visibility.ts';
import { MAX_TRANSCRIPT_TAGS } from '../../shared/transcript-tag-limits.ts';
import { badInput } from '../domain/errors.ts';
import { UNKNOWN_UPLOAD, type StoredOrigin } from '../domain/origin.ts';
import { wordCount } from '../domain/segments.ts';
import { pseudonymiseText, shownSegments, shownText } from '../domain/pseudonyms/apply.ts';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import type { Segment, Word } from '../domain/segment-types.ts';
import type { SegmentConflict } from '../domain/segment-merge.ts';
import { VERSION_PAGE_MAX } from '../services/transcripts.ts';
import type { Merged } from '../services/version-writer.ts';
import type { Transcript, TranscriptVersion } from '../domain/transcript.ts';
import { AuthorRef } from './author.ts';
import { builder } from './builder.ts';
import { TranscriptOriginRef } from './origin.ts';
import { seenBy, shownAs, type Shown } from './shown.ts';

/** A transcript as a live event delivers it: with the progress reported by the server that runs its transcription. */
export type ReportedProgress = Transcript & { reportedProgress?: number };

export const TranscriptStatus = builder.enumType('TranscriptStatus', {
  description: 'Where a transcript is in its life.',
  values: {
    TRANSCRIBING: { value: 'transcribing', description: 'The audio is stored and being transcribed.' },
    READY: { value: 'ready', description: 'Transcribed; the text can be edited, refined and exported.' },
    FAILED: { value: 'failed', description: 'Transcription failed; see `error`. The audio is kept and `retryTranscription` runs it again.' },
    DELETED: { value: 'deleted', description: 'Soft-deleted: hidden from lists, nothing removed.' },
  } as const,
});

const WordRef = builder.objectRef<Word>('Word').implement({
  description: 'One recognized word with its timing (click-to-seek lands on `start`).',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The word as written in the segment’s text, punctuation included.' }),
    start: t.exposeFloat('start', { description: 'When the word starts, in seconds from the beginning of the audio.' }),
    end: t.exposeFloat('end', { description: 'When the word ends, in seconds.' }),
    confidence: t.float({
      nullable: true,
      description: 'How sure the recognizer was, 0 to 1; null for a word a person typed (its times are then estimated between its neighbours).',
      resolve: (word) => word.confidence ?? null,
    }),
  }),
});

export const SegmentRef = builder.objectRef<Segment>('Segment').implement({
  description: 'A stretch of speech by one speaker. `id` identifies it across versions; `start` within its version.',
  fields: (t) => ({
    id: t.id({
      description:
        'Stable across edits, speaker changes, refine and restore. A split keeps it on the first part; the second part’s derives from it and its start ("t1o4.2s8"). A merge keeps the first segment’s.',
      resolve: (segment) => segment.id!,
    }),
    start: t.exposeFloat('start', { description: 'Start time in seconds from the beginning of the audio.' }),
    end: t.exposeFloat('end', { description: 'End time in seconds.' }),
    text: t.exposeString('text', { description: 'What was said (as edited).' }),
    speaker: t.string({
      nullable: true,
      description: 'Who speaks, e.g. "Speaker 1" or "ETRM"; null when unknown.',
      resolve: (segment) => segment.speaker || null,
    }),
    words: t.field({
      type: [WordRef],
      description:
        'The words of `text` in order, with their times. Edits keep the times of unchanged words; empty for transcripts made before words were kept.',
      resolve: (segment) => segment.words ?? [],
    }),
  }),
});

const VersionKind = builder.enumType('VersionKind', {
  description: 'What made a version.',
  values: {
    UPLOAD: { value: 'upload', description: 'The transcription of the upload.' },
    IMPORT: {
      value: 'import',
      description: 'A transcript file made elsewhere, its text as written: with the file’s own times, then (with audio) timed to the recognizer’s words once transcribed.',
    },
    EDIT: { value: 'edit', description: 'A save of edited text (autosave or saveEdits).' },
    SPLIT: { value: 'split', description: 'A segment split in two.' },
    MERGE: { value: 'merge', description: 'A segment joined to the one before.' },
    SPEAKERS: { value: 'speakers', description: 'Speakers renamed, merged or set.' },
    REPLACE: { value: 'replace', description: 'Find and replace.' },
    REFINE: { value: 'refine', description: 'The text refined by the language model or the rules.' },
    RESTORE: { value: 'restore', description: 'An earlier version brought back from the history.' },
    UNDO: { value: 'undo', description: 'An undo: the text before `undoes`.' },
    REDO: { value: 'redo', description: 'A redo: what an undo took back, brought back.' },
    REVERT: { value: 'revert', description: 'Some changes of a version taken back (revertChanges).' },
    CHAPTERS: { value: 'chapters', description: 'The chapters set (setChapters); the segments are the version before’s.' },
    SHOW_NOTES: { value: 'show-notes', description: 'Show notes drafted (draftShowNotes) or saved (saveShowNotes); the segments and chapters are the version before’s.' },
  } as const,
});

const KINDS = new Set<string>(['upload', 'import', 'edit', 'split', 'merge', 'speakers', 'replace', 'refine', 'restore', 'undo', 'redo', 'revert', 'chapters', 'show-notes']);

/** A version as the asker is shown it: its label and segments read through its transcript's list for whoever sees pseudonyms. */
export const TranscriptVersionRef = builder.objectRef<Shown<TranscriptVersion>>('TranscriptVersion');
TranscriptVersionRef.implement({
  description:
    'One saved state of a transcript. Versions are never changed or deleted; each points at the one before. Whoever is shown the transcript pseudonymised (`showsPseudonyms`) is shown its versions’ labels and segments pseudonymised too, through the transcript’s list as it is now.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The version id (a transcript_data record).' }),
    previousId: t.id({
      nullable: true,
      description: 'The version this one was made from; null for the first.',
      resolve: (version) => version.previousVersionId || null,
    }),
    source: t.string({
      nullable: true,
      description: 'What made this version: upload, import, edit, refine, restore, undo, redo, speakers (rename, merge or set), split, merge, replace, revert, chapters or show-notes.',
      resolve: (version) => version.source || null,
    }),
    kind: t.field({
      type: VersionKind,
      // Versions written before sources were recorded were edits.
      description: 'What made this version; `source` in an enum, with undo and redo told apart from a restore.',
      resolve: (version) => (KINDS.has(version.source) ? (version.source as 'edit') : 'edit'),
    }),
    undoes: t.field({
      type: TranscriptVersionRef,
      nullable: true,
      description: 'For an undo: the version whose changes it took back (the one current when it was made); null otherwise.',
      resolve: async (version, _args, { loadVersion }) => (version.undoes ? shownAs(version, await loadVersion(version.undoes)) : null),
    }),
    label: t.string({
      nullable: true,
      description:
        'What this version did, in one line ("Merge segments 4–5", "Refine: 12 punctuation, 3 casing", "Undo: merge segments 4–5"); null for a transcription and for versions written before labels.',
      resolve: (version) => (version.label ? shownText(version.shownWith, version.label) : null),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When this version was saved.', resolve: (version) => version.createdAt }),
    author: t.field({
      type: AuthorRef,
      nullable: true,
      description:
        'Who made this version: a person, an API token (its label), the service token, or the machine ("transcription", "refine"). Null for versions made in local mode or before authors were recorded.',
      resolve: (version) => version.author ?? null,
    }),
    segments: t.field({
      type: [SegmentRef],
      description: 'The segments of this version, ordered by start.',
      resolve: async (version, _args, { loadVersion }) => shownSegments(version.shownWith, version.segments ?? (await loadVersion(version.id)).segments),
    }),
    wordCount: t.int({
      description: 'Whitespace-separated words across all segments, of the text as written (also in a pseudonymised view).',
      // Recorded with each version; counted from the text for versions written before that (or when 0). Counting a
      // pseudonymised view's replacements would read every version the history lists.
      resolve: async (version, _args, { loadVersion }) => version.wordCount || wordCount((version.segments ?? (await loadVersion(version.id)).segments) ?? []),
    }),
  }),
});

/** The segments of a transcript's current version, read through the request's version loader; none before its first. */
export async function currentSegments(meta: Transcript, loadVersion: (id: string) => Promise<TranscriptVersion>): Promise<Segment[]> {
  return meta.currentVersionId ? ((await loadVersion(meta.currentVersionId)).segments ?? []) : [];
}


/** The origin as the reader is shown it: its file names and tracks' speakers read as text through Transcript.shownWith. */
function shownOrigin(origin: StoredOrigin, list: readonly Pseudonym[] | undefined): StoredOrigin {
  if (!list) return origin;
  const shown = (name: string | null) => (name === null ? null : pseudonymiseText(name, list));
  return { ...origin, fileName: shown(origin.fileName), tracks: origin.tracks.map((track) => ({ speaker: pseudonymiseText(track.speaker, list), fileName: shown(track.fileName) })) };
}

const WaveformRef = builder.objectRef<{ peaks: number[]; duration: number }>('Waveform').implement({
  description: 'An overview of the audio’s loudness for drawing a waveform.',
  fields: (t) => ({
    peaks: t.floatList({ description: 'Loudest level of each stretch, 0 to 1, evenly spaced over the audio.', resolve: (w) => w.peaks }),
    duration: t.exposeFloat('duration', { description: 'Length of the audio in seconds.' }),
  }),
});

export const TranscriptRef = builder.objectRef<Transcript>('Transcript').implement({
  description: 'An uploaded interview: its audio, its status and its current version of the text.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The transcript id (a transcript_meta record), as in /transcript/{id}.' }),
    title: t.exposeString('title', { description: 'The title given at upload; the export is named after it.' }),
    status: t.field({ type: TranscriptStatus, description: 'Where the transcript is in its life.', resolve: (meta) => meta.status }),
    error: t.string({
      nullable: true,
      description: 'Why transcription failed, e.g. "Error transcribing audio: 502 …"; null otherwise.',
      resolve: (meta) => meta.error || null,
    }),
    progress: t.float({
      nullable: true,
      description: 'How far transcription is, 0 to 1, while the status is TRANSCRIBING; null otherwise.',
      // A live event carries the progress the server running the transcription saw (this one may not run it).
      resolve: (meta, _args, { services }) =>
        meta.status === 'transcribing' ? (services.jobs.progress(meta.id) ?? (meta as ReportedProgress).reportedProgress ?? 0) : null,
    }),
    queuePosition: t.int({
      nullable: true,
      description: 'The place in the transcription queue while waiting: 1 is next to start. Null when running or not queued.',
      resolve: (meta, _args, { services }) => (meta.status === 'transcribing' ? services.jobs.position(meta.id) : null),
    }),
    engine: t.string({
      nullable: true,
      description: 'The engine that transcribed it: "whisper" or "deepgram" ("vosk" or "pocketsphinx" for transcripts made by earlier releases); null before it is transcribed and for transcripts made before this was recorded.',
      resolve: (meta) => meta.engine || null,
    }),
    model: t.string({
      nullable: true,
      description: 'The engine’s model, e.g. "base" or "tiny.en"; null where the engine has no model choice.',
      resolve: (meta) => meta.model || null,
    }),
    language: t.string({
      nullable: true,
      description: 'The language transcribed, as detected or as asked at upload, e.g. "en"; null when unknown.',
      resolve: (meta) => meta.language || null,
    }),
    speakerEngine: t.string({
      nullable: true,
      description: 'What told the speakers apart: "campplus" (neural voice embeddings) or "deepgram", or "tracks" when each speaker had a track or channel of their own ("mfcc" for transcripts made by earlier releases without the speaker model); null when unknown or when the speaker model was missing.',
      resolve: (meta) => meta.speakerEngine || null,
    }),
    tags: t.stringList({
      description:
        'Its tags, as first spelled, in the order set (`setTranscriptTags`); as written for everyone, pseudonyms aside, as highlights’ tags are. Empty for a review link: tags are the team’s own.',
      resolve: (meta, _args, { identity }) => (identity.kind === 'reviewLink' ? [] : [...(meta.tags ?? [])]),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the audio was uploaded.', resolve: (meta) => meta.createdAt }),
    createdBy: t.field({
      type: AuthorRef,
      nullable: true,
      description: 'Who uploaded it; null for transcripts uploaded in local mode or before this was recorded.',
      resolve: (meta) => meta.createdBy ?? null,
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'When the transcript or its current version last changed.', resolve: (meta) => meta.updatedAt }),
    fileUrl: t.string({
      nullable: true,
      description: 'Where the audio streams from (HTTP Range supported), e.g. "/media/{id}" on this server.',
      resolve: (meta) => (meta.fileId ? `/media/${meta.id}` : null),
    }),
    fileType: t.string({
      nullable: true,
      description: 'The kind of file stored; "audio" for every upload (of a video, its audio is what is stored).',
      resolve: (meta) => meta.fileType || null,
    }),
    origin: t.field({
      type: TranscriptOriginRef,
      description:
        'What came in to make it: an audio file, a video (whose audio was taken), tracks, channels or a recording, with the file names (pseudonymised, with the tracks’ speakers, where the transcript shows you pseudonyms).',
      resolve: (meta) => shownOrigin(meta.origin ?? UNKNOWN_UPLOAD, meta.shownWith),
    }),
    duration: t.float({
      nullable: true,
      description: 'Length of the audio in seconds, once transcribed.',
      resolve: (meta) => (meta.duration > 0 ? meta.duration : null),
    }),
    versionId: t.id({
      nullable: true,
      description: 'The current version; pass it as `baseVersionId` when saving, so your edits are merged with those made elsewhere meanwhile instead of overwriting them.',
      resolve: (meta) => meta.currentVersionId || null,
    }),
    segments: t.field({
      type: [SegmentRef],
      description: 'The current version’s segments, ordered by start; empty until transcribed, and for audio in which no speech was found.',
      // A range lets the editor fetch word timings only for the rows on screen: a long day's words are megabytes.
      args: {
        from: t.arg.int({ defaultValue: 0, required: true, description: 'Index of the first segment to return (0 is the first; not negative).' }),
        count: t.arg.int({ description: 'How many segments to return from `from` (0 or more); all the rest when left out.' }),
      },
      resolve: async (meta, { from, count }, { loadVersion }) => {
        if (from < 0) throw badInput(`from must be 0 or more, got ${from}.`);
        if (count != null && count < 0) throw badInput(`count must be 0 or more, got ${count}.`);
        const all = await currentSegments(meta, loadVersion);
        // Only the range asked for is pseudonymised.
        return shownSegments(meta.shownWith, count == null ? (from === 0 ? all : all.slice(from)) : all.slice(from, from + count));
      },
    }),
    wordCount: t.int({
      description: 'Whitespace-separated words across all segments of the current version.',
      resolve: async (meta, _args, { loadVersion }) => wordCount(shownSegments(meta.shownWith, await currentSegments(meta, loadVersion))),
    }),
    waveform: t.field({
      type: WaveformRef,
      nullable: true,
      description: 'Loudness peaks of the audio (computed once, on first request); null when the audio cannot be read.',
      args: { buckets: t.arg.int({ defaultValue: 800, required: true, description: 'How many peaks, 10 to 4000.' }) },
      resolve: (meta, { buckets }, { services }) => services.waveforms.waveform(meta, buckets),
    }),
    versions: t.field({
      type: [TranscriptVersionRef],
      description:
        'The versions, newest first; `versions[0]` is the current one. Without arguments, every version; with `first` (and `after`, the id of the last version of the page before), one page of them.',
      args: {
        first: t.arg.int({ description: `How many versions, 1 to ${VERSION_PAGE_MAX}.` }),
        after: t.arg.id({ description: 'The version after which the page starts (the last id of the page before).' }),
      },
      // Listed without their text; a version's segments are read when the query asks for them.
      resolve: async (meta, { first, after }, { services }) =>
        (await services.transcripts.versions(meta, { first: first ?? undefined, after: after == null ? undefined : String(after) })).map((version) => shownAs(meta, version)),
    }),
  }),
});

export const TranscriptPageRef = builder
  .objectRef<{ page: number; perPage: number; totalItems: number; totalPages: number; items: Transcript[] }>('TranscriptPage')
  .implement({
    description: 'One page of transcripts, most recently updated first.',
    fields: (t) => ({
      page: t.exposeInt('page', { description: 'This page’s number; the first is 1.' }),
      perPage: t.exposeInt('perPage', { description: 'How many transcripts a full page holds.' }),
      totalItems: t.exposeInt('totalItems', { description: 'How many transcripts there are in all (deleted ones excluded).' }),
      totalPages: t.exposeInt('totalPages', { description: 'How many pages there are.' }),
      items: t.field({ type: [TranscriptRef], description: 'The transcripts on this page.', resolve: (page) => page.items }),
    }),
  });

const SegmentInput = builder.inputType('SegmentInput', {
  description:
    'A segment as edited. It is matched to the base version’s segment by `id`, else by exact `start`, else by position when both lists have as many segments; unmatched ones are new. In a `partial` mergeEdits it is matched by `id` only, and one without an id is new. Leave out `end` or `speaker` to keep what is stored for the matched segment.',
  fields: (t) => ({
    id: t.id({ description: 'The segment’s `Segment.id`, when it is one of the base version’s (optional).' }),
    start: t.float({ required: true, description: 'Start time in seconds.' }),
    end: t.float({ description: 'End time in seconds.' }),
    text: t.string({ required: true, description: 'The segment’s text.' }),
    speaker: t.string({ description: 'The speaker’s name.' }),
  }),
});

builder.queryFields((t) => ({
  transcript: t.field({
    type: TranscriptRef,
    nullable: true,
    description:
      'One transcript by id (deleted ones included, with status DELETED); null when there is none, or it is private and not yours to see. When it is `pseudonymised` and you see pseudonyms (a viewer not granted originals, a review link), its title and current segments are pseudonymised (`showsPseudonyms`).',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: async (_root, { id }, context) => {
      const transcript = await context.services.transcripts.find(String(id), readerOf(context.identity));
      return transcript && seenBy(context, transcript);
    },
  }),
  transcripts: t.field({
    type: TranscriptPageRef,
    description:
      'Transcripts that are not deleted and that you may see (private ones only when yours, shared with you, or you are an owner), most recently updated first. Each as `transcript(id)` shows it to you: pseudonymised where it shows you pseudonyms.',
    args: {
      page: t.arg.int({ defaultValue: 1, required: true, description: 'Page number, from 1.' }),
      perPage: t.arg.int({ defaultValue: 15, required: true, description: 'Transcripts per page, 1 to 100.' }),
      title: t.arg.string({
        description:
          'Only transcripts whose title contains this text, case aside (e.g. "allison"); all when left out or blank. A transcript that shows you pseudonyms is matched by its title as you are shown it. `search` finds what was said.',
      }),
      tags: t.arg.stringList({
        description: `Only transcripts that have ALL of these tags (each matched whole, case aside); all when left out or []. At most ${MAX_TRANSCRIPT_TAGS}, none blank or twice.`,
      }),
    },
    resolve: async (_root, { page, perPage, title, tags }, { services, identity }) => {
      const listed = await services.transcripts.list(page, perPage, readerOf(identity), title, pseudonymViewerOf(identity), tags ?? []);
      return { ...listed, items: await services.pseudonyms.allAsSeenBy(identity, listed.items) };
    },
  }),
  transcriptTags: t.stringList({
    description: 'The tags on transcripts you may see (deleted ones aside), most used first: suggestions for tagging and for filtering `transcripts(tags:)`.',
    args: { first: t.arg.int({ defaultValue: 50, required: true, description: 'How many, 1 to 200.' }) },
    resolve: (_root, { first }, { services, identity }) => services.transcripts.tags(readerOf(identity), Math.min(Math.max(first, 1), 200)),
  }),
}));

const SegmentConflictRef = builder.objectRef<SegmentConflict>('SegmentConflict').implement({
  description: 'A segment that both you and someone else changed since your base version, to different results.',
  fields: (t) => ({
    segmentId: t.exposeID('segmentId', {
      description: 'The segment’s `Segment.id` in the current version (for a segment deleted there, the id it had). Send your choice under this id.',
    }),
    mine: t.exposeString('mine', { nullable: true, description: 'Your text (null: you deleted the segment).' }),
    theirs: t.exposeString('theirs', { nullable: true, description: 'The current version’s text (null: it was deleted there).' }),
    base: t.exposeString('base', { nullable: true, description: 'The text at your base version (null: new on both sides).' }),
    mineSpeaker: t.exposeString('mineSpeaker', { nullable: true, description: 'Your speaker (null: deleted).' }),
    theirsSpeaker: t.exposeString('theirsSpeaker', { nullable: true, description: 'The current speaker (null: deleted).' }),
    start: t.exposeFloat('start', { description: 'Start of the segment in the current version (or in yours when deleted there).' }),
  }),
});

export const MergeResultRef = builder.objectRef<Merged>('MergeResult').implement({
  description: 'What mergeEdits saved, and the segments that wait for a person’s choice.',
  fields: (t) => ({
    transcript: t.field({
      type: TranscriptRef,
      description: 'The transcript after the merge (its current version holds every change that did not conflict).',
      resolve: (merged) => merged.meta,
    }),
    conflicts: t.field({
      type: [SegmentConflictRef],
      description: 'Segments changed on both sides to different results; each keeps the current (their) text until someone chooses.',
      resolve: (merged) => merged.conflicts,
    }),
    versionId: t.id({
      description:
        'The transcript’s current version after the merge: the new one, or the one it was when nothing changed (also `transcript.versionId`, here for clients that keep a transcript’s version and segments moving together).',
      resolve: (merged) => merged.meta.currentVersionId,
    }),
    merged: t.exposeBoolean('merged', {
      description:
        'True when versions saved since your base were merged in: the transcript now holds changes your list did not have, so load its segments again before editing on.',
    }),
  }),
});

const editsOf = (segments: readonly { id?: string | number | null; start: number; end?: number | null; text: string; speaker?: string | null }[]) =>
  segments.map((segment) => ({ ...segment, id: segment.id == null ? null : String(segment.id) }));

builder.mutationFields((t) => ({
  saveEdits: t.field({
    type: TranscriptRef,
    description:
      'Saves the full segment list as a new version. With a `baseVersionId` older than the current version, the list is merged by segment with every version written since (as `mergeEdits` does): segments changed on one side only keep that change. If any segment was changed on both sides to different results, nothing is saved and the answer is the error CONFLICT with `extensions.conflicts` (each a `SegmentConflict` as JSON: segmentId, mine, theirs, base, mineSpeaker, theirsSpeaker, start) and `extensions.currentVersionId`, so a script can choose and save again on that version. Without `baseVersionId` the list replaces the current version.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      segments: t.arg({ type: [SegmentInput], required: true, description: 'Every segment, edited or not.' }),
      baseVersionId: t.arg.id({ description: 'The version the edits were made on (Transcript.versionId when loaded).' }),
    },
    resolve: (_root, { id, segments, baseVersionId }, { services }) =>
      services.transcripts.saveEdits(String(id), editsOf(segments), baseVersionId == null ? null : String(baseVersionId)),
  }),
  mergeEdits: t.field({
    type: MergeResultRef,
    description:
      'Saves the segment list made on baseVersionId, merged by segment with every version written since. Segments are matched as `SegmentInput` says; a segment changed on one side only takes that change, one changed on both sides to the same result is no conflict. Everything without a conflict is saved as one new version (none when nothing changes); each conflicting segment keeps the current text and is listed in `conflicts`. To resolve, send the list again with the chosen texts on the new `transcript.versionId`. With `partial: true` only the change is sent: `segments` holds the segments changed or added, matched by `id` only (never by start or place; one without an id is new, placed by its start), `deletedSegmentIds` those deleted, and every segment not named stays as it is. A changed segment whose id the current version does not have is a conflict (`theirs` null), not an error; so is deleting a segment changed since the base, while deleting one deleted there already changes nothing.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      baseVersionId: t.arg.id({ required: true, description: 'The version the edits were made on (Transcript.versionId when loaded).' }),
      segments: t.arg({ type: [SegmentInput], required: true, description: 'Every segment, edited or not; with `partial`, only those changed or added (each id at most once).' }),
      partial: t.arg.boolean({
        required: true,
        defaultValue: false,
        description: '`segments` holds only what changed: see the mutation. Segments not named keep what the base version has (as merged with versions written since).',
      }),
      deletedSegmentIds: t.arg.idList({
        description:
          'With `partial`: the ids of the segments deleted. Each must be a segment of the base version (else BAD_USER_INPUT), and not also in `segments`; one named twice is deleted once. BAD_USER_INPUT without `partial`.',
      }),
    },
    resolve: (_root, { id, baseVersionId, segments, partial, deletedSegmentIds }, { services }) => {
      if (deletedSegmentIds && !partial) throw badInput('deletedSegmentIds needs partial: true (a full list deletes a segment by leaving it out).');
      const deletedIds = (deletedSegmentIds ?? []).map(String);
      return services.transcripts.mergeEdits(String(id), String(baseVersionId), editsOf(segments), partial ? { deletedIds } : undefined);
    },
  }),
  refine: t.field({
    type: TranscriptRef,
    description: 'Sends the current text to the refine service and saves its corrections as a new version; timings and speakers stay.',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: (_root, { id }, { services }) => services.transcripts.refine(String(id)),
  }),
  deleteTranscript: t.field({
    type: TranscriptRef,
    description: 'Soft-deletes a transcript: its status becomes DELETED and it leaves the list; nothing is removed yet. It stays in the bin for TAPESCRIPT_BIN_DAYS (restoreTranscript brings it back), then is deleted for good (deleteTranscriptPermanently does it at once).',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: (_root, { id }, { services }) => services.transcripts.delete(String(id)),
  }),
  deleteTranscriptPermanently: t.boolean({
    description:
      'Owners: deletes a transcript in the bin (see `deleteTranscript`) for good, in one step that finishes or leaves it as it was: the transcript, every version, its audio, its search rows, comments, review links, export links, its pseudonym list and dismissed suggestions, and the voice enrolments taken from it (a voice left with none goes too). Answers true; BAD_USER_INPUT when the transcript is not in the bin, or is on legal hold (`setLegalHold`). The bin is emptied by itself after TAPESCRIPT_BIN_DAYS.',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: (_root, { id }, { services }) => services.purge.deletePermanently(String(id)),
  }),
  retryTranscription: t.field({
    type: TranscriptRef,
    description: 'Transcribes a FAILED transcript’s stored audio again.',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: async (_root, { id }, { services }) => {
      await services.jobs.retry(String(id));
      return services.transcripts.get(String(id));
    },
  }),
}));
