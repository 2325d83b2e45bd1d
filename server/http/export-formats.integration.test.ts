import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
let id: string;
beforeAll(async () => {
  h = await startHarness();
  const { data } = await (await h.upload('Café talk', wavBytes(), 'x.wav', 'audio/wav')).json();
  id = data.uploadAudio.id;
  await waitForStatus(h, id);
});
afterAll(() => h?.close());

const download = async (path: string) => {
  const response = await fetch(`${h.app.url}${path}`);
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

test('GET /export/{id}.pdf, .md, .json and .eaf: each format with its type, name and the transcript in it', async () => {
  const pdf = await download(`/export/${id}.pdf?timestamps=turn&pageNumbers=1`);
  expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
  expect(pdf.response.headers.get('content-disposition')).toContain("filename*=UTF-8''Caf%C3%A9%20talk.pdf");
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf.bytes }).toString('utf8');
  expect(pdfText).toContain('ETRM Interview Series - Café talk');
  expect(pdfText).toContain('[00:00:02] Speaker 2: thanks for having me');
  expect(pdfText).toContain('Page 1 of 1');

  const md = await download(`/export/${id}.md?speakerLabels=initials`);
  expect(md.response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(new TextDecoder().decode(md.bytes)).toContain('# ETRM Interview Series - Café talk\n\nS1: welcome to the show');

  const json = await download(`/export/${id}.json`);
  expect(json.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const data = JSON.parse(new TextDecoder().decode(json.bytes));
  expect(data).toMatchObject({ format: 'tapescript-transcript', version: 1, title: 'Café talk', speakers: [{ name: 'Speaker 1' }, { name: 'Speaker 2' }] });
  expect(data.segments[1]).toMatchObject({ speaker: 1, start: 2.5, end: 4.75, text: 'thanks for having me' });

  const eaf = await download(`/export/${id}.eaf`);
  expect(eaf.response.headers.get('content-disposition')).toContain("filename*=UTF-8''Caf%C3%A9%20talk.eaf");
  const xml = new TextDecoder().decode(eaf.bytes);
  expect(xml).toContain('<TIER TIER_ID="Speaker 2" PARTICIPANT="Speaker 2" LINGUISTIC_TYPE_REF="utterance">');
  expect(xml).toMatch(/TIME_VALUE="2500"\/>\s*<TIME_SLOT TIME_SLOT_ID="ts\d+" TIME_VALUE="4750"/);
});

test('Mutation.export takes the new formats, and its url downloads the same file (export links store the format)', async () => {
  const mutation = 'mutation ($id: ID!, $format: ExportFormat!) { export(id: $id, format: $format) { filename mimeType url contentBase64 } }';
  for (const [format, filename] of [['MARKDOWN', 'Café talk.md'], ['JSON', 'Café talk.json'], ['EAF', 'Café talk.eaf'], ['PDF', 'Café talk.pdf']]) {
    const { data, errors } = await h.gql(mutation, { id, format });
    expect(errors).toBeUndefined();
    expect(data.export.filename).toBe(filename);
    const linked = await download(data.export.url);
    expect(linked.response.headers.get('content-type')).toBe(data.export.mimeType);
    // PDF and EAF carry the time they were made: compare the rest.
    if (format === 'MARKDOWN' || format === 'JSON') expect(Buffer.from(linked.bytes).toString('base64')).toBe(data.export.contentBase64);
  }
});

test('an unknown extension is a 404 that lists the formats', async () => {
  const response = await fetch(`${h.app.url}/export/${id}.odt`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Not found: use /export/{id}.docx, .srt, .vtt, .txt, .pdf, .md, .json, .eaf, .chapters-youtube, .chapters-json, .chapters-vtt, .show-notes-markdown, .show-notes-docx');
});
