import { describe, expect, it } from 'vitest';
import { readAnswer, toPromptSegment } from './llm-answer.ts';

const sent = [
  toPromptSegment({ speaker: 'Speaker 1', text: 'helo there', start: 0, end: 1.5 }),
  toPromptSegment({ text: 'no speaker here', start: 2 }),
];

describe('readAnswer', () => {
  it('takes the texts from a well-formed answer', () => {
    const answer = JSON.stringify({ segments: [{ ...sent[0], text: 'Hello there.' }, { ...sent[1], text: 'No speaker here.' }] });
    expect(readAnswer(answer, sent)).toEqual({ texts: ['Hello there.', 'No speaker here.'] });
  });

  it('accepts a bare array and a fenced block', () => {
    const list = [{ ...sent[0], text: 'a' }, { ...sent[1], text: 'b' }];
    expect(readAnswer(JSON.stringify(list), sent)).toEqual({ texts: ['a', 'b'] });
    expect(readAnswer('```json\n' + JSON.stringify({ segments: list }) + '\n```', sent)).toEqual({ texts: ['a', 'b'] });
  });

  it.each([
    ['not json', 'Sure! Here is the corrected text.', /not JSON/],
    ['no list', JSON.stringify({ text: 'x' }), /no segments/],
    ['a lost segment', JSON.stringify({ segments: [{ ...sent[0], text: 'a' }] }), /1 segments instead of 2/],
    ['a moved start', JSON.stringify({ segments: [{ ...sent[0], start: 0.1, text: 'a' }, { ...sent[1], text: 'b' }] }), /segment 1 changed/],
    ['a new speaker', JSON.stringify({ segments: [{ ...sent[0], text: 'a' }, { ...sent[1], speaker: 'Speaker 2', text: 'b' }] }), /segment 2 changed/],
    ['a missing text', JSON.stringify({ segments: [{ ...sent[0] , text: 1 }, { ...sent[1], text: 'b' }] }), /segment 1 had no text/],
  ])('refuses %s', (_case, answer, problem) => {
    const result = readAnswer(answer, sent);
    expect('problem' in result && result.problem).toMatch(problem);
  });
});
