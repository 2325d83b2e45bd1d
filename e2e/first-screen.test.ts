import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, segmentsOf, transcribeViaApi } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, openPage, PHONE } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const BOXES = 'ol[aria-label=Segments] textarea';
/** Text that would end the page's data element early, or run, if it were not escaped. */
const HOSTILE = '</script><script>alert(1)</script> & "quoted" <b>bold</b>';

/** The transcript page is rendered on the server: its text is there before the scripts, which then take it over. */
describe('the first screen of a transcript, rendered by the server', () => {
  const running = startedForTests();
  let id = '';

  beforeAll(async () => {
    id = await transcribeViaApi(running.product.baseUrl, 'First screen', makeInterviewWav());
    const segments = Array.from({ length: 60 }, (_, i) => ({
      start: i * 0.25,
      end: (i + 1) * 0.25,
      speaker: i % 2 ? 'Guest' : 'Host',
      text: i === 0 ? HOSTILE : `Line ${i + 1} of the interview, long enough to wrap onto a second line in a narrow window.`,
    }));
    await graphql(running.product.baseUrl, 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
  });

  it('shows the text with no script run, the rows laid out one below the other', async () => {
    const context = await running.browser.newContext({ baseURL: running.product.baseUrl, viewport: DESKTOP, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/transcript/${id}`);
      const boxes = page.locator(BOXES);
      expect(await boxes.first().inputValue()).toBe(HOSTILE);
      expect(await boxes.nth(1).inputValue()).toMatch(/^Line 2 of the interview/);
      const [first, second] = [await boxes.first().boundingBox(), await boxes.nth(1).boundingBox()];
      expect(second!.y).toBeGreaterThan(first!.y + first!.height);
      expect(second!.y).toBeLessThan(DESKTOP.height);
    } finally {
      await context.close();
    }
  });

  it('is hydrated without being replaced or warning, and keeps what was typed before the scripts ran', async () => {
    const { context, page, problems } = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
      // The scripts are held back until the user has typed into the server's page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/transcript/${id}`, { waitUntil: 'commit' });
      const box = page.locator(BOXES).nth(1);
      await box.waitFor();
      await page.evaluate((selector) => ((window as any).serverBox = document.querySelectorAll(selector)[1]), BOXES);
      await box.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Typed early.');
      // Scrolled meanwhile too: the scripts hydrate the rows the server rendered, not the ones at the new place.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      release();
      // The edit reaches the editor once hydrated, which saves it.
      await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await box.inputValue()).toMatch(/narrow window\. Typed early\.$/);
      expect(await page.evaluate((selector) => document.querySelectorAll(selector)[1] === (window as any).serverBox, BOXES)).toBe(true);
      expect(await page.evaluate(() => document.activeElement === (window as any).serverBox)).toBe(true);
      expect((await segmentsOf(running.product.baseUrl, id))[1].text).toMatch(/narrow window\. Typed early\.$/);
      expect(await page.locator(BOXES).first().inputValue()).toBe(HOSTILE);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates as the server rendered it when this browser keeps unsaved edits, then shows and saves them', async () => {
    const { transcript } = await graphql<{ transcript: { versionId: string } }>(running.product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { versionId } }', { id });
    const { context, page, problems } = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    try {
      const draft = { baseVersionId: transcript.versionId, texts: [[0.5, 'Line 3, edited offline before the reload.']] };
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`tapescript.drafts.${id}`, JSON.stringify(draft)]);
      await page.goto(`/transcript/${id}`);
      await expect.poll(() => page.locator(BOXES).nth(2).inputValue()).toBe('Line 3, edited offline before the reload.');
      await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 });
      expect((await segmentsOf(running.product.baseUrl, id))[2].text).toBe('Line 3, edited offline before the reload.');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('places a menu opened as soon as the page has loaded under its button, and keeps it open', async () => {
    const { context, page, problems } = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    try {
      // A slower processor (as on a busy phone) stretches the moments after hydration in which the menu is opened.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`/transcript/${id}`);
      const trigger = page.getByRole('button', { name: 'More actions' });
      await trigger.click();
      const item = page.getByRole('menuitem', { name: 'Review links…' });
      await item.waitFor();
      // Still open once the page has settled, and below its button rather than at the page's top-left corner.
      await page.waitForTimeout(1_000);
      expect(await item.isVisible()).toBe(true);
      const [button, menu] = [await trigger.boundingBox(), await page.getByRole('menu').boundingBox()];
      expect(menu!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      expect(menu!.x + menu!.width).toBeCloseTo(button!.x + button!.width, -1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers a button pressed before the app has taken over the page, once it has', async () => {
    const { context, page, problems } = await openPage(running.browser, running.product.baseUrl, PHONE);
    try {
      // The entry runs; the app's own scripts (React DOM, the UI kit, the app) are held back until the press.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/(start|ui|vendor)-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/transcript/${id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      release();
      await page.getByRole('dialog', { name: 'Recent transcripts' }).getByRole('link', { name: /First screen/ }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
