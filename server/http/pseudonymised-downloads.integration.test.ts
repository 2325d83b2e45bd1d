import fs from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { changeOutsideDb, decodeMono, silenceLevelDb, speechReference } from '../audio/bleep-levels.ts';
import { widenSpans } from '../audio/bleep-spans.ts';
import { renderBleeps } from '../audio/bleep.ts';
import type { Segment } from '../domain/segment-types.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { startHarness, waitForStatus, type Harness } from '../test/harness.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';

/**
 * Exports and /media of a pseudonymised transcript over real HTTP (README "Pseudonyms"): a viewer and a review link
 * get every format, its file name and its download link with the pseudonyms, and hear the terms' words bleeped; an
 * editor gets the terms and the recording itself, or a pseudonymised file by asking. The transcript has a term of its
 * own ("Jane Doe", also a speaker) and one of the library's ("Acme"), said on real read speech.
 */

const words = (spec: [string, number, number][]) => spec.map(([text, start, end]) => ({ text, start, end, confidence: 0.9 }));
const SEGMENTS: Segment[] = [
  {
    speaker: 'Jane Doe', start: 0, end: 4, text: 'Hello, I am Jane Doe from home.',
    words: words([['Hello,', 0.1, 0.5], ['I', 0.5, 0.6], ['am', 0.6, 0.9], ['Jane', 1.02, 1.3], ['Doe', 1.3, 1.55], ['from', 1.8, 2.1], ['home.', 2.2, 2.6]]),
  },
  {
    speaker: 'Speaker 2', start: 7, end: 10, text: 'We met at Acme.',
    words: words([['We', 7.2, 7.5], ['met', 7.5, 7.8], ['at', 7.85, 8.0], ['Acme.', 8.3, 8.9]]),
  },
  { speaker: 'Jane Doe', start: 12, end: 16, text: 'Nothing to hide here.', words: words([['Nothing', 12, 12.5], ['to', 12.5, 12.7], ['hide', 12.7, 13], ['here.', 13, 13.4]]) },
];
/** Where the terms are said. */
const TERM_SPANS = [{ start: 1.02, end: 1.55 }, { start: 8.3, end: 8.9 }];
const TERMS = /\b(jane|doe|acme)\b/i;
const FORMATS = ['docx', 'srt', 'vtt', 'txt'] as const;

let h: Harness;
let dir: string;
let reading: string;
let id = '';
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  [h, dir, reading] = await Promise.all([startHarness({ TAPESCRIPT_ACCESS_TOKEN: 'the-service-token-of-downloads' }), makeTempDir('pseudonymised-downloads'), makeReading().then((made) => made.path)]);
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    const user = await h.app.services.accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    as[role] = { authorization: `Bearer ${(await h.app.services.accounts.createApiToken({ identity, address: 'test' }, role, null)).token}` };
  }
  h.editor.transcribe = () => ({ status: 200, body: { ...SAMPLE_RESULT, duration: 30, segments: SEGMENTS } });
  const bytes = new Uint8Array(await fs.readFile(reading));
  const uploaded = await (await h.upload('Interview with Jane Doe at Acme', bytes, 'reading.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
  id = uploaded.data.uploadAudio.id;
  await waitForStatus(h, id, 20_000, as.editor);
  const segmentId = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id }, as.editor)).data.transcript.segments[0].id;
  const setUp = [
    ['mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Jane Doe", kind: PERSON) { id } }', { t: id }],
    ['mutation { setPseudonym(term: "Acme", kind: ORG) { id } }', {}],
    ['mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, fromWord: 3, toWord: 4, text: "Check the spelling of Jane Doe’s name.") { id } }', { t: id, s: segmentId }],
    ['mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id }],
  ] as const;
  for (const [query, variables] of setUp) expect((await h.gql(query, variables, as.editor)).errors).toBeUndefined();
  const link = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: VIEW, reviewerName: "Interviewee") { url } }', { id }, as.editor);
  const opened = await fetch(link.data.createReviewLink.url, { redirect: 'manual' });
  as.reviewer = { cookie: opened.headers.get('set-cookie')!.split(';')[0] };
}, 120_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** A file's text: a Word file's every part (the document, its comments, its properties), else the file. */
function textOf(bytes: Uint8Array, format: string): string {
  if (format !== 'docx') return strFromU8(bytes);
  return Object.values(unzipSync(bytes)).map((part) => strFromU8(part)).join('\n');
}

const filenameOf = (response: Response) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')![1]);

async function download(who: string, format: string, query = 'comments=1') {
  const response = await fetch(`${h.app.url}/export/${id}.${format}?${query}`, { headers: as[who] });
  expect(response.status).toBe(200);
  return { filename: filenameOf(response), text: textOf(new Uint8Array(await response.arrayBuffer()), format) };
}

const EXPORT = 'mutation ($id: ID!, $format: ExportFormat!, $options: ExportOptions) { export(id: $id, format: $format, options: $options) { filename url contentBase64 } }';

