import { loadConfig } from '../../server/config.ts';
import { buildExport } from '../../server/export/index.ts';
import { makeLongInterview } from '../../server/export/fixtures.ts';
import type { BenchProduct } from '../lib/product.ts';
import { ratioRow, type GroupResult } from '../lib/report.ts';
import { seedTranscript } from '../lib/seed.ts';
import { paired } from '../lib/stats.ts';

/** .docx of the 2-hour interview: GET /export/{id}.docx over HTTP, and the pure builder in this process beside it. */
export async function exportGroup(product: BenchProduct): Promise<GroupResult> {
  const interview = makeLongInterview(1500);
  const words = interview.segments.reduce((sum, s) => sum + s.text.split(/\s+/).length, 0);
  const { id } = await seedTranscript(
    product.store,
    interview.title,
    interview.segments.map((s) => ({ speaker: s.speaker ?? '', text: s.text, start: s.start, end: s.end ?? s.start })),
  );
  const options = loadConfig({}).export;
  let httpBytes = 0;
  let builtBytes = 0;
  const result = await paired(
    async () => {
      const response = await fetch(`${product.url}/export/${id}.docx`, { signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      httpBytes = (await response.arrayBuffer()).byteLength;
    },
    async () => {
      builtBytes = (await buildExport('docx', interview, options)).bytes.length;
    },
    { runs: 9, warmup: 1, budgetMs: 60_000 },
  );
  const row = ratioRow('.docx of a 2-hour interview', result.product, result.floor);
  row.product += `, ${(httpBytes / 1024).toFixed(0)} KiB`;
  row.floor += `, ${(builtBytes / 1024).toFixed(0)} KiB`;
  return {
    group: 'export',
    rows: [row],
    notes: [
      `makeLongInterview(1500) from server/export/fixtures.ts (${interview.segments.length} segments, ${words.toLocaleString('en')} words) stored as a transcript; the product is GET /export/{id}.docx (load from PocketBase + build + send); beside it, as the floor, buildExport('docx') run in this process on the same segments (no I/O).`,
    ],
  };
}
