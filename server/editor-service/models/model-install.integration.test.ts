import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../store/pocketbase-process.ts';
import { catalogueModel, installedModels } from './catalogue.ts';
import { addModel, removeModel } from './model-install.ts';
import { startStandInHub, type StandInHub } from './testing/stand-in-hub.ts';
import { MARKER } from './whisper-fetch.ts';
import { whisperModelSpec } from './whisper-artifacts.ts';

const pins = whisperModelSpec('base')!.files;
let hub: StandInHub;
let hubUrl: string;
let root: string;

beforeAll(async () => {
  hub = await startStandInHub();
  hubUrl = hub.url;
});

afterAll(() => hub.close());

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'models-add-'));
  hub.reset();
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const plenty = async () => 100e9;
const options = (extra: Partial<Parameters<typeof addModel>[1]> = {}) => ({ modelsDir: root, hubUrl, freeBytes: plenty, totalMemory: 64e9, ...extra });

describe('npm run models -- add, against a stand-in hub', () => {
  it('installs base with every file matching its pin, and the engine lookup then finds it', async () => {
    const lines: string[] = [];
    const result = await addModel('base', options({ log: (line) => lines.push(line) }));
    expect(result.alreadyInstalled).toBe(false);
    for (const pin of pins) expect(result.checks[pin.name]).toEqual({ sha256: pin.sha256, bytes: pin.bytes, checkedAgainst: 'pinned SHA-256 (catalogue)' });
    const manifest = JSON.parse(await fs.readFile(path.join(root, 'whisper-base', MARKER), 'utf8'));
    expect(manifest.files).toEqual(Object.fromEntries(pins.map((pin) => [pin.name, pin.sha256])));
    expect(installedModels(root).map((model) => model.name)).toEqual(['base']);
    expect((await fs.readdir(root)).sort()).toEqual(['whisper-base']);
    expect((await addModel('base', options())).alreadyInstalled).toBe(true);
  });

  it('checks a model not verified here against the hash and size the hub publishes, records it, and refuses a mismatch', async () => {
    // The base files served as small's: the hub's headers are then what the files are checked against.
    const small = catalogueModel('small')!;
    hub.behaviour = { ...hub.behaviour, repo: small.repo, revision: small.revision };
    const result = await addModel('small', options());
    expect(result.checks['model.bin'].checkedAgainst).toBe("hub's X-Linked-Etag (SHA-256) and X-Linked-Size");
    expect(result.checks['config.json'].checkedAgainst).toBe("hub's ETag (git blob SHA-1)");
    const manifest = JSON.parse(await fs.readFile(path.join(root, 'whisper-small', MARKER), 'utf8'));
    expect(manifest).toMatchObject({ model: 'small', verified: false, repo: small.repo, revision: small.revision });

    await removeModel('small', { modelsDir: root, defaultModel: 'base' });
    hub.behaviour.publishedSha256 = '0'.repeat(64);
    await expect(addModel('small', options())).rejects.toThrow(/model\.bin of small has SHA-256 d01c3014.*not the hub's published 0{64}.*deleted/);
    expect(await fs.readdir(path.join(root, 'whisper-small.partial'))).not.toContain('model.bin.download');
  });

  it('fails on a corrupted byte, naming the file and deleting it', async () => {
    hub.behaviour.corrupt = 'tokenizer.json';
    await expect(addModel('base', options())).rejects.toThrow(/^tokenizer\.json of base has SHA-256 \w+ \(2203239 bytes\), not the pinned fb7b6319.*it was deleted/);
    const staged = await fs.readdir(path.join(root, 'whisper-base.partial'));
    expect(staged).not.toContain('tokenizer.json');
    expect(staged).not.toContain('tokenizer.json.download');
    expect(installedModels(root)).toEqual([]);
  });

  it('resumes a transfer cut off mid-file with a Range request', async () => {
    hub.behaviour.cutOnce.add('model.bin');
    const lines: string[] = [];
    const result = await addModel('base', options({ log: (line) => lines.push(line) }));
    expect(result.checks['model.bin'].sha256).toBe(pins[0].sha256);
    // Resumed from what reached the disk before the cut (half of the file, less what was still buffered).
    expect(hub.rangeRequests).toHaveLength(1);
    const resumedAt = Number(/^model\.bin bytes=(\d+)-$/.exec(hub.rangeRequests[0])?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(Math.floor(pins[0].bytes / 2));
    expect(lines.some((line) => /^model\.bin: the connection broke off/.test(line))).toBe(true);
    expect(lines).toContain(`model.bin: resuming at ${resumedAt} bytes`);
  });

  it('starts over when the file host answers a Range request with the whole file', async () => {
    hub.behaviour.cutOnce.add('model.bin');
    hub.behaviour.ignoreRange = true;
    const lines: string[] = [];
    const result = await addModel('base', options({ log: (line) => lines.push(line) }));
    expect(result.checks['model.bin'].sha256).toBe(pins[0].sha256);
    expect(lines).toContain('model.bin: the file host did not resume (200 to a Range request): starting over');
  });

  it('says clearly when the revision is not on the hub', async () => {
    hub.behaviour.revision = 'another-revision';
    await expect(addModel('base', options())).rejects.toThrow(
      `Cannot add base: model.bin: not found (404 RevisionNotFound) at ${hubUrl}/Systran/faster-whisper-base/resolve/main/model.bin. Is revision main of Systran/faster-whisper-base on ${hubUrl}?`,
    );
  });

  it('refuses before downloading when there is not enough free space', async () => {
    await expect(addModel('base', options({ freeBytes: async () => 1e6 }))).rejects.toThrow(
      `Not enough free space in ${root} for base: it needs 148 MB, 1 MB is free. Nothing was downloaded.`,
    );
    expect(hub.rangeRequests).toEqual([]);
    expect(await fs.readdir(root)).toEqual([]);
  });

  it('lets one add run at a time: the second says who holds the lock', async () => {
    const first = addModel('base', options());
    while (!(await fs.readdir(root)).includes('.models.lock')) await new Promise((r) => setTimeout(r, 5));
    const second = addModel('tiny.en', options());
    await expect(second).rejects.toThrow(new RegExp(`^Another \`npm run models\` is adding base \\(process ${process.pid}, since .*\\); wait for it`));
    await first;
    await expect(fs.access(path.join(root, '.models.lock'))).rejects.toThrow();
  });

  it('says in one line when the hub cannot be reached', async () => {
    // A port nothing listens on.
    const url = `http://127.0.0.1:${await freePort()}`;
    await expect(addModel('base', options({ hubUrl: url }))).rejects.toThrow(
      `Cannot add base: model.bin: cannot reach ${url} (ECONNREFUSED): adding a model needs the network.`,
    );
    expect(await fs.readdir(root)).toEqual([]);
  });

  it('warns when the machine has less memory than the model typically needs', async () => {
    const lines: string[] = [];
    await expect(addModel('base', options({ totalMemory: 256e6, freeBytes: async () => 0, log: (line) => lines.push(line) }))).rejects.toThrow(/^Not enough free space/);
    expect(lines[0]).toMatch(/^warning: this machine has 256 MB of memory; base typically needs 526 MB/);
  });
});

describe('npm run models -- remove', () => {
  it('refuses the configured default and removes another installed model', async () => {
    await fs.mkdir(path.join(root, 'whisper-base'));
    await fs.writeFile(path.join(root, 'whisper-base', 'model.bin'), 'weights');
    await expect(removeModel('base', { modelsDir: root, defaultModel: 'base' })).rejects.toThrow(/^base is the configured default model/);
    await removeModel('base', { modelsDir: root, defaultModel: 'tiny.en' });
    expect(await fs.readdir(root)).toEqual([]);
    await expect(removeModel('base', { modelsDir: root, defaultModel: 'tiny.en' })).rejects.toThrow(`base is not installed in ${root}.`);
  });
});
