import { existsSync } from 'node:fs';
import path from 'node:path';
import { ServiceError } from '../../errors.ts';
import type { WhisperConfig } from '../../config.ts';
import { CATALOGUE, catalogueModel, installedModels } from '../../models/catalogue.ts';
import { whisperModelSpec } from '../../models/whisper-artifacts.ts';
import { appearanceOrder, groupSegments, speakerLabel, speakWords, type SpokenWord } from '../../segments/group.ts';
import type { HeardVoices } from '../../../domain/voices/heard.ts';
import type { ClipVoiceprints, Transcription } from '../../contract.ts';
import type { AudioFile, TranscribeOptions, TranscriptionEngine } from '../../types.ts';
import { languageProblem } from '../../languages.ts';
import { SPEECH_WORKER_PYTHON } from './location.ts';
import type { WorkerDevice, WorkerResult } from './protocol.ts';
import { SpeechWorker } from './worker-process.ts';

export interface WhisperEngineOptions extends WhisperConfig {
  modelsDir: string;
  python?: string;
}

export interface AvailabilityReport {
  available: boolean;
  models: string[];
  reason: string | null;
  fix: string | null;
}

let jobs = 0;

/** Whisper (faster-whisper in the Python speech worker) as a TranscriptionEngine. */
export function createWhisperEngine(options: WhisperEngineOptions) {
  const python = options.python ?? SPEECH_WORKER_PYTHON;
  const pool = Array.from({ length: options.workers }, () => new SpeechWorker({ threads: options.threads, device: options.device, python }));

  const custom = options.customModelDir ? path.basename(options.customModelDir) : undefined;

  /** The folder of a model by the name users choose it by; a user's own folder (TRANSCRIBE_MODEL_DIR) by its name. */
  function modelDir(name: string): string {
    if (custom && name === custom) return options.customModelDir!;
    const spec = catalogueModel(name);
    if (!spec) throw new ServiceError(400, `model must be one of ${modelNames().join(', ')} for whisper, got "${name}"`);
    return path.join(options.modelsDir, spec.folder);
  }

  /** Every model it can be asked for: the catalogue's (`npm run models -- add NAME` installs one) and the user's own. */
  function modelNames(): string[] {
    return [...CATALOGUE.map((model) => model.name), ...(custom ? [custom] : [])];
  }

  /** Which models are installed, and if none is, why and what fixes it. */
  function report(): AvailabilityReport {
    if (!existsSync(python)) {
      return { available: false, models: [], reason: `The speech worker's Python environment is missing (${python})`, fix: 'npm run setup' };
    }
    const models = [
      ...installedModels(options.modelsDir).map((model) => model.name),
      ...(custom && existsSync(path.join(options.customModelDir!, 'model.bin')) ? [custom] : []),
    ];
    if (!models.includes(options.model)) {
      // Setup installs the pinned models; the catalogue's others are added one by one.
      const fix = whisperModelSpec(options.model) || options.model === custom ? 'npm run setup' : `npm run models -- add ${options.model}`;
      return { available: false, models, reason: `Whisper model not found in ${modelDir(options.model)}`, fix };
    }
    return { available: true, models, reason: null, fix: null };
  }

  const leastBusy = () => pool.reduce((best, worker) => (worker.active < best.active ? worker : best));

  const engine: TranscriptionEngine & {
    report: typeof report;
    models: typeof modelNames;
    preload(): Promise<void>;
    stop(): void;
    speakers(): string | null | undefined;
    devices(): { whisper: WorkerDevice | null; speakers: WorkerDevice | null };
    voiceprints(audio: AudioFile, clips: Array<[number, number]>, signal?: AbortSignal): Promise<ClipVoiceprints>;
  } = {
    name: 'whisper',
    report,
    models: modelNames,
    async preload() {
      const dir = modelDir(options.model);
      await Promise.all(pool.map((worker) => worker.load(dir)));
    },
    stop() {
      for (const worker of pool) worker.stop();
    },
    speakers() {
      return pool[0].speakers;
    },
    /** As the worker reported them; before it has started, known only when TAPESCRIPT_DEVICE is cpu. */
    devices() {
      const known = options.device === 'cpu' ? 'cpu' : null;
      return pool[0].devices ?? { whisper: known, speakers: known };
    },
    async voiceprints(audio, clips, signal) {
      if (!existsSync(python)) throw new ServiceError(503, `The speech worker's Python environment is missing (${python}); run \`npm run setup\``);
      const { model, clips: answered } = await leastBusy().embed({ job: `embed-${process.pid}-${++jobs}`, audio: audio.path, clips, signal });
      return { model, clips: answered };
    },
    async transcribe(audio: AudioFile, request: TranscribeOptions): Promise<Transcription> {
      const model = request.model ?? options.model;
      const dir = modelDir(model);
      const state = report();
      if (!state.available || !existsSync(path.join(dir, 'model.bin'))) {
        throw new ServiceError(503, `Whisper is not available: ${state.reason ?? `Whisper model not found in ${dir}`}; run \`${state.fix ?? 'npm run setup'}\``);
      }
      const unknown = request.language && languageProblem('whisper', model, request.language);
      if (unknown) throw new ServiceError(400, unknown);
      request.onProgress?.('recognizing', 0);
      const result = await leastBusy().transcribe({
        job: `job-${process.pid}-${++jobs}`,
        audio: audio.path,
        modelDir: dir,
        language: request.language,
        vocabulary: request.vocabulary,
        speakers: request.speakers,
        signal: request.signal,
        onProgress: (seconds, duration) => duration && request.onProgress?.('recognizing', Math.min(1, seconds / duration)),
      });
      return transcriptionOf(result, model);
    },
  };
  return engine;
}

/**
 * The worker's answer as the service answers it: words given to the speakers of the worker's turns, in segments.
 * Without a speaker model (the CAM++ file is missing; /health says so and what fixes it) the worker gives no turns:
 * every word is then the first speaker's, and no speaker engine is named.
 */
export function transcriptionOf(result: WorkerResult, model: string): Transcription {
  const words = result.words.map(({ text, start, end, confidence }) => ({ text, start, end, confidence }));
  const turns = (result.turns ?? []).map(([start, end, speaker]) => ({ start, end, speaker }));
  const spoken = speakWords(words, turns, result.word_speakers);
  return {
    engine: 'whisper',
    model,
    language: result.language,
    speakerEngine: words.length && result.turns ? result.speaker_engine : null,
    duration: result.duration,
    segments: groupSegments(spoken),
    voices: result.turns ? heardVoices(result, spoken) : null,
  };
}

/** The worker's voiceprints under the labels the segments give their speakers (speakers left without words have none). */
function heardVoices(result: WorkerResult, spoken: readonly SpokenWord[]): HeardVoices | null {
  if (!result.voices || !result.speaker_model) return null;
  const order = appearanceOrder(spoken);
  const speakers = result.voices
    .filter((voice) => order.includes(voice.speaker))
    .map((voice) => ({ speaker: speakerLabel(order.indexOf(voice.speaker)), embedding: voice.embedding, seconds: voice.seconds }));
  return { model: result.speaker_model, speakers };
}
