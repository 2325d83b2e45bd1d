import { spawn } from 'node:child_process';

/** How finely peaks are stored; requests for fewer buckets are pooled down from these. */
export const STORED_PEAKS = 4000;
const SAMPLE_RATE = 8000;

export interface Peaks {
  peaks: number[];
  duration: number;
}

/** Decodes audio with ffmpeg to 8 kHz mono and keeps the loudest sample of each of STORED_PEAKS stretches (0..1). */
export function computePeaks(audio: Uint8Array, ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg'): Promise<Peaks> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-v', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      const pcm = Buffer.concat(chunks);
      const samples = Math.floor(pcm.length / 2);
      if (code !== 0 && samples === 0) return reject(new Error(`ffmpeg could not decode the audio: ${errors.trim().slice(0, 300)}`));
      const peaks = new Array<number>(Math.min(STORED_PEAKS, samples)).fill(0);
      for (let i = 0; i < samples; i++) {
        const bucket = Math.floor((i * peaks.length) / samples);
        const level = Math.abs(pcm.readInt16LE(i * 2)) / 32768;
        if (level > peaks[bucket]) peaks[bucket] = level;
      }
      resolve({ peaks: peaks.map((p) => Math.round(p * 1000) / 1000), duration: samples / SAMPLE_RATE });
    });
    child.stdin.end(audio);
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
