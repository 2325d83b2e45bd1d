import { expect, test } from 'vitest';
import { citation, quoteTime } from './citation.ts';

test('a quote cited as "…" — Speaker, Title (hh:mm:ss), seconds truncated', () => {
  expect(citation({ quote: 'we said no', speaker: 'Ada Okafor', start: 754.9, transcript: { title: 'Energy, part 2' } })).toBe('"we said no" — Ada Okafor, Energy, part 2 (00:12:34)');
  expect(quoteTime(3 * 3600 + 5)).toBe('03:00:05');
  expect(quoteTime(Number.NaN)).toBe('00:00:00');
});
