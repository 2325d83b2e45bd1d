/**
 * The Whisper models `npm run models -- add NAME` can install: the hub repository of each one's CTranslate2
 * conversion, the revision and files to fetch, licence, size on disk, typical memory, and speed and accuracy figures.
 * Every value says where it comes from (`source`). Only base's and tiny.en's files are pinned (their SHA-256 are the
 * ones whisper-artifacts.ts already pins from the PyPI wheels); the others are "not verified here": `add` checks
 * each of their files against the hash and size the hub publishes with it, and records what it checked.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { whisperModelSpec, type WhisperModelSpec } from './whisper-artifacts.ts';

export interface CatalogueFile {
  name: string;
  /** Pinned SHA-256 and size: only where this repository verified them. */
  sha256?: string;
  bytes?: number;
}

/** A speed or accuracy figure and whether it was measured on this project's machines or published elsewhere. */
export interface Figure {
  text: string;
  measuredHere: boolean;
  source: string;
}

export interface CatalogueModel {
  /** The name users choose it by (TRANSCRIBE_MODEL, uploadAudio(model:), `npm run models -- add NAME`). */
  name: string;
  /** The folder inside the models dir (location.ts). */
  folder: string;
  /** The hub repository of its CTranslate2 conversion, and the revision fetched from it. */
  repo: string;
  revision: string;
  files: CatalogueFile[];
  licence: string;
  englishOnly: boolean;
  /** Bytes on disk, and the memory transcribing with it typically takes (the `add` warning's threshold). */
  diskBytes: number;
  memoryBytes: number;
  /** True when every file's SHA-256 is pinned here. */
  verified: boolean;
  speed: Figure;
  accuracy: Figure | null;
  /** Where the repo, revision, files, licence, size and memory come from. */
  source: string;
}

const MB = 1_000_000;
const GB = 1_000 * MB;
const MIB = 1024 * 1024;

const BENCH = 'bench/RESULTS.md, "transcription" rows (Whisper through the whole product, upload to READY, 2 cores)';
const OPENAI_SPEED = 'github.com/openai/whisper README, "Available models": speed relative to large on an A100, PyTorch';
const OPENAI_MEMORY = "the openai/whisper README's required VRAM for the PyTorch model (CTranslate2 int8 on a CPU needs less)";
const DISTIL_CARD = 'huggingface.co/distil-whisper/distil-large-v3.5 model card: long-form out-of-distribution WER';

/** A model whose files whisper-artifacts.ts pins: its files and their hashes are taken from there, not copied. */
function pinned(name: string): { spec: WhisperModelSpec; files: CatalogueFile[]; diskBytes: number } {
  const spec = whisperModelSpec(name)!;
  return {
    spec,
    files: spec.files.map(({ name: file, sha256, bytes }) => ({ name: file, sha256, bytes })),
    diskBytes: spec.files.reduce((sum, file) => sum + file.bytes, 0),
  };
}

const files = (...names: string[]): CatalogueFile[] => names.map((name) => ({ name }));
const SYSTRAN_FILES = files('model.bin', 'config.json', 'tokenizer.json', 'vocabulary.txt');
const LARGE_V3_FILES = files('model.bin', 'config.json', 'tokenizer.json', 'vocabulary.json', 'preprocessor_config.json');

const base = pinned('base');
const tinyEn = pinned('tiny.en');

