import { createHash } from 'node:crypto';

/** A stretch of the recording to hide, in seconds: the words of one pseudonymised term. */
export interface BleepSpan {
  start: number;
  end: number;
}

/**
 * Where a transcript's listed terms are heard: what the pseudonym matcher answers (word times), and all the renderer
 * needs to know of pseudonyms.
 */
export type BleepSpans = readonly BleepSpan[];

/** SILENCE: the span goes quiet. TONE: a 1 kHz tone replaces it. */
export type BleepMode = 'SILENCE' | 'TONE';

/** Word times are ±0.1–0.2 s off (issue 52): each span is widened by this much on each side. */
export const BLEEP_WIDEN_SECONDS = 0.15;
/** The fade at each edge of a widened span, inside it, so nothing outside the widened span changes. */
export const BLEEP_FADE_SECONDS = 0.01;

/**
 * The stretches the renderer changes: each span widened by BLEEP_WIDEN_SECONDS on each side, clamped to the
 * recording (0 to `duration`, when known), and overlapping or touching ones merged; in order. Spans with no
 * length or times that are not numbers are dropped.
 */
export function widenSpans(spans: BleepSpans, duration = Infinity): BleepSpan[] {
  const widened = spans
    .filter((span) => Number.isFinite(span.start) && Number.isFinite(span.end) && span.end > span.start)
    .map((span) => ({ start: Math.max(0, span.start - BLEEP_WIDEN_SECONDS), end: Math.min(duration, span.end + BLEEP_WIDEN_SECONDS) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: BleepSpan[] = [];
  for (const span of widened) {
    const last = merged.at(-1);
    // Within a microsecond is touching: 1.2 + 0.15 and 1.5 − 0.15 differ only in floating point.
    if (last && span.start <= last.end + 1e-6) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * What a render depends on, as a short hash: the widened spans (so spans that differ only in their order or
 * overlaps make one render) and the mode.
 */
export function bleepKey(spans: BleepSpans, mode: BleepMode): string {
  const widened = widenSpans(spans).map((span) => [span.start, span.end]);
  return createHash('sha256').update(JSON.stringify({ mode, widened })).digest('hex').slice(0, 32);
}
