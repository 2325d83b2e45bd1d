import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newToken } from '../auth/tokens.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { loggable } from './server.ts';

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
    url: expect.stringMatching(/^\/download\/tse_[A-Za-z0-9_-]{43}$/),
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
  expect(txt).toContain('[00:00:02] Speaker 2: thanks for having me');
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
    url: expect.stringMatching(/^\/download\/tse_/),
  });
});

const documentXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['word/document.xml']);
const SUBTITLED = 'mutation ($id: ID!, $subtitle: String) { export(id: $id, format: DOCX, subtitle: $subtitle) { url contentBase64 } }';

test('Mutation.export’s url downloads the same file as its base64, subtitle included, once', async () => {
  const id = await ready('Linked');
  const { data, errors } = await h.gql(SUBTITLED, { id, subtitle: 'With Ada Okonkwo, trader' });
  expect(errors).toBeUndefined();
  expect(data.export.url).toMatch(/^\/download\/tse_[A-Za-z0-9_-]{43}$/);
  // A HEAD would use the link up unseen: only GET.
  expect((await fetch(`${h.app.url}${data.export.url}`, { method: 'HEAD' })).status).toBe(405);
  const download = await fetch(`${h.app.url}${data.export.url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('cache-control')).toBe('no-store');
  expect(download.headers.get('referrer-policy')).toBe('no-referrer');
  const xml = documentXml(new Uint8Array(await download.arrayBuffer()));
  expect(xml).toBe(documentXml(Buffer.from(data.export.contentBase64, 'base64')));
  expect(xml).toContain('With Ada Okonkwo, trader');
  // Single-use: the second request finds nothing, and the store keeps no row of it.
  const again = await fetch(`${h.app.url}${data.export.url}`);
  expect(again.status).toBe(404);
  expect(await again.text()).toMatch(/used already, has expired/);
  const rows = await h.app.store.call((pb) => pb.collection('export_links').getFullList({ filter: pb.filter('transcript = {:id}', { id }) }));
  expect(rows).toEqual([]);
});

test('an export link serves the version it was made from, stores only its hash, and lasts at most 5 minutes', async () => {
  const id = await ready('Pinned');
  const { data } = await h.gql(SUBTITLED, { id, subtitle: null });
  const token = data.export.url.split('/').pop();
  const [row] = await h.app.store.call((pb) => pb.collection('export_links').getFullList({ filter: pb.filter('transcript = {:id}', { id }) }));
  expect(JSON.stringify(row)).not.toContain(token);
  const lasts = Date.parse(row.expires.replace(' ', 'T')) - Date.parse(row.created.replace(' ', 'T'));
  expect(lasts).toBeGreaterThan(0);
  expect(lasts).toBeLessThanOrEqual(5 * 60_000);
  // Changed after the export: the link still downloads what the export made.
  await h.gql('mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "ETRM") { id } }', { id });
  const xml = documentXml(new Uint8Array(await (await fetch(`${h.app.url}${data.export.url}`)).arrayBuffer()));
  expect(xml).toBe(documentXml(Buffer.from(data.export.contentBase64, 'base64')));
  expect(xml).not.toContain('ETRM:');

  // One past its time is refused (its expiry moved back in the store, as five minutes would).
  const late = await h.gql(SUBTITLED, { id, subtitle: null });
  const [lateRow] = await h.app.store.call((pb) => pb.collection('export_links').getFullList({ filter: pb.filter('transcript = {:id}', { id }) }));
  await h.app.store.call((pb) => pb.collection('export_links').update(lateRow.id, { expires: new Date(Date.now() - 1000).toISOString() }));
  expect((await fetch(`${h.app.url}${late.data.export.url}`)).status).toBe(404);
  expect((await fetch(`${h.app.url}/download/tse_${'a'.repeat(43)}`)).status).toBe(404);
  expect((await fetch(`${h.app.url}/download/not-a-token`)).status).toBe(404);
});

test('an export link’s token is never written to the log', () => {
  expect(loggable(`/download/tse_${'x'.repeat(43)}`)).toBe('/download/…');
  expect(loggable('/r/tsv_secret?next=1')).toBe('/r/…?next=1');
  expect(loggable('/export/abc.docx')).toBe('/export/abc.docx');
});

const OPTIONS_EXPORT = 'mutation ($id: ID!, $format: ExportFormat!, $options: ExportOptions) { export(id: $id, format: $format, options: $options) { url contentBase64 } }';
const textOf = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

test('REST: a query parameter for every export option', async () => {
  const id = await ready('Options by address');
  const text = async (query: string) => {
    const response = await fetch(`${h.app.url}/export/${id}.txt?${query}`);
    expect(response.status).toBe(200);
    return (await response.text()).split('\n\n');
  };
  expect((await text('timestamps=turn&speakerLabels=initials&subtitle=With%20Ada')).slice(1)).toEqual([
    'With Ada',
    '[00:00:00] S1: welcome to the show',
    '[00:00:02] S2: thanks for having me',
    '[00:00:04] S1: um lets start with the the basics\n',
  ]);
  expect((await text('timestamps=segment&speakerLabels=none'))[1]).toBe('[00:00:00] welcome to the show');
  const vtt = await (await fetch(`${h.app.url}/export/${id}.vtt?speakerLabels=initials&timestamps=segment`)).text();
  expect(vtt).toContain('00:00:00.000 --> 00:00:02.500\n<v S1>welcome to the show');
  const docx = unzipSync(new Uint8Array(await (await fetch(`${h.app.url}/export/${id}.docx?pageNumbers=1&timestamps=turn`)).arrayBuffer()));
  expect(strFromU8(docx['word/document.xml'])).toContain('[00:00:02] Speaker 2: thanks for having me');
  expect(Object.keys(docx).some((name) => /^word\/footer\d*\.xml$/.test(name) && strFromU8(docx[name]).includes('NUMPAGES'))).toBe(true);
});

test('REST: a bad option value is a 400 that says what it takes', async () => {
  const id = await ready('Bad options');
  for (const [query, message] of [
    ['timestamps=start', 'timestamps must be one of none, turn, segment, not "start".'],
    ['speakerLabels=short', 'speakerLabels must be one of full, initials, none, not "short".'],
    ['pageNumbers=yes', 'pageNumbers must be 1 or 0, not "yes".'],
    ['timecodes=1&timestamps=segment', 'timecodes=1 disagrees with timestamps=segment; use timestamps only.'],
    [`subtitle=${'x'.repeat(501)}`, 'The subtitle is longer than 500 characters.'],
  ]) {
    const response = await fetch(`${h.app.url}/export/${id}.docx?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  }
});

