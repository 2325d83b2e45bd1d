import { describe, expect, it } from 'vitest';
import { SPEAKER_PALETTE, UNKNOWN_SPEAKER_COLOR, colorOf, speakerColors } from './speaker-colors.ts';

describe('speakerColors', () => {
  it('gives speakers distinct colours in order of appearance, and the unnamed one grey', () => {
    const colors = speakerColors(['ETRM', 'Guest']);
    expect(colorOf(colors, 'ETRM')).toBe(SPEAKER_PALETTE[0]);
    expect(colorOf(colors, 'Guest')).toBe(SPEAKER_PALETTE[1]);
    expect(colorOf(colors, null)).toBe(UNKNOWN_SPEAKER_COLOR);
    expect(new Set(SPEAKER_PALETTE).size).toBe(SPEAKER_PALETTE.length);
  });

  it('reuses the palette beyond ten speakers', () => {
    const names = Array.from({ length: 12 }, (_, i) => `S${i}`);
    expect(colorOf(speakerColors(names), 'S10')).toBe(SPEAKER_PALETTE[0]);
  });
});
