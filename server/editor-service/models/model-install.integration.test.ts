import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueModel, installedModels } from './catalogue.ts';
import { gitBlobSha1Of } from './hash.ts';
import { modelsDir } from './location.ts';
import { addModel, removeModel } from './model-install.ts';
import { MARKER } from './whisper-fetch.ts';
import { whisperModelSpec } from './whisper-artifacts.ts';

// A stand-in for the model hub on 127.0.0.1, serving the installed base model's files (so the catalogue's pins are
// the real hashes) under its real repository: resolve URLs answer with a redirect to a second port, as the hub's
// LFS files do (with X-Linked-Etag and X-Linked-Size), and config.json directly with its git blob SHA-1 as ETag, as
// the hub's small files are. The file server supports Range and can be told to misbehave.
const installed = path.join(modelsDir(), 'whisper-base');
const base = catalogueModel('base')!;
const pins = whisperModelSpec('base')!.files;

interface Behaviour {
  /** Files whose transfer is cut after half of it, once each. */
  cutOnce: Set<string>;
  /** Answer a Range request with the whole file (200). */
  ignoreRange: boolean;
  /** A file served with one byte changed. */
  corrupt?: string;
  /** The repository served under, and the sha256 the hub publishes for model.bin when not the real one. */
  repo: string;
  revision: string;
  publishedSha256?: string;
}

