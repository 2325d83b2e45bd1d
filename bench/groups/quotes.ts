import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { EVERYTHING } from '../../server/auth/visibility.ts';
import { parseSearchQuery, toFtsMatch } from '../../server/domain/search-query.ts';
import { HighlightSearch } from '../../server/store/highlight-search.ts';
import { LocalDatabase } from '../../server/store/local-database.ts';
import { gqlData, measuredAs, type BenchProduct } from '../lib/product.ts';
import { timing, type GroupResult, type Row } from '../lib/report.ts';
import { longSegments, seedTranscript } from '../lib/seed.ts';
import { paired } from '../lib/stats.ts';

/**
 * The quote bank (issue 53 item 2, README "Quotes"): 20,000 highlights across 100 transcripts of 200 segments. A
 * filtered page (words and a tag) as the server reads it from the highlights' FTS table, beside the bare MATCH of the
 * same words on that table (ranked, limit 20); and the whole GraphQL page, for what the request adds.
 */
const TRANSCRIPTS = 100;
const HIGHLIGHTS = 20_000;
const TAGS = ['energy', 'market', 'policy', 'people', 'risk'];
const BANK = 'query ($q: String, $tags: [String!]) { highlights(query: $q, tags: $tags, first: 20) { id quote speaker start tags transcript { id title } } }';

export async function quotesGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments(200);
  const transcripts: string[] = [];
  for (let t = 0; t < TRANSCRIPTS; t++) transcripts.push((await seedTranscript(product.store, `Quotes ${t}`, segments)).id);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < HIGHLIGHTS; i = next++) {
        const segment = segments[i % segments.length];
        const words = segment.text.split(' ').slice(0, 6);
        // "bison" in one quote in 100: a rarer word than the fixture's vocabulary, found in every transcript's quotes.
        const quote = (i % 100 === 0 ? [...words, 'bison'] : words).join(' ');
        const part = { segmentId: `s${i % segments.length}`, segmentStart: segment.start, segmentEnd: segment.end, span: { from: 0, to: words.length - 1 }, quote };
        const tags = [TAGS[i % TAGS.length], ...(i % 3 === 0 ? [TAGS[(i + 1) % TAGS.length]] : [])];
        const create = () =>
          product.store.call((pb) =>
            pb.collection('highlights').create({ transcript: transcripts[i % TRANSCRIPTS], parts: [part], speaker: segment.speaker, start: segment.start, end: segment.end, tags, note: '', version_id: '' }),
          );
        // Once more after a dropped connection: on a loaded machine a kept-alive socket is sometimes closed under a request.
        await create().catch(create);
      }
    }),
  );
  const pbDir = path.join(product.dataDir, 'pocketbase');
  const local = LocalDatabase.open(pbDir, product.store.superuserId);
  if (!local) return { group: 'quotes', rows: [], notes: [], skipped: 'the bench cannot read PocketBase’s database' };
  const bank = new HighlightSearch(product.store, local);
  const db = new DatabaseSync(path.join(pbDir, 'data.db'), { readOnly: true });
  const bare = db.prepare('SELECT rowid FROM highlight_search WHERE highlight_search MATCH ? ORDER BY rank LIMIT 20');
  const rows: Row[] = [];
  const notes = [
    `${HIGHLIGHTS.toLocaleString('en')} highlights seeded through PocketBase's API across ${TRANSCRIPTS} transcripts of 200 segments (each a 6-word quote, one or two of ${TAGS.length} tags; "bison" in one in 100, "market" a word of the fixture's vocabulary). The page is the server's own read (store/highlight-search.ts on its read-only connection: the FTS walk newest first, the tag filter, the transcript's status and the visibility rule) for 20 highlights with words and a tag; the floor the bare MATCH of the same words on highlight_search, ranked by bm25, limit 20, on node:sqlite. The GraphQL row adds the request, the records, the transcripts and each highlight's place in its current version.`,
  ];
  for (const [word, tag] of [
    ['bison', 'energy'],
    ['market', 'policy'],
  ]) {
    const match = toFtsMatch(parseSearchQuery(word))!;
    const page = await paired(
      () => bank.page({ match, tags: [tag], reader: EVERYTHING, limit: 20 }),
      async () => bare.all(match).length,
      { runs: 200, warmup: 20, budgetMs: 60_000 },
    );
    // The target is on p95 (issue 53): the row's ratio is of p95s.
    const ratio = page.product.p95 / page.floor.p95;
    rows.push({
      measure: `quote bank page: "${word}" and tag ${tag}, 20 of ${HIGHLIGHTS.toLocaleString('en')} highlights`,
      product: timing(page.product),
      floor: timing(page.floor),
      ratio,
      target: '≤ 1.5x at p95',
      met: ratio <= 1.5,
    });
    const whole = await paired(
      () => gqlData(product.url, BANK, { q: word, tags: [tag] }, product.headers),
      async () => bare.all(match).length,
      { runs: 60, warmup: 10, budgetMs: 60_000 },
    );
    rows.push({ measure: `highlights(query: "${word}", tags: ["${tag}"], first: 20) over GraphQL${measuredAs(product)}`, product: timing(whole.product), floor: timing(whole.floor), ratio: whole.ratio });
  }
  db.close();
  local.close();
  return { group: 'quotes', rows, notes };
}
