import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { computePeaks, poolPeaks, type Peaks } from '../audio/peaks.ts';
import { badInput } from '../domain/errors.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';

export const BUCKET_LIMITS = { min: 10, max: 4000 } as const;
/** Decoding a 4-hour file takes about a minute on a busy core; a file that takes longer is not a recording. */
const DECODE_TIMEOUT_MS = 120_000;

/** Waveform overviews: computed once per audio file on first request, then read from the store. */
export class WaveformService {
  private readonly inFlight = new Map<string, Promise<Peaks>>();

  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly log: (message: string) => void,
    private readonly maxAudioMinutes: number,
  ) {}

  async waveform(meta: Transcript, buckets: number): Promise<Peaks | null> {
    if (!Number.isInteger(buckets) || buckets < BUCKET_LIMITS.min || buckets > BUCKET_LIMITS.max) {
      throw badInput(`buckets must be from ${BUCKET_LIMITS.min} to ${BUCKET_LIMITS.max}`);
    }
    if (!meta.fileId) return null;
    try {
      const stored = await this.stored(meta.fileId);
      return { peaks: poolPeaks(stored.peaks, buckets), duration: stored.duration };
    } catch (error) {
      this.log(`Waveform of ${meta.id} unavailable: ${(error as Error).message}`);
      return null;
    }
  }

  private stored(fileId: string): Promise<Peaks> {
    let pending = this.inFlight.get(fileId);
    if (!pending) {
      pending = this.load(fileId).finally(() => this.inFlight.delete(fileId));
      this.inFlight.set(fileId, pending);
    }
    return pending;
  }

  private async load(fileId: string): Promise<Peaks> {
    const file = await this.repo.getFile(fileId);
    if (file.peaks?.peaks?.length) return file.peaks;
    const audio = await fetch(await this.repo.fileAddress(file), { signal: AbortSignal.timeout(DECODE_TIMEOUT_MS) });
    if (!audio.ok || !audio.body) throw new Error(`stored audio unreadable (${audio.status})`);
    // Streamed into ffmpeg as it arrives, never read whole.
    const peaks = await computePeaks(Readable.fromWeb(audio.body as WebStream<Uint8Array>), {
      maxSeconds: this.maxAudioMinutes * 60,
      timeoutMs: DECODE_TIMEOUT_MS,
    });
    await this.repo.setFilePeaks(fileId, peaks);
    return peaks;
  }
}
