import { describe, expect, test } from 'vitest';
import type { Segment } from '../segment-types.ts';
import { checkEnrolment, chooseClips, likeRememberedVoice, namingVoiceprint, soundsLike, TARGET_SECONDS } from './enrolment.ts';

/** A segment whose words are `count` words of 0.4 s, with a `gap` pause after each `every` words. */
function segment(speaker: string, start: number, count: number, confidence = 0.9, every = 1000, gap = 0): Segment {
  const words = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    words.push({ text: `w${i}`, start: at, end: at + 0.4, confidence });
    at += 0.4;
    if ((i + 1) % every === 0 && i + 1 < count) at += gap;
  }
  return { speaker, text: words.map((w) => w.text).join(' '), start, end: at, words };
}

describe('choosing the clips of a voiceprint', () => {
  test('only that speaker, pieces split at pauses, trimmed away from other speakers, in time order', () => {
    const segments = [segment('Speaker 1', 0, 10), segment('Speaker 2', 4, 20, 0.9, 10, 1), segment('Speaker 1', 13, 10)];
    const { clips, seconds } = chooseClips(segments, 'Speaker 2');
    // 4..8 and 9..13, each 0.5 s away from the neighbouring turns
    expect(clips).toEqual([[4.5, 8], [9, 12.5]]);
    expect(seconds).toBeCloseTo(7);
  });

  test('the most confident speech first, up to the target, at least 20 s when there is that much', () => {
    const segments = Array.from({ length: 40 }, (_, i) => segment('Host', i * 10, 20, i % 2 ? 0.95 : 0.6));
    const { clips, seconds } = chooseClips(segments, 'Host');
    expect(seconds).toBeGreaterThanOrEqual(TARGET_SECONDS);
    expect(seconds).toBeLessThan(TARGET_SECONDS + 8);
    // all from the confident (odd) segments
    expect(clips.every(([start]) => Math.floor(start / 10) % 2 === 1)).toBe(true);
    expect(clips).toEqual([...clips].sort((a, b) => a[0] - b[0]));
  });

  test('long speech is cut into clips of at most 20 s; pieces under 1.5 s are left out', () => {
    const segments = [segment('Host', 0, 100), segment('Host', 50, 3)];
    const { clips } = chooseClips(segments, 'Host');
    expect(clips.length).toBe(2);
    expect(clips.every(([start, end]) => end - start <= 20)).toBe(true);
  });

  test('segments without word timings are used whole', () => {
    expect(chooseClips([{ speaker: 'Host', text: 'typed', start: 2, end: 6 }], 'Host').clips).toEqual([[2, 6]]);
  });
});

const clip = (start: number, end: number, embedding: number[]) => ({ start, end, embedding });

