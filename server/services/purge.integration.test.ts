import fs from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * Deleted means deleted (issue 51 item 2), over real HTTP on a real PocketBase: a transcript in the bin deleted
 * permanently leaves no record, file, search row, comment, review link or voice enrolment of it in the data dir, and
 * the bin empties itself after TAPESCRIPT_BIN_DAYS (the clock set forward through emptyBin's `now`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PRINT = [0.7137913, 0.0314159, 0.2718281, 0.6180339];
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_BIN_DAYS: '7' });
  const words = (start: number, text: string) => Array.from({ length: 5 }, (_, w) => ({ text: `${text}${w}`, start: start + w, end: start + w + 0.9, confidence: 0.9 }));
  h.editor.transcribe = () => ({
    status: 200,
    body: {
      engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 30,
      segments: [0, 10, 20].map((start) => ({ speaker: 'Speaker 1', text: words(start, 'zanzibar').map((w) => w.text).join(' '), start, end: start + 6, words: words(start, 'zanzibar') })),
      voices: { model: 'campplus-test@0', speakers: [{ speaker: 'Speaker 1', embedding: PRINT, seconds: 24 }] },
    },
  });
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: PRINT })) } });
}, 60_000);
afterAll(() => h?.close());

async function upload(title: string): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(1), 'a.wav', 'audio/wav')).json();
  return (await waitForStatus(h, answer.data.uploadAudio.id)).id;
}

