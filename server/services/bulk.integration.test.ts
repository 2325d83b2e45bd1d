import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { wavBytes, waitForStatus } from '../test/harness.ts';
import { startPseudonymisedReading, TITLE, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';
import { subscribe } from '../test/sse.ts';

/**
 * Tags and many transcripts at once (README "Tags", "Working on many transcripts") on the real server and PocketBase in
 * team mode: tags are checked, filtered on and suggested, seen live, and are no version; a zip of many transcripts holds
 * each one's files under a folder of its own (pseudonymised for a viewer), and fails whole for one it may not have.
 */

let r: PseudonymisedReading;
/** Two transcripts titled alike (the editor's, team), and a private one of the owner's. */
let twins: string[] = [];
let hidden = '';

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code ?? 'ok';
const SET = 'mutation ($id: ID!, $tags: [String!]!) { setTranscriptTags(id: $id, tags: $tags) { id tags } }';
const setTags = (id: string, tags: string[], as = r.as.editor) => r.h.gql(SET, { id, tags }, as);
const tagged = async (tags: string[], as = r.as.editor) =>
  (await r.h.gql('query ($tags: [String!]) { transcripts(perPage: 50, tags: $tags) { items { id } } }', { tags }, as)).data.transcripts.items.map((item: { id: string }) => item.id).sort();
const ZIP = 'mutation ($ids: [ID!]!, $formats: [ExportFormat!]!) { exportTranscripts(ids: $ids, formats: $formats) { filename mimeType contentBase64 } }';

async function uploaded(title: string, as: Record<string, string>): Promise<string> {
  const answer = await (await r.h.upload(title, wavBytes(), 'interview.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as })).json();
  const id: string = answer.data.uploadAudio.id;
  await waitForStatus(r.h, id, 20_000, as);
  return id;
}

beforeAll(async () => {
  r = await startPseudonymisedReading();
  twins = [await uploaded('Interview', r.as.editor), await uploaded('Interview', r.as.editor)];
  hidden = await uploaded('The owner’s own', r.as.owner);
  const made = await r.h.gql('mutation ($id: ID!) { setTranscriptAccess(id: $id, visibility: PRIVATE) { id } }', { id: hidden }, r.as.owner);
  expect(made.errors).toBeUndefined();
}, 90_000);
afterAll(() => r?.h.close());

describe('tags', () => {
  test('are trimmed and kept as spelled; blank, too long, too many or twice (case aside) is BAD_USER_INPUT, nothing changed', async () => {
    const set = await setTags(twins[0], ['  Season 2 ', 'Radio']);
    expect(set.errors).toBeUndefined();
    expect(set.data.setTranscriptTags.tags).toEqual(['Season 2', 'Radio']);
    for (const wrong of [[' '], ['x'.repeat(41)], Array.from({ length: 21 }, (_, i) => `t${i}`), ['radio', 'RADIO']]) {
      const refused = await setTags(twins[0], wrong);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].message).toMatch(/blank|at most|twice/);
    }
    expect((await setTags(twins[1], ['x'.repeat(40)])).errors).toBeUndefined();
    expect((await r.h.gql('query ($id: ID!) { transcript(id: $id) { tags } }', { id: twins[0] }, r.as.viewer)).data.transcript.tags).toEqual(['Season 2', 'Radio']);
  });

  test('are set by editors and owners only, and are no version of the text', async () => {
    const versions = async () => (await r.h.gql('query ($id: ID!) { transcript(id: $id) { versions { id } } }', { id: twins[1] }, r.as.editor)).data.transcript.versions.length;
    const before = await versions();
    expect(codeOf(await setTags(twins[1], ['Viewer’s'], r.as.viewer))).toBe('FORBIDDEN');
    expect((await setTags(twins[1], ['Radio', 'Archive'], r.as.owner)).errors).toBeUndefined();
    expect(await versions()).toBe(before);
  });

  test('filter the list: a transcript with ALL the tags given, matched whole and case aside; suggested most used first', async () => {
    expect(await tagged(['radio'])).toEqual([...twins].sort());
    expect(await tagged(['RADIO', 'season 2'])).toEqual([twins[0]]);
    expect(await tagged(['Radi'])).toEqual([]);
    expect(await tagged([])).toHaveLength(3);
    expect((await r.h.gql('{ transcriptTags }', {}, r.as.viewer)).data.transcriptTags).toEqual(['Radio', 'Archive', 'Season 2']);
  });

  test('a private transcript’s tags are neither listed nor suggested to whom may not see it', async () => {
    expect((await setTags(hidden, ['Secret'], r.as.owner)).errors).toBeUndefined();
    expect(await tagged(['secret'], r.as.owner)).toEqual([hidden]);
    expect(await tagged(['secret'], r.as.viewer)).toEqual([]);
    expect((await r.h.gql('{ transcriptTags }', {}, r.as.viewer)).data.transcriptTags).not.toContain('Secret');
    expect(codeOf(await setTags(hidden, [], r.as.editor))).toBe('NOT_FOUND');
  });

  test('a review link is shown no tags', async () => {
    expect((await setTags(r.id, ['Internal'])).errors).toBeUndefined();
    expect((await r.h.gql('query ($id: ID!) { transcript(id: $id) { tags } }', { id: r.id }, r.as.reviewer)).data.transcript.tags).toEqual([]);
  });

  test('a page open on the transcript sees its new tags', async () => {
    const live = await subscribe(r.h.app.url, 'subscription ($id: ID!) { transcriptChanged(id: $id) { tags } }', { id: r.id }, r.as.viewer);
    try {
      expect((await setTags(r.id, ['Published'])).errors).toBeUndefined();
      await live.until((event) => event.data?.transcriptChanged?.tags?.[0] === 'Published');
    } finally {
      live.close();
    }
  });
});

describe('exportTranscripts', () => {
  test('is one zip: a folder per transcript (alike titles told apart), each with its file in every format asked', async () => {
    const answer = await r.h.gql(ZIP, { ids: [...twins, r.id], formats: ['TXT', 'SRT'] }, r.as.editor);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.exportTranscripts).toMatchObject({ filename: 'transcripts.zip', mimeType: 'application/zip' });
    const entries = unzipSync(Buffer.from(answer.data.exportTranscripts.contentBase64, 'base64'));
    expect(Object.keys(entries).sort()).toEqual(
      ['Interview/Interview.txt', 'Interview/Interview.srt', 'Interview (2)/Interview.txt', 'Interview (2)/Interview.srt', `${TITLE}/${TITLE}.txt`, `${TITLE}/${TITLE}.srt`].sort(),
    );
    // Each file is what the single export of its transcript makes.
    for (const [id, folder] of [[twins[1], 'Interview (2)'], [r.id, TITLE]]) {
      const single = await r.h.gql('mutation ($id: ID!) { export(id: $id, format: TXT) { contentBase64 } }', { id }, r.as.editor);
      expect(strFromU8(entries[`${folder}/${folder.replace(' (2)', '')}.txt`])).toBe(Buffer.from(single.data.export.contentBase64, 'base64').toString());
    }
    expect(strFromU8(entries[`${TITLE}/${TITLE}.srt`])).toContain('Jane Doe');
  });

  test('is pseudonymised, file names and folders too, for a viewer who sees pseudonyms', async () => {
    const answer = await r.h.gql(ZIP, { ids: [r.id], formats: ['TXT'] }, r.as.viewer);
    expect(answer.errors).toBeUndefined();
    const entries = unzipSync(Buffer.from(answer.data.exportTranscripts.contentBase64, 'base64'));
    const [name] = Object.keys(entries);
    expect(name).not.toMatch(/Jane|Acme/);
    expect(strFromU8(entries[name])).not.toMatch(/Jane|Acme/);
  });

  test('fails whole, naming nothing it hides, when one transcript is private and not the asker’s; no link', async () => {
    const refused = await r.h.gql(ZIP, { ids: [twins[0], hidden], formats: ['TXT'] }, r.as.viewer);
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(refused.data).toBeUndefined();
    const linked = await r.h.gql('mutation ($ids: [ID!]!) { exportTranscripts(ids: $ids, formats: [TXT]) { url } }', { ids: [twins[0]] }, r.as.editor);
    expect(codeOf(linked)).toBe('BAD_USER_INPUT');
  });

  test('fails whole for a transcript that cannot be exported, saying which; 1 to 50 transcripts, each once, a format at least', async () => {
    const unknown = 'abcdefghijklmno';
    const failed = await r.h.gql(ZIP, { ids: [twins[0], unknown], formats: ['TXT'] }, r.as.editor);
    expect(codeOf(failed)).toBe('NOT_FOUND');
    expect(failed.errors![0].message).toContain(unknown);
    expect(codeOf(await r.h.gql(ZIP, { ids: [], formats: ['TXT'] }, r.as.editor))).toBe('BAD_USER_INPUT');
    expect(codeOf(await r.h.gql(ZIP, { ids: Array.from({ length: 51 }, () => twins[0]), formats: ['TXT'] }, r.as.editor))).toBe('BAD_USER_INPUT');
    expect(codeOf(await r.h.gql(ZIP, { ids: [twins[0], twins[0]], formats: ['TXT'] }, r.as.editor))).toBe('BAD_USER_INPUT');
    expect(codeOf(await r.h.gql(ZIP, { ids: [twins[0]], formats: [] }, r.as.editor))).toBe('BAD_USER_INPUT');
  });

  test('a format a transcript has nothing for (chapters not set) is left out for it alone and listed; nothing at all is refused', async () => {
    const { transcript } = (await r.h.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id } } }', { id: twins[1] }, r.as.editor)).data;
    const set = await r.h.gql(
      'mutation ($id: ID!, $base: ID!, $chapters: [ChapterInput!]!) { setChapters(transcriptId: $id, baseVersionId: $base, chapters: $chapters) { id } }',
      { id: twins[1], base: transcript.versionId, chapters: [{ segmentId: transcript.segments[0].id, title: 'The start' }] },
      r.as.editor,
    );
    expect(set.errors).toBeUndefined();
    const answer = await r.h.gql(ZIP, { ids: [twins[0], twins[1]], formats: ['TXT', 'CHAPTERS_JSON'] }, r.as.editor);
    expect(answer.errors).toBeUndefined();
    const entries = unzipSync(Buffer.from(answer.data.exportTranscripts.contentBase64, 'base64'));
    expect(Object.keys(entries).sort()).toEqual(['Interview/Interview.txt', 'Interview (2)/Interview.txt', 'Interview (2)/Interview.chapters.json', 'NOT-INCLUDED.txt'].sort());
    expect(JSON.parse(strFromU8(entries['Interview (2)/Interview.chapters.json'])).chapters).toEqual([{ startTime: 0, title: 'The start' }]);
    expect(strFromU8(entries['NOT-INCLUDED.txt'])).toContain('Interview/Interview.chapters.json: This version has no chapters to export');
    const none = await r.h.gql(ZIP, { ids: [twins[0]], formats: ['CHAPTERS_JSON'] }, r.as.editor);
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0].message).toMatch(/^Nothing to export in the formats chosen: Interview\/Interview.chapters.json: This version has no chapters/);
  });
});
