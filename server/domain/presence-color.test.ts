import { expect, test } from 'vitest';
import { PRESENCE_COLORS, presenceColor } from './presence-color.ts';

/** WCAG 2 relative luminance of "#RRGGBB". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('every marker colour has at least 4.5:1 contrast with white', () => {
  for (const color of PRESENCE_COLORS) expect((1 + 0.05) / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
});

test('a session keeps its colour, and sessions spread over the palette', () => {
  expect(presenceColor('tab-1234abcd')).toBe(presenceColor('tab-1234abcd'));
  const used = new Set(Array.from({ length: 200 }, (_, i) => presenceColor(`session-${i}`)));
  expect(used.size).toBe(PRESENCE_COLORS.length);
});
