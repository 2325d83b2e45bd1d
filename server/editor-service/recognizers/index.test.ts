import { describe, expect, it } from 'vitest';
import { availableRecognizers, pickRecognizer, recognizers } from './index.ts';
import type { SpeechRecognizer } from './types.ts';

const fake = (name: string, installed: boolean): SpeechRecognizer => ({
  name,
  available: async () => installed,
  recognize: async () => [],
});

describe('recognizer registry', () => {
  it('lists pocketsphinx', () => {
    expect(recognizers.map((r) => r.name)).toContain('pocketsphinx');
  });

  it('picks the first installed recognizer in order of preference', async () => {
    const list = [fake('better', false), fake('good', true), fake('fallback', true)];
    expect((await pickRecognizer(list))?.name).toBe('good');
    expect(await availableRecognizers(list)).toEqual(['good', 'fallback']);
    expect(await pickRecognizer([fake('none', false)])).toBeUndefined();
  });
});
