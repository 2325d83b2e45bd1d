import { expect, test } from 'vitest';
import { LruCache } from './lru-cache.ts';

test('keeps the most recently used entries up to its capacity', () => {
  const cache = new LruCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1); // a is now newer than b
  cache.set('c', 3);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.get('c')).toBe(3);
});

test('drops the entries a change made wrong, keeping the others', () => {
  const cache = new LruCache<string, number>(3);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  cache.dropWhere((key, value) => key === 'a' || value === 3);
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
});
