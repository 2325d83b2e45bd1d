import { describe, expect, it } from 'vitest';
import { searchAsYouType } from './search-as-you-type.ts';

describe('searchAsYouType', () => {
  it('makes the last word a prefix while it is being typed', () => {
    expect(searchAsYouType('interv')).toBe('interv*');
    expect(searchAsYouType('  end of the interv')).toBe('end of the interv*');
    expect(searchAsYouType('"end of the interv')).toBe('"end of the interv*');
    expect(searchAsYouType('Crème brû')).toBe('Crème brû*');
  });

  it('leaves a word the user ended, or a prefix already asked for, as it is', () => {
    expect(searchAsYouType('interview ')).toBe('interview');
    expect(searchAsYouType('"end of the"')).toBe('"end of the"');
    expect(searchAsYouType('interv*')).toBe('interv*');
    expect(searchAsYouType('C++')).toBe('C++');
    expect(searchAsYouType('done.')).toBe('done.');
  });
});
