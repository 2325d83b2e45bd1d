import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../../lib/seeded-random.ts';
import { kmeans, silhouette, standardize } from './kmeans.ts';

/** Points scattered around the given centres. */
function blobs(centres: number[][], perBlob: number, spread: number, seed = 5): Float64Array[] {
  const next = random(seed);
  return centres.flatMap((centre) =>
    Array.from({ length: perBlob }, () => Float64Array.from(centre, (value) => value + (next() - 0.5) * 2 * spread)),
  );
}

describe('kmeans', () => {
  it('recovers well separated groups exactly', () => {
    const points = blobs([[0, 0], [10, 0], [0, 10]], 50, 1);
    const { labels } = kmeans(points, 3);
    for (let blob = 0; blob < 3; blob++) {
      const group = new Set(labels.subarray(blob * 50, blob * 50 + 50));
      expect(group.size).toBe(1);
    }
    expect(new Set(labels).size).toBe(3);
  });

  it('is deterministic for a seed', () => {
    const points = blobs([[0, 0], [3, 3]], 40, 2);
    expect(kmeans(points, 2, { seed: 9 }).labels).toEqual(kmeans(points, 2, { seed: 9 }).labels);
  });

  it('never asks for more clusters than points', () => {
    const points = blobs([[0, 0]], 2, 1);
    expect(kmeans(points, 4).centroids).toHaveLength(2);
  });
});

describe('silhouette', () => {
  it('is high for the true number of groups and lower for a wrong one', () => {
    const points = blobs([[0, 0], [10, 0]], 60, 1);
    const two = silhouette(points, kmeans(points, 2).labels);
    const four = silhouette(points, kmeans(points, 4).labels);
    expect(two).toBeGreaterThan(0.8);
    expect(four).toBeLessThan(two);
  });
});

describe('standardize', () => {
  it('gives every dimension unit spread, scaled by its weight', () => {
    const scaled = standardize([Float64Array.of(1, 100), Float64Array.of(3, 300)], [1, 2]);
    expect(Array.from(scaled[0])).toEqual([-1, -2]);
    expect(Array.from(scaled[1])).toEqual([1, 2]);
  });
});
