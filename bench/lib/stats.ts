/** Medians and tails of repeated timings; the machine is shared and noisy, so single numbers mean little. */
export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) return { n: 0, median: NaN, p95: NaN, min: NaN, max: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { n: sorted.length, median, p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

export interface Paired {
  product: Summary;
  floor: Summary;
  /** median(product) / median(floor) */
  ratio: number;
}

/**
 * Runs the product's operation and its floor alternately (ABBA order, so drift on a shared machine hits
 * both alike), after `warmup` unmeasured rounds, until `runs` rounds are done or `budgetMs` is spent.
 * Warming up takes at most a quarter of the budget: an operation of a second or more (a floor that ranks every
 * hit of a common word) would otherwise spend it all on unmeasured rounds and report no sample.
 * `afterProduct`, untimed, gets what each product run returned (e.g. to let the work it queued finish).
 */
export async function paired<T>(
  product: (round: number) => Promise<T>,
  floor: (round: number) => Promise<unknown>,
  { runs, warmup = 2, budgetMs, afterProduct }: { runs: number; warmup?: number; budgetMs: number; afterProduct?: (value: T) => Promise<unknown> },
): Promise<Paired & { samples: { product: number[]; floor: number[] } }> {
  const samples = { product: [] as number[], floor: [] as number[] };
  const started = Date.now();
  const deadline = started + budgetMs;
  const warmupDeadline = started + budgetMs / 4;
  let warming = warmup > 0;
  for (let round = 0, measured = 0; measured < runs && Date.now() < deadline; round++) {
    if (warming && (round >= warmup || Date.now() >= warmupDeadline)) warming = false;
    const order = round % 2 ? (['floor', 'product'] as const) : (['product', 'floor'] as const);
    for (const side of order) {
      const began = performance.now();
      const value = await (side === 'product' ? product(round) : floor(round));
      const elapsed = performance.now() - began;
      if (!warming) samples[side].push(elapsed);
      if (side === 'product' && afterProduct) await afterProduct(value as T);
    }
    if (!warming) measured++;
  }
  const p = summarize(samples.product);
  const f = summarize(samples.floor);
  return { product: p, floor: f, ratio: p.median / f.median, samples };
}

/** Times one async call in milliseconds. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}
