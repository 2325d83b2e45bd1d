import { expect, it } from 'vitest';
import { makeLongInterview } from './fixtures.ts';
import { mergeTurns } from './turns.ts';

it('makes a deterministic two-hour interview of about 20,000 words', () => {
  const interview = makeLongInterview();
  expect(makeLongInterview()).toEqual(interview);
  expect(interview.segments).toHaveLength(1500);
  const words = interview.segments.reduce((count, s) => count + s.text.split(/\s+/).length, 0);
  expect(words).toBeGreaterThan(18_000);
  expect(words).toBeLessThan(22_000);
  expect(interview.segments.at(-1)?.end).toBeCloseTo(7200, 3);
  // Some segments merge into turns, so the export's merging is exercised.
  expect(mergeTurns(interview.segments).length).toBeLessThan(1500);
});
