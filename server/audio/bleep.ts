import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../lib/ffmpeg.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { BLEEP_FADE_SECONDS, widenSpans, type BleepMode, type BleepSpan, type BleepSpans } from './bleep-spans.ts';
import { REENCODED } from './extract.ts';
import { localInput } from './ffmpeg.ts';

/** The tone's pitch, and its level: 0.1 of full scale (−20 dBFS peak), heard clearly without startling. */
export const TONE_HZ = 1000;
export const TONE_AMPLITUDE = 0.1;

/**
 * FLAC (16-bit, as the decoders hand speech codecs on) keeps every sample outside the spans as it was decoded; Ogg
 * Opus (as extract.ts re-encodes) is what is served.
 */
export type BleepFormat = 'flac' | 'ogg';
const FORMATS: Record<BleepFormat, string[]> = { flac: ['-c:a', 'flac', '-sample_fmt', 's16', '-f', 'flac'], ogg: REENCODED.args };

/**
 * Time allowed: a minute to start, then 4x real time. Measured here (bench `bleeps`): about 30x real time for mono
 * 48 kHz with 400 spans on an idle core; the expression is evaluated for every sample of every channel.
 */
export const bleepTimeoutMs = (durationSeconds: number) => 60_000 + durationSeconds * 250;

/**
 * How much of the spans is hidden at time `t`: 0 outside them, 1 inside, ramping over BLEEP_FADE_SECONDS at each
 * edge inside the span (but at the recording's start, where there is nothing to fade from). A balanced tree of
 * comparisons on `t`, so each sample costs log2(spans) steps, not one per span.
 */
export function hiddenExpression(spans: readonly BleepSpan[]): string {
  if (spans.length === 0) return '0';
  if (spans.length === 1) {
    const { start, end } = spans[0];
    const distance = start > 0 ? `min(t-${start},${end}-t)` : `(${end}-t)`;
    return `clip(${distance}/${BLEEP_FADE_SECONDS},0,1)`;
  }
  const middle = spans.length >> 1;
  return `if(lt(t,${spans[middle].start}),${hiddenExpression(spans.slice(0, middle))},${hiddenExpression(spans.slice(middle))})`;
}

/** The per-sample filter: each channel scaled down by how hidden the moment is, with the tone scaled up as much in TONE. */
function bleepFilter(spans: readonly BleepSpan[], mode: BleepMode): string {
  const tone = mode === 'TONE' ? `+ld(0)*${TONE_AMPLITUDE}*sin(2*PI*${TONE_HZ}*t)` : '';
  // Samples outside every span are passed on untouched (no arithmetic at all), so they stay exact.
  return `aeval=c=same:exprs='st(0,${hiddenExpression(spans)});if(ld(0),val(ch)*(1-ld(0))${tone},val(ch))'`;
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
