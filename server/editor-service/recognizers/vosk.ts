/**
 * Vosk (Kaldi) behind SpeechRecognizer: libvosk's C API called through koffi, with the small US English
 * model. Words come with start/end times and confidences.
 *
 * The model is loaded once per process (about 0.3 s, ~250 MB resident) and shared; each recognize() call
 * makes its own Kaldi recognizer, so calls are independent and may run side by side. Native calls run on
 * koffi's worker threads, so a long recording does not block the event loop.
 *
 * Where things are looked for: see resolveVoskPaths (VOSK_MODEL_DIR, VOSK_LIBRARY, else the models folder
 * TAPESCRIPT_MODELS_DIR that `npm run setup` fills).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RecognizedWord, RecognizeOptions, SpeechRecognizer } from './types.ts';
import { resolveVoskPaths } from './vosk-artifacts.ts';

const SAMPLE_RATE = 16_000;
/** Half a second of s16le: small enough for smooth progress and prompt aborts, large enough to keep call overhead negligible. */
const CHUNK_BYTES = SAMPLE_RATE; // 8000 samples * 2 bytes

type Pointer = unknown;
interface VoskApi {
  modelNew(modelDir: string): Promise<Pointer | null>;
  recognizerNew(model: Pointer, sampleRate: number): Promise<Pointer | null>;
  setWords(recognizer: Pointer, on: number): void;
  acceptWaveform(recognizer: Pointer, data: Buffer, length: number): Promise<number>;
  result(recognizer: Pointer): Promise<string>;
  finalResult(recognizer: Pointer): Promise<string>;
  recognizerFree(recognizer: Pointer): void;
}

interface VoskJsonWord {
  word: string;
  start: number;
  end: number;
  conf?: number;
}

export interface VoskRecognizerOptions {
  /** A Vosk model folder (the one holding am/, conf/, graph/). */
  modelDir?: string;
  /** The libvosk shared library. */
  libraryPath?: string;
  /** Models folder used when the two above are not given (default TAPESCRIPT_MODELS_DIR or ./models). */
  modelsDir?: string;
}

/** Loaded libraries and models, shared by every recognizer in the process. */
const libraries = new Map<string, Promise<VoskApi>>();
const models = new Map<string, Promise<Pointer>>();

export class VoskRecognizer implements SpeechRecognizer {
  readonly name = 'vosk';
  private readonly options: VoskRecognizerOptions;

  constructor(options: VoskRecognizerOptions = {}) {
    this.options = { ...options };
  }

  /** Resolved on each use, so the shared instance follows VOSK_MODEL_DIR / TAPESCRIPT_MODELS_DIR as set when it runs. */
  get modelDir(): string {
    return resolveVoskPaths(this.options).modelDir;
  }

  get libraryPath(): string | undefined {
    return resolveVoskPaths(this.options).libraryPath;
  }

  /** True when the native library and a model folder are both on disk (and, once tried, loaded without error). */
  async available(): Promise<boolean> {
    const { modelDir, libraryPath } = resolveVoskPaths(this.options);
    if (!libraryPath) return false;
    const present = await Promise.all([
      isFile(libraryPath),
      isFile(path.join(modelDir, 'am', 'final.mdl')),
      isFile(path.join(modelDir, 'conf', 'model.conf')),
    ]);
    if (!present.every(Boolean)) return false;
    const model = models.get(modelKey(libraryPath, modelDir));
    if (model) return model.then(
      () => true,
      () => false,
    );
    return true;
  }

  async recognize(pcm: Buffer, options: RecognizeOptions = {}): Promise<RecognizedWord[]> {
    const { onProgress, signal } = options;
    signal?.throwIfAborted();
    const { modelDir, libraryPath } = resolveVoskPaths(this.options);
    const api = await libraryAt(libraryPath);
    const model = await modelAt(api, libraryPath, modelDir);
    signal?.throwIfAborted();

    const recognizer = await api.recognizerNew(model, SAMPLE_RATE);
    if (!recognizer) throw new Error('vosk_recognizer_new failed');
    const words: RecognizedWord[] = [];
    try {
      api.setWords(recognizer, 1);
      const length = pcm.length & ~1;
      for (let offset = 0; offset < length; offset += CHUNK_BYTES) {
        signal?.throwIfAborted();
        // A copy: the native call runs on another thread and must not see a buffer the caller may reuse.
        const chunk = Buffer.from(pcm.subarray(offset, Math.min(offset + CHUNK_BYTES, length)));
        const endOfUtterance = await api.acceptWaveform(recognizer, chunk, chunk.length);
        if (endOfUtterance) collect(await api.result(recognizer), words);
        onProgress?.(Math.min(offset + CHUNK_BYTES, length) / Math.max(length, 1));
      }
      signal?.throwIfAborted();
      collect(await api.finalResult(recognizer), words);
      onProgress?.(1);
      return words;
    } finally {
      api.recognizerFree(recognizer);
    }
  }
}

