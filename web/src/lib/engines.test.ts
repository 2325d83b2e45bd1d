import { describe, expect, it } from 'vitest';
import { engineLabel, transcribedWith } from './engines.ts';

describe('engine labels', () => {
  it('names engine, model and language as the header shows them', () => {
    expect(transcribedWith({ engine: 'whisper', model: 'base', language: 'en' })).toBe('Whisper base · English');
    // A transcript an engine of an earlier release made.
    expect(transcribedWith({ engine: 'vosk', model: null, language: null })).toBe('Vosk');
    expect(transcribedWith({ engine: 'whisper', model: 'tiny.en', language: 'cy' })).toBe('Whisper tiny.en · Welsh');
    expect(transcribedWith({ engine: null })).toBeNull();
    expect(engineLabel('other')).toBe('other');
  });
});
