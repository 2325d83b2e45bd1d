import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function browserGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'browser', rows: [], notes: [], skipped: 'todo' }; }
