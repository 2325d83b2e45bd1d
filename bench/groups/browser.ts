import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { buildWebOnce } from '../../e2e/support/product.ts';
import type { Segment } from '../../server/domain/segment-types.ts';
import { formatClock } from '../../server/export/index.ts';
import { onCleanup, ROOT } from '../lib/processes.ts';
import type { BenchProduct } from '../lib/product.ts';
import { mib, ms, ratioRow, type GroupResult, type Row } from '../lib/report.ts';
import { longSegments, seedTranscript } from '../lib/seed.ts';
import { summarize, type Summary } from '../lib/stats.ts';

const ROUNDS = 3;
/** A two-hour interview, and a long day of interviews with short turns. */
const SIZES = [1500, 10_000];
const BOXES = 'ol[aria-label=Segments] textarea';
const GOALS = { textOnScreen: 300, keystrokeP95: 16, longestTask: 100 };
/** What issue 17 measured before the list was virtualized (its item 14), to set beside each run's figures. */
const BEFORE: Record<number, { textOnScreen: string; keystroke: string; longestTask: string }> = {
  1500: { textOnScreen: '1.04 s', keystroke: '17.7 ms', longestTask: '569 ms' },
  10_000: { textOnScreen: '8.4 s', keystroke: '101 ms median, 522 ms worst', longestTask: 'about 3 s busy after the text' },
};
/**
 * In the page before any of its scripts: each keydown's timestamp, then the first task after the next
 * animation frame (i.e. after the frame with the keystroke's effect was painted), as performance marks
 * and measures; long tasks are kept too.
 */
function instrument() {
  const bench = { latencies: [] as number[], firstPaintAfterKey: 0, longTasks: [] as number[] };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => bench.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  let n = 0;
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      const name = `key-${n++}`;
      performance.mark(name, { startTime: start });
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const end = performance.now();
          performance.measure('keystroke-to-paint', { start: name, end });
          bench.latencies.push(end - start);
          bench.firstPaintAfterKey ||= end;
        };
        channel.port2.postMessage(0);
      });
    },
    true,
  );
}

