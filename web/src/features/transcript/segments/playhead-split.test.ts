import { describe, expect, it } from 'vitest';
import { splitOffsetAt } from './playhead-split.ts';

const words = [
  { text: 'Welcome', start: 1, end: 1.5, confidence: 0.9 },
  { text: 'to', start: 1.6, end: 1.8, confidence: 0.9 },
  { text: 'the', start: 1.9, end: 2.1, confidence: 0.9 },
  { text: 'interview.', start: 2.2, end: 3, confidence: 0.9 },
];
const text = 'Welcome to the interview.';

describe('a new segment at the playhead', () => {
  it('splits before the first word starting at or after the playhead', () => {
    expect(splitOffsetAt(text, words, 1.85)).toEqual({ ok: true, offset: text.indexOf('the') });
    expect(splitOffsetAt(text, words, 1.9)).toEqual({ ok: true, offset: text.indexOf('the') });
  });

  it('keeps a word the playhead is inside in the first part', () => {
    expect(splitOffsetAt(text, words, 2.5)).toMatchObject({ ok: false, reason: expect.stringMatching(/after this segment's last word/) });
    expect(splitOffsetAt(text, words, 1.7)).toEqual({ ok: true, offset: text.indexOf('the') });
  });

  it('says why not at the first word', () => {
    expect(splitOffsetAt(text, words, 0.5)).toMatchObject({ ok: false, reason: expect.stringMatching(/first word/) });
  });

  it('finds the place in the edited text, skipping typed words', () => {
    const edited = 'Hello and welcome to the interview.';
    expect(splitOffsetAt(edited, words, 1.55)).toEqual({ ok: true, offset: edited.indexOf('to') });
  });

  it('says why not when no word is timed', () => {
    expect(splitOffsetAt('Typed by hand.', [], 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/no times/) });
  });
});
