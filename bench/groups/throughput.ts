import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function throughputGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'throughput', rows: [], notes: [], skipped: 'todo' }; }
