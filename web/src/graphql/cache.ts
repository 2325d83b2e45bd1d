import { cacheExchange, type Cache } from '@urql/exchange-graphcache';
import schema from './introspection.ts';

/** Every cached `transcripts(page, perPage)` page is marked stale, so the sidebar refetches. */
function invalidateTranscriptList(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'transcripts') cache.invalidate('Query', field.fieldName, field.arguments);
  }
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
        uploadAudio: (_result, _args, cache) => invalidateTranscriptList(cache),
        deleteTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
        restoreTranscript: (_result, _args, cache) => invalidateTranscriptList(cache),
      },
    },
  });
