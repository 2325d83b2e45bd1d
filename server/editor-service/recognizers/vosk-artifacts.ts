/**
 * What the Vosk recognizer needs on disk, where it lives, and the checksums it is verified against.
 *
 * Both artifacts are Alpha Cephei's own publications on Maven Central:
 * - `com.alphacephei:vosk` is a jar that carries the native libvosk for linux-x86-64, darwin and win32-x86-64;
 * - `com.alphacephei:vosk-model-en` is an Android AAR whose assets are the small US English model
 *   (vosk-model-small-en-us; Alpha Cephei's README in it: 9.85% WER on LibriSpeech test-clean).
 *   Its 0.3.75 release on Central is empty (README and uuid only), so 0.3.45 is pinned.
 */
import path from 'node:path';
import { modelsDir } from '../models/location.ts';

export interface MavenArtifact {
  groupId: string;
  artifactId: string;
  version: string;
  packaging: 'jar' | 'aar';
  /** SHA-256 of the file as published; a download that differs is refused. */
  sha256: string;
  bytes: number;
}

export const VOSK_LIBRARY_ARTIFACT: MavenArtifact = {
  groupId: 'com.alphacephei',
  artifactId: 'vosk',
  version: '0.3.45',
  packaging: 'jar',
  sha256: '9e38e96e4448a41d889bb254b2f8424945554945c6e77e1cd97a3d8633fac2ba',
  bytes: 25_861_916,
};

export const VOSK_MODEL_ARTIFACT: MavenArtifact = {
  groupId: 'com.alphacephei',
  artifactId: 'vosk-model-en',
  version: '0.3.45',
  packaging: 'aar',
  sha256: '8a5792fccaf873b4745dbd1b3fe19d8a77a15898e806674020eea820424771cd',
  bytes: 41_185_783,
};

/** The folder inside the AAR that holds the model (am/, conf/, graph/, ivector/). */
export const MODEL_PREFIX_IN_AAR = 'assets/model-en-us/';

/** Where the native library sits inside the jar for this machine, or undefined where the jar has none. */
export function libraryEntryFor(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string | undefined {
  if (platform === 'linux' && arch === 'x64') return 'linux-x86-64/libvosk.so';
  if (platform === 'darwin') return 'darwin/libvosk.dylib';
  if (platform === 'win32' && arch === 'x64') return 'win32-x86-64/libvosk.dll';
  return undefined;
}

export function artifactFileName(a: MavenArtifact): string {
  return `${a.artifactId}-${a.version}.${a.packaging}`;
}

/** The artifact's path inside a Maven local repository. */
export function artifactPathIn(mavenRepo: string, a: MavenArtifact): string {
  return path.join(mavenRepo, ...a.groupId.split('.'), a.artifactId, a.version, artifactFileName(a));
}

export function artifactCoordinates(a: MavenArtifact): string {
  return `${a.groupId}:${a.artifactId}:${a.version}:${a.packaging}`;
}

export interface VoskPaths {
  /** The model folder handed to vosk_model_new. */
  modelDir: string;
  /** The native library handed to the FFI loader (undefined on a platform the jar does not cover). */
  libraryPath: string | undefined;
  /** The models folder that the fetch step extracts into. */
  cacheDir: string;
}

/**
 * Where the model and library are looked for: VOSK_MODEL_DIR (a pre-downloaded Vosk model folder) and
 * VOSK_LIBRARY (a libvosk file) win; otherwise the models folder (TAPESCRIPT_MODELS_DIR) that the fetch step fills.
 */
export function resolveVoskPaths(
  options: { modelsDir?: string; modelDir?: string; libraryPath?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): VoskPaths {
  const cacheDir = options.modelsDir ? path.resolve(options.modelsDir) : modelsDir(env);
  const modelDir = options.modelDir ?? env.VOSK_MODEL_DIR ?? defaultModelDir(cacheDir);
  const entry = libraryEntryFor();
  const libraryPath =
    options.libraryPath ?? env.VOSK_LIBRARY ?? (entry ? path.join(defaultLibraryDir(cacheDir), entry) : undefined);
  return { modelDir: path.resolve(modelDir), libraryPath: libraryPath && path.resolve(libraryPath), cacheDir };
}

export function defaultModelDir(cacheDir: string): string {
  return path.join(cacheDir, `${VOSK_MODEL_ARTIFACT.artifactId}-${VOSK_MODEL_ARTIFACT.version}`);
}

export function defaultLibraryDir(cacheDir: string): string {
  return path.join(cacheDir, `${VOSK_LIBRARY_ARTIFACT.artifactId}-${VOSK_LIBRARY_ARTIFACT.version}`);
}
