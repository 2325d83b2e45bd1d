/**
 * Adding and removing catalogue models (catalogue.ts) in the models folder (location.ts), for `npm run models`.
 * An add holds a lock file (one add or remove at a time), checks free space first, downloads each file from the hub
 * into a staging folder beside the model's (kept between runs, so an interrupted add resumes), checks it (against
 * the pinned SHA-256, else the hash the hub publishes with it), and moves the folder into place only when every file
 * passed, with a manifest saying what was checked.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE, catalogueModel, type CatalogueFile, type CatalogueModel } from './catalogue.ts';
import { gitBlobSha1Of, sha256Of } from './hash.ts';
import { HubError, transfer, type Published } from './hub-transfer.ts';
import { MARKER } from './whisper-fetch.ts';

export const DEFAULT_HUB_URL = 'https://huggingface.co';
const LOCK = '.models.lock';
const CHECKS = '.checks.json';

export class ModelCommandError extends Error {}

export interface AddOptions {
  modelsDir: string;
  /** TAPESCRIPT_MODEL_HUB_URL. */
  hubUrl?: string;
  /** Bytes free where the models go; statfs unless replaced (tests). */
  freeBytes?: (dir: string) => Promise<number>;
  /** This machine's memory (os.totalmem unless replaced). */
  totalMemory?: number;
  log?: (line: string) => void;
  onProgress?: (file: string, received: number, total: number | null) => void;
}

/** How one file was checked, as the manifest records it. */
export interface FileCheck {
  sha256: string;
  bytes: number;
  checkedAgainst: 'pinned SHA-256 (catalogue)' | "hub's X-Linked-Etag (SHA-256) and X-Linked-Size" | "hub's ETag (git blob SHA-1)";
}

export interface AddResult {
  model: CatalogueModel;
  dir: string;
  alreadyInstalled: boolean;
  checks: Record<string, FileCheck>;
}

export function knownModel(name: string): CatalogueModel {
  const model = catalogueModel(name);
  if (!model) throw new ModelCommandError(`There is no model "${name}" in the catalogue; it has ${CATALOGUE.map((m) => m.name).join(', ')}.`);
  return model;
}

export async function addModel(name: string, options: AddOptions): Promise<AddResult> {
  const model = knownModel(name);
  const log = options.log ?? (() => {});
  const target = path.join(options.modelsDir, model.folder);
  await fs.mkdir(options.modelsDir, { recursive: true });
  const release = await takeLock(options.modelsDir, `adding ${model.name}`);
  try {
    const installed = await manifestOf(target);
    if (installed) return { model, dir: target, alreadyInstalled: true, checks: installed.checks ?? {} };
    if (await exists(target)) {
      throw new ModelCommandError(`${target} exists but was not installed by \`npm run models\` (it has no ${MARKER}); move it away first.`);
    }
    const memory = options.totalMemory ?? os.totalmem();
    if (memory < model.memoryBytes) {
      log(`warning: this machine has ${byteSize(memory)} of memory; ${model.name} typically needs ${byteSize(model.memoryBytes)}: transcribing may run out of memory.`);
    }
    const staging = `${target}.partial`;
    const needed = model.diskBytes - (await bytesIn(staging));
    const free = await (options.freeBytes ?? statfsFree)(options.modelsDir);
    if (free < needed) {
      throw new ModelCommandError(
        `Not enough free space in ${options.modelsDir} for ${model.name}: it needs ${byteSize(needed)}, ${byteSize(free)} is free. Nothing was downloaded.`,
      );
    }
    await fs.mkdir(staging, { recursive: true });
    const hub = (options.hubUrl ?? DEFAULT_HUB_URL).replace(/\/+$/, '');
    const checks: Record<string, FileCheck> = await readChecks(staging);
    for (const file of model.files) {
      const done = path.join(staging, file.name);
      if (checks[file.name] && (await exists(done)) && (await sha256Of(done)) === checks[file.name].sha256) continue;
      const url = `${hub}/${model.repo}/resolve/${model.revision}/${file.name}`;
      const partial = `${done}.download`;
      let published: Published | null;
      try {
        published = await transfer(url, partial, {
          log: (line) => log(`${file.name}: ${line}`),
          onProgress: (received, total) => options.onProgress?.(file.name, received, total ?? file.bytes ?? null),
        });
      } catch (error) {
        // Nothing fetched yet (no network, no such revision): leave no empty staging folder behind.
        await fs.rmdir(staging).catch(() => {});
        if (!(error instanceof HubError)) throw error;
        throw new ModelCommandError(`Cannot add ${model.name}: ${file.name}: ${error.message}.${/404/.test(error.message) ? ` Is revision ${model.revision} of ${model.repo} on ${hub}?` : ''}`);
      }
      checks[file.name] = await check(model, file, partial, published);
      await fs.rename(partial, done);
      await fs.writeFile(path.join(staging, CHECKS), JSON.stringify(checks));
      log(`${file.name}: ${checks[file.name].bytes} bytes, matches the ${checks[file.name].checkedAgainst}`);
    }
    await fs.rm(path.join(staging, CHECKS));
    const files = Object.fromEntries(model.files.map((file) => [file.name, checks[file.name].sha256]));
    const manifest = { model: model.name, hub, repo: model.repo, revision: model.revision, verified: model.verified, files, checks };
    await fs.writeFile(path.join(staging, MARKER), JSON.stringify(manifest, null, 2));
    await fs.rename(staging, target);
    return { model, dir: target, alreadyInstalled: false, checks };
  } finally {
    await release();
  }
}

