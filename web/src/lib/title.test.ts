import { describe, expect, it } from 'vitest';
import { TITLE_REQUIRED, titleFromFileName, validateTitle } from './title.ts';

describe('titleFromFileName', () => {
  it.each([
    ['interview_with_ada.mp3', 'interview with ada'],
    ['episode_12.final.take_2.wav', 'episode 12'],
    ['no-extension', 'no-extension'],
    ['.hidden.ogg', ''],
  ])('%s -> %s', (name, title) => expect(titleFromFileName(name)).toBe(title));
});

describe('validateTitle', () => {
  it('requires a title after trimming', () => {
    expect(validateTitle('')).toBe(TITLE_REQUIRED);
    expect(validateTitle('   ')).toBe('Title is required');
    expect(validateTitle(' A talk ')).toBeNull();
  });
});
