/**
 * The peaks to draw in `columns` bars: each bar takes the loudest peak of the stretch it covers, so
 * short loud sounds stay visible when many peaks share a bar (and peaks repeat when bars outnumber them).
 */
export function peaksForColumns(peaks: readonly number[], columns: number): number[] {
  if (peaks.length === 0 || columns <= 0) return [];
  const bars: number[] = [];
  for (let column = 0; column < columns; column += 1) {
    const from = Math.floor((column * peaks.length) / columns);
    const to = Math.max(from + 1, Math.floor(((column + 1) * peaks.length) / columns));
    let loudest = 0;
    for (let i = from; i < to; i += 1) loudest = Math.max(loudest, peaks[i]);
    bars.push(Math.min(1, Math.max(0, loudest)));
  }
  return bars;
}