const gqlOk = async (query: string, variables: Record<string, unknown>) => {
  const answer = await h.gql(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

/** What the data dir holds of a transcript: its records in every collection, its search rows and its audio file. */
async function leftOf(id: string, fileDir: string) {
  const db = new DatabaseSync(path.join(h.dataDir, 'pocketbase', 'data.db'), { readOnly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get(id) as { n: number }).n;
    return {
      meta: count('SELECT count(*) AS n FROM transcript_meta WHERE id = ?'),
      versions: count('SELECT count(*) AS n FROM transcript_data WHERE meta_id = ?'),
      contents: count('SELECT count(*) AS n FROM segment_contents WHERE meta_id = ?'),
      searchRows: count('SELECT count(*) AS n FROM search_segment_rows WHERE transcript_id = ?'),
      searchSegments: count('SELECT count(*) AS n FROM search_segments WHERE transcript_id = ?'),
      searchTranscripts: count('SELECT count(*) AS n FROM search_transcripts WHERE transcript_id = ?'),
      comments: count('SELECT count(*) AS n FROM comments WHERE transcript = ?'),
      reviewLinks: count('SELECT count(*) AS n FROM review_links WHERE transcript = ?'),
      exportLinks: count('SELECT count(*) AS n FROM export_links WHERE transcript = ?'),
      enrolments: count('SELECT count(*) AS n FROM voice_enrolments WHERE transcript = ?'),
      audioFile: (await fs.readdir(fileDir).catch(() => [])).length,
    };
  } finally {
    db.close();
  }
}

/** The folder PocketBase keeps the transcript's audio in. */
async function fileDirOf(id: string): Promise<string> {
  const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne<{ file_id: string }>(id));
  const file = await h.app.store.call((pb) => pb.collection('file_db').getOne<{ collectionId: string }>(meta.file_id));
  return path.join(h.dataDir, 'pocketbase', 'storage', file.collectionId, meta.file_id);
}

test('a transcript deleted permanently leaves nothing of it in the data dir; another stays whole', async () => {
  const id = await upload('To be deleted');
  const kept = await upload('Kept');
  const { transcript } = await gqlOk('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text } } }', { id });
  await gqlOk('mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { id } }', {
    id, base: transcript.versionId, segments: transcript.segments.map((s: any, i: number) => ({ start: s.start, text: i === 0 ? 'an edited zanzibar line' : s.text })),
  });
  await gqlOk('mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Check this") { id } }', { t: id, s: transcript.segments[1].id });
  await gqlOk('mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: COMMENT, reviewerName: "Ada") { url } }', { t: id });
  await gqlOk('mutation ($id: ID!) { export(id: $id) { url } }', { id });
  const voice = await gqlOk('mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "Quirinus Purged") { id } }', { t: id });
  const fileDir = await fileDirOf(id);
  const before = await leftOf(id, fileDir);
  // The check can fail: each kind of record is there now.
  for (const [kind, n] of Object.entries(before)) expect(n, kind).toBeGreaterThan(0);
  const keptBefore = await leftOf(kept, await fileDirOf(kept));

  const notInBin = await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id });
  expect(notInBin.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  await gqlOk('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
  expect(await gqlOk('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).toEqual({ deleteTranscriptPermanently: true });

  expect(await leftOf(id, fileDir)).toEqual(Object.fromEntries(Object.keys(before).map((kind) => [kind, 0])));
  const gone = await h.gql('query ($id: ID!) { transcript(id: $id) { id } }', { id });
  expect(gone.data?.transcript ?? null).toBeNull();
  // The voice remembered from it alone has no voiceprint left: it goes too.
  const { voices } = await gqlOk('query { voices { id } }', {});
  expect(voices.map((v: any) => v.id)).not.toContain(voice.rememberVoice.id);
  const { search } = await gqlOk('query { search(query: "zanzibar0") { transcript { id } } }', {});
  expect(search.map((hit: any) => hit.transcript.id)).toEqual(expect.not.arrayContaining([id]));
  expect(await leftOf(kept, await fileDirOf(kept))).toEqual(keptBefore);
  const audit = await h.app.store.call((pb) => pb.collection('audit_log').getFullList<{ action: string; subject: string }>({ filter: "action = 'transcript-purged'" }));
  expect(audit.map((entry) => entry.subject)).toEqual(['To be deleted']);

  // Asked again (a retry after the answer was lost), there is nothing left to delete.
  const again = await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id });
  expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});

test('the bin keeps a deleted transcript for TAPESCRIPT_BIN_DAYS, then deletes it for good', async () => {
  const binned = await upload('In the bin');
  const live = await upload('Not deleted');
  await gqlOk('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id: binned });
  const fileDir = await fileDirOf(binned);
  const { purge } = h.app.services;

  expect(await purge.emptyBin(new Date(Date.now() + 6 * DAY_MS))).toBe(0);
  expect(await purge.emptyBin(new Date(Date.now() + 8 * DAY_MS))).toBe(1);

  expect(Object.values(await leftOf(binned, fileDir)).every((n) => n === 0)).toBe(true);
  const { transcript } = await gqlOk('query ($id: ID!) { transcript(id: $id) { status } }', { id: live });
  expect(transcript.status).toBe('READY');
  const audit = await h.app.store.call((pb) => pb.collection('audit_log').getFullList<{ subject: string; address: string }>({ filter: "action = 'transcript-purged-from-bin'" }));
  expect(audit).toEqual([expect.objectContaining({ subject: 'In the bin', address: 'bin' })]);
});

test('a transcript on legal hold is kept in the bin, and cannot be deleted permanently until the hold is lifted', async () => {
  const id = await upload('Held in the bin');
  await gqlOk('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
  await gqlOk('mutation ($id: ID!) { setLegalHold(id: $id, hold: true) { legalHold } }', { id });
  const refused = await h.gql('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id });
  expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(await h.app.services.purge.emptyBin(new Date(Date.now() + 100 * DAY_MS))).toBe(0);
  expect((await gqlOk('query ($id: ID!) { transcript(id: $id) { status legalHold } }', { id })).transcript).toEqual({ status: 'DELETED', legalHold: true });
  await gqlOk('mutation ($id: ID!) { setLegalHold(id: $id, hold: false) { legalHold } }', { id });
  expect(await gqlOk('mutation ($id: ID!) { deleteTranscriptPermanently(id: $id) }', { id })).toEqual({ deleteTranscriptPermanently: true });
});
