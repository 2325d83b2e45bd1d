import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Segment } from '../domain/segments.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** A transcript written straight through the store's version write (as a finished transcription leaves it). */
async function transcript(title: string, texts: string[], speakers: string[] = []): Promise<string> {
  const repo = h.app.services.repo;
  const meta = await repo.createMeta({ title, file_id: '', file_url: '', file_type: 'audio/wav', status: 'transcribing', transcribe_options: null });
  const segments: Segment[] = texts.map((text, i) => ({ speaker: speakers[i] ?? 'Speaker 1', text, start: i * 2, end: i * 2 + 2 }));
  await repo.appendVersion({ metaId: meta.id, base: '', segments, source: 'upload', requireStatus: 'transcribing', metaFields: { status: 'ready' } });
  return meta.id;
}

interface Hit {
  transcript: { id: string };
  segmentId: string;
  start: number;
  speaker: string | null;
  snippet: string;
  matches: { offset: number; length: number }[];
  highlighted: string;
  cursor: string;
  approximate: boolean;
}

const HIT = 'transcript { id } segmentId start speaker snippet matches { offset length } highlighted cursor approximate';

async function search(query: string, args: Record<string, unknown> = {}): Promise<Hit[]> {
  const result = await h.gql(`query ($query: String!, $first: Int!, $after: String, $speaker: String, $transcriptId: ID) {
    search(query: $query, first: $first, after: $after, speaker: $speaker, transcriptId: $transcriptId) { ${HIT} } }`, { query, first: 100, ...args });
  expect(result.errors).toBeUndefined();
  return result.data.search;
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.transcript.id);

test('field names of the stored JSON match nothing; only the text is searched', async () => {
  const id = await transcript('Field names', ['This is the end of the interview.']);
  for (const word of ['start', 'text', 'words', 'speaker', 'segments']) expect(ids(await search(word))).not.toContain(id);
  const [hit] = await search('end', { transcriptId: id });
  expect(hit).toMatchObject({ transcript: { id }, segmentId: '@0', start: 0, speaker: 'Speaker 1', highlighted: 'This is the **end** of the interview.' });
});
