import { describe, expect, test } from 'vitest';
import type { Calibration } from './calibration.ts';
import { recognize, suggest, type KnownVoice } from './recognition.ts';

const calibration: Calibration = { threshold: 0.7, margin: 0.15, minSeconds: 3 };
/** A unit vector at `degrees` from the x axis in the xy plane: cos(angle between two) is their score. */
const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180), 0];
const voice = (id: string, degrees: number): KnownVoice => ({ id, name: id.toUpperCase(), embedding: at(degrees) });
const heard = (speaker: string, degrees: number, seconds = 20) => ({ speaker, embedding: at(degrees), seconds });

describe('naming known voices', () => {
  test('a speaker close to one voice and far from the others gets its name and score', () => {
    const named = recognize([heard('Speaker 1', 10), heard('Speaker 2', 200)], [voice('etrm', 0), voice('guest', 90)], calibration);
    expect(named).toEqual([{ speaker: 'Speaker 1', voiceId: 'etrm', score: expect.closeTo(Math.cos((10 * Math.PI) / 180), 6) }]);
  });

  test('below the threshold there is no name', () => {
    // cos 50° = 0.64
    expect(recognize([heard('Speaker 1', 50)], [voice('etrm', 0)], calibration)).toEqual([]);
  });

  test('a best match too close to the second best gets no name', () => {
    // cos 20° = 0.94 against cos 30° = 0.87 (0.07 apart)
    expect(recognize([heard('Speaker 1', 20)], [voice('a', 0), voice('b', 50)], calibration)).toEqual([]);
    // with the second voice further away the margin holds
    expect(recognize([heard('Speaker 1', 20)], [voice('a', 0), voice('b', 70)], calibration).map((r) => r.voiceId)).toEqual(['a']);
  });

  test('each voice names one speaker of a recording at most: the best matching one', () => {
    const named = recognize([heard('Speaker 1', 15), heard('Speaker 2', 5), heard('Speaker 3', 120)], [voice('etrm', 0), voice('far', 180)], calibration);
    expect(named.map((r) => [r.speaker, r.voiceId])).toEqual([['Speaker 2', 'etrm']]);
  });

  test('a speaker heard too briefly is not named', () => {
    expect(recognize([heard('Speaker 1', 0, 2.5)], [voice('etrm', 0)], calibration)).toEqual([]);
  });

  test('without remembered voices nobody is named', () => {
    expect(recognize([heard('Speaker 1', 0)], [], calibration)).toEqual([]);
  });
});

describe('suggesting known voices for speakers left unnamed', () => {
  const setting: Calibration = { threshold: 0.5, margin: 0.1, minSeconds: 3 };

  test('a speaker under the naming threshold but close enough is offered the voice, with its score', () => {
    // cos 50° = 0.64: not named at 0.7, offered at 0.5
    const heardSpeakers = [heard('Speaker 1', 50)];
    const named = recognize(heardSpeakers, [voice('allison', 0)], calibration);
    expect(named).toEqual([]);
    expect(suggest(heardSpeakers, [voice('allison', 0)], named, setting)).toEqual([{ speaker: 'Speaker 1', voiceId: 'allison', score: expect.closeTo(0.643, 3) }]);
  });

  test('a voice that named a speaker of the recording is not offered to another, nor is a named speaker offered a voice', () => {
    const heardSpeakers = [heard('Speaker 1', 5), heard('Speaker 2', 55)];
    const voices = [voice('etrm', 0), voice('guest', 120)];
    const named = recognize(heardSpeakers, voices, calibration);
    expect(named.map((r) => r.speaker)).toEqual(['Speaker 1']);
    // Speaker 2 scores 0.57 against ETRM, who is Speaker 1; against the guest (65° away) 0.42
    expect(suggest(heardSpeakers, voices, named, setting)).toEqual([]);
  });

  test('two voices alike for the speaker (within the margin), or too far, or too brief: no suggestion', () => {
    expect(suggest([heard('Speaker 1', 45)], [voice('a', 0), voice('b', 95)], [], setting)).toEqual([]); // 0.71 and 0.64
    expect(suggest([heard('Speaker 1', 70)], [voice('a', 0)], [], setting)).toEqual([]); // 0.34
    expect(suggest([heard('Speaker 1', 50, 2)], [voice('a', 0)], [], setting)).toEqual([]);
  });
});