let hub: http.Server;
let files: http.Server;
let hubUrl: string;
let behaviour: Behaviour;
let rangeRequests: string[];
let configEtag: string;
let root: string;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** The file host: Range answered with 206 (unless told to ignore it), a cut or a corrupted byte when told. */
async function serveBlob(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const name = decodeURIComponent(request.url!.replace(/^\/blobs\//, ''));
  const file = path.join(installed, path.basename(name));
  const { size } = await fs.stat(file);
  const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
  if (request.headers.range) rangeRequests.push(`${name} ${request.headers.range}`);
  const start = range && !behaviour.ignoreRange ? Number(range[1]) : 0;
  if (start >= size && start > 0) {
    response.writeHead(416).end();
    return;
  }
  response.writeHead(start ? 206 : 200, {
    'content-length': size - start,
    ...(start ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
  });
  const cut = behaviour.cutOnce.delete(name) ? Math.floor(size / 2) : Infinity;
  let sent = start;
  const stream = createReadStream(file, { start });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const piece = Buffer.from(chunk);
    if (behaviour.corrupt === name && sent <= 1000 && 1000 < sent + piece.length) piece[1000 - sent] ^= 0xff;
    if (sent + piece.length > cut) {
      response.write(piece.subarray(0, cut - sent));
      await new Promise((r) => setTimeout(r, 50));
      response.socket?.destroy();
      return;
    }
    sent += piece.length;
    if (!response.write(piece)) await new Promise((r) => response.once('drain', r));
  }
  response.end();
}

beforeAll(async () => {
  configEtag = await gitBlobSha1Of(path.join(installed, 'config.json'));
  files = http.createServer((request, response) => void serveBlob(request, response));
  const filesUrl = await listen(files);
  hub = http.createServer((request, response) => {
    const match = /^\/(.+)\/resolve\/([^/]+)\/([^/]+)$/.exec(request.url!);
    if (!match) return void response.writeHead(404).end();
    const [, repo, revision, name] = match;
    if (repo !== behaviour.repo) return void response.writeHead(404, { 'x-error-code': 'RepoNotFound' }).end();
    if (revision !== behaviour.revision) return void response.writeHead(404, { 'x-error-code': 'RevisionNotFound' }).end();
    if (name === 'config.json') {
      return void fs.readFile(path.join(installed, name)).then((body) => response.writeHead(200, { etag: `"${configEtag}"` }).end(body));
    }
    const pin = pins.find((file) => file.name === name);
    if (!pin) return void response.writeHead(404, { 'x-error-code': 'EntryNotFound' }).end();
    const sha256 = name === 'model.bin' && behaviour.publishedSha256 ? behaviour.publishedSha256 : pin.sha256;
    response.writeHead(302, { location: `${filesUrl}/blobs/${name}`, 'x-linked-etag': `"${sha256}"`, 'x-linked-size': String(pin.bytes) }).end();
  });
  hubUrl = await listen(hub);
});

afterAll(async () => {
  await new Promise((r) => hub.close(r));
  await new Promise((r) => files.close(r));
});

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'models-add-'));
  behaviour = { cutOnce: new Set(), ignoreRange: false, repo: base.repo, revision: base.revision };
  rangeRequests = [];
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
    behaviour = { ...behaviour, repo: small.repo, revision: small.revision };
    const result = await addModel('small', options());
    expect(result.checks['model.bin'].checkedAgainst).toBe("hub's X-Linked-Etag (SHA-256) and X-Linked-Size");
    expect(result.checks['config.json'].checkedAgainst).toBe("hub's ETag (git blob SHA-1)");
    const manifest = JSON.parse(await fs.readFile(path.join(root, 'whisper-small', MARKER), 'utf8'));
    expect(manifest).toMatchObject({ model: 'small', verified: false, repo: small.repo, revision: small.revision });

    await removeModel('small', { modelsDir: root, defaultModel: 'base' });
    behaviour.publishedSha256 = '0'.repeat(64);
    await expect(addModel('small', options())).rejects.toThrow(/model\.bin of small has SHA-256 d01c3014.*not the hub's published 0{64}.*deleted/);
    expect(await fs.readdir(path.join(root, 'whisper-small.partial'))).not.toContain('model.bin.download');
  });

  it('fails on a corrupted byte, naming the file and deleting it', async () => {
    behaviour.corrupt = 'tokenizer.json';
    await expect(addModel('base', options())).rejects.toThrow(/^tokenizer\.json of base has SHA-256 \w+ \(2203239 bytes\), not the pinned fb7b6319.*it was deleted/);
    const staged = await fs.readdir(path.join(root, 'whisper-base.partial'));
    expect(staged).not.toContain('tokenizer.json');
    expect(staged).not.toContain('tokenizer.json.download');
    expect(installedModels(root)).toEqual([]);
  });

  it('resumes a transfer cut off mid-file with a Range request', async () => {
    behaviour.cutOnce.add('model.bin');
    const lines: string[] = [];
    const result = await addModel('base', options({ log: (line) => lines.push(line) }));
    expect(result.checks['model.bin'].sha256).toBe(pins[0].sha256);
    // Resumed from what reached the disk before the cut (half of the file, less what was still buffered).
    expect(rangeRequests).toHaveLength(1);
    const resumedAt = Number(/^model\.bin bytes=(\d+)-$/.exec(rangeRequests[0])?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(Math.floor(pins[0].bytes / 2));
    expect(lines.some((line) => /^model\.bin: the connection broke off/.test(line))).toBe(true);
    expect(lines).toContain(`model.bin: resuming at ${resumedAt} bytes`);
  });

  it('starts over when the file host answers a Range request with the whole file', async () => {
    behaviour.cutOnce.add('model.bin');
    behaviour.ignoreRange = true;
    const lines: string[] = [];
    const result = await addModel('base', options({ log: (line) => lines.push(line) }));
    expect(result.checks['model.bin'].sha256).toBe(pins[0].sha256);
    expect(lines).toContain('model.bin: the file host did not resume (200 to a Range request): starting over');
  });

  it('says clearly when the revision is not on the hub', async () => {
    behaviour.revision = 'another-revision';
    await expect(addModel('base', options())).rejects.toThrow(
      `Cannot add base: model.bin: not found (404 RevisionNotFound) at ${hubUrl}/Systran/faster-whisper-base/resolve/main/model.bin. Is revision main of Systran/faster-whisper-base on ${hubUrl}?`,
    );
  });

  it('refuses before downloading when there is not enough free space', async () => {
    await expect(addModel('base', options({ freeBytes: async () => 1e6 }))).rejects.toThrow(
      `Not enough free space in ${root} for base: it needs 148 MB, 1 MB is free. Nothing was downloaded.`,
    );
    expect(rangeRequests).toEqual([]);
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
    const closed = http.createServer();
    const url = await listen(closed);
    await new Promise((r) => closed.close(r));
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
