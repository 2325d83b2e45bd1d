import type { Segment } from '../../server/domain/segments.ts';
import { startRedis } from '../../server/queue/testing/redis-server.ts';
import type { StoreClient } from '../../server/store/client.ts';
import { subscribe, type EventStream } from '../../server/test/sse.ts';
import { onCleanup } from '../lib/processes.ts';
import { gqlAt, type BenchProduct } from '../lib/product.ts';
import { ms, type GroupResult, type Row } from '../lib/report.ts';
import { editedSegments, longSegments, SAVE_MUTATION, seedTranscript } from '../lib/seed.ts';
import { summarize, type Summary } from '../lib/stats.ts';

/** Transcripts saved at once, and the subscribers spread over them, for the events-per-second rows. */
const WRITERS = 4;
const SUBSCRIBERS = 20;
const THROUGHPUT_MS = 10_000;
/** Saves timed from one page's request to the other page's event, after a few unmeasured ones. */
const LATENCY_SAVES = 40;
const WARMUP = 3;
/** The goal is for the whole path to a painted page; the event is most of the server's part of it. */
const GOAL_P95_MS = 300;
const EVENT_WAIT_MS = 10_000;

/** What an editor page asks of each new version: enough to tell what changed, by whom, and which version is current. */
const VERSION_SUBSCRIPTION = `subscription ($id: ID!) { versionAdded(transcriptId: $id) {
  changedSegmentIds author sessionId version { id } transcript { id versionId updatedAt } } }`;

interface Servers {
  label: string;
  /** Where the pages that save send their mutations, and where the pages that watch subscribe. */
  writeUrl: string;
  readUrl: string;
}

async function save(url: string, id: string, segments: readonly Segment[], round: number, baseVersionId: string): Promise<string> {
  const body = await gqlAt(url, SAVE_MUTATION, { id, segments: editedSegments(segments, round), baseVersionId });
  if (!body.data) throw new Error(`save failed: ${JSON.stringify(body.errors)}`);
  return body.data.saveEdits.versionId;
}

/** Counts what a stream delivers until it is closed. */
function count(stream: EventStream): { delivered: () => number; last: () => number } {
  let delivered = 0;
  let last = 0;
  void (async () => {
    for (;;) {
      try {
        const { errors } = await stream.next(60_000);
        if (errors) throw new Error(errors[0].message);
      } catch {
        return;
      }
      delivered++;
      last = performance.now();
    }
  })();
  return { delivered: () => delivered, last: () => last };
}

