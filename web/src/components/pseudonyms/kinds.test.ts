import { describe, expect, it } from 'vitest';
import { KIND_NAMES, whySuggested } from './kinds.ts';

describe('pseudonym kinds and suggestions in words', () => {
  it('names every kind', () => {
    expect(KIND_NAMES).toEqual({ PERSON: 'Person', ORG: 'Organisation', PLACE: 'Place or address', CONTACT: 'E-mail or phone', OTHER: 'Other' });
  });

  it('says why a term is suggested and how often it is in the text', () => {
    expect(whySuggested({ reason: 'SPEAKER', count: 2 })).toBe('A speaker’s name, said twice');
    expect(whySuggested({ reason: 'SPEAKER', count: 0 })).toBe('A speaker’s name, never said');
    expect(whySuggested({ reason: 'NAME', count: 5 })).toBe('A name, said 5 times');
    expect(whySuggested({ reason: 'EMAIL', count: 1 })).toBe('An e-mail address, found once');
    expect(whySuggested({ reason: 'VOCABULARY', count: 0 })).toBe('From the upload’s vocabulary');
  });
});
