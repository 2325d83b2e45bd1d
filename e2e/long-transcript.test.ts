import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, transcribeViaApi } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, openPage, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const SEGMENTS = 1500;
/** 1,500 segments packed into the 17 s recording, so every one can be sought to. */
const STEP = 0.011;
const WORDS = 'so we talked about the recording and the editing of the interview series at length';

/** A two-hour-sized transcript stays usable: quick keystrokes, click-to-seek and highlighting far down. */
describe('a 1,500-segment transcript, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    id = await transcribeViaApi(running.product.baseUrl, 'Long interview', makeInterviewWav());
    const segments = Array.from({ length: SEGMENTS }, (_, i) => ({
      start: Number((i * STEP).toFixed(3)),
      end: Number(((i + 1) * STEP).toFixed(3)),
      speaker: i % 2 ? 'Guest' : 'ETRM',
      text: `${i + 1}: ${WORDS}.`,
    }));
    await graphql(running.product.baseUrl, 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  });

  it('opens showing the first rows, rendering only those near the screen', async () => {
    const { page } = tab;
    const started = Date.now();
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^0:00 / }).first().waitFor();
    expect(Date.now() - started).toBeLessThan(10_000);
    const rows = page.locator('ol[aria-label=Segments] > li');
    expect(await rows.count()).toBeLessThan(60);
    // Screen readers still hear where a row is in the whole transcript (once the pages after the first are in).
    await expect.poll(() => rows.first().getAttribute('aria-setsize')).toBe(String(SEGMENTS));
    expect(await rows.first().getAttribute('aria-posinset')).toBe('1');
  });

  it('paints a keystroke quickly', async () => {
    const { page } = tab;
    const box = page.locator('ol[aria-label=Segments] > li').nth(3).locator('textarea');
    await box.click();
    await page.keyboard.press('End');
    // From each key press to the frame that shows it, measured in the page.
    await page.evaluate(() => {
      const w = window as unknown as { keyToPaint: number[] };
      w.keyToPaint = [];
      document.addEventListener('keydown', (event) => {
        requestAnimationFrame(() => setTimeout(() => w.keyToPaint.push(performance.now() - event.timeStamp)));
      });
    });
    await page.keyboard.type(' and some more words typed here', { delay: 30 });
    const times = await page.evaluate(() => (window as unknown as { keyToPaint: number[] }).keyToPaint);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    expect(sorted.length).toBeGreaterThan(20);
    console.info(`key to paint over ${SEGMENTS} segments: median ${median.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`);
    expect(median).toBeLessThan(100);
    expect(await box.inputValue()).toMatch(/and some more words typed here$/);
  });

  it('keeps the row being typed in while the page scrolls far away', async () => {
    const { page } = tab;
    const box = page.getByRole('textbox', { name: /^0:00 / }).first();
    await box.click();
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.keyboard.type(' still here');
    expect(await box.inputValue()).toMatch(/still here$/);
  });

  it('finds a match in a row that is not rendered and brings it on screen', async () => {
    const { page } = tab;
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator(`li[aria-posinset="1400"]`).count()).toBe(0);
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Find' }).fill('1400:');
    await page.getByRole('textbox', { name: 'Find' }).press('Enter');
    const row = page.locator(`li[aria-posinset="1400"]`);
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await page.getByTestId('find-count').textContent()).toBe('1 of 1');
    await page.getByRole('button', { name: 'Close find and replace' }).click();
  });

  it('seeks to a row far down when clicked, and highlights it', async () => {
    const { page } = tab;
    const row = page.locator(`li[aria-posinset="1401"]`);
    await row.locator('label').click();
    await expect.poll(() => page.getByTestId('current-time').textContent()).toBe('0:15');
    await expect.poll(() => row.getAttribute('data-active')).toBe('true');
    expect(await page.locator('ol[aria-label=Segments] > li[data-active]').count()).toBe(1);
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
