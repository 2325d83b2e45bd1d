import { describe, expect, it } from 'vitest';
import { transcriptionOf } from './engine.ts';
import type { WorkerResult } from './protocol.ts';

/** Two sentences by two voices, as the speech worker answers them. */
const answer: WorkerResult = {
  event: 'result',
  job: 'job-1',
  language: 'en',
  duration: 4,
  words: [
    { text: 'Hello', start: 0, end: 0.5, confidence: 0.9 },
    { text: 'there.', start: 0.5, end: 1, confidence: 0.9 },
    { text: 'Hi', start: 2, end: 2.5, confidence: 0.9 },
    { text: 'back.', start: 2.5, end: 3, confidence: 0.9 },
  ],
  turns: [
    [0, 1.5, 0],
    [1.5, 4, 1],
  ],
  word_speakers: [null, null, null, null],
  speaker_engine: 'campplus',
  speaker_model: 'campplus-test',
  voices: [
    { speaker: 0, embedding: [1, 0], seconds: 1 },
    { speaker: 1, embedding: [0, 1], seconds: 1 },
  ],
};

describe('the speech worker’s answer as the editor service gives it', () => {
  it('gives the words the speakers of the worker’s turns, with their voiceprints', () => {
    const result = transcriptionOf(answer, 'base');
    expect(result).toMatchObject({ engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 4 });
    expect(result.segments.map((segment) => [segment.speaker, segment.text])).toEqual([
      ['Speaker 1', 'Hello there.'],
      ['Speaker 2', 'Hi back.'],
    ]);
    expect(result.voices?.speakers.map((voice) => voice.speaker)).toEqual(['Speaker 1', 'Speaker 2']);
  });

  it('without a speaker model gives every word to one speaker and names no speaker engine', () => {
    const result = transcriptionOf({ ...answer, turns: null, word_speakers: null, speaker_engine: null, speaker_model: null, voices: null }, 'base');
    expect(result.speakerEngine).toBeNull();
    expect(result.voices).toBeNull();
    expect(result.segments.map((segment) => [segment.speaker, segment.text])).toEqual([
      ['Speaker 1', 'Hello there.'],
      ['Speaker 1', 'Hi back.'],
    ]);
  });

  it('names no speaker engine when nothing was said', () => {
    expect(transcriptionOf({ ...answer, words: [], turns: [], voices: [] }, 'base')).toMatchObject({ speakerEngine: null, segments: [] });
  });
});