describe('checking an enrolment', () => {
  test('clips of one voice agree; a stray clip is left out', () => {
    const one = [clip(0, 5, [1, 0.1, 0]), clip(5, 10, [1, 0, 0.1]), clip(10, 15, [1, 0.05, 0.05]), clip(15, 20, [1, 0, 0]), clip(20, 21, [0, 1, 0])];
    const check = checkEnrolment(one);
    expect(check.agrees).toBe(true);
    expect(check.agrees && check.kept.map((c) => c.start)).toEqual([0, 5, 10, 15]);
  });

  test('a voice mixed in with a third of the speech is refused; with less it is left out', () => {
    const host = (start: number) => clip(start, start + 5, [1, 0.05 * (start % 3), 0]);
    const guest = (start: number) => clip(start, start + 5, [0.3, 1, 0.05 * (start % 2)]);
    const third = [host(0), host(5), host(10), host(15), guest(20), guest(25), guest(30)];
    expect(checkEnrolment(third)).toMatchObject({ agrees: false, disagreeing: 3 });
    const few = [host(0), host(5), host(10), host(15), host(35), host(40), host(45), host(50), guest(20)];
    const check = checkEnrolment(few);
    expect(check.agrees && check.kept.map((c) => c.start)).toEqual([0, 5, 10, 15, 35, 40, 45, 50]);
  });

  test('clips of two voices are refused', () => {
    const two = [clip(0, 5, [1, 0, 0]), clip(5, 10, [1, 0.1, 0]), clip(10, 15, [0, 1, 0]), clip(15, 20, [0.1, 1, 0])];
    expect(checkEnrolment(two)).toMatchObject({ agrees: false, disagreeingSeconds: 10, seconds: 20, clips: 4, disagreeing: 2 });
  });

  test('naming an earlier transcript goes by the clips of one voice, or of a clear majority; an even split is left alone', () => {
    const host = (start: number) => clip(start, start + 5, [1, 0.05 * (start % 3), 0]);
    const guest = (start: number) => clip(start, start + 5, [0.3, 1, 0.05 * (start % 2)]);
    expect(namingVoiceprint([host(0), host(5), host(10)])).toMatchObject({ seconds: 15 });
    // Another voice in 2 of 7 clips (29 % of the speech): an enrolment is refused, naming goes by the host's 5.
    const mostly = [host(0), host(5), host(10), host(15), host(20), guest(25), guest(30)];
    expect(checkEnrolment(mostly).agrees).toBe(false);
    const named = namingVoiceprint(mostly)!;
    expect(named.seconds).toBe(25);
    expect(named.embedding[0]).toBeGreaterThan(0.99);
    expect(namingVoiceprint([host(0), host(5), guest(10), guest(15)])).toBeUndefined();
    // Less speech than a speaker is named from.
    expect(namingVoiceprint([clip(0, 2, [1, 0, 0])])).toBeUndefined();
  });

  test('a group shorter than a speaker is named from is too short to be another voice: left out, unless all is that short', () => {
    // jfk.mp3's three clips (one voice, an old recording): 1.8 s scoring 0.65 and 0.53 against the other two
    const jfk = [clip(0.29, 2.1, [0.651, 0.759, 0]), clip(3.33, 7.34, [1, 0, 0]), clip(8.194, 10.36, [0.725, 0.079, 0.684])];
    const check = checkEnrolment(jfk);
    expect(check.agrees && check.kept.map((c) => c.start)).toEqual([3.33, 8.194]);
    expect(checkEnrolment([clip(0, 2.5, [1, 0]), clip(2.5, 5, [0, 1])]).agrees).toBe(false);
    expect(checkEnrolment([clip(0, 6, [1, 0]), clip(6, 9, [0, 1])]).agrees).toBe(false);
  });

  test('two clips that disagree are refused; one clip cannot be checked', () => {
    expect(checkEnrolment([clip(0, 5, [1, 0]), clip(5, 10, [0, 1])]).agrees).toBe(false);
    expect(checkEnrolment([clip(0, 5, [1, 0])]).agrees).toBe(true);
  });
});

describe('a new voice against the remembered ones', () => {
  const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const voices = [
    { id: 'a', name: 'ETRM', embedding: at(0) },
    { id: 'b', name: 'Guest', embedding: at(90) },
  ];

  test('scoring as one voice (0.7 or more) with a remembered voice, it is that voice: the best-scoring one', () => {
    expect(soundsLike(at(80), voices)).toEqual({ voice: voices[1], score: expect.closeTo(Math.cos((10 * Math.PI) / 180), 6) });
    expect(soundsLike(at(45), voices)?.score).toBeCloseTo(Math.SQRT1_2, 6);
  });

  test('below 0.7 against every remembered voice, or with none remembered, it is a new voice', () => {
    expect(soundsLike(at(-50), voices)).toBeUndefined(); // 0.64 against ETRM
    expect(soundsLike(at(0), [])).toBeUndefined();
  });
});

describe('another interview under a remembered name', () => {
  const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];

  test('scored against the centroid of the voice\'s interviews: the same voice from the naming threshold (0.6) up', () => {
    // Interviews at ±40° average to 0°: 50° away scores 0.64, although it is 90° from one of them.
    expect(likeRememberedVoice(at(50), [at(-40), at(40)])).toEqual({ score: expect.closeTo(Math.cos((50 * Math.PI) / 180), 6), alike: true });
    expect(likeRememberedVoice(at(55), [at(-40), at(40)])).toEqual({ score: expect.closeTo(Math.cos((55 * Math.PI) / 180), 6), alike: false });
  });
});
