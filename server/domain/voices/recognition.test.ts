import { describe, expect, test } from 'vitest';
import type { Calibration } from './calibration.ts';
import { recognize, type KnownVoice } from './recognition.ts';

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
