import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EditorServiceConfig } from './config.ts';
import { ServiceError } from './errors.ts';
import { createVoskRecognizer } from './recognizers/vosk.ts';
import { createLlmEngine } from './refine/llm.ts';
import { rulesEngine } from './refine/rules-engine.ts';
import { createDeepgramEngine } from './transcribe/deepgram.ts';
import { createLocalEngine } from './transcribe/local.ts';
import { createWhisperEngine } from './transcribe/whisper/engine.ts';
import { SPEECH_WORKER_DIR } from './transcribe/whisper/location.ts';
import type { EngineName, RefineEngine, TranscriptionEngine } from './types.ts';

/** Offline engines, best first: what `auto` picks from when Deepgram is not configured. */
const OFFLINE: readonly EngineName[] = ['whisper', 'vosk', 'pocketsphinx'];
export const ENGINE_NAMES: readonly EngineName[] = [...OFFLINE, 'deepgram'];

export interface EngineStatus {
  kind: 'transcription' | 'speakers' | 'refine';
  name: string;
  available: boolean;
  default: boolean;
  models: string[];
  defaultModel: string | null;
  reason: string | null;
  fix: string | null;
}

/** The engines the configuration offers, the one each request gets, and what /health says about them. */
export function createEngines(config: EditorServiceConfig) {
  const whisper = createWhisperEngine({ ...config.transcribe.whisper, modelsDir: config.modelsDir, ffmpeg: config.local.ffmpeg });
  const transcription: Record<EngineName, TranscriptionEngine | undefined> = {
    whisper,
    // Vosk's files come from the configured models folder (TAPESCRIPT_MODELS_DIR), like Whisper's.
    vosk: createLocalEngine({ name: 'vosk', ...config.local, recognizers: [createVoskRecognizer({ modelsDir: config.modelsDir })] }),
    pocketsphinx: createLocalEngine({ name: 'pocketsphinx', ...config.local }),
    deepgram: config.transcribe.deepgram ? createDeepgramEngine(config.transcribe.deepgram) : undefined,
  };
  const refine: RefineEngine = config.refine.engine === 'llm' ? createLlmEngine(config.refine.llm) : rulesEngine;

  /** Why an engine cannot run here and what fixes it; null when it can. */
  async function unavailable(name: EngineName): Promise<{ reason: string; fix: string } | null> {
    if (name === 'whisper') {
      const report = whisper.report();
      return report.available ? null : { reason: report.reason!, fix: report.fix! };
    }
    if (name === 'deepgram') return transcription.deepgram ? null : { reason: 'DEEPGRAM_API_KEY is not set', fix: 'set DEEPGRAM_API_KEY' };
    if (await transcription[name]!.available()) return null;
    return name === 'vosk'
      ? { reason: 'The Vosk model or library is not installed in the models folder', fix: 'npm run setup' }
      : { reason: 'pocketsphinx is not installed', fix: 'npm run setup' };
  }

  /** The configured default: a named engine, or for auto Deepgram when configured, else the best offline one. */
  async function defaultEngine(): Promise<EngineName> {
    const chosen = config.transcribe.engine;
    if (chosen !== 'auto') return chosen;
    if (transcription.deepgram) return 'deepgram';
    for (const name of OFFLINE) if (!(await unavailable(name))) return name;
    return 'whisper'; // none installed: the request then says what to run
  }

  /** The engine for one request (its `engine` parameter, else the default); 503 naming the fix when it cannot run. */
  async function transcriber(requested?: string): Promise<TranscriptionEngine> {
    if (requested !== undefined && !(ENGINE_NAMES as readonly string[]).includes(requested)) {
      throw new ServiceError(400, `engine must be one of ${ENGINE_NAMES.join(', ')}, got "${requested}"`);
    }
    const name = (requested as EngineName | undefined) ?? (await defaultEngine());
    const missing = await unavailable(name);
    if (missing) throw new ServiceError(503, `The ${name} engine is not available: ${missing.reason}. Fix: ${missing.fix}`);
    return transcription[name]!;
  }

  async function health(): Promise<{ ok: true; engines: EngineStatus[] }> {
    const chosen = await defaultEngine();
    const engines: EngineStatus[] = [];
    for (const name of ENGINE_NAMES) {
      const missing = await unavailable(name);
      const models = name === 'whisper' ? whisper.report().models : name === 'deepgram' && !missing ? ['nova-3'] : [];
      engines.push({
        kind: 'transcription',
        name,
        available: !missing,
        default: name === chosen,
        models,
        defaultModel: name === 'whisper' ? config.transcribe.whisper.model : name === 'deepgram' ? 'nova-3' : null,
        reason: missing?.reason ?? null,
        fix: missing?.fix ?? null,
      });
    }
    engines.push(...speakerEngines(whisper.speakers()));
    const llm = config.refine.engine === 'llm';
    const llmModel = config.refine.engine === 'llm' ? config.refine.llm.model : null;
    engines.push(
      { kind: 'refine', name: 'rules', available: true, default: !llm, models: [], defaultModel: null, reason: null, fix: null },
      {
        kind: 'refine', name: 'llm', available: llm, default: llm,
        models: llmModel ? [llmModel] : [], defaultModel: llmModel,
        reason: llm ? null : 'LLM_BASE_URL is not set', fix: llm ? null : 'set LLM_BASE_URL and LLM_MODEL',
      },
    );
    return { ok: true, engines };
  }

  async function preload(): Promise<void> {
    if (whisper.report().available) await whisper.preload();
  }

  return { transcriber, refine, health, preload, voiceprints: whisper.voiceprints, close: () => whisper.stop() };
}

/**
 * Speaker engines: the neural one runs inside the speech worker (its package speech-worker/speakers); the worker
 * says whether it loaded once it has started. MFCC, in this service, is always there as the fallback.
 */
function speakerEngines(reported: string | null | undefined): EngineStatus[] {
  const installed = existsSync(path.join(SPEECH_WORKER_DIR, 'speakers', '__init__.py'));
  const campplus = reported === undefined ? installed : reported === 'campplus';
  const base = { kind: 'speakers' as const, models: [], defaultModel: null };
  return [
    {
      ...base, name: 'campplus', available: campplus, default: campplus,
      reason: campplus ? null : 'The speaker embedding model is not installed', fix: campplus ? null : 'npm run setup',
    },
    { ...base, name: 'mfcc', available: true, default: !campplus, reason: null, fix: null },
  ];
}
