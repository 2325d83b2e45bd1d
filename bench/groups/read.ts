import type { DataRecord, MetaRecord } from '../../server/store/transcripts-repo.ts';
import type { BenchProduct } from '../lib/product.ts';
import { gqlData } from '../lib/product.ts';
import { ratioRow, type GroupResult } from '../lib/report.ts';
import { longSegments, seedTranscript, TRANSCRIPT_QUERY } from '../lib/seed.ts';
import { paired } from '../lib/stats.ts';

/** transcript(id) of a 1,500-segment transcript over HTTP against getOne(meta) then getOne(data) with the SDK. */
export async function readGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments();
  const { id } = await seedTranscript(product.store, 'Read benchmark', segments);
  const bytes = Buffer.byteLength(JSON.stringify(segments));

  const result = await paired(
    async () => {
      const data = await gqlData(product.url, TRANSCRIPT_QUERY, { id });
      if (data.transcript.segments.length !== segments.length) throw new Error('read: wrong segment count');
    },
    () =>
      product.store.call(async (pb) => {
        const meta = await pb.collection('transcript_meta').getOne<MetaRecord>(id);
        const data = await pb.collection('transcript_data').getOne<DataRecord>(meta.data_id);
        if (data.segments.length !== segments.length) throw new Error('floor: wrong segment count');
      }),
    { runs: 25, warmup: 3, budgetMs: 60_000 },
  );
  const row = ratioRow('transcript(id), 1,500 segments', result.product, result.floor, 1.5);
  return {
    group: 'read',
    rows: [row],
    notes: [
      `A 1,500-segment transcript (~20,000 words, with word timings as the local engine stores them: ${(bytes / 1024 / 1024).toFixed(2)} MB of segment JSON), read whole with the fields of the web app's transcript query (web/src/features/transcript/TranscriptPage.graphql, which asks for it a page at a time) and parsed by the client; the floor is the two getOne calls the read needs (meta, then the data record it points at), parsed by the SDK.`,
      ...(row.ratio! < 1
        ? ['The product is faster than this floor: versions are immutable and the server keeps recently used ones in memory, so a repeated read fetches only the meta record from PocketBase and not the megabyte of segments (the floor fetches both every time, as a first read must).']
        : []),
    ],
  };
}
