import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readDocx } from '../server/export/docx-reader.test-support.ts';
import { segmentsOf, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { startProduct, type Product } from './support/product.ts';

/**
 * The README's examples run as written: a shell block is taken from README.md as it is, pointed at a running
 * product, and what it did is checked. A save there once replaced a whole transcript with one segment.
 */
const README = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The first ```sh block after `marker` in the README. */
function shellBlockAfter(marker: string): string {
  const from = README.indexOf(marker);
  if (from < 0) throw new Error(`README has no "${marker}"`);
  const [, block] = /```sh\n([\s\S]*?)```/.exec(README.slice(from)) ?? [];
  if (!block) throw new Error(`README has no sh block after "${marker}"`);
  return block;
}

let product: Product;
beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(() => product?.stop());

it("the README's one-segment save changes that segment only, keeping every other segment and every speaker", async () => {
  const lines = [
    { speaker: 'Host', text: 'Hello and welcome.' },
    { speaker: 'Guest', text: 'Thank you for having me.' },
  ];
  const { id, segments: before } = await seedTranscript(product.baseUrl, 'README example', makeInterviewWav(), lines);
  const script = shellBlockAfter('Since a save takes the whole list')
    .replace('URL=http://127.0.0.1:4000/graphql', `URL=${product.baseUrl}/graphql`)
    .replace('ID=…', `ID=${id}`);
  const answer = JSON.parse(execFileSync('bash', ['-euo', 'pipefail', '-c', script], { encoding: 'utf8', timeout: 30_000 }));
  expect(answer.errors).toBeUndefined();
  expect(answer.data.mergeEdits.conflicts).toEqual([]);
  const after = await segmentsOf(product.baseUrl, id);
  expect(after).toEqual(before.map((segment, i) => (i === 0 ? { ...segment, text: 'Welcome to the show.' } : segment)));
});

it("the README's changes-only save changes that segment only, sending only it", async () => {
  const lines = [
    { speaker: 'Host', text: 'Hello and welcome.' },
    { speaker: 'Guest', text: 'Thank you for having me.' },
  ];
  const { id, segments: before } = await seedTranscript(product.baseUrl, 'README partial example', makeInterviewWav(), lines);
  const script = shellBlockAfter('A save can also carry only its change')
    .replace('URL=http://127.0.0.1:4000/graphql', `URL=${product.baseUrl}/graphql`)
    .replace('ID=…', `ID=${id}`);
  const answer = JSON.parse(execFileSync('bash', ['-euo', 'pipefail', '-c', script], { encoding: 'utf8', timeout: 30_000 }));
  expect(answer.errors).toBeUndefined();
  expect(answer.data.mergeEdits).toMatchObject({ merged: false, conflicts: [] });
  const after = await segmentsOf(product.baseUrl, id);
  expect(after).toEqual(before.map((segment, i) => (i === 0 ? { ...segment, text: 'Welcome to the show.' } : segment)));
});

it("the README's export options example downloads Word with turn timestamps, initials and page numbers", async () => {
  const lines = [
    { speaker: 'Ada Okafor', text: 'Hello and welcome.' },
    { speaker: 'Amos Obi', text: 'Thank you for having me.' },
  ];
  const { id } = await seedTranscript(product.baseUrl, 'README export', makeInterviewWav(), lines);
  const script = shellBlockAfter('**Export options.**').replace('http://127.0.0.1:4000', product.baseUrl).replace('ID=…', `ID=${id}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-export-'));
  execFileSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: dir, timeout: 30_000 });
  const bytes = new Uint8Array(fs.readFileSync(path.join(dir, 'README export.docx')));
  const turns = readDocx(bytes).paragraphs.slice(2).map((paragraph) => paragraph.text);
  expect(turns.slice(0, 2)).toEqual([expect.stringMatching(/^\[00:00:\d\d\] AO: Hello and welcome\.$/), expect.stringMatching(/^\[00:00:\d\d\] AO2: Thank you for having me\.$/)]);
});
