import { describe, expect, it } from 'vitest';
import { createMfcc } from './mfcc.ts';
import { planWindows, windowFeatures } from './windows.ts';

describe('planWindows', () => {
  it('keeps a short span whole and cuts long ones into equal windows of 1.5-3 s', () => {
    const windows = planWindows([{ start: 0, end: 1 }, { start: 2, end: 9 }]);
    expect(windows[0]).toEqual({ start: 0, end: 1 });
    const rest = windows.slice(1);
    expect(rest[0].start).toBe(2);
    expect(rest.at(-1)!.end).toBe(9);
    for (const window of rest) {
      expect(window.end - window.start).toBeGreaterThanOrEqual(1.5);
      expect(window.end - window.start).toBeLessThanOrEqual(3);
    }
  });
});

describe('windowFeatures', () => {
  const RATE = 16_000;
  const hum = (hz: number) => Int16Array.from({ length: 2 * RATE }, (_, n) => Math.round(3000 * (Math.sin((2 * Math.PI * hz * n) / RATE) + 0.5 * Math.sin((4 * Math.PI * hz * n) / RATE))));

  it('gives MFCC means and spreads and the median pitch of the window', () => {
    const features = windowFeatures(hum(150), RATE, { start: 0, end: 2 }, createMfcc());
    expect(features).toHaveLength(25);
    expect(Math.exp(features[24])).toBeCloseTo(150, -1);
  });

  it('marks an unvoiced window with NaN pitch', () => {
    const features = windowFeatures(new Int16Array(2 * RATE), RATE, { start: 0, end: 2 }, createMfcc());
    expect(features[24]).toBeNaN();
  });
});
