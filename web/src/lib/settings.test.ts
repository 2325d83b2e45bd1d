import { afterEach, describe, expect, it } from 'vitest';
import { SKIP_SECONDS, VOLUME, clearSetting, readNumberSetting } from './settings.ts';

describe('number settings', () => {
  afterEach(() => localStorage.clear());

  it('read as their default until set, and again once cleared', () => {
    expect(readNumberSetting(SKIP_SECONDS)).toBe(5);
    localStorage.setItem('tapescript.skipSeconds', '3');
    expect(readNumberSetting(SKIP_SECONDS)).toBe(3);
    clearSetting('skipSeconds');
    expect(readNumberSetting(SKIP_SECONDS)).toBe(5);
  });

  it('keep a stored value within range, and ignore one that is not a number', () => {
    localStorage.setItem('tapescript.volume', '7');
    expect(readNumberSetting(VOLUME)).toBe(1);
    localStorage.setItem('tapescript.skipSeconds', 'soon');
    expect(readNumberSetting(SKIP_SECONDS)).toBe(5);
    localStorage.setItem('tapescript.skipSeconds', '');
    expect(readNumberSetting(SKIP_SECONDS)).toBe(5);
  });
});
