/**
 * The seam between the transcription pipeline (decode -> voice activity -> recognize -> speakers -> segments)
 * and a speech recognizer. Every offline engine (pocketsphinx, Vosk, Whisper, ...) is one module that
 * implements SpeechRecognizer; the pipeline stays the same for all of them.
 */

/** One recognized word; times are seconds from the start of the audio passed in. */
export interface RecognizedWord {
  text: string;
  start: number;
  end: number;
  /** 0..1 where the recognizer reports one. */
  confidence?: number;
}

export interface RecognizeOptions {
  /** Called with 0..1 as the recognizer works through the audio. */
  onProgress?: (fraction: number) => void;
  /** Aborts the work (the request was cancelled or timed out). */
  signal?: AbortSignal;
}

export interface SpeechRecognizer {
  /** Short stable name reported to clients, e.g. "pocketsphinx", "vosk". */
  readonly name: string;
  /** True when the recognizer's binary/library and model are present on this machine. */
  available(): Promise<boolean>;
  /**
   * Recognizes 16 kHz mono signed 16-bit little-endian PCM and returns its words in time order.
   * Stateless between calls, so the pipeline may run one call per core on separate chunks.
   */
  recognize(pcm: Buffer, options?: RecognizeOptions): Promise<RecognizedWord[]>;
}
