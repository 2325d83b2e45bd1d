import { describe, expect, it } from 'vitest';
import { levelOf, recordingFileName, recordingLength, recordingUnavailable, recoveryOffer } from './recording-rules.ts';

// Local clock times, as the offer shows them.
const at = (day: number, hours: number, minutes: number, seconds = 0) => new Date(2026, 10, day, hours, minutes, seconds).getTime();

describe('the offer of an unfinished recording', () => {
  it('says when it began and how long it is, in minutes', () => {
    expect(recoveryOffer({ startedAt: at(28, 14, 32), seconds: 23 * 60 + 10 }, at(28, 15, 0))).toBe('Recording of 14:32, 23 min: upload or discard');
  });

  it('says seconds under a minute, and the day when it was not today', () => {
    expect(recoveryOffer({ startedAt: at(28, 9, 5), seconds: 40.4 }, at(28, 9, 6))).toBe('Recording of 09:05, 40 s: upload or discard');
    expect(recoveryOffer({ startedAt: at(27, 23, 50), seconds: 95 }, at(28, 0, 10))).toBe('Recording of 2026-11-27 23:50, 2 min: upload or discard');
  });

  it('rounds to the nearest minute, and a minute is the least said in minutes', () => {
    expect(recordingLength(59.4)).toBe('59 s');
    expect(recordingLength(60)).toBe('1 min');
    expect(recordingLength(89)).toBe('1 min');
    expect(recordingLength(0)).toBe('0 s');
  });
});

describe('a recording’s file name', () => {
  it('is its start, with no dot before the extension so the prefilled title is the whole name', () => {
    expect(recordingFileName(at(28, 14, 32, 51))).toBe('Recording 2026-11-28 14-32.ogg');
  });
});

describe('whether the browser records here', () => {
  const able = { isSecureContext: true, hasMicrophoneAccess: true, recordsOpus: true };

  it('records on a secure page with a microphone API and Opus', () => {
    expect(recordingUnavailable(able)).toBeNull();
  });

  it('says why not on a plain http:// page of another computer', () => {
    expect(recordingUnavailable({ ...able, isSecureContext: false, hasMicrophoneAccess: false })).toMatch(/^Recording needs a secure page: .*HTTPS or from localhost\.$/);
  });

  it('says why not in a browser that cannot record Opus', () => {
    expect(recordingUnavailable({ ...able, recordsOpus: false })).toMatch(/cannot record Opus/);
  });
});

describe('the level meter', () => {
  it('reads silence as 0, full scale as 100, and −30 dBFS halfway', () => {
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(new Float32Array(512).fill(1))).toBe(100);
    expect(levelOf(new Float32Array(512).fill(10 ** (-30 / 20)))).toBe(50);
  });
});
