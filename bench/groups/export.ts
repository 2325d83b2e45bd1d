import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function exportGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'export', rows: [], notes: [], skipped: 'todo' }; }