/** The floor: the same labelled text boxes as static HTML, no framework, same origin. */
function floorHtml(segments: Segment[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const rows = segments
    .map((s, i) => `<li><label for="s${i}">${formatClock(s.start)} ${escape(s.speaker)}</label><textarea id="s${i}" rows="1">${escape(s.text)}</textarea></li>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>floor</title><style>body{font-family:sans-serif;max-width:56rem;margin:2rem auto}ol{list-style:none;padding:0}li{padding:.5rem .75rem}textarea{width:100%;field-sizing:content;resize:none;line-height:1.6}</style></head><body><h2>Transcript</h2><ol aria-label="Segments">${rows}</ol></body></html>`;
}

interface Round {
  textOnScreen: number;
  typingWorks: number;
  latencies: number[];
  heapLoaded: number;
  heapAfterTyping: number;
  longestTask: number;
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

/** Marks the segment box nearest the middle of the screen (after scrolling half way down) and returns its selector. */
async function boxHalfWayDown(page: Page): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
  await page.waitForFunction(
    (selector) => {
      const boxes = [...document.querySelectorAll<HTMLTextAreaElement>(selector)];
      const middle = boxes.find((box) => {
        const rect = box.getBoundingClientRect();
        return rect.top > innerHeight * 0.3 && rect.bottom < innerHeight * 0.8 && box.value.length > 0;
      });
      if (!middle) return false;
      middle.dataset.benchTarget = '1';
      return true;
    },
    BOXES,
    { polling: 'raf', timeout: 20_000 },
  );
  return `${BOXES}[data-bench-target]`;
}

async function measurePage(browser: Browser, baseUrl: string, pathname: string, html?: string): Promise<Round> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await page.addInitScript(instrument);
    if (html) await page.route(`**${pathname}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(pathname, { waitUntil: 'commit' });
    // Text on screen: the first box there, filled and inside the window (ms since navigation start, checked every frame).
    const textOnScreen = (await (
      await page.waitForFunction((selector) => {
        const first = document.querySelector<HTMLTextAreaElement>(selector);
        return first && first.value.length > 0 && first.getBoundingClientRect().top < innerHeight ? performance.now() : false;
      }, BOXES, { polling: 'raf', timeout: 60_000 })
    ).jsonValue()) as number;
    // Typing works: the first keystroke in the first box painted (it waits for whatever still blocks the page).
    const first = page.locator(BOXES).first();
    await first.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    const typingWorks = (await (await page.waitForFunction(() => (window as any).__bench.firstPaintAfterKey || false)).jsonValue()) as number;
    if (!(await first.inputValue()).endsWith('x')) throw new Error(`typing did not change the text box on ${pathname}`);
    const heapLoaded = await heapUsed(page);

    // Keystroke to paint in a segment half way down, typed at a person's pace.
    const middle = page.locator(await boxHalfWayDown(page));
    await middle.focus();
    await page.keyboard.press('End');
    await page.evaluate(() => ((window as any).__bench.latencies.length = 0));
    await page.keyboard.type(' typed by the benchmark, forty chars', { delay: 80 });
    await page.waitForFunction((n) => (window as any).__bench.latencies.length >= n, 36, { timeout: 10_000 }).catch(() => undefined);
    const { latencies, longTasks } = (await page.evaluate(() => (window as any).__bench)) as { latencies: number[]; longTasks: number[] };
    if (!html) await page.getByTestId('save-status').getByText('Saved').waitFor({ timeout: 30_000 });
    const heapAfterTyping = await heapUsed(page);
    return { textOnScreen, typingWorks, latencies: [...latencies], heapLoaded, heapAfterTyping, longestTask: Math.max(0, ...longTasks) };
  } finally {
    await context.close();
  }
}

type Side = 'product' | 'floor';

function sizeRows(size: number, rounds: Record<Side, Round[]>): { rows: Row[]; before: string } {
  const label = size.toLocaleString('en');
  const pick = (side: Side, f: (r: Round) => number) => summarize(rounds[side].map(f));
  const keys = (side: Side) => summarize(rounds[side].flatMap((r) => r.latencies));
  const heap = (side: Side, f: (r: Round) => number) => mib(pick(side, f).median);
  const goal = (measure: string, product: Summary, floor: Summary, value: number, limit: number): Row => ({
    ...ratioRow(measure, product, floor),
    target: `≤ ${limit} ms`,
    met: value <= limit,
  });
  const text = pick('product', (r) => r.textOnScreen);
  const typed = keys('product');
  const longest = pick('product', (r) => r.longestTask);
  return {
    before: `${label} segments: text on screen ${BEFORE[size].textOnScreen} then, ${ms(text.median)} now; a keystroke ${BEFORE[size].keystroke} then, ${ms(typed.median)} median and ${ms(typed.p95)} p95 now; longest task ${BEFORE[size].longestTask} then, ${ms(longest.median)} now.`,
    rows: [
      goal(`${label} segments: text on screen`, text, pick('floor', (r) => r.textOnScreen), text.median, GOALS.textOnScreen),
      ratioRow(`${label} segments: typing works (first keystroke painted)`, pick('product', (r) => r.typingWorks), pick('floor', (r) => r.typingWorks)),
      goal(`${label} segments: keystroke to paint half way down (goal on p95)`, typed, keys('floor'), typed.p95, GOALS.keystrokeP95),
      {
        measure: `${label} segments: JS heap after load / after typing and autosave`,
        product: `${heap('product', (r) => r.heapLoaded)} / ${heap('product', (r) => r.heapAfterTyping)}`,
        floor: `${heap('floor', (r) => r.heapLoaded)} / ${heap('floor', (r) => r.heapAfterTyping)}`,
        ratio: pick('product', (r) => r.heapLoaded).median / pick('floor', (r) => r.heapLoaded).median,
      },
      {
        measure: `${label} segments: longest main-thread task (median of rounds)`,
        product: ms(longest.median),
        floor: ms(pick('floor', (r) => r.longestTask).median),
        target: `≤ ${GOALS.longestTask} ms`,
        met: longest.median <= GOALS.longestTask,
      },
    ],
  };
}

export async function browserGroup(product: BenchProduct): Promise<GroupResult> {
  const group = 'browser';
  if (!existsSync(path.join(ROOT, 'web/src/features/transcript')) || readdirSync(path.join(ROOT, 'web/src/features/transcript')).length === 0) {
    return { group, rows: [], notes: [], skipped: 'the web app (web/src/features/transcript) has not landed' };
  }
  if (!existsSync('/usr/bin/chromium')) return { group, rows: [], notes: [], skipped: 'no /usr/bin/chromium (npm run setup -- --with-test-tools)' };
  const built = performance.now();
  buildWebOnce();
  const buildSeconds = (performance.now() - built) / 1000;
  const browser = await launchBrowser();
  const closeBrowser = onCleanup('chromium', () => browser.close());
  const rows: Row[] = [];
  const before: string[] = [];
  try {
    for (const size of SIZES) {
      const segments = longSegments(size);
      const { id } = await seedTranscript(product.store, `Browser benchmark, ${size} segments`, segments);
      const floor = floorHtml(segments);
      const rounds: Record<Side, Round[]> = { product: [], floor: [] };
      for (let i = 0; i < ROUNDS; i++) {
        rounds.product.push(await measurePage(browser, product.url, `/transcript/${id}`));
        rounds.floor.push(await measurePage(browser, product.url, '/__bench_floor', floor));
      }
      const measured = sizeRows(size, rounds);
      rows.push(...measured.rows);
      before.push(measured.before);
    }
  } finally {
    await closeBrowser();
  }
  return {
    group,
    rows,
    notes: [
      `Headless Chromium (/usr/bin/chromium through playwright-core, the e2e launch flags), 1280x800, a fresh context per round, ${ROUNDS} rounds per size; the production build of web/ (${buildSeconds < 1 ? 'already built' : `built in ${buildSeconds.toFixed(0)} s`}) served by the server; transcripts of 1,500 (a two-hour interview) and 10,000 segments (longSegments: makeLongInterview with a timing for every word).`,
      'Times are from navigation start. Text on screen: the first segment box present, filled and inside the window (checked every animation frame); the server renders the first screen of the transcript page and the browser hydrates it, and the list renders only the rows near the screen. Typing works: a key typed into the first box as soon as the text is there, until the frame showing it was painted. Keystroke to paint: keydown timestamp to the first task after the next animation frame (performance marks "key-N" and measure "keystroke-to-paint"), 36 characters typed at 80 ms per key into the box nearest the middle of the screen after scrolling half way down; the goal is on its p95. Longest task: the longest PerformanceObserver "longtask" of the round (load, typing and autosave).',
      `Goals (issue 17): text on screen ≤ ${GOALS.textOnScreen} ms, keystroke p95 ≤ ${GOALS.keystrokeP95} ms, longest task ≤ ${GOALS.longestTask} ms, at both sizes. The floor is the same labelled text boxes as static HTML with no script (served at the same origin by the browser route), measured the same way: every box, so at 10,000 it is slower than a page that renders what is on screen. JS heap: JSHeapUsedSize after a forced GC (CDP).`,
      `Before issue 17 (its own measurements, when every segment was rendered) and in this run: ${before.join(' ')}`,
    ],
  };
}
