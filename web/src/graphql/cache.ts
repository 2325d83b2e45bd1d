import { cacheExchange, type Cache, type UpdateResolver } from '@urql/exchange-graphcache';
import {
  SavedSegmentsFragmentDoc,
  type AddHighlightMutation,
  type DeleteHighlightMutationVariables,
  type DraftShowNotesMutationVariables,
  type SaveShowNotesMutationVariables,
  type LiveSubscription,
  type MergeEditsMutation,
  type MergeEditsMutationVariables,
  type SaveEditsMutation,
  type SaveEditsMutationVariables,
} from './generated.ts';
import schema from './introspection.ts';

/** Every cached `transcripts(page, perPage)` page is marked stale, so the sidebar refetches. */
function invalidateTranscriptList(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'transcripts') cache.invalidate('Query', field.fieldName, field.arguments);
  }
}

/**
 * A term added, removed or dismissed: every cached pseudonym list and suggestion list is stale (a library term is in
 * every transcript's list, and a listed term is no longer suggested), so the open ones refetch.
 */
function invalidatePseudonymLists(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'pseudonyms' || field.fieldName === 'suggestPseudonyms') cache.invalidate('Query', field.fieldName, field.arguments);
  }
}

/**
 * A highlight made or deleted (here, or elsewhere as the live stream tells): the transcript's list is stale, and so are
 * the tags suggested (a tag may be new, or used no more), so the open ones refetch. A changed one updates in place.
 */
function invalidateHighlights(cache: Cache, transcriptId: string): void {
  cache.invalidate({ __typename: 'Transcript', id: transcriptId }, 'highlights');
  invalidateHighlightTags(cache);
}

function invalidateHighlightTags(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) if (field.fieldName === 'highlightTags') cache.invalidate('Query', field.fieldName, field.arguments);
}

/**
 * The saved texts are the ones sent, so a save's answer names only the new version and the cached segments take
 * their texts from the request: the page is refreshed without the whole transcript coming back over the network.
 * A list that no longer matches the cached one (reloaded meanwhile) is left as the reload brings it.
 */
function keepSavedTexts(transcriptId: string, versionId: string | null | undefined, sent: ReadonlyArray<{ start: number; text: string }>, cache: Cache): void {
  const transcript = { __typename: 'Transcript', id: transcriptId };
  const cached = cache.resolve(transcript, 'segments') as string[] | null;
  if (!cached || cached.length !== sent.length || cached.some((segment, i) => cache.resolve(segment, 'start') !== sent[i].start)) return;
  const segments = cached.map((segment, i) => ({
    __typename: 'Segment',
    id: cache.resolve(segment, 'id') as string | null,
    start: sent[i].start,
    end: cache.resolve(segment, 'end'),
    speaker: cache.resolve(segment, 'speaker'),
    text: sent[i].text,
  }));
  cache.writeFragment(SavedSegmentsFragmentDoc, { ...transcript, versionId: versionId ?? (cache.resolve(transcript, 'versionId') as string | null), segments });
}

/** A merge whose saved list the page does not hold: other versions were merged in, or a segment is gone there. */
export const needsReload = (merged: Pick<MergeEditsMutation['mergeEdits'], 'merged' | 'conflicts'>) =>
  merged.merged || merged.conflicts.some((conflict) => conflict.theirs == null);

/**
 * An autosave sends only the segments it changed (mergeEdits with `partial`), by id: the cached list takes those
 * texts (theirs for a segment in conflict), and every other segment stays as cached. A segment it names that the
 * cached list does not hold (a reload meanwhile) leaves the list as the reload brings it. (A delete, the other
 * changes-only save, asks for the new list back.)
 */
