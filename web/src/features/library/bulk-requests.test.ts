import { describe, expect, it } from 'vitest';
import { bulkDocument, tagsAfter } from './bulk-requests.ts';

describe('bulk requests', () => {
  it('alias one single mutation per transcript', () => {
    expect(bulkDocument('delete', 2)).toBe('mutation BulkDelete($id0: ID!, $id1: ID!) { t0: deleteTranscript(id: $id0) { id status } t1: deleteTranscript(id: $id1) { id status } }');
    expect(bulkDocument('tags', 1)).toBe('mutation BulkTags($id0: ID!, $tags0: [String!]!) { t0: setTranscriptTags(id: $id0, tags: $tags0) { id tags } }');
  });

  it('add or remove a tag case aside, leaving out a transcript it would not change', () => {
    expect(tagsAfter(['Radio'], { add: ' Season 2 ' })).toEqual(['Radio', 'Season 2']);
    expect(tagsAfter(['Radio'], { add: 'radio' })).toBeNull();
    expect(tagsAfter(['Radio', 'Season 2'], { remove: 'RADIO' })).toEqual(['Season 2']);
    expect(tagsAfter(['Radio'], { remove: 'Archive' })).toBeNull();
  });
});
