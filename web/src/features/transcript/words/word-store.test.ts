import { describe, expect, it } from 'vitest';
import type { Word } from './word-align.ts';
import { createWordStore, WORD_CHUNK } from './word-store.ts';

/** n segments of two words each, one second apart; segment 450's second word is uncertain. */
function transcript(n: number) {
  const segments = Array.from({ length: n }, (_, i) => ({ start: i, end: i + 0.9, text: `word${i} next${i}` }));
  const words = (i: number): Word[] => [
    { text: `word${i}`, start: i, end: i + 0.4, confidence: 0.95 },
    { text: `next${i}`, start: i + 0.5, end: i + 0.9, confidence: i === 450 ? 0.3 : 0.95 },
  ];
  const requests: Array<[number, number]> = [];
  const store = createWordStore(async (from, count) => {
    requests.push([from, count]);
    return segments.slice(from, from + count).map((segment, k) => ({ start: segment.start, words: words(from + k) }));
  });
  return { segments, store, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the word store', () => {
  it('fetches only the chunks of the rows asked for, once per version', async () => {
    const { store, requests } = transcript(1000);
    store.ensure(10, 30, 'v1');
    store.ensure(12, 32, 'v1');
    await settle();
    expect(requests).toEqual([[0, WORD_CHUNK]]);
    expect(store.wordsAt(20).map((word) => word.text)).toEqual(['word20', 'next20']);
    expect(store.wordsAt(700)).toEqual([]);
    store.ensure(10, 30, 'v2');
    await settle();
    expect(requests).toEqual([[0, WORD_CHUNK], [0, WORD_CHUNK]]);
  });

  it('finds the next uncertain word in rows not loaded yet, loading forward from the playhead', async () => {
    const { segments, store, requests } = transcript(1000);
    const found = await store.nextUncertain(segments, 250.2, 'v1');
    expect(found).toMatchObject({ segmentStart: 450, from: 8, word: { text: 'next450' } });
    expect(requests).toEqual([[200, WORD_CHUNK], [400, WORD_CHUNK]]);
    expect(await store.nextUncertain(segments, 451, 'v1')).toBeNull();
  });

  it('gives the words of one segment, loading its chunk when not loaded yet', async () => {
    const { store, requests } = transcript(1000);
    expect((await store.wordsOf(620, 620, 'v1')).map((word) => word.text)).toEqual(['word620', 'next620']);
    expect(requests).toEqual([[600, WORD_CHUNK]]);
  });

  it('tries a failed chunk again', async () => {
    let fail = true;
    const store = createWordStore(async () => {
      if (fail) throw new Error('offline');
      return [{ start: 0, words: [{ text: 'a', start: 0, end: 1, confidence: 1 }] }];
    });
    store.ensure(0, 0, 'v1');
    await settle();
    expect(store.wordsAt(0)).toEqual([]);
    fail = false;
    store.ensure(0, 0, 'v1');
    await settle();
    expect(store.wordsAt(0)).toHaveLength(1);
  });
});

describe('after a save of texts', () => {
  it('keeps the chunks loaded and fetches only the edited segments again', async () => {
    const { store, requests } = transcript(1000);
    store.ensure(0, 250, 'v1');
    await settle();
    store.saved('v1', 'v2', [5, 230]);
    store.ensure(0, 250, 'v2');
    await settle();
    expect(requests).toEqual([[0, WORD_CHUNK], [200, WORD_CHUNK], [5, 1], [230, 1]]);
    expect(store.wordsAt(5).map((word) => word.text)).toEqual(['word5', 'next5']);
  });

  it('fetches the chunks holding many edited segments again, and keeps the others', async () => {
    const { store, requests } = transcript(1000);
    store.ensure(0, 250, 'v1');
    await settle();
    store.saved('v1', 'v2', Array.from({ length: 20 }, (_, i) => 210 + i));
    store.ensure(0, 250, 'v2');
    await settle();
    expect(requests).toEqual([[0, WORD_CHUNK], [200, WORD_CHUNK], [200, WORD_CHUNK]]);
  });

  it('leaves chunks loaded for another version to be fetched again', async () => {
    const { store, requests } = transcript(1000);
    store.ensure(0, 10, 'v1');
    await settle();
    store.saved('v0', 'v2', [5]);
    store.ensure(0, 10, 'v2');
    await settle();
    expect(requests).toEqual([[0, WORD_CHUNK], [0, WORD_CHUNK]]);
  });
});
