/**
 * Obtains the Vosk library and English model from Maven Central with Maven's own client
 * (`mvn dependency:get` into a local repository), checks each file's SHA-256 against the pins in
 * vosk-artifacts.ts, and unpacks them into the models folder (TAPESCRIPT_MODELS_DIR).
 * Idempotent: an unpacked folder whose marker names the pinned checksum is left as it is, so a second
 * run returns in milliseconds without starting Maven.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  artifactCoordinates,
  artifactFileName,
  artifactPathIn,
  defaultLibraryDir,
  defaultModelDir,
  libraryEntryFor,
  MODEL_PREFIX_IN_AAR,
  resolveVoskPaths,
  VOSK_LIBRARY_ARTIFACT,
  VOSK_MODEL_ARTIFACT,
  type MavenArtifact,
} from './vosk-artifacts.ts';
import { sha256Of } from '../models/hash.ts';
import { listZip, readZipEntry } from '../models/zip.ts';

/** Pinned so the fetch does not depend on whichever plugin version Maven's super-POM picks. */
export const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.6.1';
const MARKER = '.tapescript-artifact.json';

export interface FetchProgress {
  artifact: string;
  step: 'cached' | 'download' | 'verify' | 'extract' | 'ready';
  /** 0..1 over everything this call does (downloads weigh by their size). */
  overall: number;
  bytes?: number;
  total?: number;
}

export interface FetchOptions {
  /** Models folder (default TAPESCRIPT_MODELS_DIR or ./models) the artifacts are unpacked into. */
  modelsDir?: string;
  /** Maven local repository (default TAPESCRIPT_MAVEN_REPO or ~/.m2/repository). */
  mavenRepo?: string;
  onProgress?: (progress: FetchProgress) => void;
  /** Runs Maven with these arguments; replaced in tests. */
  runMaven?: (args: string[]) => Promise<void>;
}

export interface FetchResult {
  modelDir: string;
  libraryPath: string;
  /** False when everything was already unpacked and nothing was read or downloaded. */
  changed: boolean;
}

export async function ensureVoskArtifacts(options: FetchOptions = {}): Promise<FetchResult> {
  const { cacheDir } = resolveVoskPaths({ modelsDir: options.modelsDir });
  const mavenRepo = path.resolve(
    options.mavenRepo ?? process.env.TAPESCRIPT_MAVEN_REPO ?? path.join(os.homedir(), '.m2', 'repository'),
  );
  const runMaven = options.runMaven ?? runMavenCommand;
  const libraryEntry = libraryEntryFor();
  if (!libraryEntry) throw new Error(`Vosk publishes no native library for ${process.platform}-${process.arch}`);
  const libraryFolder = libraryEntry.slice(0, libraryEntry.lastIndexOf('/') + 1);

  const jobs = [
    {
      artifact: VOSK_LIBRARY_ARTIFACT,
      target: defaultLibraryDir(cacheDir),
      // The whole platform folder: on Windows the DLL needs its runtime DLLs beside it.
      select: (name: string) => (name.startsWith(libraryFolder) ? name : undefined),
    },
    {
      artifact: VOSK_MODEL_ARTIFACT,
      target: defaultModelDir(cacheDir),
      select: (name: string) => (name.startsWith(MODEL_PREFIX_IN_AAR) ? name.slice(MODEL_PREFIX_IN_AAR.length) : undefined),
    },
  ];
  const totalBytes = jobs.reduce((sum, job) => sum + job.artifact.bytes, 0);
  let doneBytes = 0;
  let changed = false;
  const report = (artifact: MavenArtifact, step: FetchProgress['step'], current = 0, extra: Partial<FetchProgress> = {}) =>
    options.onProgress?.({
      artifact: artifactCoordinates(artifact),
      step,
      overall: Math.min(1, (doneBytes + current) / totalBytes),
      ...extra,
    });

  for (const job of jobs) {
    const { artifact } = job;
    if (await hasMarker(job.target, artifact)) {
      doneBytes += artifact.bytes;
      report(artifact, 'cached');
      continue;
    }
    changed = true;
    const file = artifactPathIn(mavenRepo, artifact);
    if (!(await exists(file)) || (await sha256Of(file)) !== artifact.sha256) {
      await fs.rm(file, { force: true });
      report(artifact, 'download', 0, { bytes: 0, total: artifact.bytes });
      const stopWatching = watchDownload(path.dirname(file), artifactFileName(artifact), (bytes) =>
        report(artifact, 'download', Math.min(bytes, artifact.bytes), { bytes, total: artifact.bytes }),
      );
      try {
        await runMaven([
          '-B',
          '-q',
          `${DEPENDENCY_PLUGIN}:get`,
          `-Dartifact=${artifactCoordinates(artifact)}`,
          '-Dtransitive=false',
          `-Dmaven.repo.local=${mavenRepo}`,
        ]);
      } finally {
        stopWatching();
      }
      if (!(await exists(file))) throw new Error(`Maven finished but ${file} is not there`);
    }
    report(artifact, 'verify', artifact.bytes);
    const actual = await sha256Of(file);
    if (actual !== artifact.sha256) {
      await fs.rm(file, { force: true });
      throw new Error(
        `${artifactCoordinates(artifact)}: SHA-256 ${actual} does not match the pinned ${artifact.sha256}; the file was removed`,
      );
    }
    report(artifact, 'extract', artifact.bytes);
    await extract(file, job.target, job.select, artifact);
    doneBytes += artifact.bytes;
    report(artifact, 'ready');
  }
  return { modelDir: defaultModelDir(cacheDir), libraryPath: path.join(defaultLibraryDir(cacheDir), libraryEntry), changed };
}

