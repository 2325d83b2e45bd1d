import { settleIds } from '../../server/domain/segment-ids.ts';
import { applyEdits, wordCount } from '../../server/domain/segments.ts';
import type { Segment } from '../../server/domain/segment-types.ts';
import type { BenchProduct } from '../lib/product.ts';
import { gqlData, measuredAs } from '../lib/product.ts';
import { ms, ratioRow, type GroupResult } from '../lib/report.ts';
import { AUTOSAVE_MUTATION, changedSegment, editedSegments, longSegments, plannedWrites, readFloor, SAVE_MUTATION, seedTranscript } from '../lib/seed.ts';
import { paired, summarize, timed } from '../lib/stats.ts';

const RUNS = 20;
const WARMUP = 2;
/** Writes timed alone after the paired runs. */
const ALONE = 10;
/** The request body of a one-segment autosave (issue 48). */
const AUTOSAVE_BYTES = 2000;

/**
 * saveEdits of 1,500 segments, and the web app's autosave of the same change sending only the changed segment
 * (mergeEdits, partial), against the store's version write of the same change (docs/storage.md).
 */
export async function saveGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments();
  const productDoc = await seedTranscript(product.store, 'Save benchmark', segments);
  const autosaveDoc = await seedTranscript(product.store, 'Save benchmark, changes only', segments);
  const floorDoc = await seedTranscript(product.store, 'Save benchmark floor', segments);
  // The ids the store gave the seeded segments: the autosave names its segment by id.
  const settled = settleIds(segments);

  // The floor writes exactly what the product would: the same edits applied by the product's own function, each
  // planned ahead into the store's write (the new content and the manifest). Each floor write takes the next state.
  const states: Segment[][] = [];
  let state: Segment[] = settled;
  for (let round = 0; round < 2 * (RUNS + WARMUP) + ALONE; round++) states.push((state = applyEdits(state, editedSegments(segments, round))));
  const writes = plannedWrites(segments, states);

  let baseVersionId = productDoc.versionId;
  let autosaveBase = autosaveDoc.versionId;
  let floorVersion = floorDoc.versionId;
  let floorRound = 0;
  const writeFloor = () =>
    product.store.call(async (pb) => {
      const round = floorRound++;
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
    async () => {
      await readFloor(product.store, floorDoc.id);
      await writeFloor();
    },
    { runs: RUNS, warmup: WARMUP, budgetMs: 90_000 },
  );
  // The autosave of the same change, sending only it, against the store's write alone.
  const autosave = await paired(
    async (round) => {
      const variables = { id: autosaveDoc.id, segments: changedSegment(settled, round), baseVersionId: autosaveBase };
      autosaveBase = (await gqlData(product.url, AUTOSAVE_MUTATION, variables, product.headers)).mergeEdits.versionId;
    },
    writeFloor,
    { runs: RUNS, warmup: WARMUP, budgetMs: 90_000 },
  );
  // The write alone, timed apart: what the store itself spends on an autosave.
  const writesAlone: number[] = [];
  for (let round = 0; round < ALONE; round++) writesAlone.push((await timed(writeFloor)).ms);
  const write = summarize(writesAlone);
  const bodyBytes = (query: string, variables: Record<string, unknown>) => Buffer.byteLength(JSON.stringify({ query, variables }));
  const fullBytes = bodyBytes(SAVE_MUTATION, { id: productDoc.id, segments: editedSegments(segments, 0), baseVersionId: productDoc.versionId });
  const changeBytes = bodyBytes(AUTOSAVE_MUTATION, { id: autosaveDoc.id, segments: changedSegment(settled, 0), baseVersionId: autosaveDoc.versionId });
  const as = measuredAs(product);
  return {
    group: 'save',
    rows: [
      ratioRow(`saveEdits, 1,500 segments${as}`, result.product, result.floor, 1.5),
      { measure: 'saveEdits against the store write alone', product: ms(result.product.median), floor: ms(write.median), ratio: result.product.median / write.median },
      ratioRow(`autosave of the change only (mergeEdits, partial), 1,500 segments, against the store write alone${as}`, autosave.product, autosave.floor, 1.5),
      {
        measure: 'request body: autosave of the change only, against saveEdits of the full list',
        product: `${changeBytes} B`,
        floor: `${(fullBytes / 1024).toFixed(0)} KiB`,
        ratio: changeBytes / fullBytes,
        target: `≤ ${AUTOSAVE_BYTES / 1000} KB`,
        met: changeBytes <= AUTOSAVE_BYTES,
      },
    ],
    notes: [
      "saveEdits, as a script sends it (every segment's start and text, one changed per save, baseVersionId set; the answer names the new version), against a save's floor on the by-change layout (docs/storage.md): the base version read from the store (meta, then the version put together from its manifest: the segments the edits are matched to, to keep speakers, ends and word timings), then the store's write of the same change (one call to pb_hooks/versions.pb.js with the changed segment's new content and the manifest, planned ahead, which checks the base, stores them and points transcript_meta at the new version in one transaction). The product keeps recent versions in memory, so it usually skips the read.",
      `The store's write alone costs ${ms(write.median)} (median of ${ALONE}): saveEdits is at ${(result.product.median / write.median).toFixed(1)}x of it. The rest is the server's work around the write: receiving the 1,500 segments through GraphQL, matching them to the stored version, checking them, and planning the write (the profile group shows where).`,
      `The web app's autosave (issue 48; web/src/features/transcript/editing/useTranscriptEditor.graphql) sends only the changed segment, by its id (mergeEdits with partial: true; no segments in the answer): ${changeBytes} bytes of request body against ${(fullBytes / 1024).toFixed(0)} KiB for the full list. It is timed alternately with the store's write of the same change alone (no read: the server holds the current version in memory while someone types), and is at ${autosave.ratio.toFixed(2)}x of it: every segment it does not name is the stored segment itself, which the merge, the checks and the write's content plan pass over without building, comparing or encoding it again (a millisecond or two of CPU). What it adds to the write is mostly two loopback round trips the floor does not make, the GraphQL request itself and the read of the transcript record that the write's compare-and-set starts from, and these cost more the busier the machine (the load at the top).`,
    ],
  };
}
