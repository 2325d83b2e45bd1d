import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function ready(title: string): Promise<string> {
  const { data } = await (await h.upload(title, wavBytes(), 'x.wav', 'audio/wav')).json();
  await waitForStatus(h, data.uploadAudio.id);
  return data.uploadAudio.id;
}

const EXPORT = 'query ($id: ID!, $format: ExportFormat) { export(id: $id, format: $format) { filename mimeType url contentBase64 } }';

test('export query and GET download give the same Word file of the current version', async () => {
  const id = await ready('Café talk');
  await h.gql('mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "ETRM") { id } }', { id });
  const { data, errors } = await h.gql(EXPORT, { id });
  expect(errors).toBeUndefined();
  expect(data.export).toMatchObject({
    filename: 'Café talk.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    url: `/export/${id}.docx`,
  });
  const download = await fetch(`${h.app.url}${data.export.url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Caf%C3%A9%20talk.docx");
  // The two are built separately (Word files carry their creation time), so compare their text.
  const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']);
  const xml = documentXml(new Uint8Array(await download.arrayBuffer()));
  expect(xml).toBe(documentXml(Buffer.from(data.export.contentBase64, 'base64')));
  expect(xml).toContain('ETRM Interview Series - Café talk');
  expect(xml).toContain('ETRM: welcome to the show');
});

test('subtitles and text downloads', async () => {
  const id = await ready('Subs');
  const srt = await (await fetch(`${h.app.url}/export/${id}.srt`)).text();
  expect(srt).toContain('00:00:02,500 --> 00:00:04,750');
  const vtt = await (await fetch(`${h.app.url}/export/${id}.vtt`)).text();
  expect(vtt.startsWith('WEBVTT')).toBe(true);
  const txt = await (await fetch(`${h.app.url}/export/${id}.txt?timecodes=1`)).text();
  expect(txt).toContain('[0:02]');
});

test('a title cannot inject headers or paths into the download', async () => {
  const id = await ready('a/b\\c "quoted" ; filename=evil.exe');
  const response = await fetch(`${h.app.url}/export/${id}.docx`);
  const disposition = response.headers.get('content-disposition')!;
  expect(disposition.startsWith('attachment;')).toBe(true);
  expect(disposition).not.toMatch(/[\r\n]/);
  expect(disposition.match(/filename="([^"]*)"/)![1]).not.toMatch(/[\\/"]/);
});

test('Mutation.export sets the Word subtitle line for this export; too long a subtitle is refused', async () => {
  const id = await ready('Subtitled');
  const mutation = 'mutation ($id: ID!, $subtitle: String) { export(id: $id, format: DOCX, subtitle: $subtitle) { filename contentBase64 } }';
  const { data, errors } = await h.gql(mutation, { id, subtitle: ' With Ada\nOkonkwo, trader ' });
  expect(errors).toBeUndefined();
  const xml = strFromU8(unzipSync(Buffer.from(data.export.contentBase64, 'base64'))['word/document.xml']);
  expect(xml).toContain('With Ada Okonkwo, trader');
  expect(xml).not.toContain('Insert subtitle and speaker description here');
  const refused = await h.gql(mutation, { id, subtitle: 'x'.repeat(501) });
  expect(refused.errors?.[0]).toMatchObject({ message: 'The subtitle is longer than 500 characters.', extensions: { code: 'BAD_USER_INPUT' } });
});

test('Mutation.export without a format gives Word, as the query does', async () => {
  const id = await ready('Default format');
  const { data, errors } = await h.gql('mutation ($id: ID!) { export(id: $id) { filename mimeType url } }', { id });
  expect(errors).toBeUndefined();
  expect(data.export).toEqual({
    filename: 'Default format.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    url: `/export/${id}.docx`,
  });
});

test('unknown id: NOT_FOUND / 404; not yet transcribed: BAD_USER_INPUT / 400', async () => {
  expect((await h.gql(EXPORT, { id: 'aaaaaaaaaaaaaaa' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await fetch(`${h.app.url}/export/aaaaaaaaaaaaaaa.docx`)).status).toBe(404);
  expect((await fetch(`${h.app.url}/export/..%2F..%2Fetc%2Fpasswd.docx`)).status).toBe(404);
  expect((await fetch(`${h.app.url}/export/${'a'.repeat(15)}.exe`)).status).toBe(404);

  let release: (() => void) | undefined;
  h.editor.transcribe = () => new Promise((resolve) => (release = () => resolve({ status: 500, body: 'failed' })));
  const { data } = await (await h.upload('Pending', wavBytes(), 'p.wav', 'audio/wav')).json();
  const pending = await h.gql(EXPORT, { id: data.uploadAudio.id });
  expect(pending.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/still being transcribed/) });
  while (!release) await new Promise((r) => setTimeout(r, 20));
  release();
  await waitForStatus(h, data.uploadAudio.id);
  const failed = await fetch(`${h.app.url}/export/${data.uploadAudio.id}.docx`);
  expect(failed.status).toBe(400);
  expect(await failed.text()).toMatch(/transcription failed/);
});
