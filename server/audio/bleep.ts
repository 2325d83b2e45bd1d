import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../lib/ffmpeg.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { BLEEP_FADE_SECONDS, widenSpans, type BleepMode, type BleepSpan, type BleepSpans } from './bleep-spans.ts';
import { REENCODED } from './extract.ts';
import { localInput } from './ffmpeg.ts';
import { AUDIO_LIMITS } from './limits.ts';

/**
 * The tone's pitch, and its level: 0.05 of full scale (−26 dBFS peak), about as loud as speech recorded well, so it
 * is heard without startling; and Opus's noise around it stays further below the −40 dB the tone must keep (measured
 * here: the worst span −44 dB where 0.1 of full scale gave −41 dB).
 */
export const TONE_HZ = 1000;
export const TONE_AMPLITUDE = 0.05;

/**
 * FLAC (16-bit, as the decoders hand speech codecs on) keeps every sample outside the spans as it was decoded; Ogg
 * Opus (as extract.ts re-encodes) is what is served.
 */
export type BleepFormat = 'flac' | 'ogg';
const FORMATS: Record<BleepFormat, string[]> = { flac: ['-c:a', 'flac', '-sample_fmt', 's16', '-f', 'flac'], ogg: REENCODED.args };

/**
 * Time allowed: a minute to start, then real time. Measured here (bench `bleeps`): an hour of 48 kHz mono with 400
 * spans took 66 s of CPU, and 257 s of wall time with the two cores shared with other work (448 s at a load of 11).
 */
export const bleepTimeoutMs = (durationSeconds: number) => 60_000 + durationSeconds * 1000;

/**
 * An expression of `t` that is `leaf(span)` for the span that time falls to: a balanced tree of comparisons with
 * each span's start (less `lead`), so each evaluation costs log2(spans) steps, not one per span.
 */
function spanTree(spans: readonly BleepSpan[], leaf: (span: BleepSpan) => string, lead = 0): string {
  if (spans.length === 1) return leaf(spans[0]);
  const middle = spans.length >> 1;
  return `if(lt(t,${spans[middle].start - lead}),${spanTree(spans.slice(0, middle), leaf, lead)},${spanTree(spans.slice(middle), leaf, lead)})`;
}

/**
 * How much of the spans is hidden at time `t`: 0 outside them, 1 inside, ramping over BLEEP_FADE_SECONDS at each
 * edge inside the span (but at the recording's start, where there is nothing to fade from).
 */
function hiddenExpression(spans: readonly BleepSpan[]): string {
  return spanTree(spans, ({ start, end }) => `clip(${start > 0 ? `min(t-${start},${end}-t)` : `(${end}-t)`}/${BLEEP_FADE_SECONDS},0,1)`);
}

/**
 * The filter works on frames of at most this many samples, so that a frame starting FRAME_LEAD_SECONDS before a
 * span reaches into it at any rate a recording may have (4 kHz and up: limits.ts).
 */
const FRAME_SAMPLES = 1024;
const FRAME_LEAD_SECONDS = FRAME_SAMPLES / AUDIO_LIMITS.minSampleRate + 0.05;

/**
 * The per-sample filter: each channel scaled down by how hidden the moment is, with the tone scaled up as much in
 * TONE. It runs only on frames that reach into a span (the timeline's `enable`, checked once a frame); every other
 * frame, and every sample outside the spans in those it runs on, is passed on untouched, so it stays exact.
 * Measured here: a quarter of the CPU of evaluating every sample (bench `bleeps`).
 */
function bleepFilter(spans: readonly BleepSpan[], mode: BleepMode): string {
  if (!spans.length) return 'anull';
  const tone = mode === 'TONE' ? `+ld(0)*${TONE_AMPLITUDE}*sin(2*PI*${TONE_HZ}*t)` : '';
  const reaches = spanTree(spans, ({ start, end }) => `between(t,${start - FRAME_LEAD_SECONDS},${end})`, FRAME_LEAD_SECONDS);
  const aeval = `aeval=c=same:exprs='st(0,${hiddenExpression(spans)});if(ld(0),val(ch)*(1-ld(0))${tone},val(ch))':enable='${reaches}'`;
  return `asetnsamples=n=${FRAME_SAMPLES}:p=0,${aeval}`;
}

export interface BleepRender {
  /** The recording (a local file: ffmpeg reads it seekable, whatever its container). */
  input: string;
  spans: BleepSpans;
  mode: BleepMode;
  /** The file to write. */
  output: string;
  format: BleepFormat;
  timeoutMs: number;
  signal?: AbortSignal;
  ffmpeg?: string;
}

/**
 * Renders the recording's first audio stream with the spans hidden (widened, merged and faded: bleep-spans.ts),
 * all of it streamed through ffmpeg: Node holds only the filter, never the audio. The filter is written to a
 * script file, as hundreds of spans make it longer than one argument may be.
 */
export async function renderBleeps({ input, spans, mode, output, format, timeoutMs, signal, ffmpeg }: BleepRender): Promise<void> {
  const dir = await makeTempDir('bleep');
  try {
    const script = path.join(dir, 'filter');
    await fs.writeFile(script, bleepFilter(widenSpans(spans), mode));
    const args = [...localInput(input), '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-filter_script:a', script, ...FORMATS[format], '-y', `file:${output}`];
    await runFfmpeg({ args, timeoutMs, signal, ffmpeg });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
