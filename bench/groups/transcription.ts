import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function transcriptionGroup(_p: BenchProduct): Promise<GroupResult> { return { group: 'transcription', rows: [], notes: [], skipped: 'todo' }; }
