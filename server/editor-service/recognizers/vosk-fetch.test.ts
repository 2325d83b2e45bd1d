import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  artifactCoordinates,
  artifactPathIn,
  defaultLibraryDir,
  defaultModelDir,
  VOSK_LIBRARY_ARTIFACT,
  VOSK_MODEL_ARTIFACT,
} from './vosk-artifacts.ts';
import { ensureVoskArtifacts, type FetchProgress } from './vosk-fetch.ts';

// Hermetic checks of the fetch logic with Maven replaced; the real download is the CI step
// `npx tsx scripts/models/fetch.ts`, and vosk.test.ts then runs the engine on what it unpacked.
describe('ensureVoskArtifacts', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vosk-fetch-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses and removes a download whose SHA-256 differs from the pin', async () => {
    const mavenRepo = path.join(root, 'm2');
    const calls: string[][] = [];
    const runMaven = async (args: string[]) => {
      calls.push(args);
      const file = artifactPathIn(mavenRepo, VOSK_LIBRARY_ARTIFACT);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'not the published jar');
    };
    await expect(ensureVoskArtifacts({ modelsDir: path.join(root, 'models'), mavenRepo, runMaven })).rejects.toThrow(
      /does not match the pinned/,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`-Dartifact=${artifactCoordinates(VOSK_LIBRARY_ARTIFACT)}`);
    expect(calls[0]).toContain(`-Dmaven.repo.local=${mavenRepo}`);
    expect(fs.existsSync(artifactPathIn(mavenRepo, VOSK_LIBRARY_ARTIFACT))).toBe(false);
    expect(fs.existsSync(path.join(root, 'models', 'vosk-0.3.45'))).toBe(false);
  });

  it('does nothing, without Maven, when both folders carry the pinned marker', async () => {
    const cacheDir = path.join(root, 'models');
    for (const [dir, artifact] of [
      [defaultLibraryDir(cacheDir), VOSK_LIBRARY_ARTIFACT],
      [defaultModelDir(cacheDir), VOSK_MODEL_ARTIFACT],
    ] as const) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, '.tapescript-artifact.json'),
        JSON.stringify({ coordinates: artifactCoordinates(artifact), sha256: artifact.sha256 }),
      );
    }
    const progress: FetchProgress[] = [];
    const result = await ensureVoskArtifacts({
      modelsDir: path.join(root, 'models'),
      mavenRepo: path.join(root, 'm2'),
      runMaven: async () => {
        throw new Error('Maven must not run');
      },
      onProgress: (p) => progress.push(p),
    });
    expect(result.changed).toBe(false);
    expect(result.modelDir).toBe(defaultModelDir(cacheDir));
    expect(progress.map((p) => p.step)).toEqual(['cached', 'cached']);
    expect(progress.at(-1)!.overall).toBe(1);
  });

  it('says what to install when Maven is missing', async () => {
    const saved = process.env.PATH;
    process.env.PATH = path.join(root, 'empty-bin');
    try {
      await expect(
        ensureVoskArtifacts({ modelsDir: path.join(root, 'models'), mavenRepo: path.join(root, 'm2') }),
      ).rejects.toThrow(/Maven \(mvn\) is needed/);
    } finally {
      process.env.PATH = saved;
    }
  });
});
