/**
 * The speech worker's JSON-lines protocol, as documented at the top of speech-worker/protocol.py (keep both in step):
 * requests go to the worker's stdin, events come back on its stdout, one JSON object per line.
 */
export type WorkerRequest =
  | { type: 'load'; model_dir: string }
  | {
      type: 'transcribe';
      job: string;
      audio: string;
      model_dir: string;
      language: string | null;
      vocabulary: string[];
      speakers: number | null;
    }
  | { type: 'embed'; job: string; audio: string; clips: Array<[number, number]> }
  | { type: 'cancel'; job: string };

export interface WorkerWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
}

export interface WorkerResult {
  event: 'result';
  job: string;
  language: string | null;
  duration: number;
  words: WorkerWord[];
  /** [start, end, speaker index]; null when the worker has no speaker model. */
  turns: Array<[number, number, number]> | null;
  /**
   * Per word, the speaker (a turns index) that its short phrase's own embedding hears where the turns say otherwise
   * (a "Hello?" inside the other voice's turn), else null. Null without a speaker model; absent from workers older
   * than speakers by the word.
   */
  word_speakers?: Array<number | null> | null;
  speaker_engine: string | null;
  /** The model that made `voices`; null without voiceprints. */
  speaker_model?: string | null;
  /** Each speaker's (turns index) voiceprint and seconds of speech; null without a speaker model. */
  voices?: Array<{ speaker: number; embedding: number[]; seconds: number }> | null;
}

/** The answer to an embed request: the clips long enough for a voiceprint, each with its own. */
export interface WorkerEmbeddings {
  event: 'embeddings';
  job: string;
  model: string;
  clips: Array<{ start: number; end: number; embedding: number[] }>;
}

/** Where a model runs (speech-worker/device.py). */
export type WorkerDevice = 'cpu' | 'cuda';

export type WorkerErrorCode = 'bad_request' | 'audio' | 'model' | 'cancelled' | 'internal';

export type WorkerEvent =
  | { event: 'ready'; threads: number; device: WorkerDevice; speakers: string | null; speaker_device: WorkerDevice | null }
  | { event: 'loaded'; model_dir: string }
  | { event: 'progress'; job: string; seconds: number; duration: number | null }
  | WorkerResult
  | WorkerEmbeddings
  | { event: 'error'; job: string | null; code: WorkerErrorCode; message: string };