/** Checks a downloaded file; a file that does not match is deleted and the add fails, naming it. */
async function check(model: CatalogueModel, file: CatalogueFile, partial: string, published: Published | null): Promise<FileCheck> {
  const bytes = (await fs.stat(partial)).size;
  const sha256 = await sha256Of(partial);
  const refuse = async (what: string): Promise<never> => {
    await fs.rm(partial, { force: true });
    throw new ModelCommandError(`${file.name} of ${model.name} ${what}; it was deleted and nothing was installed.`);
  };
  if (file.sha256) {
    if (sha256 !== file.sha256 || bytes !== file.bytes) await refuse(`has SHA-256 ${sha256} (${bytes} bytes), not the pinned ${file.sha256} (${file.bytes} bytes)`);
    return { sha256, bytes, checkedAgainst: 'pinned SHA-256 (catalogue)' };
  }
  if (published?.algorithm === 'sha256') {
    if (sha256 !== published.hash || (published.bytes !== null && bytes !== published.bytes)) {
      await refuse(`has SHA-256 ${sha256} (${bytes} bytes), not the hub's published ${published.hash} (${published.bytes ?? '?'} bytes)`);
    }
    return { sha256, bytes, checkedAgainst: "hub's X-Linked-Etag (SHA-256) and X-Linked-Size" };
  }
  if (published?.algorithm === 'git-blob-sha1') {
    const blob = await gitBlobSha1Of(partial);
    if (blob !== published.hash) await refuse(`has git blob SHA-1 ${blob}, not the hub's ETag ${published.hash}`);
    return { sha256, bytes, checkedAgainst: "hub's ETag (git blob SHA-1)" };
  }
  return refuse('came without a hash from the hub (no X-Linked-Etag or ETag), so it cannot be checked');
}

export interface RemoveOptions {
  modelsDir: string;
  /** The configured default model (TRANSCRIBE_MODEL): never removed. */
  defaultModel: string;
}

export async function removeModel(name: string, options: RemoveOptions): Promise<string> {
  const model = knownModel(name);
  if (model.name === options.defaultModel) {
    throw new ModelCommandError(
      `${model.name} is the configured default model (TRANSCRIBE_MODEL, default base); set TRANSCRIBE_MODEL to another installed model before removing it.`,
    );
  }
  const target = path.join(options.modelsDir, model.folder);
  const release = await takeLock(options.modelsDir, `removing ${model.name}`);
  try {
    const staging = `${target}.partial`;
    if (!(await exists(target)) && !(await exists(staging))) throw new ModelCommandError(`${model.name} is not installed in ${options.modelsDir}.`);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rm(staging, { recursive: true, force: true });
    return target;
  } finally {
    await release();
  }
}

/** The manifest of an installed model folder, or null when the folder is not a complete install. */
export async function manifestOf(dir: string): Promise<{ files: Record<string, string>; checks?: Record<string, FileCheck> } | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, MARKER), 'utf8'));
    for (const file of Object.keys(manifest.files ?? {})) await fs.access(path.join(dir, file));
    return manifest;
  } catch {
    return null;
  }
}

/**
 * Takes the models folder's lock, or fails saying who holds it. A lock left by a process that is gone (killed
 * mid-add) is taken over.
 */
async function takeLock(modelsDir: string, doing: string): Promise<() => Promise<void>> {
  const file = path.join(modelsDir, LOCK);
  for (;;) {
    try {
      await fs.writeFile(file, JSON.stringify({ pid: process.pid, doing, since: new Date().toISOString() }), { flag: 'wx' });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid?: number; doing?: string; since?: string } = {};
    try {
      holder = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      // Written but not yet filled in by its holder, or removed since: look again.
    }
    if (holder.pid && !alive(holder.pid)) {
      await fs.rm(file, { force: true });
      continue;
    }
    throw new ModelCommandError(
      `Another \`npm run models\` is ${holder.doing ?? 'running'} (process ${holder.pid ?? '?'}, since ${holder.since ?? '?'}); ` +
        `wait for it to finish (or, if it is gone, delete ${file}).`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readChecks(staging: string): Promise<Record<string, FileCheck>> {
  try {
    return JSON.parse(await fs.readFile(path.join(staging, CHECKS), 'utf8'));
  } catch {
    return {};
  }
}

/** What an interrupted add left in its staging folder (0 when there is none). */
async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const name of await fs.readdir(dir).catch(() => [])) total += (await fs.stat(path.join(dir, name))).size;
  return total;
}

async function statfsFree(dir: string): Promise<number> {
  const { bavail, bsize } = await fs.statfs(dir);
  return bavail * bsize;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** "1.5 GB", "148 MB", "2 kB": sizes as the hub's pages write them (powers of 1000). */
export function byteSize(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return bytes >= 1e6 ? `${Math.round(bytes / 1e6)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}
