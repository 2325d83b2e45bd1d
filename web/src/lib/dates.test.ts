import { describe, expect, it } from 'vitest';
import { formatUpdated } from './dates.ts';

describe('formatUpdated', () => {
  it('reads like "Nov 21, 2026, 3:05 PM" in local time', () => {
    const local = new Date(2026, 10, 21, 15, 5).toISOString();
    expect(formatUpdated(local)).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatUpdated(new Date(2026, 0, 2, 9, 30).toISOString())).toBe('Jan 2, 2026, 9:30 AM');
  });

  it('adds seconds when asked (versions are often seconds apart)', () => {
    expect(formatUpdated(new Date(2026, 10, 21, 15, 5, 9).toISOString(), true)).toBe('Nov 21, 2026, 3:05:09 PM');
  });

  it('is empty for a value that is not a date', () => expect(formatUpdated('soon')).toBe(''));
});
