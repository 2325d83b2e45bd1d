import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeOutsideDb, decodeMono, silenceLevelDb, speechReference } from '../audio/bleep-levels.ts';
import { widenSpans } from '../audio/bleep-spans.ts';
import { EXPORT_FORMATS, fileExtension } from '../export/index.ts';
import { renderBleeps } from '../audio/bleep.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import type { Harness } from '../test/harness.ts';
import { startPseudonymisedReading, TERM_SPANS, TITLE, type Asker, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';

/**
 * Exports and /media of a pseudonymised transcript over real HTTP (README "Pseudonyms"): a viewer and a review link
 * get every format, its file name and its download link with the pseudonyms, and hear the terms' words bleeped; an
 * editor gets the terms and the recording itself, or a pseudonymised file by asking (test/pseudonymised-reading.ts).
 */

const TERMS = /\b(jane|doe|acme)\b/i;
const FORMATS = EXPORT_FORMATS;

let h: Harness;
let dir: string;
let reading: string;
let id = '';
let as: PseudonymisedReading['as'];

beforeAll(async () => {
  let started: PseudonymisedReading;
  [started, dir] = await Promise.all([startPseudonymisedReading(), makeTempDir('pseudonymised-downloads')]);
  ({ h, id, reading, as } = started);
  // Chapters whose titles name the terms, for the chapter formats.
  const { versionId, segments } = (await h.gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id } } }', { id }, as.editor)).data.transcript;
  const chapters = [
    { segmentId: segments[0].id, title: 'Jane Doe at home' },
    { segmentId: segments[1].id, title: 'Meeting at Acme' },
  ];
  const set = await h.gql('mutation ($t: ID!, $b: ID!, $c: [ChapterInput!]!) { setChapters(transcriptId: $t, baseVersionId: $b, chapters: $c) { id } }', { t: id, b: versionId, c: chapters }, as.editor);
  if (set.errors) throw new Error(`Setting the chapters: ${set.errors[0].message}`);
  // A draft of show notes names the terms (its summary, chapters and speakers), for the show-notes formats.
  const drafted = await h.gql('mutation ($t: ID!) { draftShowNotes(transcriptId: $t) { markdown } }', { t: id }, as.editor);
  if (drafted.errors) throw new Error(`Drafting show notes: ${drafted.errors[0].message}`);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * A file's text: a Word file's every part (the document, its comments, its properties), a PDF's as pdftotext reads
 * it, Markdown's without its backslash escapes ("\\[Person A\\]"), else the file.
 */
function textOf(bytes: Uint8Array, format: string): string {
  if (format === 'md' || format === 'show-notes-markdown') return strFromU8(bytes).replace(/\\(.)/g, '$1');
  if (format === 'pdf') return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
  if (format !== 'docx' && format !== 'show-notes-docx') return strFromU8(bytes);
  return Object.values(unzipSync(bytes)).map((part) => strFromU8(part)).join('\n');
}

const filenameOf = (response: Response) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')![1]);

async function download(who: Asker, format: string, query = 'comments=1') {
  const response = await fetch(`${h.app.url}/export/${id}.${format}?${query}`, { headers: as[who] });
  expect(response.status).toBe(200);
  return { filename: filenameOf(response), text: textOf(new Uint8Array(await response.arrayBuffer()), format) };
}

const EXPORT = 'mutation ($id: ID!, $format: ExportFormat!, $options: ExportOptions) { export(id: $id, format: $format, options: $options) { filename url contentBase64 } }';

/** The ExportFormat value of a format (schema/export.ts): its name upper-cased, dashes as underscores, but for Markdown's. */
const formatValue = (format: string) => (format === 'md' ? 'MARKDOWN' : format.toUpperCase().replaceAll('-', '_'));

async function exported(who: Asker, format: string, options: Record<string, unknown> = {}) {
  const answer = await h.gql(EXPORT, { id, format: formatValue(format), options: { comments: true, ...options } }, as[who]);
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

describe.each(['viewer', 'reviewer'] as const)('a %s', (who) => {
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
    expect(plain.filename).toBe(`${TITLE}.${fileExtension(format)}`);
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
  const fetched = async (who: Asker, headers: Record<string, string> = {}) => fetch(`${h.app.url}/media/${id}`, { headers: { ...as[who], ...headers } });

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
