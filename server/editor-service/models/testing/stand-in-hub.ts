import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { catalogueModel } from '../catalogue.ts';
import { gitBlobSha1Of } from '../hash.ts';
import { modelsDir } from '../location.ts';
import { whisperModelSpec } from '../whisper-artifacts.ts';

/**
 * A stand-in for the model hub on 127.0.0.1, serving the installed base model's files (so the catalogue's pins are
 * the real hashes) under its real repository: resolve URLs answer with a redirect to a second port, as the hub's
 * LFS files do (with X-Linked-Etag and X-Linked-Size), and config.json directly with its git blob SHA-1 as ETag, as
 * the hub's small files are. The file server supports Range and can be told to misbehave.
 */
export interface StandInHub {
  url: string;
  /** What it does now; `reset` brings back the well-behaved hub. */
  behaviour: HubBehaviour;
  /** The Range headers the file host was sent ("file bytes=N-"). */
  rangeRequests: string[];
  reset(): void;
  close(): Promise<void>;
}

export interface HubBehaviour {
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

/** The installed base model, whose files the stand-in serves. */
export const SERVED_MODEL_DIR = path.join(modelsDir(), 'whisper-base');

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

export async function startStandInHub(): Promise<StandInHub> {
  const base = catalogueModel('base')!;
  const pins = whisperModelSpec('base')!.files;
  const configEtag = await gitBlobSha1Of(path.join(SERVED_MODEL_DIR, 'config.json'));
  const wellBehaved = (): HubBehaviour => ({ cutOnce: new Set(), ignoreRange: false, repo: base.repo, revision: base.revision });
  const hub = { behaviour: wellBehaved(), rangeRequests: [] as string[] };

  /** The file host: Range answered with 206 (unless told to ignore it), a cut or a corrupted byte when told. */
  async function serveBlob(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const { behaviour } = hub;
    const name = decodeURIComponent(request.url!.replace(/^\/blobs\//, ''));
    const file = path.join(SERVED_MODEL_DIR, path.basename(name));
    const { size } = await fs.stat(file);
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    if (request.headers.range) hub.rangeRequests.push(`${name} ${request.headers.range}`);
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

  const files = http.createServer((request, response) => void serveBlob(request, response));
  const filesUrl = await listen(files);
  const server = http.createServer((request, response) => {
    const { behaviour } = hub;
    const match = /^\/(.+)\/resolve\/([^/]+)\/([^/]+)$/.exec(request.url!);
    if (!match) return void response.writeHead(404).end();
    const [, repo, revision, name] = match;
    if (repo !== behaviour.repo) return void response.writeHead(404, { 'x-error-code': 'RepoNotFound' }).end();
    if (revision !== behaviour.revision) return void response.writeHead(404, { 'x-error-code': 'RevisionNotFound' }).end();
    if (name === 'config.json') {
      return void fs.readFile(path.join(SERVED_MODEL_DIR, name)).then((body) => response.writeHead(200, { etag: `"${configEtag}"` }).end(body));
    }
    const pin = pins.find((file) => file.name === name);
    if (!pin) return void response.writeHead(404, { 'x-error-code': 'EntryNotFound' }).end();
    const sha256 = name === 'model.bin' && behaviour.publishedSha256 ? behaviour.publishedSha256 : pin.sha256;
    response.writeHead(302, { location: `${filesUrl}/blobs/${name}`, 'x-linked-etag': `"${sha256}"`, 'x-linked-size': String(pin.bytes) }).end();
  });
  const url = await listen(server);
  return {
    url,
    get behaviour() {
      return hub.behaviour;
    },
    set behaviour(next: HubBehaviour) {
      hub.behaviour = next;
    },
    get rangeRequests() {
      return hub.rangeRequests;
    },
    reset() {
      hub.behaviour = wellBehaved();
      hub.rangeRequests = [];
    },
    async close() {
      await new Promise((r) => server.close(r));
      await new Promise((r) => files.close(r));
    },
  };
}
