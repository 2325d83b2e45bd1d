import type { Transcript } from '../domain/transcript.ts';
import { segmentRef } from '../domain/segment-edits.ts';
import { builder } from './builder.ts';
import { MAX_TRANSCRIPT_TAG_CHARS, MAX_TRANSCRIPT_TAGS } from '../../shared/transcript-tag-limits.ts';
import { TranscriptRef } from './transcript.ts';

const ReplaceResult = builder.objectRef<{ transcript: Transcript; count: number }>('ReplaceResult').implement({
  description: 'The outcome of a find-and-replace.',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptRef, description: 'The transcript with the replacements as its new current version.', resolve: (r) => r.transcript }),
    count: t.exposeInt('count', { description: 'How many matches were replaced.' }),
  }),
});

builder.mutationFields((t) => {
  const id = () => t.arg.id({ required: true, description: 'The transcript id.' });
  const base = () =>
    t.arg.id({
      description:
        'The version the change was made on. When it is older than the current version the change still applies to the current one, and fails with CONFLICT (`extensions.conflicts`, `extensions.currentVersionId`, as for saveEdits) only when a segment it touches was changed since.',
    });
  // Exactly one of the two names the segment (both when they agree): domain/segment-edits.ts segmentRef.
  const segmentId = () => t.arg.id({ description: 'The segment’s id (`Segment.id`). Give this or the deprecated `start`.' });
  const start = () =>
    t.arg.float({
      description: 'The start (seconds) of the segment, within the version the change is made on.',
      deprecationReason: 'Use segmentId: a start names a segment only within one version.',
    });
  const ref = (a: { segmentId?: string | number | null; start?: number | null }) => segmentRef(a.segmentId == null ? null : String(a.segmentId), a.start);
  return {
    renameSpeaker: t.field({
      type: TranscriptRef,
      description: 'Renames a speaker in every segment (one new version). Renaming onto an existing speaker merges the two.',
      args: { id: id(), from: t.arg.string({ required: true, description: 'The current name.' }), to: t.arg.string({ required: true, description: 'The new name.' }), baseVersionId: base() },
      resolve: (_r, a, { services }) => services.edits.renameSpeaker(String(a.id), a.from, a.to, a.baseVersionId && String(a.baseVersionId)),
    }),
    mergeSpeakers: t.field({
      type: TranscriptRef,
      description: 'Gives every segment of `speakers` to `into` (one new version).',
      args: {
        id: id(),
        speakers: t.arg.stringList({ required: true, description: 'The speakers to merge away.' }),
        into: t.arg.string({ required: true, description: 'The speaker who remains.' }),
        baseVersionId: base(),
      },
      resolve: (_r, a, { services }) => services.edits.mergeSpeakers(String(a.id), a.speakers, a.into, a.baseVersionId && String(a.baseVersionId)),
    }),
    setSegmentSpeaker: t.field({
      type: TranscriptRef,
      description: 'Changes the speaker of one segment (one new version).',
      args: { id: id(), segmentId: segmentId(), start: start(), speaker: t.arg.string({ required: true, description: 'The speaker’s name.' }), baseVersionId: base() },
      resolve: (_r, a, { services }) => services.edits.setSegmentSpeaker(String(a.id), ref(a), a.speaker, a.baseVersionId && String(a.baseVersionId)),
    }),
    assignSpeaker: t.field({
      type: TranscriptRef,
      description:
        'Gives some words of one segment to a speaker in one step, as one new version (one undo). The words are those the characters `from`..`to` of the segment’s text touch (a word partly selected counts whole). The segment is split before and after them at word times (as splitSegment cuts), the words keep their timings, and a part that reaches the segment’s start or end joins the neighbouring segment when that one is already the speaker’s. Selecting the whole segment only changes its speaker.',
      args: {
        id: id(),
        segmentId: t.arg.id({ required: true, description: 'The segment’s id (`Segment.id`).' }),
        from: t.arg.int({ required: true, description: 'Where the selection starts, in characters (UTF-16 code units, as JavaScript counts) from the start of the segment’s text.' }),
        to: t.arg.int({ required: true, description: 'Where the selection ends (exclusive), in characters from the start of the text; after `from`.' }),
        speaker: t.arg.string({ required: true, description: 'The speaker’s name: one already in the transcript, or a new one.' }),
        baseVersionId: base(),
      },
      resolve: (_r, a, { services }) =>
        services.edits.assignSpeaker(String(a.id), String(a.segmentId), a.from, a.to, a.speaker, a.baseVersionId && String(a.baseVersionId)),
    }),
    splitSegment: t.field({
      type: TranscriptRef,
      description: 'Splits a segment at a character offset of its text; the new segment starts at the next word’s time when known, else proportionally.',
      args: {
        id: id(),
        segmentId: segmentId(),
        start: start(),
        offset: t.arg.int({ required: true, description: 'Where to cut, in characters from the start of the text.' }),
        baseVersionId: base(),
      },
      resolve: (_r, a, { services }) => services.edits.splitSegment(String(a.id), ref(a), a.offset, a.baseVersionId && String(a.baseVersionId)),
    }),
    mergeSegmentWithPrevious: t.field({
      type: TranscriptRef,
      description: 'Joins a segment onto the one before it (keeping that one’s speaker and start).',
      args: { id: id(), segmentId: segmentId(), start: start(), baseVersionId: base() },
      resolve: (_r, a, { services }) => services.edits.mergeWithPrevious(String(a.id), ref(a), a.baseVersionId && String(a.baseVersionId)),
    }),
    replaceText: t.field({
      type: ReplaceResult,
      description: 'Replaces every occurrence of `find` (literal text) in the transcript, as one new version. When `find` occurs nowhere, nothing is written and the answer is BAD_USER_INPUT ("…" was not found).',
      args: {
        id: id(),
        find: t.arg.string({ required: true, description: 'The text to find.' }),
        replace: t.arg.string({ required: true, description: 'What to put instead.' }),
        matchCase: t.arg.boolean({ defaultValue: false, required: true, description: 'Match upper and lower case exactly.' }),
        wholeWord: t.arg.boolean({ defaultValue: false, required: true, description: 'Only whole words.' }),
        baseVersionId: base(),
      },
      resolve: (_r, a, { services }) =>
        services.edits.replaceText(String(a.id), a.find, a.replace, { matchCase: a.matchCase, wholeWord: a.wholeWord }, a.baseVersionId && String(a.baseVersionId)),
    }),
    renameTranscript: t.field({
      type: TranscriptRef,
      description: 'Changes a transcript’s title.',
      args: { id: id(), title: t.arg.string({ required: true, description: 'The new title (required, at most 200 characters).' }) },
      resolve: (_r, a, { services }) => services.edits.renameTranscript(String(a.id), a.title),
    }),
    setTranscriptTags: t.field({
      type: TranscriptRef,
      description: `Replaces a transcript’s tags (README "Tags"). Editors and owners. Each tag is trimmed and 1 to ${MAX_TRANSCRIPT_TAG_CHARS} characters, at most ${MAX_TRANSCRIPT_TAGS} per transcript, none twice whatever its case: else BAD_USER_INPUT, nothing changed. Tags are no version of the text; pages open on the transcript or the list see them change.`,
      args: { id: id(), tags: t.arg.stringList({ required: true, description: 'Every tag it is to have, in order; [] removes them all.' }) },
      resolve: (_r, a, { services }) => services.edits.setTags(String(a.id), a.tags),
    }),
    restoreTranscript: t.field({
      type: TranscriptRef,
      description: 'Undoes `deleteTranscript`.',
      args: { id: id() },
      resolve: (_r, a, { services }) => services.edits.restoreTranscript(String(a.id)),
    }),
  };
});
