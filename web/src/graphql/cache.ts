import { cacheExchange, type Cache } from '@urql/exchange-graphcache';
import { SavedTextsFragmentDoc, type SaveEditsMutationVariables } from './generated.ts';
import schema from './introspection.ts';

/** Every cached `transcripts(page, perPage)` page is marked stale, so the sidebar refetches. */
function invalidateTranscriptList(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'transcripts') cache.invalidate('Query', field.fieldName, field.arguments);
  }
}

/**
 * The saved texts are the ones sent, so an autosave's answer names only the new version and the texts are
 * written into the cached segments from the request (the text field alone): the page is refreshed without
 * the whole transcript coming back and being normalised again. A list that does not match the cached one
 * (starts differ) is fetched again instead.
 */
function keepSavedTexts(result: Record<string, unknown>, args: SaveEditsMutationVariables, cache: Cache): void {
  const saved = result.saveEdits as { id: string } | null;
  if (!saved) return;
  const transcript = { __typename: 'Transcript', id: saved.id };
  const cached = cache.resolve(transcript, 'segments') as string[] | null;
  if (!cached) return;
  const sent = [args.segments].flat();
  const sameList = cached.length === sent.length && cached.every((segment, i) => cache.resolve(segment, 'start') === sent[i].start);
  if (!sameList) return cache.invalidate(transcript, 'segments');
  cache.writeFragment(SavedTextsFragmentDoc, { ...transcript, segments: sent.map(({ text }) => ({ __typename: 'Segment', text })) });
}

/**
 * Normalized cache over the contract. Transcripts are keyed by id, so a save or refine that returns
 * the transcript updates the page and the sidebar entry in place; types without an id live inside
 * their parent. Only a new or restored transcript changes which entries the list holds.
 */
export const createGraphcache = () =>
  cacheExchange({
    schema,
    keys: {
      Segment: () => null,
      TranscriptPage: () => null,
      DiffPart: () => null,
      SearchHit: () => null,
      ReplaceResult: () => null,
      Waveform: () => null,
    },
    updates: {
      Mutation: {
        saveEdits: (result, args, cache) => keepSavedTexts(result, args as SaveEditsMutationVariables, cache),
        uploadAudio: (_result, _args, cache) => invalidateTranscriptList(cache),
        deleteTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
        restoreTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
      },
    },
  });