function modelKey(libraryPath: string | undefined, modelDir: string): string {
  return `${libraryPath}\0${modelDir}`;
}

function libraryAt(libraryPath: string | undefined): Promise<VoskApi> {
  if (!libraryPath) return Promise.reject(new Error(`Vosk has no native library for ${process.platform}-${process.arch}`));
  let api = libraries.get(libraryPath);
  if (!api) {
    api = loadLibrary(libraryPath);
    libraries.set(libraryPath, api);
    api.catch(() => libraries.delete(libraryPath));
  }
  return api;
}

/** Loads a model once per process; a model folder missing at the time is not remembered, so a later fetch is picked up. */
function modelAt(api: VoskApi, libraryPath: string | undefined, modelDir: string): Promise<Pointer> {
  const key = modelKey(libraryPath, modelDir);
  let model = models.get(key);
  if (!model) {
    model = (async () => {
      if (!(await isFile(path.join(modelDir, 'am', 'final.mdl')))) throw new Error(`no Vosk model in ${modelDir}`);
      const pointer = await api.modelNew(modelDir);
      if (!pointer) throw new Error(`vosk_model_new could not load the model in ${modelDir}`);
      return pointer;
    })();
    models.set(key, model);
    model.catch((error: Error) => {
      if (error.message.startsWith('no Vosk model')) models.delete(key);
    });
  }
  return model;
}

function collect(json: string, into: RecognizedWord[]): void {
  const parsed = JSON.parse(json) as { result?: VoskJsonWord[] };
  for (const w of parsed.result ?? []) {
    if (!w.word || w.word === '[unk]') continue;
    into.push({ text: w.word, start: w.start, end: w.end, ...(w.conf === undefined ? {} : { confidence: w.conf }) });
  }
}

async function loadLibrary(libraryPath: string): Promise<VoskApi> {
  const { default: koffi } = await import('koffi');
  const lib = koffi.load(libraryPath);
  lib.func('void vosk_set_log_level(int level)')(-1);
  const modelNew = lib.func('void *vosk_model_new(const char *model_path)');
  const recognizerNew = lib.func('void *vosk_recognizer_new(void *model, float sample_rate)');
  const setWords = lib.func('void vosk_recognizer_set_words(void *recognizer, int words)');
  const acceptWaveform = lib.func('int vosk_recognizer_accept_waveform(void *recognizer, const uint8_t *data, int length)');
  const result = lib.func('const char *vosk_recognizer_result(void *recognizer)');
  const finalResult = lib.func('const char *vosk_recognizer_final_result(void *recognizer)');
  const recognizerFree = lib.func('void vosk_recognizer_free(void *recognizer)');
  const call =
    <T>(fn: { async: (...args: unknown[]) => void }) =>
    (...args: unknown[]): Promise<T> =>
      new Promise((resolve, reject) => fn.async(...args, (error: unknown, value: T) => (error ? reject(error) : resolve(value))));
  return {
    modelNew: call(modelNew),
    recognizerNew: call(recognizerNew),
    setWords: (r, on) => setWords(r, on),
    acceptWaveform: call(acceptWaveform),
    result: call(result),
    finalResult: call(finalResult),
    recognizerFree: (r) => recognizerFree(r),
  };
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export function createVoskRecognizer(options: VoskRecognizerOptions = {}): VoskRecognizer {
  return new VoskRecognizer(options);
}

/** The recognizer as configured by the environment (VOSK_MODEL_DIR, VOSK_LIBRARY, TAPESCRIPT_MODELS_DIR). */
export const vosk = createVoskRecognizer();
