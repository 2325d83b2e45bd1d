import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';

/** How finely peaks are stored; requests for fewer buckets are pooled down from these. */
export const STORED_PEAKS = 4000;
const SAMPLE_RATE = 8000;

export interface Peaks {
  peaks: number[];
  duration: number;
}

export interface PeaksLimits {
  /** Decode at most this much audio (the upload limit), whatever the file claims. */
  maxSeconds: number;
  /** Give up (and kill ffmpeg) after this long. */
  timeoutMs: number;
}

/**
 * The loudest sample of each stretch, kept in at most 2 × STORED_PEAKS stretches whatever the length: when the
 * list fills up, neighbours are merged and each stretch becomes twice as long. Memory stays fixed and the work
 * per decoded chunk is small, so a long file never holds the event loop.
 */
class PeakAccumulator {
  private readonly levels: number[] = [];
  private stretch = 1;
  private filled = 0;
  samples = 0;

  add(pcm: Int16Array): void {
    for (let i = 0; i < pcm.length; i++) {
      const level = Math.abs(pcm[i]) / 32768;
      if (this.filled === 0) this.levels.push(level);
      else if (level > this.levels[this.levels.length - 1]) this.levels[this.levels.length - 1] = level;
      if (++this.filled === this.stretch) this.filled = 0;
      if (this.filled === 0 && this.levels.length === 2 * STORED_PEAKS) this.halve();
    }
    this.samples += pcm.length;
  }

  private halve(): void {
    for (let i = 0; i < STORED_PEAKS; i++) this.levels[i] = Math.max(this.levels[2 * i], this.levels[2 * i + 1]);
    this.levels.length = STORED_PEAKS;
    this.stretch *= 2;
  }

  peaks(): number[] {
    return poolPeaks(this.levels, STORED_PEAKS).map((p) => Math.round(p * 1000) / 1000);
  }
}

/**
 * Decodes audio with ffmpeg (another process) to 8 kHz mono and keeps the loudest sample of each of STORED_PEAKS
 * stretches (0..1). A stream is piped to ffmpeg as it is read, so the file is never held whole.
 */
export function computePeaks(audio: Uint8Array | Readable, limits: PeaksLimits, ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'): Promise<Peaks> {
  return new Promise((resolve, reject) => {
    const args = ['-v', 'error', '-i', 'pipe:0', '-t', String(limits.maxSeconds), '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const accumulator = new PeakAccumulator();
    let carry: Buffer = Buffer.alloc(0);
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const whole = bytes.length - (bytes.length % 2);
      // A copy, so the samples are 2-byte aligned whatever the chunk's offset in its pool.
      accumulator.add(new Int16Array(new Uint8Array(bytes.subarray(0, whole)).buffer));
      carry = bytes.subarray(whole);
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // ffmpeg may stop reading early (at maxSeconds, or on bad audio): its answer decides, not the broken pipe.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (audio instanceof Readable) audio.destroy();
      if (timedOut) return reject(new Error(`ffmpeg took longer than ${limits.timeoutMs} ms to decode the audio`));
      if (code !== 0 && accumulator.samples === 0) return reject(new Error(`ffmpeg could not decode the audio: ${errors.trim().slice(0, 300)}`));
      resolve({ peaks: accumulator.peaks(), duration: accumulator.samples / SAMPLE_RATE });
    });
    if (audio instanceof Readable) {
      audio.on('error', (error) => {
        child.kill('SIGKILL');
        reject(error);
      });
      audio.pipe(child.stdin);
    } else child.stdin.end(audio);
  });
}

/** Pools stored peaks down to `buckets` by taking each group's maximum. */
export function poolPeaks(peaks: readonly number[], buckets: number): number[] {
  if (peaks.length <= buckets) return [...peaks];
  const pooled = new Array<number>(buckets).fill(0);
  peaks.forEach((peak, i) => {
    const bucket = Math.floor((i * buckets) / peaks.length);
    if (peak > pooled[bucket]) pooled[bucket] = peak;
  });
  return pooled;
}
