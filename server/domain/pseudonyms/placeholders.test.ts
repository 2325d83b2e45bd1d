import { describe, expect, it } from 'vitest';
import { hideInJson, hideTerms, placeholderOf, revealPlaceholders, revealTerms, termsForModel } from './placeholders.ts';

const terms = [
  { term: 'Jane Doe', replacement: '[Person A]' },
  { term: 'Jane', replacement: '[Person A]' },
  { term: 'Acme', replacement: 'Participant 7' },
  { term: 'Acme Labs', replacement: 'Participant 71' },
];

describe('placeholders for the language model', () => {
  it('brackets a replacement that has none', () => {
    expect(terms.map(placeholderOf)).toEqual(['[Person A]', '[Person A]', '[Participant 7]', '[Participant 71]']);
  });

  it('hides every listed term, case variants and possessives included, in every string of a payload', () => {
    const original = "jane's boss at ACME met Jane\nDoe and Acme Labs";
    expect(hideTerms(original, terms)).toBe("[Person A]'s boss at [Participant 7] met [Person A] and [Participant 71]");
    expect(hideInJson({ segments: [{ speaker: 'Jane Doe', text: 'hi Jane', start: 1 }] }, terms)).toEqual({ segments: [{ speaker: '[Person A]', text: 'hi [Person A]', start: 1 }] });
  });

  it('puts back the words each placeholder stood for, in order', () => {
    const original = "jane's boss at ACME met Jane\nDoe";
    expect(revealTerms("[Person A]'s boss at [Participant 7] met [Person A].", original, terms)).toBe("jane's boss at ACME met Jane\nDoe.");
    expect(revealTerms('No names here.', 'No names here', terms)).toBe('No names here.');
  });

  it('answers null when a placeholder came back altered, dropped or added', () => {
    const original = 'Jane met Acme';
    expect(revealTerms('[Person a] met [Participant 7].', original, terms)).toBeNull();
    expect(revealTerms('She met [Participant 7].', original, terms)).toBeNull();
    expect(revealTerms('[Person A] met [Participant 7] and [Person A].', original, terms)).toBeNull();
    expect(revealTerms('[Person A] met [Participant 71].', original, terms)).toBeNull();
  });
});

describe('what the model is sent as placeholders, by TAPESCRIPT_LLM_PSEUDONYMISE', () => {
  const list = [{ term: 'Jane Doe', replacement: '[Person A]' }];
  const speakers = ['Jane Doe', 'Speaker 2', 'Bob Smith', 'Ann'];

  it('off: nothing; auto: nothing while the transcript has no pseudonyms', () => {
    expect(termsForModel('off', list, speakers)).toEqual([]);
    expect(termsForModel('auto', [], speakers)).toEqual([]);
  });

  it('auto with pseudonyms, and on: the list and every speaker name that is not "Speaker N", each the next free person', () => {
    const expected = [...list, { term: 'Bob Smith', replacement: '[Person B]' }, { term: 'Ann', replacement: '[Person C]' }];
    expect(termsForModel('auto', list, speakers)).toEqual(expected);
    expect(termsForModel('on', list, speakers)).toEqual(expected);
    expect(termsForModel('on', [], ['Speaker 1', 'Ann'])).toEqual([{ term: 'Ann', replacement: '[Person A]' }]);
  });
});

describe('a text answering no original (a summary, a title)', () => {
  it('gets each placeholder back as the first term listed for it', () => {
    expect(revealPlaceholders('[Person A] joined [Participant 7] in May; [Person B] did not.', terms)).toBe('Jane Doe joined Acme in May; [Person B] did not.');
    expect(revealPlaceholders('As it was.', [])).toBe('As it was.');
  });
});
