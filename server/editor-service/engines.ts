import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EditorServiceConfig } from './config.ts';
import { ServiceError } from './errors.ts';
import { createLlmEngine } from './refine/llm.ts';
import { rulesEngine } from './refine/rules-engine.ts';
import { createLlmSummary } from './summary/llm.ts';
import { createLlmChapterTitles } from './chapters/llm.ts';
import { createDeepgramEngine } from './transcribe/deepgram.ts';
import { createWhisperEngine } from './transcribe/whisper/engine.ts';
import { SPEECH_WORKER_DIR } from './transcribe/whisper/location.ts';
import { withTracks } from './tracks/transcribe.ts';
import type { EngineName, EngineStatus, Health } from './contract.ts';
import type { WorkerDevice } from './transcribe/whisper/protocol.ts';
import type { RefineEngine, TranscriptionEngine } from './types.ts';

export const ENGINE_NAMES: readonly EngineName[] = ['whisper', 'deepgram'];

/** The engines the configuration offers, the one each request gets, and what /health says about them. */
export function createEngines(config: EditorServiceConfig) {
  const whisper = createWhisperEngine({ ...config.transcribe.whisper, modelsDir: config.modelsDir });
  const transcription: Record<EngineName, TranscriptionEngine | undefined> = {
    whisper,
    deepgram: config.transcribe.deepgram ? createDeepgramEngine(config.transcribe.deepgram) : undefined,
  };
  const refine: RefineEngine = config.refine.engine === 'llm' ? createLlmEngine(config.refine.llm) : rulesEngine;
  // Show notes' summary and chapter titles: the same model as refine, when there is one (none: the server writes it offline).
  const summary = config.refine.engine === 'llm' ? createLlmSummary(config.refine.llm) : null;
  const chapterTitles = config.refine.engine === 'llm' ? createLlmChapterTitles(config.refine.llm) : null;

  /** Why an engine cannot run here and what fixes it; null when it can. */
  function unavailable(name: EngineName): { reason: string; fix: string } | null {
    if (name === 'whisper') {
      const report = whisper.report();
      return report.available ? null : { reason: report.reason!, fix: report.fix! };
    }
    return transcription.deepgram ? null : { reason: 'DEEPGRAM_API_KEY is not set', fix: 'set DEEPGRAM_API_KEY' };
  }

  /** The configured default: a named engine, or for auto Deepgram when configured, else Whisper (offline). */
  function defaultEngine(): EngineName {
    const chosen = config.transcribe.engine;
    if (chosen !== 'auto') return chosen;
    return transcription.deepgram ? 'deepgram' : 'whisper';
  }

  /**
   * The engine for one request (its `engine` parameter, else the default), taking recordings with one track per
   * speaker too; 503 naming the fix when it cannot run.
   */
  async function transcriber(requested?: string): Promise<TranscriptionEngine> {
    if (requested !== undefined && !(ENGINE_NAMES as readonly string[]).includes(requested)) {
      throw new ServiceError(400, `engine must be one of ${ENGINE_NAMES.join(', ')}, got "${requested}"`);
    }
    const name = (requested as EngineName | undefined) ?? defaultEngine();
    const missing = unavailable(name);
    if (missing) throw new ServiceError(503, `The ${name} engine is not available: ${missing.reason}. Fix: ${missing.fix}`);
    return withTracks(transcription[name]!);
  }

  function health(): Health {
    const chosen = defaultEngine();
    const engines: EngineStatus[] = [];
    for (const name of ENGINE_NAMES) {
      const missing = unavailable(name);
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
        device: name === 'whisper' && !missing ? whisper.devices().whisper : null,
      });
    }
    engines.push(...speakerEngines(whisper.speakers(), whisper.devices().speakers));
    const llm = config.refine.engine === 'llm';
    const llmModel = config.refine.engine === 'llm' ? config.refine.llm.model : null;
    engines.push(
      { kind: 'refine', name: 'rules', available: true, default: !llm, models: [], defaultModel: null, reason: null, fix: null, device: null },
      {
        kind: 'refine', name: 'llm', available: llm, default: llm,
        models: llmModel ? [llmModel] : [], defaultModel: llmModel,
        reason: llm ? null : 'LLM_BASE_URL is not set', fix: llm ? null : 'set LLM_BASE_URL and LLM_MODEL', device: null,
      },
    );
    return { ok: true, engines };
  }

  async function preload(): Promise<void> {
    if (whisper.report().available) await whisper.preload();
  }

  return { transcriber, refine, summary, chapterTitles, health, preload, voiceprints: whisper.voiceprints, close: () => whisper.stop() };
}

/**
 * The speaker engine: the neural one runs inside the speech worker (its package speech-worker/speakers); the worker
 * says whether it loaded once it has started. Without it every word is the first speaker's.
 */
function speakerEngines(reported: string | null | undefined, device: WorkerDevice | null): EngineStatus[] {
  const installed = existsSync(path.join(SPEECH_WORKER_DIR, 'speakers', '__init__.py'));
  const campplus = reported === undefined ? installed : reported === 'campplus';
  const base = { kind: 'speakers' as const, models: [], defaultModel: null };
  return [
    {
      ...base, name: 'campplus', available: campplus, default: campplus, device: campplus ? device : null,
      reason: campplus ? null : 'The speaker embedding model is not installed, so every word is given to one speaker', fix: campplus ? null : 'npm run setup',
    },
  ];
}
