import type { BenchProduct } from '../lib/product.ts'; import type { GroupResult } from '../lib/report.ts';
export async function profileMissed(_p: BenchProduct, _r?: GroupResult[]): Promise<GroupResult | undefined> { return undefined; }