function keepChangedTexts(
  transcriptId: string,
  versionId: string | null | undefined,
  sent: ReadonlyArray<{ id?: string | number | null; text: string }>,
  cache: Cache,
  kept: ReadonlyMap<string, string>,
): void {
  const transcript = { __typename: 'Transcript', id: transcriptId };
  const cached = cache.resolve(transcript, 'segments') as string[] | null;
  if (!cached) return;
  const texts = new Map(sent.map((segment) => [String(segment.id), segment.text]));
  const ids = cached.map((segment) => cache.resolve(segment, 'id') as string);
  const held = new Set(ids);
  if (sent.some((segment) => segment.id == null || !held.has(String(segment.id)))) return;
  const segments = cached.map((segment, i) => {
    const id = ids[i];
    const text = texts.has(id) ? (kept.get(id) ?? texts.get(id)!) : cache.resolve(segment, 'text');
    return { __typename: 'Segment', id, start: cache.resolve(segment, 'start'), end: cache.resolve(segment, 'end'), speaker: cache.resolve(segment, 'speaker'), text };
  });
  cache.writeFragment(SavedSegmentsFragmentDoc, { ...transcript, versionId: versionId ?? (cache.resolve(transcript, 'versionId') as string | null), segments });
}

function keepMergedTexts(result: MergeEditsMutation, args: MergeEditsMutationVariables, cache: Cache): void {
  const merged = result.mergeEdits;
  // Versions saved elsewhere were merged in, or a segment is gone there: the request does not hold the saved list,
  // and the page loads it again (useTranscriptEditor). So too when the page shows a newer version than the base
  // already (someone else's, loaded meanwhile): it holds this save's changes or will load them.
  if (!merged || needsReload(merged)) return;
  if (cache.resolve({ __typename: 'Transcript', id: merged.transcript.id }, 'versionId') !== args.baseVersionId) return;
  const theirs = new Map(merged.conflicts.map((conflict) => [conflict.segmentId, conflict.theirs ?? '']));
  keepChangedTexts(merged.transcript.id, merged.versionId, [args.segments].flat(), cache, theirs);
}

/**
 * The page loads a transcript's segments a page at a time (`segments(from, count)` with their texts), and
 * each page is appended to the transcript's segment list, which is what the page shows: the entries are
 * linked, not stored again, so no task stores a long day's 10,000 segments at once. A page from the start
 * begins the list anew (a reload). Chunks of word timings (segments without their texts) are not pages.
 */
const appendSegmentPage: UpdateResolver = (parent, args, cache, info) => {
  const { from, count } = args as { from?: number; count?: number };
  const items = parent[info.fieldName];
  if (from === undefined || count === undefined || !Array.isArray(items) || items.some((item) => typeof item?.text !== 'string')) return;
  const page = cache.resolve(info.parentKey, 'segments', args) as string[] | null;
  const listed = from === 0 ? [] : ((cache.resolve(info.parentKey, 'segments') as string[] | null) ?? []);
  if (!page || listed.length < from) return;
  cache.link(info.parentKey, 'segments', [...listed.slice(0, from), ...page]);
};

/** The types the app reads that have no id: each lives inside its parent (keyless.test.ts finds any left out). */
export const KEYLESS = {
  Segment: () => null,
  TranscriptPage: () => null,
  DiffPart: () => null,
  VersionChange: () => null,
  SearchHit: () => null,
  TextRange: () => null,
  ReplaceResult: () => null,
  Waveform: () => null,
  MergeResult: () => null,
  SegmentConflict: () => null,
  TranscriptListEvent: () => null,
  VersionEvent: () => null,
  PresenceEvent: () => null,
  Presence: () => null,
  Me: () => null,
  RecognizedSpeaker: () => null,
  VoiceInterview: () => null,
  VoiceSuggestion: () => null,
  AcceptedVoiceSuggestion: () => null,
  SpeakersNamedByVoice: () => null,
  Approval: () => null,
  Author: () => null,
  CommentEvent: () => null,
  HighlightEvent: () => null,
  CreatedReviewLink: () => null,
  AccountLink: () => null,
  CreatedApiToken: () => null,
  TranscriptShare: () => null,
  Retention: () => null,
  TranscriptOrigin: () => null,
  OriginTrack: () => null,
  Word: () => null,
  Engine: () => null,
  ExportedFile: () => null,
  Limits: () => null,
  ShowNotes: () => null,
  RememberedSpeaker: () => null,
  PseudonymSuggestion: () => null,
} as const;