test('GraphQL: export options, and the url downloads the same file with them', async () => {
  const id = await ready('Options by mutation');
  const options = { timestamps: 'SEGMENT', speakerLabels: 'INITIALS', pageNumbers: true, subtitle: 'With Ada' };
  const { data, errors } = await h.gql(OPTIONS_EXPORT, { id, format: 'DOCX', options });
  expect(errors).toBeUndefined();
  const xml = documentXml(Buffer.from(data.export.contentBase64, 'base64'));
  expect(xml).toContain('[00:00:00] S1: welcome to the show');
  expect(xml).toContain('With Ada');
  const linked = unzipSync(new Uint8Array(await (await fetch(`${h.app.url}${data.export.url}`)).arrayBuffer()));
  expect(strFromU8(linked['word/document.xml'])).toBe(xml);
  expect(Object.keys(linked).some((name) => /^word\/footer\d*\.xml$/.test(name))).toBe(true);

  const txt = await h.gql(OPTIONS_EXPORT, { id, format: 'TXT', options: { timestamps: 'TURN', speakerLabels: 'NONE' } });
  expect(textOf(txt.data.export.contentBase64).split('\n\n')[1]).toBe('[00:00:00] welcome to the show');
});

test('GraphQL: the deprecated subtitle and comments arguments still work, and must agree with options', async () => {
  const id = await ready('Aliases');
  const both = 'mutation ($id: ID!, $options: ExportOptions, $subtitle: String, $comments: Boolean) { export(id: $id, format: TXT, options: $options, subtitle: $subtitle, comments: $comments) { contentBase64 } }';
  const alone = await h.gql(both, { id, subtitle: 'With Ada' });
  expect(textOf(alone.data.export.contentBase64).split('\n\n')[1]).toBe('With Ada');
  const agreeing = await h.gql(both, { id, subtitle: 'With Ada', options: { subtitle: 'With Ada', timestamps: 'TURN' } });
  expect(agreeing.errors).toBeUndefined();
  const subtitle = await h.gql(both, { id, subtitle: 'With Ada', options: { timestamps: 'TURN' } });
  expect(subtitle.errors?.[0]).toMatchObject({
    message: 'subtitle disagrees with options.subtitle; set options.subtitle only (the subtitle argument is deprecated).',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const comments = await h.gql(both, { id, comments: true, options: { timestamps: 'TURN' } });
  expect(comments.errors?.[0].message).toBe('comments: true disagrees with options.comments: false; set options.comments only (the comments argument is deprecated).');
});

test('an export link made before the options existed downloads the spec’s layout', async () => {
  const id = await ready('Old link');
  const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { versionId } }', { id });
  const { token, hash } = newToken('tse');
  // As the store kept it before: no timestamps, speakerLabels or pageNumbers.
  await h.app.store.call((pb) =>
    pb.collection('export_links').create({ transcript: id, version: data.transcript.versionId, format: 'txt', subtitle: '', comments: false, hash, expires: new Date(Date.now() + 60_000).toISOString() }),
  );
  const download = await fetch(`${h.app.url}/download/${token}`);
  expect(download.status).toBe(200);
  expect((await download.text()).split('\n\n')[1]).toBe('Speaker 1: welcome to the show');
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