export const CATALOGUE: readonly CatalogueModel[] = [
  {
    name: 'base',
    folder: base.spec.folder,
    repo: 'Systran/faster-whisper-base',
    revision: 'main',
    files: base.files,
    licence: 'MIT',
    englishOnly: false,
    diskBytes: base.diskBytes,
    memoryBytes: Math.round(501.7 * MIB),
    verified: true,
    speed: { text: 'RTF 0.108 (about 9x real time)', measuredHere: true, source: BENCH },
    accuracy: { text: '1.4% WER read speech, 3.0% conversation', measuredHere: true, source: BENCH },
    source:
      'files and SHA-256: whisper-artifacts.ts (= Systran/faster-whisper-base revision ebe41f70d5b6); memory: peak of the speech worker, ' +
      BENCH,
  },
  {
    name: 'tiny.en',
    folder: tinyEn.spec.folder,
    repo: 'Systran/faster-whisper-tiny.en',
    revision: 'main',
    files: tinyEn.files,
    licence: 'MIT',
    englishOnly: true,
    diskBytes: tinyEn.diskBytes,
    memoryBytes: Math.round(425.1 * MIB),
    verified: true,
    speed: { text: 'RTF 0.070 (about 14x real time)', measuredHere: true, source: BENCH },
    accuracy: { text: '4.2% WER read speech, 4.5% conversation', measuredHere: true, source: BENCH },
    source:
      'files and SHA-256: whisper-artifacts.ts (= Systran/faster-whisper-tiny.en revision 0d3d19a3); memory: peak of the speech worker, ' +
      BENCH,
  },
  {
    name: 'small',
    folder: 'whisper-small',
    repo: 'Systran/faster-whisper-small',
    revision: '536b0662742c02347bc0e980a01041f333bce120',
    files: SYSTRAN_FILES,
    licence: 'MIT',
    englishOnly: false,
    diskBytes: 487 * MB,
    memoryBytes: 2 * GB,
    verified: false,
    speed: { text: 'about 4x (large = 1x)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: null,
    source: `huggingface.co/Systran/faster-whisper-small/tree/536b066 (files, MIT, model.bin 484 MB); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'small.en',
    folder: 'whisper-small.en',
    repo: 'Systran/faster-whisper-small.en',
    revision: 'd1d751a5f8271d482d14ca55d9e2deeebbae577f',
    files: SYSTRAN_FILES,
    licence: 'MIT',
    englishOnly: true,
    diskBytes: 487 * MB,
    memoryBytes: 2 * GB,
    verified: false,
    speed: { text: 'about 4x (large = 1x)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: null,
    source: `huggingface.co/Systran/faster-whisper-small.en/tree/d1d751a (files, MIT, model.bin 484 MB); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'medium',
    folder: 'whisper-medium',
    repo: 'Systran/faster-whisper-medium',
    revision: '08e178d48790749d25932bbc082711ddcfdfbc4f',
    files: SYSTRAN_FILES,
    licence: 'MIT',
    englishOnly: false,
    diskBytes: 1_533 * MB,
    memoryBytes: 5 * GB,
    verified: false,
    speed: { text: 'about 2x (large = 1x)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: null,
    source: `huggingface.co/Systran/faster-whisper-medium/tree/08e178d (files, MIT, model.bin 1.53 GB); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'medium.en',
    folder: 'whisper-medium.en',
    repo: 'Systran/faster-whisper-medium.en',
    // The tree page seen shows head a29b04b but not its full hash, which the hub needs: the branch is fetched.
    revision: 'main',
    files: SYSTRAN_FILES,
    licence: 'MIT',
    englishOnly: true,
    diskBytes: 1_533 * MB,
    memoryBytes: 5 * GB,
    verified: false,
    speed: { text: 'about 2x (large = 1x)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: null,
    source: `huggingface.co/Systran/faster-whisper-medium.en/tree/main (head a29b04b; files, MIT, model.bin 1.53 GB); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'large-v3',
    folder: 'whisper-large-v3',
    repo: 'Systran/faster-whisper-large-v3',
    revision: 'edaa852ec7e145841d8ffdb056a99866b5f0a478',
    files: LARGE_V3_FILES,
    licence: 'MIT',
    englishOnly: false,
    diskBytes: 3_094 * MB,
    memoryBytes: 10 * GB,
    verified: false,
    speed: { text: '1x (the reference)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: null,
    source: `huggingface.co/Systran/faster-whisper-large-v3/tree/edaa852 (files, MIT, model.bin 3.09 GB, float16); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'large-v3-turbo',
    folder: 'whisper-large-v3-turbo',
    repo: 'mobiuslabsgmbh/faster-whisper-large-v3-turbo',
    // The tree page seen shows head 0c94664 but not its full hash: the branch is fetched.
    revision: 'main',
    files: LARGE_V3_FILES,
    licence: 'MIT',
    englishOnly: false,
    diskBytes: 1_626 * MB,
    memoryBytes: 6 * GB,
    verified: false,
    speed: { text: 'about 8x (large = 1x)', measuredHere: false, source: OPENAI_SPEED },
    accuracy: { text: '10.25% WER long-form (out of distribution)', measuredHere: false, source: DISTIL_CARD },
    source: `huggingface.co/mobiuslabsgmbh/faster-whisper-large-v3-turbo/tree/main (head 0c94664; files, MIT, model.bin 1.62 GB); memory: ${OPENAI_MEMORY}`,
  },
  {
    name: 'distil-large-v3.5',
    folder: 'whisper-distil-large-v3.5',
    repo: 'distil-whisper/distil-large-v3.5-ct2',
    revision: 'main',
    files: LARGE_V3_FILES,
    licence: 'MIT',
    englishOnly: true,
    diskBytes: 3_035 * MB,
    memoryBytes: 6 * GB,
    verified: false,
    speed: { text: 'about 1.5x large-v3-turbo', measuredHere: false, source: DISTIL_CARD },
    accuracy: { text: '11.39% WER long-form (out of distribution)', measuredHere: false, source: DISTIL_CARD },
    source:
      'repository name: faster-whisper users\' model lists and the distil-large-v3.5 card (MIT); its file list was not seen here: ' +
      'files and size (3.03 GB) are those of distil-whisper/distil-large-v3-ct2 (tree 04410df); memory: assumed as large-v3-turbo ' +
      '(756 M parameters against 809 M)',
  },
];

export function catalogueModel(name: string): CatalogueModel | undefined {
  return CATALOGUE.find((model) => model.name === name);
}

/**
 * The catalogue models installed in `modelsDir` (their folder holds a model.bin), in catalogue order: what the
 * Whisper engine can run here, so what `query { engines }` and the upload dialog offer.
 */
export function installedModels(modelsDir: string): CatalogueModel[] {
  return CATALOGUE.filter((model) => existsSync(path.join(modelsDir, model.folder, 'model.bin')));
}
