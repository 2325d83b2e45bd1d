import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function startupGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'startup', rows: [], notes: [], skipped: 'todo' }; }
