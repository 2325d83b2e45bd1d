import fs from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { docxBomb } from '../import/docx-bomb.test-support.ts';
import { startHarness, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';

/**
 * Issue 53, item 5: transcripts made elsewhere, imported with their audio (uploadAudio's `transcript`) or alone
 * (importTranscript), through GraphQL multipart over real HTTP with a real PocketBase and a real recording. The
 * stand-in editor service answers with the recognizer's words, so the times the import gets are known.
 */

let h: Harness;
let clip: Uint8Array<ArrayBuffer>;

/** What the recognizer "heard" in the clip: three turns of two speakers, every word timed. */
const HEARD = {
  ...SAMPLE_RESULT,
  duration: 12,
  segments: [
    { speaker: 'Speaker 1', start: 0.4, end: 3.1, text: 'Welcome back to the gas desk.' },
    { speaker: 'Speaker 2', start: 3.6, end: 7.9, text: 'Thanks, the forward curve moved a lot today.' },
    { speaker: 'Speaker 1', start: 8.5, end: 11.2, text: 'Tell me more about the hedge.' },
  ].map((segment) => {
    const words = segment.text.split(' ');
    const step = (segment.end - segment.start) / words.length;
    return { ...segment, words: words.map((text, i) => ({ text, start: segment.start + i * step, end: segment.start + (i + 0.8) * step, confidence: 0.9 })) };
  }),
};

beforeAll(async () => {
  h = await startHarness();
  clip = new Uint8Array(await fs.readFile((await librivoxClips())[0].path));
}, 60_000);
afterAll(async () => h?.close());
beforeEach(() => {
  h.editor.transcribe = () => ({ status: 200, body: HEARD });
});

interface Sent {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** uploadAudio with the clip and a transcript file, or importTranscript with the file alone. */
async function send(transcript: Sent, withAudio: boolean): Promise<{ data?: any; errors?: { message: string; extensions: { code: string } }[] }> {
  const form = new FormData();
  const query = withAudio
    ? 'mutation ($title: String!, $file: Upload!, $transcript: Upload) { uploadAudio(title: $title, file: $file, transcript: $transcript) { id status } }'
    : 'mutation ($title: String!, $transcript: Upload!) { importTranscript(title: $title, transcript: $transcript) { id status } }';
  form.append('operations', JSON.stringify({ query, variables: { title: 'Imported', transcript: null, ...(withAudio && { file: null }) } }));
  form.append('map', JSON.stringify(withAudio ? { 0: ['variables.file'], 1: ['variables.transcript'] } : { 1: ['variables.transcript'] }));
  if (withAudio) form.append('0', new Blob([clip], { type: 'audio/wav' }), 'interview.wav');
  form.append('1', new Blob([transcript.bytes as Uint8Array<ArrayBuffer>], { type: transcript.type ?? 'application/octet-stream' }), transcript.name);
  const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
  return response.json();
}

const TRANSCRIPT = `query ($id: ID!) { transcript(id: $id) { status origin { kind fileName transcriptFileName } segments { speaker text start end words { text start } }
  versions(first: 5) { kind label } } }`;

/** A transcript's speaker turns: consecutive segments of one speaker joined, with the first one's start. */
function turns(segments: { speaker: string; text: string; start: number }[]) {
  const joined: { speaker: string; text: string; start: number }[] = [];
  for (const { speaker, text, start } of segments) {
    const last = joined[joined.length - 1];
    if (last?.speaker === speaker) last.text += ` ${text}`;
    else joined.push({ speaker, text, start });
  }
  return joined;
}

describe('round trip', () => {
  let original: { id: string; segments: { speaker: string; text: string; start: number }[] };

  beforeAll(async () => {
    h.editor.transcribe = () => ({ status: 200, body: HEARD });
    const upload = await (await h.upload('Original', clip, 'interview.wav', 'audio/wav')).json();
    const id = upload.data.uploadAudio.id;
    const done = await waitForStatus(h, id);
    expect(done.status).toBe('READY');
    // The speakers named, as a person would before exporting.
    for (const [from, to] of [['Speaker 1', 'Ann Lee'], ['Speaker 2', 'Bo']]) {
      const renamed = await h.gql('mutation ($id: ID!, $from: String!, $to: String!) { renameSpeaker(id: $id, from: $from, to: $to) { id } }', { id, from, to });
      expect(renamed.errors).toBeUndefined();
    }
    const named = (await h.gql(TRANSCRIPT, { id })).data.transcript.segments;
    expect(named.map((segment: { speaker: string }) => segment.speaker)).toEqual(['Ann Lee', 'Bo', 'Ann Lee']);
    original = { id, segments: named };
  }, 60_000);

  test.each(['SRT', 'VTT', 'EAF'])('an export as %s imported back with its audio: the same text per speaker turn, turn starts within 0.1 s', async (format) => {
    const exported = await h.gql('mutation ($id: ID!, $format: ExportFormat!) { export(id: $id, format: $format) { contentBase64 filename } }', { id: original.id, format });
    const { contentBase64, filename } = exported.data.export;
    const sent = await send({ bytes: Buffer.from(contentBase64, 'base64'), name: filename }, true);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.uploadAudio.status).toBe('TRANSCRIBING');
    const id = sent.data.uploadAudio.id;
    await waitForStatus(h, id);
    const { data } = await h.gql(TRANSCRIPT, { id });
    const { transcript } = data;
    expect(transcript.status).toBe('READY');
    expect(transcript.origin).toEqual({ kind: 'UPLOAD', fileName: 'interview.wav', transcriptFileName: filename });
    expect(transcript.versions).toEqual([
      { kind: 'IMPORT', label: `Imported from ${filename}, timed to the audio` },
      { kind: 'IMPORT', label: `Imported from ${filename}` },
    ]);
    const back = turns(transcript.segments);
    const expected = turns(original.segments);
    expect(back.map(({ speaker, text }) => ({ speaker, text }))).toEqual(expected.map(({ speaker, text }) => ({ speaker, text })));
    back.forEach((turn, i) => expect(Math.abs(turn.start - expected[i].start)).toBeLessThan(0.1));
  });

  test('text that differs from what was heard is kept as written, and timed where the words agree', async () => {
    const text = 'Ann: Welcome back to our gas desk.\n\nBo: Thanks, the forward curve moved a lot today.\n\nAnn: Tell me more about the hedges.\n';
    const sent = await send({ bytes: strToU8(text), name: 'notes.txt' }, true);
    const id = sent.data.uploadAudio.id;
    await waitForStatus(h, id);
    const { transcript } = (await h.gql(TRANSCRIPT, { id })).data;
    expect(transcript.segments.map(({ speaker, text }: Record<string, string>) => `${speaker}: ${text}`).join('\n\n')).toBe(text.trim());
    expect(transcript.segments.map((segment: { start: number }) => segment.start)).toEqual(HEARD.segments.map((segment) => segment.words[0].start));
    expect(transcript.segments[0].words[3]).toEqual({ text: 'our', start: HEARD.segments[0].words[3].start });
  });
});

describe('importTranscript, without audio', () => {
  test('is READY at once with the file’s text, speakers and times; it exports', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.500 --> 00:00:04.000\n<v Ann>Hello there.\n\n00:00:05.000 --> 00:00:07.250\n<v Bo>Hi Ann.\n';
    const sent = await send({ bytes: strToU8(vtt), name: 'call.vtt', type: 'text/vtt' }, false);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.importTranscript.status).toBe('READY');
    const id = sent.data.importTranscript.id;
    const { transcript } = (await h.gql(TRANSCRIPT, { id })).data;
    expect(transcript.origin).toEqual({ kind: 'IMPORT', fileName: null, transcriptFileName: 'call.vtt' });
    expect(transcript.versions).toEqual([{ kind: 'IMPORT', label: 'Imported from call.vtt' }]);
    expect(transcript.segments).toEqual([
      { speaker: 'Ann', text: 'Hello there.', start: 1.5, end: 4, words: [] },
      { speaker: 'Bo', text: 'Hi Ann.', start: 5, end: 7.25, words: [] },
    ]);
    const exported = await h.gql('mutation ($id: ID!) { export(id: $id, format: TXT) { contentBase64 } }', { id });
    expect(Buffer.from(exported.data.export.contentBase64, 'base64').toString()).toContain('Ann: Hello there.\n\nBo: Hi Ann.');
  });
});

