import { describe, expect, it } from 'vitest';
import { hideInJson, hideTerms, placeholderOf, revealTerms } from './placeholders.ts';

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