/** Saves on WRITERS short transcripts back to back for THROUGHPUT_MS, each watched by SUBSCRIBERS / WRITERS pages. */
async function eventsPerSecond(store: StoreClient, { label, writeUrl, readUrl }: Servers): Promise<{ perSecond: number; saves: number; delivered: number }> {
  const segments = longSegments(30);
  const docs = await Promise.all(Array.from({ length: WRITERS }, (_, i) => seedTranscript(store, `Live throughput ${label} ${i}`, segments)));
  const streams = await Promise.all(Array.from({ length: SUBSCRIBERS }, (_, j) => subscribe(readUrl, VERSION_SUBSCRIPTION, { id: docs[j % WRITERS].id })));
  try {
    const counters = streams.map(count);
    const saves = docs.map(() => 0);
    const started = performance.now();
    await Promise.all(
      docs.map(async (doc, w) => {
        let base = doc.versionId;
        while (performance.now() - started < THROUGHPUT_MS) base = await save(writeUrl, doc.id, segments, saves[w]++, base);
      }),
    );
    const expected = counters.map((_, j) => saves[j % WRITERS]);
    const deadline = Date.now() + EVENT_WAIT_MS;
    while (counters.some((counter, j) => counter.delivered() < expected[j]) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const delivered = counters.reduce((sum, counter) => sum + counter.delivered(), 0);
    const missing = expected.reduce((sum, n) => sum + n, 0) - delivered;
    if (missing) throw new Error(`${label}: ${missing} events never arrived`);
    const seconds = (Math.max(...counters.map((counter) => counter.last())) - started) / 1000;
    return { perSecond: delivered / seconds, saves: saves.reduce((sum, n) => sum + n, 0), delivered };
  } finally {
    streams.forEach((stream) => stream.close());
  }
}

/** One page autosaves the 1,500-segment interview; another page's subscription hears of it. */
async function saveToEvent(store: StoreClient, { label, writeUrl, readUrl }: Servers): Promise<Summary> {
  const segments = longSegments();
  const doc = await seedTranscript(store, `Live latency ${label}`, segments);
  const stream = await subscribe(readUrl, VERSION_SUBSCRIPTION, { id: doc.id });
  try {
    const samples: number[] = [];
    let base = doc.versionId;
    for (let round = 0; round < LATENCY_SAVES + WARMUP; round++) {
      const started = performance.now();
      const saved = save(writeUrl, doc.id, segments, round, base);
      const { data, errors } = await stream.next(EVENT_WAIT_MS);
      const elapsed = performance.now() - started;
      base = await saved;
      if (errors || data.versionAdded.version.id !== base) throw new Error(`${label}: the event was not the save's: ${JSON.stringify(errors ?? data)}`);
      if (round >= WARMUP) samples.push(elapsed);
      // An autosave comes about a second after typing stops; the pause keeps saves from queueing behind each other.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return summarize(samples);
  } finally {
    stream.close();
  }
}

async function measure(store: StoreClient, servers: Servers): Promise<Row[]> {
  const throughput = await eventsPerSecond(store, servers);
  const latency = await saveToEvent(store, servers);
  return [
    {
      measure: `events per second, ${servers.label}`,
      product: `${Math.round(throughput.perSecond)}/s (${throughput.saves} saves × ${SUBSCRIBERS / WRITERS} pages each)`,
    },
    {
      measure: `save to another page's event, ${servers.label} (1,500 segments)`,
      product: `${ms(latency.median)} (p95 ${ms(latency.p95)}, n=${latency.n})`,
      target: `p95 ≤ ${GOAL_P95_MS} ms`,
      met: latency.p95 <= GOAL_P95_MS,
    },
  ];
}

/** Live updates: events per second through one server and through two sharing Redis, and save-to-event latency. */
export async function liveGroup(product: BenchProduct): Promise<GroupResult> {
  const rows = await measure(product.store, { label: 'one server', writeUrl: product.url, readUrl: product.url });

  const redis = await startRedis();
  const stopRedis = onCleanup('redis (live)', () => redis.stop());
  try {
    const env = { TAPESCRIPT_QUEUE_URL: redis.url };
    const a = await product.startServer([], env);
    const b = await product.startServer([], env);
    try {
      rows.push(...(await measure(product.store, { label: 'two servers with Redis (save on A, pages on B)', writeUrl: a.url, readUrl: b.url })));
    } finally {
      await b.child.stop();
      await a.child.stop();
    }
  } finally {
    await stopRedis();
  }
  return {
    group: 'live',
    rows,
    notes: [
      `Events per second: ${WRITERS} transcripts of 30 segments saved back to back for ${THROUGHPUT_MS / 1000} s (one autosave mutation after another on each), each watched by ${SUBSCRIBERS / WRITERS} versionAdded subscriptions over SSE (${SUBSCRIBERS} in all); the rate is events delivered to subscribers, every one of them checked to arrive. The saves themselves (the store's version writes) bound it.`,
      `Save to event: one page's autosave of the 1,500-segment interview (the web app's mutation) timed from its request to the moment another page's versionAdded subscription receives the event (changed segment ids, author, version and transcript ids; the page then reads the changed segments), ${LATENCY_SAVES} saves after ${WARMUP} unmeasured, 100 ms apart. The browser's part (reading and painting the change) is measured by the browser group.`,
      'Two servers: two server processes on the one PocketBase, sharing a throw-away Redis (TAPESCRIPT_QUEUE_URL), the saves sent to one and the subscriptions held on the other, so every event crosses Redis.',
    ],
  };
}
