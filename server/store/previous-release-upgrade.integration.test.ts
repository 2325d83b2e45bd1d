import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { readVersionsBack, writePlainTranscript, writePreviousReleaseDataDir, writtenVersions } from './testing/previous-release.ts';

/** A data dir written by the previous release (before review links, comments, version labels and export links), opened by this one. */

const REVIEW_MIGRATION = '1764700000_review_links_comments.js';
const LABELS_MIGRATION = '1764800000_version_labels.js';
const EXPORT_LINKS_MIGRATION = '1764812000_export_links.js';
let dataDir: string;
let previous: Awaited<ReturnType<typeof writePlainTranscript>>;
let h: Harness;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-previous-release-'));
  await writePreviousReleaseDataDir(dataDir, REVIEW_MIGRATION, async (pb) => {
    previous = await writePlainTranscript(pb, 'Before review links');
  });
  h = await startHarness({}, { dataDir });
}, 60_000);
afterAll(() => h?.close());

const TRANSCRIPT = 'query ($id: ID!) { transcript(id: $id) { title status approval { approvedAt } reviewLinks { id } comments { id } segments { id speaker text } } }';

test('the previous release had no review links or comments; its transcript reads back whole, with none of them', async () => {
  const migrations = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
  expect(migrations.migrations).toEqual(expect.arrayContaining([REVIEW_MIGRATION, LABELS_MIGRATION, EXPORT_LINKS_MIGRATION]));
  const { data, errors } = await h.gql(TRANSCRIPT, { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  expect(data.transcript).toMatchObject({ title: 'Before review links', status: 'READY', approval: null, reviewLinks: [], comments: [] });
  expect(data.transcript.segments.map((segment: any) => [segment.speaker, segment.text])).toEqual(previous.version.segments.map((segment: any) => [segment.speaker, segment.text]));
});

test('every version of the previous release reads back the same: speakers, texts, times and word timings', async () => {
  expect(await readVersionsBack(h, previous.transcript.id)).toEqual(writtenVersions(previous));
});

test('an old transcript takes comments, a review link and an approval', async () => {
  const id = previous.transcript.id;
  const { data: before } = await h.gql(TRANSCRIPT, { id });
  const segmentId = before.transcript.segments[0].id;
  const comment = await h.gql('mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Is this right?", fromWord: 2, toWord: 3) { id quote } }', { t: id, s: segmentId });
  expect(comment.errors).toBeUndefined();
  expect(comment.data.addComment.quote).toBe('word2 word3');
  const link = await h.gql('mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: COMMENT, reviewerName: "Ada") { url reviewLink { reviewerName } } }', { t: id });
  expect(link.errors).toBeUndefined();
  expect(link.data.createReviewLink.reviewLink.reviewerName).toBe('Ada');
  const approved = await h.gql('mutation ($id: ID!) { approveTranscript(id: $id) { approval { changedSince } } }', { id });
  expect(approved.errors).toBeUndefined();
  expect(approved.data.approveTranscript.approval.changedSince).toBe(false);
  const { data: after } = await h.gql(TRANSCRIPT, { id });
  expect(after.transcript.comments).toHaveLength(1);
  expect(after.transcript.reviewLinks).toHaveLength(1);
});

test('its version has no label, and the next one is labelled by what it did', async () => {
  const id = previous.transcript.id;
  const { data: before } = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id label } segments { start text } } }', { id });
  expect(before.transcript.versions.map((v: any) => v.label)).toContain(null);
  const segments = before.transcript.segments.map((s: any, i: number) => ({ start: s.start, text: i === 0 ? `${s.text} again` : s.text }));
  const saved = await h.gql('mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
  expect(saved.errors).toBeUndefined();
  const { data: after } = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id label } } }', { id });
  expect(after.transcript.versions).toHaveLength(before.transcript.versions.length + 1);
  expect(after.transcript.versions[0].label).toMatch(/segment 1/i);
});

test('an old transcript exports, and its download link serves the same file once', async () => {
  const { data, errors } = await h.gql('mutation ($id: ID!) { export(id: $id, subtitle: "Kept from before") { url contentBase64 } }', { id: previous.transcript.id });
  expect(errors).toBeUndefined();
  const first = await fetch(new URL(data.export.url, h.app.url));
  expect(first.status).toBe(200);
  // The same document (the zip's dates differ between two renderings).
  const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']);
  const xml = documentXml(new Uint8Array(await first.arrayBuffer()));
  expect(xml).toBe(documentXml(Buffer.from(data.export.contentBase64, 'base64')));
  expect(xml).toContain('Kept from before');
  expect((await fetch(new URL(data.export.url, h.app.url))).status).not.toBe(200);
});
