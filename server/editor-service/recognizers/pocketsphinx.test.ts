import { describe, expect, it } from 'vitest';
import { LIBRIVOX_DIR } from '../../../scripts/fixtures/librivox.ts';
import { pcm16k } from '../../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../../scripts/fixtures/wer.ts';
import { createPocketsphinx, pocketsphinx } from './pocketsphinx.ts';

const clip = `${LIBRIVOX_DIR}/sense_and_sensibility_01_austen_64kb-0880.wav`;
const pcmOf = async (file: string) => {
  const samples = await pcm16k(file);
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
};

describe('pocketsphinx recognizer', () => {
  it('is available on this machine and not with a missing binary', async () => {
    expect(await pocketsphinx.available()).toBe(true);
    expect(await createPocketsphinx({ binary: 'no-such-recognizer' }).available()).toBe(false);
  });

  it('recognizes a LibriVox clip with word timings in order', async () => {
    let progress = 0;
    const words = await pocketsphinx.recognize(await pcmOf(clip), { onProgress: (fraction) => (progress = fraction) });
    expect(wordErrorRate('he was not an ill disposed young man', words.map((w) => w.text).join(' '))).toBeLessThan(0.6);
    words.forEach((word, i) => {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1].end);
    });
    expect(progress).toBe(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const work = pocketsphinx.recognize(await pcmOf(clip), { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(work).rejects.toThrow('cancelled');
  });
});
