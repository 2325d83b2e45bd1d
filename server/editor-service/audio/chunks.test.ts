import { describe, expect, it } from 'vitest';
import { planChunks } from './chunks.ts';

/** Speech flags per 10 ms frame: speech everywhere except the given pauses [start, end] in seconds. */
function speechWithPauses(seconds: number, pauses: Array<[number, number]>): Uint8Array {
  const speech = new Uint8Array(seconds * 100).fill(1);
  for (const [start, end] of pauses) speech.fill(0, start * 100, end * 100);
  return speech;
}

describe('planChunks', () => {
  it('keeps short audio whole', () => {
    expect(planChunks(speechWithPauses(5, []), 5, { workers: 2 })).toEqual([{ start: 0, end: 5 }]);
  });

  it('cuts in the middle of the longest pause near the target', () => {
    const speech = speechWithPauses(40, [[13, 13.2], [16, 17], [30, 30.4]]);
    expect(planChunks(speech, 40, { workers: 2 })).toEqual([
      { start: 0, end: 16.5 },
      { start: 16.5, end: 40 },
    ]);
  });

  it('covers the whole recording without gaps, each chunk within the longest bound', () => {
    const pauses: Array<[number, number]> = Array.from({ length: 60 }, (_, i) => [i * 10 + 4, i * 10 + 4.5]);
    const chunks = planChunks(speechWithPauses(600, pauses), 600, { workers: 2, longest: 60 });
    expect(chunks[0].start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(600);
    chunks.slice(1).forEach((chunk, i) => expect(chunk.start).toBe(chunks[i].end));
    for (const chunk of chunks) expect(chunk.end - chunk.start).toBeLessThanOrEqual(72);
  });

  it('cuts at the target when there is no pause at all', () => {
    expect(planChunks(speechWithPauses(30, []), 30, { workers: 3 })).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 30 },
    ]);
  });
});