async function exported(who: string, format: string, options: Record<string, unknown> = {}) {
  const answer = await h.gql(EXPORT, { id, format: format.toUpperCase(), options: { comments: true, ...options } }, as[who]);
  expect(answer.errors).toBeUndefined();
  const file = answer.data.export as { filename: string; url: string; contentBase64: string };
  const linked = await fetch(`${h.app.url}${file.url}`);
  expect(linked.status).toBe(200);
  return {
    filename: file.filename,
    text: textOf(Buffer.from(file.contentBase64, 'base64'), format),
    link: { filename: filenameOf(linked), text: textOf(new Uint8Array(await linked.arrayBuffer()), format) },
  };
}

function expectPseudonymised(file: { filename: string; text: string }) {
  expect(file.filename).toMatch(/^Interview with \[Person A\] at \[Organisation 1\]\./);
  expect(file.text).toContain('[Person A]');
  expect(file.text).toContain('[Organisation 1]');
  expect(file.text).not.toMatch(TERMS);
}

describe.each(['viewer', 'reviewer'])('a %s', (who) => {
  test.each(FORMATS)('GET /export of %s: the pseudonyms in the file and its name, asked for the terms or not', async (format) => {
    expectPseudonymised(await download(who, format));
    expectPseudonymised(await download(who, format, 'comments=1&pseudonymise=0'));
  });

  test.each(FORMATS)('Mutation.export of %s: the file, its name and its download link pseudonymised; pseudonymise: false changes nothing', async (format) => {
    for (const file of [await exported(who, format), await exported(who, format, { pseudonymise: false })]) {
      expectPseudonymised(file);
      expectPseudonymised(file.link);
    }
  });

  test('a Word comment on a term’s words goes on its whole segment (replacements change the words counted), its text pseudonymised', async () => {
    const { text } = await download(who, 'docx');
    expect(text).toMatch(/<w:commentRangeStart w:id="0"\/><w:r>(?:(?!<\/w:r>).)*<w:t xml:space="preserve">Hello, I am \[Person A\] from home\.<\/w:t><\/w:r><w:commentRangeEnd w:id="0"\/>/);
    expect(text).toContain('Check the spelling of [Person A]’s name.');
  });

  test('the deprecated Query.export too', async () => {
    const answer = await h.gql('query ($id: ID!) { export(id: $id, format: TXT) { filename contentBase64 } }', { id }, as[who]);
    expectPseudonymised({ filename: answer.data.export.filename, text: Buffer.from(answer.data.export.contentBase64, 'base64').toString() });
  });
});

describe('an editor', () => {
  test.each(FORMATS)('gets the terms in %s unless asking for pseudonyms, by GET or Mutation.export', async (format) => {
    const plain = await download('editor', format);
    expect(plain.filename).toBe(`Interview with Jane Doe at Acme.${format}`);
    expect(plain.text).toContain('Jane Doe');
    expect(plain.text).toContain('Acme');
    const asked = await exported('editor', format, { pseudonymise: true });
    expectPseudonymised(asked);
    expectPseudonymised(asked.link);
    expectPseudonymised(await download('editor', format, 'comments=1&pseudonymise=1'));
    expect((await exported('editor', format)).link.text).toContain('Jane Doe');
  });
});

describe('/media', () => {
  const fetched = async (who: string, headers: Record<string, string> = {}) => fetch(`${h.app.url}/media/${id}`, { headers: { ...as[who], ...headers } });

  test('an editor hears the recording itself, byte for byte', async () => {
    const response = await fetched('editor');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer()).equals(await fs.readFile(reading))).toBe(true);
  });

  test('a viewer hears each term’s words silenced (−40 dB under the median speech), the rest as it was; a review link the same file', async () => {
    const response = await fetched('viewer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const served = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(served.length);
    const file = path.join(dir, 'viewer.ogg');
    await fs.writeFile(file, served);
    const original = await decodeMono(reading, 16_000);
    const reference = speechReference(original);
    const heard = await decodeMono(file, 16_000);
    // The terms are said on speech, and gone from what the viewer hears.
    for (const span of TERM_SPANS) expect(silenceLevelDb(original, [span], reference)).toBeGreaterThan(-15);
    expect(silenceLevelDb(heard, TERM_SPANS, reference)).toBeLessThanOrEqual(-40);
    // Elsewhere it is the recording as the codec gives it (renders are kept as Ogg Opus, which alone is −15 dB off the
    // WAV): against an encoding with nothing hidden, what differs outside the widened spans is the codec's spill at
    // their edges (measured −41 dB; −49 dB 50 ms further out).
    const plain = path.join(dir, 'plain.ogg');
    await renderBleeps({ input: reading, spans: [], mode: 'SILENCE', output: plain, format: 'ogg', timeoutMs: 60_000 });
    expect(changeOutsideDb(await decodeMono(plain, 16_000), heard, widenSpans(TERM_SPANS), reference)).toBeLessThanOrEqual(-35);
    expect(Buffer.from(await (await fetched('reviewer')).arrayBuffer()).equals(served)).toBe(true);
  });

  test('a viewer seeks in the bleeped audio as in any: a Range is answered 206 with its part', async () => {
    const whole = Buffer.from(await (await fetched('viewer')).arrayBuffer());
    const response = await fetched('viewer', { range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
  });
});
