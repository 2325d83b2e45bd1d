import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import type { Segment } from '../../server/domain/segment-types.ts';
import { startRedis } from '../../server/transcription/testing/redis-server.ts';
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

/** Saves typed in one browser and timed to their paint in another, after a few unmeasured ones. */
const PAINT_SAVES = 20;

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

/** The editor's segment boxes, in order (the list renders the ones near the screen). */
const boxes = (page: Page) => page.getByRole('textbox', { name: /^\d+:\d\d / });

/**
 * Resolves, in the page, with the time (ms since the epoch) of the first frame after the `index`th box holds
 * `text`: the change is on screen then.
 */
function paintedAt(page: Page, index: number, text: string): Promise<number> {
  // As source text: the bench runs under tsx, whose names for functions do not exist in the page.
  const watch = `new Promise((resolve) => {
    const check = () => {
      const box = document.querySelectorAll('textarea')[${index}];
      if (box && box.value === ${JSON.stringify(text)}) requestAnimationFrame(() => resolve(Date.now()));
      else requestAnimationFrame(check);
    };
    check();
  })`;
  return page.evaluate(watch) as Promise<number>;
}

/**
 * Two people in two browsers on the 1,500-segment interview: one types in a segment, and the time runs from its
 * autosave's request to the frame that shows the change in the other's page (the event, the page's load of the new
 * version, and its render).
 */
async function saveToPaint(store: StoreClient, url: string, browser: Browser): Promise<Summary> {
  const doc = await seedTranscript(store, 'Live paint', longSegments());
  const [writer, watcher] = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`/transcript/${doc.id}`);
      await boxes(page).nth(3).waitFor({ timeout: 60_000 });
      return page;
    }),
  );
  let sentAt = 0;
  writer.on('request', (request) => {
    if (request.postData()?.includes('mutation MergeEdits')) sentAt = Date.now();
  });
  const samples: number[] = [];
  for (let round = 0; round < PAINT_SAVES + WARMUP; round++) {
    const index = round % 4;
    const text = `Round ${round}: typed in one browser, painted in another.`;
    const painted = paintedAt(watcher, index, text);
    await boxes(writer).nth(index).fill(text);
    const at = await painted;
    if (round >= WARMUP) samples.push(at - sentAt);
    await writer.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();
  }
  await Promise.all([writer.context().close(), watcher.context().close()]);
  return summarize(samples);
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
  const browser = await launchBrowser();
  try {
    const paint = await saveToPaint(product.store, product.url, browser);
    rows.push({
      measure: "save to paint in another person's browser, one server (1,500 segments)",
      product: `${ms(paint.median)} (p95 ${ms(paint.p95)}, n=${paint.n})`,
      target: `p95 ≤ ${GOAL_P95_MS} ms`,
      met: paint.p95 <= GOAL_P95_MS,
    });
  } finally {
    await browser.close();
  }

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
      `Save to paint: two browsers (headless Chromium) on the 1,500-segment interview; one types a new text in one of the first four segments, and the time runs from its autosave's request (the browser's request event) to the first frame in which the other page's box shows it, ${PAINT_SAVES} saves after ${WARMUP} unmeasured. The other page hears the version over its one event stream, loads the new version whole and renders it.`,
      'Two servers: two server processes on the one PocketBase, sharing a throw-away Redis (TAPESCRIPT_QUEUE_URL), the saves sent to one and the subscriptions held on the other, so every event crosses Redis.',
    ],
  };
}
