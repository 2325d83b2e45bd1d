import type { BenchProduct } from '../lib/product.ts';
import { gqlData, measuredAs } from '../lib/product.ts';
import { ms, ratioRow, type GroupResult } from '../lib/report.ts';
import { seedMetas } from '../lib/seed.ts';
import { paired } from '../lib/stats.ts';

const LIST_QUERY = `query RecentTranscripts($page: Int!, $perPage: Int!) {
  transcripts(page: $page, perPage: $perPage) { page perPage totalItems totalPages items { id title status updatedAt } } }`;

/** transcripts(page) with 1,000 transcripts stored, against the same getList (filter and sort) with the SDK. */
export async function listGroup(product: BenchProduct): Promise<GroupResult> {
  await seedMetas(product.store, 1000);
  const perPage = 15;
  const page = (round: number) => 1 + (round % 10) * 6; // pages 1, 7, ... 55: the first and deep ones

  const result = await paired(
    async (round) => {
      const data = await gqlData(product.url, LIST_QUERY, { page: page(round), perPage }, product.headers);
      if (data.transcripts.items.length !== perPage) throw new Error('list: short page');
    },
    (round) =>
      product.store.call(async (pb) => {
        const list = await pb.collection('transcript_meta').getList(page(round), perPage, {
          filter: pb.filter('status != {:deleted}', { deleted: 'deleted' }),
          sort: '-updated,-id',
        });
        if (list.items.length !== perPage) throw new Error('floor: short page');
      }),
    // A server answers thousands of these: 20 untimed rounds first, so the JIT has compiled the request path.
    { runs: 60, warmup: 20, budgetMs: 60_000 },
  );
  const row = ratioRow(`transcripts(page), 1,000 stored${measuredAs(product)}`, result.product, result.floor, 1.5);
  return {
    group: 'list',
    rows: [row],
    notes: [
      "1,000 transcripts seeded straight into PocketBase; the product is the sidebar's query (web/src/features/library/Sidebar.graphql, plus totals) for 15 per page, pages 1 to 55; the floor is the same getList (filter status != deleted, sort -updated,-id) with the SDK. Both are sent over node:http with kept-alive connections (the SDK through the server's own transport, server/store/http-fetch.ts), so both pay the same client cost.",
      `The product adds ${ms(result.product.median - result.floor.median)} per request to a ${ms(result.floor.median)} query: one more loopback HTTP request and Yoga's request handling and execution (parse and validation are cached per document), a fixed cost that does not grow with the page or the number stored. Removed from it (issue 18): Yoga streaming every body through its own size limit (the body is now read and bounded before Yoga) and fetch's machinery on every store call (node:http now); what is left is mostly the two socket writes per hop.${row.met ? '' : ' See the profile below for where the server\'s part of it goes.'}`,
    ],
  };
}