/**
 * Normalized cache over the contract. Transcripts are keyed by id, so a save or refine that returns
 * the transcript updates the page and the sidebar entry in place; types without an id live inside
 * their parent. Only a new or restored transcript changes which entries the list holds.
 */
export const createGraphcache = () =>
  cacheExchange({
    schema,
    keys: KEYLESS,
    updates: {
      Transcript: { segments: appendSegmentPage },
      // A transcript added, changed (its place in the list moves), deleted or restored elsewhere: the sidebar reloads.
      // A highlight made or deleted elsewhere: the page's list of them reloads (a changed one comes with the event).
      Subscription: {
        live: (result, _args, cache) => {
          const event = (result as LiveSubscription).live;
          if (event?.__typename === 'TranscriptListEvent') invalidateTranscriptList(cache);
          if (event?.__typename === 'HighlightEvent' && event.highlightChange !== 'UPDATED') invalidateHighlights(cache, event.transcriptId);
        },
      },
      Mutation: {
        saveEdits: (result, args, cache) => {
          const saved = (result as SaveEditsMutation).saveEdits;
          if (saved) keepSavedTexts(saved.id, saved.versionId, [(args as SaveEditsMutationVariables).segments].flat(), cache);
        },
        mergeEdits: (result, args, cache) => keepMergedTexts(result as MergeEditsMutation, args as MergeEditsMutationVariables, cache),
        uploadAudio: (_result, _args, cache) => invalidateTranscriptList(cache),
        deleteTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
        // The list may be filtered by a tag, and the tags offered change with every transcript's.
        setTranscriptTags: (_result, _args, cache) => {
          invalidateTranscriptList(cache);
          for (const field of cache.inspectFields('Query')) if (field.fieldName === 'transcriptTags') cache.invalidate('Query', field.fieldName, field.arguments);
        },
        restoreTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
        addHighlight: (result, _args, cache) => {
          const added = (result as AddHighlightMutation).addHighlight;
          if (added) invalidateHighlights(cache, added.transcript.id);
        },
        // Its tags and note update in place (it has an id); a tag may be new, or used no more.
        updateHighlight: (_result, _args, cache) => invalidateHighlightTags(cache),
        deleteHighlight: (_result, args, cache) => cache.invalidate({ __typename: 'Highlight', id: String((args as DeleteHighlightMutationVariables).id) }),
        // Show notes have no id: the open panel's query is marked stale and reads the notes saved.
        draftShowNotes: (_result, args, cache) => cache.invalidate('Query', 'showNotes', { transcriptId: (args as DraftShowNotesMutationVariables).transcriptId }),
        saveShowNotes: (_result, args, cache) => cache.invalidate('Query', 'showNotes', { transcriptId: (args as SaveShowNotesMutationVariables).transcriptId }),
        setPseudonym: (_result, _args, cache) => invalidatePseudonymLists(cache),
        removePseudonym: (_result, _args, cache) => invalidatePseudonymLists(cache),
        dismissPseudonymSuggestion: (_result, _args, cache) => invalidatePseudonymLists(cache),
        // Named from the Voices page, whose answer carries no segments: the transcript's page, opened later, loads
        // its renamed speakers rather than the ones cached before.
        nameSpeakersByVoice: (result, _args, cache) => {
          const answer = (result as { nameSpeakersByVoice?: { transcript: { id: string; segments?: unknown }; named: unknown[] } | null }).nameSpeakersByVoice;
          if (answer?.named.length && answer.transcript.segments === undefined) cache.invalidate({ __typename: 'Transcript', id: answer.transcript.id });
        },
      },
    },
  });
