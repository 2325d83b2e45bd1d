import { expect, test } from 'vitest';
import { dueActions, type RetentionSubject } from './retention.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);
const subject = (id: string, since: number, hasAudio = true): RetentionSubject => ({ id, title: id, since: day(since), hasAudio });

test('audio goes after audioDays, the transcript after transcriptDays, counted from each one’s clock; null keeps', () => {
  const subjects = [subject('old', 0), subject('newer', 50), subject('silent', 0, false)];
  expect(dueActions({ audioDays: 30, transcriptDays: 90 }, subjects, day(60)).map((a) => [a.step, a.transcriptId, a.due])).toEqual([
    ['remove-audio', 'old', day(30)],
  ]);
  expect(dueActions({ audioDays: 30, transcriptDays: 90 }, subjects, day(100)).map((a) => [a.step, a.transcriptId])).toEqual([
    // Soonest first: the newer one's audio was due on day 80, the old ones on day 90.
    ['remove-audio', 'newer'],
    ['purge', 'old'],
    ['purge', 'silent'],
  ]);
  expect(dueActions({ audioDays: null, transcriptDays: null }, subjects, day(10_000))).toEqual([]);
  expect(dueActions({ audioDays: null, transcriptDays: 90 }, subjects, day(60))).toEqual([]);
});
