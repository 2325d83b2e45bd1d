import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_MAX_UPLOAD_MB, MAX_UPLOAD_MB_CEILING, MIB } from '../config.ts';
import { removedEngineProblem, TRANSCRIPTION_ENGINES } from '../domain/transcribe-options.ts';
import { modelsDir } from './models/location.ts';
import { CATALOGUE } from './models/catalogue.ts';
import { DEFAULT_WHISPER_MODEL } from './models/whisper-artifacts.ts';

export const TRANSCRIBE_ENGINES = ['auto', ...TRANSCRIPTION_ENGINES] as const;
/** speech-worker/device.py's choices. */
export const WORKER_DEVICES = ['auto', 'cpu', 'cuda'] as const;
export type WorkerDeviceChoice = (typeof WORKER_DEVICES)[number];
export type TranscribeEngineChoice = (typeof TRANSCRIBE_ENGINES)[number];

export interface WhisperConfig {
  /** The model used when a request names none: a catalogue model (models/catalogue.ts), or the folder name of TRANSCRIBE_MODEL_DIR. */
  model: string;
  /** A CTranslate2 Whisper model folder of the user's own (small, medium, large-v3, distil, …). */
  customModelDir?: string;
  /** Start the worker and load the model when the service starts, not on the first job. */
  preload: boolean;
  /** Worker processes, and Whisper threads in each: workers × threads never exceeds the cores. */
  workers: number;
  threads: number;
  /** TAPESCRIPT_DEVICE: where the speech worker runs its models; auto = CUDA when it has a GPU that loads, else the CPU. */
  device: WorkerDeviceChoice;
}

/** Every setting of the editor service, read and validated once. */
export interface EditorServiceConfig {
  port: number;
  host: string;
  transcribe: {
    /** auto = Deepgram when DEEPGRAM_API_KEY is set, else Whisper (offline). */
    engine: TranscribeEngineChoice;
    /** Present when DEEPGRAM_API_KEY is set. */
    deepgram?: { apiKey: string; baseUrl: string; timeoutMs: number };
    whisper: WhisperConfig;
  };
  /** Every engine's model files (TAPESCRIPT_MODELS_DIR, default ./models of the installation; never the data dir). */
  modelsDir: string;
  refine: { engine: 'rules' } | { engine: 'llm'; llm: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number } };
  /**
   * The product's upload limit (TAPESCRIPT_MAX_UPLOAD_MB, as the server reads it) plus room for a multipart
   * envelope: audio the server accepted is never refused here. Bodies go to disk, so it does not bound memory.
   */
  maxBodyBytes: number;
}

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${env[name]}"`);
  return raw as T;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

const MINUTE = 60_000;

function whisperConfig(env: NodeJS.ProcessEnv): WhisperConfig {
  const cores = os.availableParallelism();
  const customModelDir = env.TRANSCRIBE_MODEL_DIR?.trim() ? path.resolve(env.TRANSCRIBE_MODEL_DIR.trim()) : undefined;
  const names = [...CATALOGUE.map((model) => model.name), ...(customModelDir ? [path.basename(customModelDir)] : [])];
  const model = env.TRANSCRIBE_MODEL?.trim() || (customModelDir ? path.basename(customModelDir) : DEFAULT_WHISPER_MODEL);
  if (!names.includes(model)) throw new ConfigError(`TRANSCRIBE_MODEL must be one of ${names.join(', ')}, got "${model}"`);
  // One worker by default: it interleaves its jobs, and all cores go to Whisper's own threads.
  const workers = Math.min(integer(env, 'TRANSCRIBE_WORKERS', 1, 1, 64), cores);
  const preload = choice(env, 'TRANSCRIBE_PRELOAD', ['0', '1', 'false', 'true'] as const, '0');
  return {
    model,
    customModelDir,
    preload: preload === '1' || preload === 'true',
    workers,
    threads: Math.max(1, Math.floor(cores / workers)),
    device: choice(env, 'TAPESCRIPT_DEVICE', WORKER_DEVICES, 'auto'),
  };
}

export function loadEditorServiceConfig(env: NodeJS.ProcessEnv): EditorServiceConfig {
  const deepgramKey = env.DEEPGRAM_API_KEY?.trim() || undefined;
  // An engine an earlier release offered stops start-up with its own reason, not only the list of names.
  const removed = removedEngineProblem(env.TRANSCRIBE_ENGINE?.trim().toLowerCase() ?? '');
  if (removed) throw new ConfigError(`TRANSCRIBE_ENGINE: ${removed} (or auto), got "${env.TRANSCRIBE_ENGINE}"`);
  const transcribeEngine = choice(env, 'TRANSCRIBE_ENGINE', TRANSCRIBE_ENGINES, 'auto');
  if (transcribeEngine === 'deepgram' && !deepgramKey) throw new ConfigError('DEEPGRAM_API_KEY must be set when TRANSCRIBE_ENGINE is deepgram');
  const deepgram = {
    apiKey: deepgramKey ?? '',
    baseUrl: httpUrl(env, 'DEEPGRAM_BASE_URL') ?? 'https://api.deepgram.com',
    timeoutMs: integer(env, 'DEEPGRAM_TIMEOUT_MS', 10 * MINUTE, 1000, 120 * MINUTE),
  };

  const llmBaseUrl = httpUrl(env, 'LLM_BASE_URL');
  const refineEngine = choice(env, 'REFINE_ENGINE', ['auto', 'llm', 'rules'] as const, 'auto');
  const useLlm = refineEngine === 'llm' || (refineEngine === 'auto' && llmBaseUrl !== undefined);
  if (useLlm && !llmBaseUrl) throw new ConfigError('LLM_BASE_URL must be set when REFINE_ENGINE is llm');
  const model = env.LLM_MODEL?.trim();
  if (useLlm && !model) throw new ConfigError('LLM_MODEL must name the model to use when the llm refine engine is on (LLM_BASE_URL is set)');
  const llmTimeoutMs = integer(env, 'LLM_TIMEOUT_MS', 2 * MINUTE, 1000, 60 * MINUTE);

  return {
    port: integer(env, 'EDITOR_SERVICE_PORT', 4100, 0, 65535),
    host: env.EDITOR_SERVICE_HOST?.trim() || '127.0.0.1',
    transcribe: { engine: transcribeEngine, ...(deepgramKey ? { deepgram } : {}), whisper: whisperConfig(env) },
    modelsDir: modelsDir(env),
    refine: useLlm
      ? { engine: 'llm', llm: { baseUrl: llmBaseUrl!, apiKey: env.LLM_API_KEY?.trim() || undefined, model: model!, timeoutMs: llmTimeoutMs } }
      : { engine: 'rules' },
    maxBodyBytes: integer(env, 'TAPESCRIPT_MAX_UPLOAD_MB', DEFAULT_MAX_UPLOAD_MB, 1, MAX_UPLOAD_MB_CEILING) * MIB + 64 * 1024,
  };
}
