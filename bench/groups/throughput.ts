import { applyEdits } from '../../server/domain/segments.ts';
import type { Segment } from '../../server/domain/segment-types.ts';
import { TranscriptsRepo } from '../../server/store/transcripts-repo.ts';
import type { BenchProduct } from '../lib/product.ts';
import { gqlData } from '../lib/product.ts';
import { ms, type GroupResult } from '../lib/report.ts';
import { editedSegments, longSegments, readFloor, SAVE_MUTATION, seedTranscript, TRANSCRIPT_QUERY } from '../lib/seed.ts';
import { summarize } from '../lib/stats.ts';

const CLIENTS = 16;
const PRODUCT_SECONDS = 20;
const FLOOR_SECONDS = 10;
/** One save in five: an editor reads (opens, reloads) more than it autosaves a whole transcript. */
const SAVE_SHARE = 0.2;

interface Client {
  id: string;
  versionId: string;
  segments: Segment[];
  rounds: number;
}

interface Load {
  reads: number[];
  saves: number[];
  errors: number;
  seconds: number;
}

/**
 * `CLIENTS` loops for a fixed time, each on its own transcript: reads of a random transcript, saves of its own.
 * Deterministic mix (every fifth request of a client is a save), bounded by time and by each request's timeout.
 */
async function drive(clients: Client[], seconds: number, read: (c: Client, other: Client) => Promise<void>, save: (c: Client) => Promise<void>): Promise<Load> {
  const load: Load = { reads: [], saves: [], errors: 0, seconds: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client, index) => {
      for (let n = index; performance.now() < deadline; n++) {
        const isSave = n % Math.round(1 / SAVE_SHARE) === 0;
        const t = performance.now();
        try {
          if (isSave) await save(client);
          else await read(client, clients[(index + n) % clients.length]);
          (isSave ? load.saves : load.reads).push(performance.now() - t);
        } catch {
          load.errors++;
        }
      }
    }),
  );
  load.seconds = (performance.now() - started) / 1000;
  return load;
}

function describe(load: Load) {
  const all = summarize([...load.reads, ...load.saves]);
  const perSecond = (load.reads.length + load.saves.length) / load.seconds;
  return {
    perSecond,
    all,
    text: `${perSecond.toFixed(1)} req/s, p95 ${ms(all.p95)} (reads ${load.reads.length}, p95 ${ms(summarize(load.reads).p95)}; saves ${load.saves.length}, p95 ${ms(summarize(load.saves).p95)}; errors ${load.errors})`,
  };
}

export async function throughputGroup(product: BenchProduct): Promise<GroupResult> {
  const segments = longSegments();
  const seed = async (prefix: string) =>
    Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => ({ ...(await seedTranscript(product.store, `${prefix} ${i + 1}`, segments)), segments, rounds: 0 })),
    );
  const floorRepo = new TranscriptsRepo(product.store);
  const productClients = await seed('Load');
  const floorClients = await seed('Load floor');

  const productLoad = await drive(
    productClients,
    PRODUCT_SECONDS,
    async (_client, other) => {
      await gqlData(product.url, TRANSCRIPT_QUERY, { id: other.id });
    },
    async (client) => {
      const data = await gqlData(product.url, SAVE_MUTATION, { id: client.id, segments: editedSegments(segments, client.rounds++), baseVersionId: client.versionId });
      client.versionId = data.saveEdits.versionId;
    },
  );
  const floorLoad = await drive(
    floorClients,
    FLOOR_SECONDS,
    async (_client, other) => {
      await readFloor(product.store, other.id);
    },
    // The store's version write of the same change, through a repository of its own (which plans the write as the server does).
    async (client) => {
      client.segments = applyEdits(client.segments, editedSegments(segments, client.rounds++));
      client.versionId = (await floorRepo.appendVersion({ transcriptId: client.id, base: client.versionId, segments: client.segments, source: 'edit' })).version.id;
    },
  );
  const p = describe(productLoad);
  const f = describe(floorLoad);
  return {
    group: 'throughput',
    rows: [
      {
        measure: `${CLIENTS} clients, 4 reads : 1 save, ${PRODUCT_SECONDS} s`,
        product: p.text,
        floor: f.text,
        ratio: f.perSecond / p.perSecond,
      },
    ],
    notes: [
      `${CLIENTS} concurrent clients on loopback, each with its own 1,500-segment transcript (with word timings): every fifth request is a saveEdits of its own transcript (baseVersionId set, so no conflicts), the rest read a transcript with the web app's query. The floor is the same mix straight to PocketBase (two getOne per read, two writes per save) for ${FLOOR_SECONDS} s; the ratio here is floor requests/s over product requests/s (how many times more the floor serves).`,
      'Client, server, PocketBase all share the same 2 cores, so the client\'s own JSON work counts against both sides alike.',
    ],
  };
}
