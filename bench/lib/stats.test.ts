import { describe, expect, it } from 'vitest';
import { paired } from './stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('paired', () => {
  it('measures the asked rounds after the warm-up, alternating product and floor', async () => {
    const calls: string[] = [];
    const result = await paired(async () => void calls.push('p'), async () => void calls.push('f'), { runs: 3, warmup: 2, budgetMs: 10_000 });
    expect(result.product.n).toBe(3);
    expect(result.floor.n).toBe(3);
    expect(calls.join('')).toBe('pffppffppf');
  });

  it('stops warming up after a quarter of the budget, so a slow operation still gets samples', async () => {
    // 50 warm-up rounds of 40 ms or more would spend the whole 2 s budget unmeasured.
    const result = await paired(() => sleep(20), () => sleep(20), { runs: 3, warmup: 50, budgetMs: 2_000 });
    expect(result.product.n).toBe(3);
    expect(result.floor.n).toBe(3);
  });
});
