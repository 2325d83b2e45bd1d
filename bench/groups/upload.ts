import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function uploadGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'upload', rows: [], notes: [], skipped: 'todo' }; }
