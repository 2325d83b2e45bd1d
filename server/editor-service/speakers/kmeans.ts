import { seededRandom } from '../../lib/seeded-random.ts';

export type Point = Float64Array;

function squaredDistance(a: Point, b: Point): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return sum;
}

/** Scales every dimension to mean 0 and standard deviation 1 (times its weight), so no feature dominates by its units. */
export function standardize(points: Point[], weights?: ArrayLike<number>): Point[] {
  if (points.length === 0) return [];
  const dims = points[0].length;
  const mean = new Float64Array(dims);
  const spread = new Float64Array(dims);
  for (const p of points) for (let d = 0; d < dims; d++) mean[d] += p[d] / points.length;
  for (const p of points) for (let d = 0; d < dims; d++) spread[d] += (p[d] - mean[d]) ** 2 / points.length;
  return points.map((p) => Float64Array.from(p, (value, d) => ((value - mean[d]) / (Math.sqrt(spread[d]) || 1)) * (weights?.[d] ?? 1)));
}

export function nearest(point: Point, centroids: Point[]): number {
  let best = 0;
  let bestDistance = Infinity;
  centroids.forEach((centroid, index) => {
    const distance = squaredDistance(point, centroid);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

export interface Clustering {
  labels: Int32Array;
  centroids: Point[];
  /** Sum of squared distances to the assigned centroid; lower is tighter. */
  inertia: number;
}

function once(points: Point[], k: number, next: () => number, iterations: number): Clustering {
  // k-means++ seeding: each new centre is far from the ones chosen so far.
  const centroids = [Float64Array.from(points[Math.floor(next() * points.length)])];
  const distances = points.map((p) => squaredDistance(p, centroids[0]));
  while (centroids.length < k) {
    const total = distances.reduce((a, b) => a + b, 0);
    let pick = next() * total;
    let index = 0;
    while (index < points.length - 1 && pick > distances[index]) pick -= distances[index++];
    centroids.push(Float64Array.from(points[index]));
    points.forEach((p, i) => (distances[i] = Math.min(distances[i], squaredDistance(p, centroids.at(-1)!))));
  }
  const labels = new Int32Array(points.length).fill(-1);
  for (let round = 0; round < iterations; round++) {
    let moved = false;
    points.forEach((p, i) => {
      const label = nearest(p, centroids);
      if (label !== labels[i]) [labels[i], moved] = [label, true];
    });
    if (!moved) break;
    const sums = centroids.map((c) => new Float64Array(c.length));
    const counts = new Array(k).fill(0);
    points.forEach((p, i) => {
      counts[labels[i]]++;
      for (let d = 0; d < p.length; d++) sums[labels[i]][d] += p[d];
    });
    sums.forEach((sum, c) => counts[c] > 0 && (centroids[c] = sum.map((value) => value / counts[c])));
  }
  const inertia = points.reduce((sum, p, i) => sum + squaredDistance(p, centroids[labels[i]]), 0);
  return { labels, centroids, inertia };
}

/** k-means with k-means++ seeding and a few restarts; O(n·k) per round, so hours of windows stay cheap. */
export function kmeans(points: Point[], k: number, { seed = 1, restarts = 5, iterations = 100 } = {}): Clustering {
  if (points.length === 0) return { labels: new Int32Array(0), centroids: [], inertia: 0 };
  const clusters = Math.min(k, points.length);
  const next = seededRandom(seed);
  let best = once(points, clusters, next, iterations);
  for (let r = 1; r < restarts; r++) {
    const candidate = once(points, clusters, next, iterations);
    if (candidate.inertia < best.inertia) best = candidate;
  }
  return best;
}

/**
 * Mean silhouette (−1..1: how much closer each point is to its own cluster than to the next one) over an
 * evenly spaced sample, which keeps the quadratic part bounded for long recordings.
 */
export function silhouette(points: Point[], labels: Int32Array, { sample = 600 } = {}): number {
  const step = Math.max(1, Math.floor(points.length / sample));
  const chosen = points.map((_, i) => i).filter((i) => i % step === 0);
  const k = Math.max(...labels) + 1;
  let total = 0;
  for (const i of chosen) {
    const sums = new Float64Array(k);
    const counts = new Float64Array(k);
    for (const j of chosen) {
      if (i === j) continue;
      sums[labels[j]] += Math.sqrt(squaredDistance(points[i], points[j]));
      counts[labels[j]]++;
    }
    const own = counts[labels[i]] > 0 ? sums[labels[i]] / counts[labels[i]] : 0;
    let other = Infinity;
    for (let c = 0; c < k; c++) if (c !== labels[i] && counts[c] > 0) other = Math.min(other, sums[c] / counts[c]);
    if (counts[labels[i]] > 0 && Number.isFinite(other) && Math.max(own, other) > 0) total += (other - own) / Math.max(own, other);
  }
  return chosen.length ? total / chosen.length : 0;
}
