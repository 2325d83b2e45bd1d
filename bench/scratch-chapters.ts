import { chaptersGroup } from './groups/chapters.ts';
const t = performance.now();
const r = await chaptersGroup();
for (const row of r.rows) console.log(row.measure.slice(0, 30), '|', row.product, '|', row.floor ?? '', '|', row.met ?? '');
console.log(((performance.now() - t) / 1000).toFixed(1), 's');
