import { runFfmpeg } from '../lib/ffmpeg.ts';
import type { BleepSpan } from './bleep-spans.ts';
import { TONE_HZ } from './bleep.ts';
import { localInput } from './ffmpeg.ts';

/**
 * Measuring a bleeped render against its recording (the tests and the bench `bleeps`): the levels issue 52 sets, in
 * dB relative to the recording's median speech RMS. These read decoded audio whole, so they are for recordings of
 * minutes, not for the product's hour-long files (the renderer itself never holds audio).
 */

/** Mono 16-bit samples at the file's own rate (no resampling, so a sample here is a sample there). */
export interface Decoded {
  samples: Int16Array;
  rate: number;
}

/** Decodes a file's first audio stream to mono 16-bit PCM at `rate` (give the file's own rate). */
export async function decodeMono(file: string, rate: number): Promise<Decoded> {
  const chunks: Buffer[] = [];
  const args = [...localInput(file), '-map', '0:a:0', '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pipe:1'];
  await runFfmpeg({ args, timeoutMs: 120_000, onStdout: (chunk) => chunks.push(chunk) });
  const bytes = Buffer.concat(chunks);
  return { samples: new Int16Array(new Uint8Array(bytes).buffer, 0, bytes.length >> 1), rate };
}

const FRAME_SECONDS = 0.05;
const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));
export const decibels = (ratio: number) => 20 * Math.log10(ratio);
const inside = ({ samples, rate }: Decoded, span: BleepSpan) => samples.subarray(Math.ceil(span.start * rate), Math.floor(span.end * rate));

/**
 * The recording's median speech RMS: the median over 50 ms frames that hold speech, taken as those within 40 dB of
 * loud speech (the 95th percentile frame), so pauses and room tone do not pull it down.
 */
export function speechReference(audio: Decoded): number {
  const size = Math.round(FRAME_SECONDS * audio.rate);
  const frames: number[] = [];
  for (let at = 0; at + size <= audio.samples.length; at += size) frames.push(rms(audio.samples.subarray(at, at + size)));
  frames.sort((a, b) => a - b);
  const loud = frames[Math.floor(frames.length * 0.95)] ?? 0;
  const speech = frames.filter((level) => level >= loud / 100);
  return speech[speech.length >> 1] ?? 0;
}

/** The loudest span of a SILENCE render: its RMS in dB relative to `reference` (−Infinity for digital silence). */
export function silenceLevelDb(render: Decoded, spans: readonly BleepSpan[], reference: number): number {
  return Math.max(...spans.map((span) => decibels(rms(inside(render, span)) / reference)));
}

/**
 * The worst span of a TONE render: the energy that is not the 1 kHz tone, in dB relative to `reference`. The
 * tone's own amplitude and phase are fitted by least squares and taken away; what is left bounds the energy
 * outside 1 kHz ± 50 Hz from above (it also holds anything inside that band that is not the tone).
 */
export function toneResidualDb(render: Decoded, spans: readonly BleepSpan[], reference: number): number {
  return Math.max(
    ...spans.map((span) => {
      const samples = inside(render, span);
      const first = Math.ceil(span.start * render.rate);
      const omega = (2 * Math.PI * TONE_HZ) / render.rate;
      let [ss, cc, sc, xs, xc] = [0, 0, 0, 0, 0];
      samples.forEach((x, i) => {
        const [s, c] = [Math.sin(omega * (first + i)), Math.cos(omega * (first + i))];
        [ss, cc, sc, xs, xc] = [ss + s * s, cc + c * c, sc + s * c, xs + x * s, xc + x * c];
      });
      const det = ss * cc - sc * sc;
      const [a, b] = [(xs * cc - xc * sc) / det, (xc * ss - xs * sc) / det];
      let residual = 0;
      samples.forEach((x, i) => {
        const left = x - a * Math.sin(omega * (first + i)) - b * Math.cos(omega * (first + i));
        residual += left * left;
      });
      return decibels(Math.sqrt(residual / samples.length) / reference);
    }),
  );
}

/** The largest difference between two decodings at samples outside every span (0: unchanged there). */
export function largestChangeOutside(original: Decoded, render: Decoded, spans: readonly BleepSpan[]): number {
  let largest = Math.abs(original.samples.length - render.samples.length) > 1 ? Infinity : 0;
  const length = Math.min(original.samples.length, render.samples.length);
  const hidden = spans.map((span) => [span.start * original.rate, span.end * original.rate]);
  for (let i = 0; i < length; i++) {
    if (hidden.some(([from, to]) => i >= from && i <= to)) continue;
    largest = Math.max(largest, Math.abs(original.samples[i] - render.samples[i]));
  }
  return largest;
}

/**
 * How much a render differs from its recording outside the spans: the RMS of the difference there, in dB relative to
 * `reference` (a lossy codec's change, where `largestChangeOutside` is for lossless renders).
 */
export function changeOutsideDb(original: Decoded, render: Decoded, spans: readonly BleepSpan[], reference: number): number {
  const hidden = spans.map((span) => [span.start * original.rate, span.end * original.rate]);
  let [sum, count] = [0, 0];
  for (let i = 0; i < Math.min(original.samples.length, render.samples.length); i++) {
    if (hidden.some(([from, to]) => i >= from && i <= to)) continue;
    sum += (original.samples[i] - render.samples[i]) ** 2;
    count++;
  }
  return decibels(Math.sqrt(sum / Math.max(1, count)) / reference);
}
