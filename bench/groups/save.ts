import { settleIds } from '../../server/domain/segment-ids.ts';
import { applyEdits, wordCount } from '../../server/domain/segments.ts';
import type { Segment } from '../../server/domain/segment-types.ts';
import type { BenchProduct } from '../lib/product.ts';
import { gqlData, measuredAs } from '../lib/product.ts';
import { ms, ratioRow, type GroupResult } from '../lib/report.ts';
import { editedSegments, longSegments, plannedWrites, readFloor, SAVE_MUTATION, seedTranscript } from '../lib/seed.ts';
import { paired, summarize, timed } from '../lib/stats.ts';

const RUNS = 20;
const WARMUP = 2;
/** Writes timed alone after the paired runs. */
const ALONE = 10;

/** saveEdits of 1,500 segments against the store's version write of the same change (docs/storage.md). */
export async function saveGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments();
  const productDoc = await seedTranscript(product.store, 'Save benchmark', segments);
  const floorDoc = await seedTranscript(product.store, 'Save benchmark floor', segments);

  // The floor writes exactly what the product would: the same edits applied by the product's own function, each
  // planned ahead into the store's write (the new content and the manifest).
  const states: Segment[][] = [];
  let state: Segment[] = settleIds(segments);
  for (let round = 0; round < RUNS + WARMUP + ALONE; round++) states.push((state = applyEdits(state, editedSegments(segments, round))));
  const writes = plannedWrites(segments, states);

  let baseVersionId = productDoc.versionId;
  let floorVersion = floorDoc.versionId;
  const writeFloor = (round: number) =>
    product.store.call(async (pb) => {
      const body = { meta_id: floorDoc.id, base: floorVersion, ...writes[round], source: 'edit', word_count: wordCount(states[round]) };
      floorVersion = (await pb.send<{ version: { id: string } }>('/api/tapescript/versions', { method: 'POST', body })).version.id;
    });
  // The floor of a save on the by-change layout (docs/storage.md): the base version read from the store (the
  // segments the edits are matched to), then the store's write of the change.
  const result = await paired(
    async (round) => {
      const data = await gqlData(product.url, SAVE_MUTATION, { id: productDoc.id, segments: editedSegments(segments, round), baseVersionId }, product.headers);
      baseVersionId = data.saveEdits.versionId;
    },
    async (round) => {
      await readFloor(product.store, floorDoc.id);
      await writeFloor(round);
    },
    { runs: RUNS, warmup: WARMUP, budgetMs: 90_000 },
  );
  // The write alone, timed apart: what the store itself spends on an autosave.
  const writesAlone: number[] = [];
  for (let round = RUNS + WARMUP; round < RUNS + WARMUP + ALONE; round++) writesAlone.push((await timed(() => writeFloor(round))).ms);
  const write = summarize(writesAlone);
  const row = ratioRow(`saveEdits, 1,500 segments${measuredAs(product)}`, result.product, result.floor, 1.5);
  return {
    group: 'save',
    rows: [row, { measure: 'saveEdits against the store write alone', product: ms(result.product.median), floor: ms(write.median), ratio: result.product.median / write.median }],
    notes: [
      "The web app's autosave mutation (every segment's start and text, one changed per save, baseVersionId set; the answer names the new version) against a save's floor on the by-change layout (docs/storage.md): the base version read from the store (meta, then the version put together from its manifest: the segments the edits are matched to, to keep speakers, ends and word timings), then the store's write of the same change (one call to pb_hooks/versions.pb.js with the changed segment's new content and the manifest, planned ahead, which checks the base, stores them and points transcript_meta at the new version in one transaction). The product keeps recent versions in memory, so it usually skips the read.",
      `The store's write alone costs ${ms(write.median)} (median of ${ALONE}): the product is at ${(result.product.median / write.median).toFixed(1)}x of it. The rest is the server's work around the write: receiving the 1,500 segments through GraphQL, matching them to the stored version, checking them, and planning the write (the profile group shows where).`,
    ],
  };
}
