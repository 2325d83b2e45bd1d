import { estimatePitch } from './pitch.ts';
import type { Span } from './vad.ts';

/**
 * Cuts speech spans into windows of about 1.5–3 s. Windows stay inside a span, so a window rarely holds two
 * voices: turns in an interview are usually separated by a pause.
 */
export function planWindows(spans: Span[], { shortest = 1.5, longest = 3 } = {}): Span[] {
  return spans.flatMap(({ start, end }) => {
    const length = end - start;
    const parts = Math.max(1, Math.round(length / ((shortest + longest) / 2)), Math.ceil(length / longest));
    return Array.from({ length: parts }, (_, i) => ({ start: start + (length * i) / parts, end: start + (length * (i + 1)) / parts }));
  });
}

const MFCC_HOP_SECONDS = 0.02;
const PITCH_HOP_SECONDS = 0.03;
const PITCH_FRAME_SECONDS = 0.04;

/** Voice features of one window: mean and spread of MFCC 1..n (c0 is loudness) and the median log pitch (NaN if unvoiced). */
export function windowFeatures(
  samples: Int16Array,
  sampleRate: number,
  window: Span,
  mfcc: (frame: ArrayLike<number>) => Float64Array,
  frameLength = 400,
): Float64Array {
  const from = Math.floor(window.start * sampleRate);
  const to = Math.min(samples.length, Math.ceil(window.end * sampleRate));
  const cepstra: Float64Array[] = [];
  for (let at = from; at + frameLength <= to; at += Math.round(MFCC_HOP_SECONDS * sampleRate)) {
    cepstra.push(mfcc(samples.subarray(at, at + frameLength)).subarray(1));
  }
  const dims = cepstra[0]?.length ?? 12;
  const mean = new Float64Array(dims);
  const spread = new Float64Array(dims);
  for (const c of cepstra) for (let d = 0; d < dims; d++) mean[d] += c[d] / cepstra.length;
  for (const c of cepstra) for (let d = 0; d < dims; d++) spread[d] += (c[d] - mean[d]) ** 2 / cepstra.length;
  const pitches = windowPitches(samples, sampleRate, from, to).map(Math.log).sort((a, b) => a - b);
  const pitch = pitches.length ? pitches[pitches.length >> 1] : NaN;
  return Float64Array.of(...mean, ...spread.map(Math.sqrt), pitch);
}

/** Pitch every 30 ms on the signal halved to 8 kHz (pitch lives well below 4 kHz, and it halves the work). */
function windowPitches(samples: Int16Array, sampleRate: number, from: number, to: number): number[] {
  const rate = sampleRate / 2;
  const frame = new Float64Array(Math.round(PITCH_FRAME_SECONDS * rate));
  const found: number[] = [];
  for (let at = from; at + frame.length * 2 <= to; at += Math.round(PITCH_HOP_SECONDS * sampleRate)) {
    for (let i = 0; i < frame.length; i++) frame[i] = (samples[at + 2 * i] + samples[at + 2 * i + 1]) / 2;
    const hz = estimatePitch(frame, rate);
    if (hz) found.push(hz);
  }
  return found;
}
