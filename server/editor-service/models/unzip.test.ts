import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { extractZip } from './unzip.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unzip-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// Larger than one read of the archive (64 KiB), and not compressible, so entries arrive in many chunks.
const noise = (bytes: number) => crypto.randomBytes(bytes);

function archive(entries: Record<string, [Uint8Array, { level: 0 | 6 }]>): string {
  const file = path.join(dir, 'archive.zip');
  fs.writeFileSync(file, zipSync(entries));
  return file;
}

test('the entries asked for are written where asked, stored or deflated, in folders made for them; the others are not', async () => {
  const weights = noise(3_000_000);
  const text = Buffer.from('a line of text\n'.repeat(50_000));
  const file = archive({ 'pkg/weights.bin': [weights, { level: 0 }], 'pkg/other.bin': [noise(500_000), { level: 6 }], 'pkg/text.txt': [text, { level: 6 }] });
  const out = path.join(dir, 'out');
  const written = await extractZip(file, (name) => (name === 'pkg/other.bin' ? undefined : path.join(out, 'deep', path.basename(name))));
  expect(written).toEqual(['pkg/weights.bin', 'pkg/text.txt']);
  expect(fs.readFileSync(path.join(out, 'deep/weights.bin')).equals(weights)).toBe(true);
  expect(fs.readFileSync(path.join(out, 'deep/text.txt')).equals(text)).toBe(true);
  expect(fs.readdirSync(path.join(out, 'deep')).sort()).toEqual(['text.txt', 'weights.bin']);
});

test('an archive cut short is an error, not a short file', async () => {
  const file = archive({ 'weights.bin': [noise(1_000_000), { level: 0 }] });
  fs.truncateSync(file, 600_000);
  await expect(extractZip(file, (name) => path.join(dir, `${name}.out`))).rejects.toThrow();
});

test('what is not a zip archive yields nothing', async () => {
  const file = path.join(dir, 'not.zip');
  fs.writeFileSync(file, 'just some text, no zip here');
  await expect(extractZip(file, (name) => path.join(dir, name))).resolves.toEqual([]);
});
