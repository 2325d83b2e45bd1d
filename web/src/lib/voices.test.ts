import { expect, test } from 'vitest';
import { voiceSource } from './voices.ts';

test('a voice’s source reads as the Voices page shows it, one interview or several', () => {
  expect(voiceSource({ interviews: 1, speechSeconds: 6.2 })).toBe('1 interview, 0:06 of speech');
  expect(voiceSource({ interviews: 2, speechSeconds: 68.6 })).toBe('2 interviews, 1:08 of speech');
});
