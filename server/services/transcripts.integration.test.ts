import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.editor.refine = (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: s.text.toUpperCase() })) });
});

async function readyTranscript(title = 'Interview'): Promise<{ id: string; versionId: string }> {
  const response = await h.upload(title, wavBytes(), 'interview.wav', 'audio/wav');
  const { data } = await response.json();
  const transcript = await waitForStatus(h, data.uploadAudio.id);
  expect(transcript.status).toBe('READY');
  return transcript;
}

const SAVE = `mutation ($id: ID!, $segments: [SegmentInput!]!, $base: ID) {
  saveEdits(id: $id, segments: $segments, baseVersionId: $base) { id versionId wordCount segments { start end text speaker } }
}`;

const edited = (texts: string[]) => SAMPLE_SEGMENTS.map((s, i) => ({ start: s.start, text: texts[i] ?? s.text }));

describe('versions', () => {
  test('upload, two saves and a refine form one chain, linked by previous_did in PocketBase itself', async () => {
    const { id, versionId: v1 } = await readyTranscript();
    const first = await h.gql(SAVE, { id, segments: edited(['Welcome to the show.']), base: v1 });
    expect(first.errors).toBeUndefined();
    const v2 = first.data.saveEdits.versionId;
    // Speakers and ends the client left out are kept.
    expect(first.data.saveEdits.segments[0]).toEqual({ start: 0, end: 2.5, text: 'Welcome to the show.', speaker: 'Speaker 1' });
    const second = await h.gql(SAVE, { id, segments: edited(['Welcome to the show.', 'Thanks for having me.']), base: v2 });
    const v3 = second.data.saveEdits.versionId;
    const refined = await h.gql('mutation ($id: ID!) { refine(id: $id) { versionId segments { start end text speaker } } }', { id });
    expect(refined.errors).toBeUndefined();
    const v4 = refined.data.refine.versionId;
    expect(refined.data.refine.segments.map((s: { text: string }) => s.text)).toEqual([
      'WELCOME TO THE SHOW.',
      'THANKS FOR HAVING ME.',
      'UM LETS START WITH THE THE BASICS',
    ]);
    expect(refined.data.refine.segments.map((s: { start: number; end: number }) => [s.start, s.end])).toEqual(SAMPLE_SEGMENTS.map((s) => [s.start, s.end]));

    const records = await h.app.store.call((pb) => pb.collection('transcript_data').getFullList({ filter: pb.filter('meta_id = {:id}', { id }) }));
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(records).toHaveLength(4);
    expect(byId.get(v4)).toMatchObject({ previous_did: v3, source: 'refine' });
    expect(byId.get(v3)).toMatchObject({ previous_did: v2, source: 'edit' });
    expect(byId.get(v2)).toMatchObject({ previous_did: v1, source: 'edit' });
    expect(byId.get(v1)).toMatchObject({ previous_did: '', source: 'upload' });
    const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(id));
    expect(meta.data_id).toBe(v4);

    const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id previousId source wordCount } } }', { id });
    expect(data.transcript.versions.map((v: { id: string }) => v.id)).toEqual([v4, v3, v2, v1]);
    expect(data.transcript.versions[0]).toMatchObject({ previousId: v3, source: 'refine', wordCount: 15 });
  });

  test('a save based on a stale version that changes a segment changed since is a CONFLICT and writes nothing', async () => {
    const { id, versionId: v1 } = await readyTranscript();
    await h.gql(SAVE, { id, segments: edited(['Edited in tab one.']), base: v1 });
    const before = await countRecords(h.app, 'transcript_data');
    const stale = await h.gql(SAVE, { id, segments: edited(['Edited in tab two.']), base: v1 });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/changed elsewhere/);
    expect(await countRecords(h.app, 'transcript_data')).toBe(before);
  });

  test('a retried save whose first attempt landed (answer lost) arrives once, not as a conflict', async () => {
    const { id, versionId: v1 } = await readyTranscript();
    const segments = edited(['Sent twice.']);
    const first = await h.gql(SAVE, { id, segments, base: v1 });
    const before = await countRecords(h.app, 'transcript_data');
    const retry = await h.gql(SAVE, { id, segments, base: v1 });
    expect(retry.errors).toBeUndefined();
    expect(retry.data.saveEdits.versionId).toBe(first.data.saveEdits.versionId);
    expect(await countRecords(h.app, 'transcript_data')).toBe(before);
    const different = await h.gql(SAVE, { id, segments: edited(['Something else.']), base: v1 });
    expect(different.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  test('concurrent saves of one transcript are serialized: each lands on the one before', async () => {
    const { id } = await readyTranscript();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => h.gql(SAVE, { id, segments: edited([`Save ${n}`]) })));
    expect(results.every((r) => !r.errors)).toBe(true);
    const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id previousId } } }', { id });
    const versions = data.transcript.versions as { id: string; previousId: string | null }[];
    expect(versions).toHaveLength(6);
    versions.slice(0, -1).forEach((v, i) => expect(v.previousId).toBe(versions[i + 1].id));
  });

  test('invalid segments are refused with a reason and write nothing', async () => {
    const { id } = await readyTranscript();
    const before = await countRecords(h.app, 'transcript_data');
    const cases: [unknown[], RegExp][] = [
      [[], /at least one segment/],
      [[{ start: -1, text: 'a' }], /start must be a finite number/],
      [[{ start: 5, end: 2, text: 'a' }], /end \(2\) is before start \(5\)/],
      [[{ start: 1, text: 'a' }, { start: 1, text: 'b' }], /starts must be unique/],
      [[{ start: 0, text: 'x'.repeat(20_001) }], /longer than 20000 characters/],
    ];
    for (const [segments, message] of cases) {
      const result = await h.gql(SAVE, { id, segments });
      expect(result.errors?.[0].extensions?.code, JSON.stringify(segments).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toMatch(message);
    }
    const notText = await h.gql(SAVE, { id, segments: [{ start: 0, text: 5 }] });
    expect(notText.errors?.[0].message).toMatch(/String cannot represent a non string value/);
    expect(await countRecords(h.app, 'transcript_data')).toBe(before);
  });

  test('words keep their timings through a save and a refine; changed words get times between their neighbours', async () => {
    const { id, versionId } = await readyTranscript('Words');
    const WORDS = '{ versionId segments { text words { text start end confidence } } }';
    const saved = await h.gql(`mutation ($id: ID!, $segments: [SegmentInput!]!, $base: ID) { saveEdits(id: $id, segments: $segments, baseVersionId: $base) ${WORDS} }`, {
      id,
      base: versionId,
      segments: edited(['welcome to our show']),
    });
    expect(saved.errors).toBeUndefined();
    // The stand-in answers each sample word with an even share of its segment (0-2.5 s: 0.625 s a word).
    expect(saved.data.saveEdits.segments[0].words).toEqual([
      { text: 'welcome', start: 0, end: 0.625, confidence: 0.9 },
      { text: 'to', start: 0.625, end: 1.25, confidence: 0.9 },
      { text: 'our', start: 1.25, end: 1.875, confidence: null },
      { text: 'show', start: 1.875, end: 2.5, confidence: 0.9 },
    ]);
    h.editor.refine = (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: s.text.replace('the the', 'the') })) });
    const refined = await h.gql(`mutation ($id: ID!) { refine(id: $id) ${WORDS} }`, { id });
    expect(refined.data.refine.segments[2]).toEqual({
      text: 'um lets start with the basics',
      words: [
        { text: 'um', start: 4.75, end: 5.2143, confidence: 0.9 },
        { text: 'lets', start: 5.2143, end: 5.6786, confidence: 0.9 },
        { text: 'start', start: 5.6786, end: 6.1429, confidence: 0.9 },
        { text: 'with', start: 6.1429, end: 6.6071, confidence: 0.9 },
        { text: 'the', start: 6.6071, end: 7.0714, confidence: 0.9 }, // the first of "the the" is kept
        { text: 'basics', start: 7.5357, end: 8, confidence: 0.9 },
      ].map((w) => expect.objectContaining({ ...w, start: expect.closeTo(w.start, 3), end: expect.closeTo(w.end, 3) })),
    });
  });

  test('a failing refine service gives the spec’s message and leaves the current version', async () => {
    const { id, versionId } = await readyTranscript();
    h.editor.refine = () => ({ status: 429, body: 'rate limited' });
    const result = await h.gql('mutation ($id: ID!) { refine(id: $id) { id } }', { id });
    expect(result.errors?.[0]).toMatchObject({ message: 'Error refining transcript: 429 rate limited', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    h.editor.refine = (segments) => ({ status: 200, body: segments.slice(1) });
    const dropped = await h.gql('mutation ($id: ID!) { refine(id: $id) { id } }', { id });
    expect(dropped.errors?.[0].message).toMatch(/^Error refining transcript: 502/);
    const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { versionId } }', { id });
    expect(data.transcript.versionId).toBe(versionId);
  });

  test('saving or refining a transcript that has no text yet: "Transcript not loaded"', async () => {
    h.editor.transcribe = () => ({ status: 500, body: 'no' });
    const response = await h.upload('Never transcribed', wavBytes(), 'x.wav', 'audio/wav');
    const { data } = await response.json();
    await waitForStatus(h, data.uploadAudio.id);
    h.editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 8, segments: SAMPLE_SEGMENTS } });
    const result = await h.gql(SAVE, { id: data.uploadAudio.id, segments: edited([]) });
    expect(result.errors?.[0]).toMatchObject({ message: 'Transcript not loaded', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('listing and deleting', () => {
  test('15 a page by default, most recently updated first, deleted ones left out', async () => {
    const fresh = await startHarness();
    try {
      const ids: string[] = [];
      for (let i = 1; i <= 17; i++) {
        const { data } = await (await fresh.upload(`Talk ${i}`, wavBytes(), 'talk.wav', 'audio/wav')).json();
        ids.push(data.uploadAudio.id);
        await waitForStatus(fresh, data.uploadAudio.id);
      }
      await fresh.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { status } }', { id: ids[16] });
      await fresh.gql(SAVE.replace('$base: ID', '$base: ID = null'), { id: ids[0], segments: edited(['Touched last']) });

      const LIST = 'query ($page: Int) { transcripts(page: $page) { page perPage totalItems totalPages items { title } } }';
      const first = (await fresh.gql(LIST, { page: 1 })).data.transcripts;
      expect(first).toMatchObject({ page: 1, perPage: 15, totalItems: 16, totalPages: 2 });
      expect(first.items).toHaveLength(15);
      expect(first.items[0].title).toBe('Talk 1');
      expect(first.items[1].title).toBe('Talk 16');
      const second = (await fresh.gql(LIST, { page: 2 })).data.transcripts;
      expect(first.items[14].title).toBe('Talk 3');
      expect(second.items.map((t: { title: string }) => t.title)).toEqual(['Talk 2']);

      const deleted = await fresh.gql('query ($id: ID!) { transcript(id: $id) { status } }', { id: ids[16] });
      expect(deleted.data.transcript.status).toBe('DELETED');
      const meta = await fresh.app.store.call((pb) => pb.collection('transcript_meta').getOne(ids[16]));
      expect(meta.status).toBe('deleted');
    } finally {
      await fresh.close();
    }
  });

  test('bad paging arguments are refused', async () => {
    const result = await h.gql('{ transcripts(page: 0) { page } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'page must be 1 or more', extensions: { code: 'BAD_USER_INPUT' } });
    const tooMany = await h.gql('{ transcripts(perPage: 1000) { page } }');
    expect(tooMany.errors?.[0].message).toBe('perPage must be from 1 to 100');
    // A transcript's segments a range at a time: a negative start or count is refused, not read as 0.
    const { id } = await readyTranscript('Ranges');
    const range = (from: number, count: number) => h.gql('query ($id: ID!, $from: Int!, $count: Int) { transcript(id: $id) { segments(from: $from, count: $count) { start } } }', { id, from, count });
    expect((await range(1, 1)).data.transcript.segments).toHaveLength(1);
    expect((await range(-1, 1)).errors?.[0]).toMatchObject({ message: 'from must be 0 or more, got -1.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await range(0, -5)).errors?.[0]).toMatchObject({ message: 'count must be 0 or more, got -5.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('unknown ids', () => {
  test.each(['aaaaaaaaaaaaaaa', '../../etc/passwd', 'x" || status="deleted', ''])('%j: null for a query, NOT_FOUND for a mutation', async (id) => {
    expect((await h.gql('query ($id: ID!) { transcript(id: $id) { id } }', { id })).data.transcript).toBeNull();
    for (const mutation of ['refine', 'deleteTranscript', 'retryTranscription']) {
      const result = await h.gql(`mutation ($id: ID!) { ${mutation}(id: $id) { id } }`, { id });
      expect(result.errors?.[0]).toMatchObject({ message: 'Transcript not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});
