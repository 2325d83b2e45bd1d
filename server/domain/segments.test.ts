import { expect, test } from 'vitest';
import { checkSegments, normalizeTranscribed } from './segments.ts';

test('an engine answer is kept within the audio, so editing it later is never refused', () => {
  const segments = normalizeTranscribed(
    [
      { speaker: 'S\u202E1', text: ' a\u0000b ', start: 0, end: 12 },
      { speaker: 'S2', text: 'past the end', start: 30, end: 31 },
    ],
    10,
  );
  expect(segments).toEqual([{ speaker: 'S1', text: 'a b', start: 0, end: 11, words: [] }]);
  expect(checkSegments(segments, 10)).toEqual(segments);
});

test('without a known duration times are still bounded (a day)', () => {
  expect(() => checkSegments([{ speaker: '', text: 'x', start: 0, end: 1e300 }], 0)).toThrow('end must be a finite number of seconds from 0 to 86400.');
  expect(checkSegments([{ speaker: '', text: 'x', start: 0, end: 3600 }], 0)).toHaveLength(1);
});
