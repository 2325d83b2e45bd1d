/** Energy-based voice activity on 10 ms frames: enough for read speech and interviews recorded in a room. */
export const FRAME_SECONDS = 0.01;

export interface Span {
  start: number;
  end: number;
}

/** Frame loudness in dB relative to full scale. */
export function frameLevels(samples: Int16Array, sampleRate: number): Float64Array {
  const hop = Math.round(sampleRate * FRAME_SECONDS);
  const levels = new Float64Array(Math.ceil(samples.length / hop));
  for (let f = 0; f < levels.length; f++) {
    const end = Math.min(samples.length, (f + 1) * hop);
    let sum = 0;
    for (let i = f * hop; i < end; i++) sum += samples[i] * samples[i];
    levels[f] = 10 * Math.log10(sum / Math.max(1, end - f * hop) / (32768 * 32768) + 1e-12);
  }
  return levels;
}

function percentile(values: Float64Array, p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/**
 * Marks speech frames with a threshold placed between the noise floor and the loud end of the recording,
 * so it adapts to the recording's level instead of assuming one.
 */
export function detectSpeech(levels: Float64Array, { minRiseDb = 9, riseFraction = 0.3 } = {}): Uint8Array {
  const speech = new Uint8Array(levels.length);
  if (levels.length === 0) return speech;
  const floor = percentile(levels, 0.1);
  const loud = percentile(levels, 0.95);
  const threshold = floor + Math.max(minRiseDb, riseFraction * (loud - floor));
  for (let f = 0; f < levels.length; f++) speech[f] = levels[f] > threshold ? 1 : 0;
  return speech;
}

/** Speech frames as time spans, bridging pauses shorter than `bridge` and dropping blips shorter than `shortest`. */
export function speechSpans(speech: Uint8Array, { bridge = 0.3, shortest = 0.1 } = {}): Span[] {
  const spans: Span[] = [];
  let f = 0;
  while (f < speech.length) {
    if (!speech[f]) {
      f++;
      continue;
    }
    const start = f;
    while (f < speech.length && speech[f]) f++;
    const span = { start: start * FRAME_SECONDS, end: f * FRAME_SECONDS };
    const last = spans.at(-1);
    if (last && span.start - last.end < bridge) last.end = span.end;
    else spans.push(span);
  }
  return spans.filter((span) => span.end - span.start >= shortest);
}