async function hasMarker(dir: string, artifact: MavenArtifact): Promise<boolean> {
  try {
    const marker = JSON.parse(await fs.readFile(path.join(dir, MARKER), 'utf8'));
    return marker.sha256 === artifact.sha256 && marker.coordinates === artifactCoordinates(artifact);
  } catch {
    return false;
  }
}

/** Unpacks into a fresh sibling folder, then renames it into place, so a half-unpacked model is never seen. */
async function extract(
  archive: string,
  target: string,
  select: (name: string) => string | undefined,
  artifact: MavenArtifact,
): Promise<void> {
  const zip = await fs.readFile(archive);
  const staging = `${target}.partial-${process.pid}-${Date.now()}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  try {
    let files = 0;
    for (const entry of listZip(zip)) {
      const relative = select(entry.name);
      if (!relative || entry.name.endsWith('/')) continue;
      const destination = path.resolve(staging, relative);
      if (!destination.startsWith(staging + path.sep)) throw new Error(`unsafe path in archive: ${entry.name}`);
      await fs.mkdir(path.dirname(destination), { recursive: true });
      await fs.writeFile(destination, readZipEntry(zip, entry), { mode: /\.(so|dylib|dll)$/.test(relative) ? 0o755 : 0o644 });
      files++;
    }
    if (files === 0) throw new Error(`${artifactCoordinates(artifact)} holds nothing for this machine`);
    await fs.writeFile(
      path.join(staging, MARKER),
      JSON.stringify({ coordinates: artifactCoordinates(artifact), sha256: artifact.sha256, files }, null, 2),
    );
    await fs.rm(target, { recursive: true, force: true });
    try {
      await fs.rename(staging, target);
    } catch (error) {
      // Another process unpacked the same artifact at the same moment: theirs is as good as ours.
      if (!(await hasMarker(target, artifact))) throw error;
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Reports the size of the file Maven is writing (it downloads to a temporary name beside the final one). */
function watchDownload(dir: string, fileName: string, onBytes: (bytes: number) => void): () => void {
  let last = -1;
  const measure = async () => {
    try {
      let largest = 0;
      for (const name of await fs.readdir(dir)) {
        if (!name.startsWith(fileName) || name.endsWith('.sha1') || name.endsWith('.lastUpdated')) continue;
        largest = Math.max(largest, (await fs.stat(path.join(dir, name))).size);
      }
      if (largest !== last) onBytes((last = largest));
    } catch {
      // the folder appears only once Maven starts writing
    }
  };
  // measure never rejects: it catches its own errors.
  const timer = setInterval(() => void measure(), 250);
  return () => clearInterval(timer);
}

export function runMavenCommand(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.platform === 'win32' ? 'mvn.cmd' : 'mvn', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('Maven (mvn) is needed to fetch the Vosk model from Maven Central; install it (Debian: apt-get install maven)')
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`mvn ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
