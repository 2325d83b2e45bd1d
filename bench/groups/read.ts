import type { BenchProduct } from '../lib/product.ts';
import { gqlData, measuredAs } from '../lib/product.ts';
import { ratioRow, type GroupResult } from '../lib/report.ts';
import { longSegments, readFloor, seedTranscript, TRANSCRIPT_QUERY } from '../lib/seed.ts';
import { paired } from '../lib/stats.ts';

/** transcript(id) of a 1,500-segment transcript over HTTP against the meta record and the store's read of its version, with the SDK. */
export async function readGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments();
  const { id } = await seedTranscript(product.store, 'Read benchmark', segments);
  const bytes = Buffer.byteLength(JSON.stringify(segments));

  const result = await paired(
    async () => {
      const data = await gqlData(product.url, TRANSCRIPT_QUERY, { id }, product.headers);
      if (data.transcript.segments.length !== segments.length) throw new Error('read: wrong segment count');
    },
    async () => {
      const data = await readFloor(product.store, id);
      if (data.segments.length !== segments.length) throw new Error('floor: wrong segment count');
    },
    { runs: 25, warmup: 3, budgetMs: 60_000 },
  );
  const row = ratioRow(`transcript(id), 1,500 segments${measuredAs(product)}`, result.product, result.floor, 1.5);
  return {
    group: 'read',
    rows: [row],
    notes: [
      `A 1,500-segment transcript (~20,000 words, with word timings as the local engine stores them: ${(bytes / 1024 / 1024).toFixed(2)} MB of segment JSON), read whole with the fields of the web app's transcript query (web/src/features/transcript/TranscriptPage.graphql, which asks for it a page at a time) and parsed by the client; the floor is the two calls a first read needs on the by-change layout (docs/storage.md): the meta record, then the store's read of the version it points at (pb_hooks/versions.pb.js, whose SQL puts the segments together from the manifest), parsed by the SDK.`,
      ...(row.ratio! < 1
        ? ['The product is faster than this floor: versions are immutable and the server keeps recently used ones in memory, so a repeated read fetches only the meta record from PocketBase and not the megabyte of segments (the floor fetches both every time, as a first read must).']
        : []),
    ],
  };
}
