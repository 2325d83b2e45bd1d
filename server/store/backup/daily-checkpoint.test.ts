import { expect, test } from 'vitest';
import { waitForDailyCheckpoint } from './daily-checkpoint.ts';

test("the database copy waits out PocketBase's midnight (UTC) checkpoint, and only that", () => {
  expect(waitForDailyCheckpoint(new Date('2026-11-26T12:00:00Z'))).toBe(0);
  expect(waitForDailyCheckpoint(new Date('2026-11-26T23:54:59Z'))).toBe(0);
  expect(waitForDailyCheckpoint(new Date('2026-11-26T23:55:00Z'))).toBe(6 * 60_000);
  expect(waitForDailyCheckpoint(new Date('2026-11-26T23:59:30Z'))).toBe(90_000);
  expect(waitForDailyCheckpoint(new Date('2026-11-27T00:00:20Z'))).toBe(40_000);
  expect(waitForDailyCheckpoint(new Date('2026-11-27T00:01:00Z'))).toBe(0);
});
