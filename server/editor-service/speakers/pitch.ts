/**
 * Fundamental frequency of one frame by normalised cross-correlation (the core of RAPT/YIN-style trackers),
 * or undefined when the frame is not voiced. Pitch separates voices that MFCCs alone confuse (e.g. a man and
 * a woman with similar timbre).
 */
export function estimatePitch(
  frame: ArrayLike<number>,
  sampleRate: number,
  { minHz = 70, maxHz = 400, voicing = 0.6 } = {},
): number | undefined {
  const minLag = Math.floor(sampleRate / maxHz);
  const maxLag = Math.ceil(sampleRate / minHz);
  const span = frame.length - maxLag;
  if (span < minLag) return undefined;
  let head = 0;
  for (let i = 0; i < span; i++) head += frame[i] * frame[i];
  if (head === 0) return undefined;
  const scores = new Float64Array(maxLag + 1);
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let cross = 0;
    let tail = 0;
    for (let i = 0; i < span; i++) {
      cross += frame[i] * frame[i + lag];
      tail += frame[i + lag] * frame[i + lag];
    }
    scores[lag] = tail > 0 ? cross / Math.sqrt(head * tail) : 0;
    if (scores[lag] > best) best = scores[lag];
  }
  if (best < voicing) return undefined;
  // The shortest lag scoring close to the best, so a period's multiples (octave errors) do not win.
  for (let lag = minLag + 1; lag < maxLag; lag++) {
    if (scores[lag] >= 0.9 * best && scores[lag] >= scores[lag - 1] && scores[lag] >= scores[lag + 1]) return sampleRate / lag;
  }
  return undefined;
}