describe('hostile and wrong files: a clear error, and nothing left behind', () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE ANNOTATION_DOCUMENT [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY a${i + 1} "${`&a${i || ''};`.repeat(10)}">`).join('')}]><ANNOTATION_DOCUMENT>&a9;</ANNOTATION_DOCUMENT>`;
  const cases: [string, Sent, string, RegExp][] = [
    ['a .docx bomb', { bytes: docxBomb(60, 1024), name: 'bomb.docx' }, 'BAD_USER_INPUT', /unpacks to more than 50 MB/],
    ['billion laughs in an .eaf', { bytes: strToU8(laughs), name: 'laughs.eaf' }, 'BAD_USER_INPUT', /document type declaration/],
    [
      'billion laughs in a .docx',
      { bytes: zipSync({ 'word/document.xml': strToU8(laughs.replace(/ANNOTATION_DOCUMENT/g, 'w:document')) }), name: 'laughs.docx' },
      'BAD_USER_INPUT',
      /document type declaration/,
    ],
    ['a 6 MB file', { bytes: new Uint8Array(6 * 1024 * 1024).fill(65), name: 'big.txt' }, 'PAYLOAD_TOO_LARGE', /larger than 5 MB/],
    ['an empty file', { bytes: new Uint8Array(), name: 'empty.srt' }, 'BAD_USER_INPUT', /empty/],
    ['a wrong extension', { bytes: strToU8('Ann: hi'), name: 'notes.pdf' }, 'BAD_USER_INPUT', /file type not supported/],
    ['binary garbage', { bytes: Uint8Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 256), name: 'noise.vtt' }, 'BAD_USER_INPUT', /not UTF-8 text/],
  ];

  test.each(cases)('%s', async (_what, file, code, message) => {
    const before = await Promise.all([countRecords(h.app, 'file_db'), countRecords(h.app, 'transcript_meta'), countRecords(h.app, 'transcript_data')]);
    for (const withAudio of [false, true]) {
      const { errors, data } = await send(file, withAudio);
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code } });
    }
    expect(await Promise.all([countRecords(h.app, 'file_db'), countRecords(h.app, 'transcript_meta'), countRecords(h.app, 'transcript_data')])).toEqual(before);
  });
});
