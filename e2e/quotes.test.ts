import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'ETRM', text: 'Welcome to the interview series.' },
  { speaker: 'Ada Okafor', text: 'We sold the gas contracts before the winter.' },
  { speaker: 'ETRM', text: 'Thank you for coming in.' },
];

const ADD = `mutation ($t: ID!, $s: ID!, $to: Int!, $tags: [String!]) {
  addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: $to, tags: $tags) { id start end } }`;

/**
 * Issue 53, item 2: the Quotes page. Highlights seeded through the API are found by a tag chip and by words; one is
 * copied as a quote (read back from the clipboard) and played (the page's audio plays its span and stops after it).
 */
describe('the Quotes page', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let title = '';

  beforeAll(async () => {
    const baseUrl = running.product.baseUrl;
    title = 'Quotes from the gas desk';
    const { id } = await seedTranscript(baseUrl, title, makeInterviewWav('quotes.wav'), LINES);
    const { transcript } = await graphql<{ transcript: { segments: { id: string; text: string }[] } }>(baseUrl, 'query ($id: ID!) { transcript(id: $id) { segments { id text } } }', { id });
    const [welcome, gas, thanks] = transcript.segments;
    await graphql(baseUrl, ADD, { t: id, s: welcome.id, to: 4, tags: ['opening'] });
    await graphql(baseUrl, ADD, { t: id, s: gas.id, to: 7, tags: ['energy', 'deals'] });
    await graphql(baseUrl, ADD, { t: id, s: thanks.id, to: 4, tags: ['closing'] });
    tab = await openPage(running.browser, baseUrl);
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  }, 180_000);

  it('finds a quote by tag and by words, copies it as a quote and plays it', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    const quotes = page.getByRole('list', { name: 'Quotes' });
    await quotes.getByRole('listitem').nth(2).waitFor();
    expect(await quotes.getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'quotes-all');

    await page.getByRole('button', { name: 'energy' }).click();
    await expect.poll(() => quotes.getByRole('listitem').count()).toBe(1);
    const gas = quotes.getByRole('listitem', { name: /We sold the gas contracts/ });
    await gas.waitFor();
    await page.getByRole('button', { name: 'energy' }).click();
    await page.getByRole('textbox', { name: 'Words' }).fill('contracts winter');
    await expect.poll(() => quotes.getByRole('listitem').count()).toBe(1);
    await gas.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'quotes-found');

    await gas.getByRole('button', { name: 'Copy as quote' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^"We sold the gas contracts before the winter\." — Ada Okafor, Quotes from the gas desk \(00:00:\d\d\)$/);

    await gas.getByRole('button', { name: 'Play' }).click();
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0)).toBe(true);
    // It stops at the quote's end by itself.
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused), { timeout: 20_000 }).toBe(true);
    await gas.getByRole('button', { name: 'Play' }).waitFor();
    const link = gas.getByRole('link', { name: title });
    expect(await link.getAttribute('href')).toMatch(/^\/transcript\/\w+\?t=[\d.]+$/);
    expect(tab.problems).toEqual([]);
  });
});
