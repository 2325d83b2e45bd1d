import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, uploadViaApi, waitUntilSettled } from './support/api.ts';
import { makeNoisyJfkWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

interface Word {
  text: string;
  start: number;
  end: number;
  confidence: number | null;
}
interface Segment {
  start: number;
  text: string;
  words: Word[];
}

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);
const marked = (page: Page, kind: string) => page.locator(`[data-mark~="${kind}"]`);
const selectedText = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement as HTMLTextAreaElement;
    return box.value.slice(box.selectionStart, box.selectionEnd);
  });

/** Where the characters from..to of a text box are drawn, relative to the box (a hidden copy of it measures them). */
function wordPosition(box: Locator, from: number, to: number) {
  return box.evaluate(
    (element, [from, to]) => {
      const textBox = element as HTMLTextAreaElement;
      const style = getComputedStyle(textBox);
      const copy = document.createElement('div');
      for (const name of ['boxSizing', 'width', 'padding', 'borderWidth', 'borderStyle', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'wordSpacing'] as const) {
        copy.style[name] = style[name];
      }
      Object.assign(copy.style, { position: 'absolute', top: '0', left: '0', visibility: 'hidden', whiteSpace: 'pre-wrap', overflowWrap: 'break-word' });
      const word = document.createElement('span');
      word.textContent = textBox.value.slice(from, to);
      copy.append(textBox.value.slice(0, from), word);
      document.body.append(copy);
      const outer = copy.getBoundingClientRect();
      const inner = word.getBoundingClientRect();
      copy.remove();
      return { x: inner.left - outer.left + inner.width / 2, y: inner.top - outer.top + inner.height / 2 };
    },
    [from, to],
  );
}

/** Items 1–3 of issue 17 on a transcript Whisper made from real speech, with its own word timings and confidences. */
describe('editing by the word, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let segments: Segment[] = [];

  beforeAll(async () => {
    const id = await uploadViaApi(running.product.baseUrl, 'JFK in a noisy room', makeNoisyJfkWav());
    expect(await waitUntilSettled(running.product.baseUrl, id, 120_000)).toBe('READY');
    ({ transcript: { segments } } = await graphql<{ transcript: { segments: Segment[] } }>(
      running.product.baseUrl,
      'query ($id: ID!) { transcript(id: $id) { segments { start text words { text start end confidence } } } }',
      { id },
    ));
    tab = await openPage(running.browser, running.product.baseUrl);
    await tab.page.goto(`/transcript/${id}`);
  });

  const words = () => segments.flatMap((segment) => segment.words);
  const uncertain = () => words().filter((word) => word.confidence !== null && word.confidence < 0.6);

  it('underlines the words Whisper was unsure of, and only those', async () => {
    const { page } = tab;
    expect(uncertain().length).toBeGreaterThan(0);
    await expect.poll(() => marked(page, 'uncertain').allTextContents()).toEqual(uncertain().map((word) => word.text));
    await screenshot(page, 'words-uncertain');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('goes to the next uncertain word with the button and Ctrl+., selecting it and playing from it', async () => {
    const { page } = tab;
    const [first, second] = uncertain();
    await page.getByRole('button', { name: 'Next uncertain word' }).click();
    await expect.poll(() => selectedText(page)).toBe(first.text);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await audioTime(page)).toBeGreaterThanOrEqual(first.start - 0.05);
    if (second) {
      await page.keyboard.press('Control+.');
      await expect.poll(() => selectedText(page)).toBe(second.text);
      expect(await audioTime(page)).toBeGreaterThanOrEqual(second.start - 0.05);
    }
  });

  it('lights up the word being spoken as the audio plays', async () => {
    const { page } = tab;
    // A plain click on the longest segment seeks to its start (the product's rule); it plays on from there.
    const longest = segments.reduce((a, b) => (b.words.length > a.words.length ? b : a));
    await page.getByRole('textbox', { name: new RegExp(`^0:0${Math.floor(longest.start)} `) }).click();
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(longest.start - 0.05);
    const seen = new Set<string>();
    // Each sample reads the mark and the time in the same frame. The mark follows the player's time updates, so at a
    // word boundary it may still show the word that just ended: any word spoken in the last LAG seconds is right.
    const LAG = 0.3;
    for (let i = 0; i < 12; i++) {
      const sample = await page.evaluate(() => ({ time: document.querySelector('audio')!.currentTime, spoken: document.querySelector('[data-mark~="spoken"]')?.textContent ?? null }));
      const recent = words().filter((word) => word.start <= sample.time && sample.time - LAG < word.end);
      if (recent.length && sample.spoken) {
        expect(recent.map((word) => word.text)).toContain(sample.spoken);
        seen.add(sample.spoken);
      }
      await page.waitForTimeout(150);
    }
    expect(seen.size).toBeGreaterThan(1);
    await screenshot(page, 'words-spoken');
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  it('plays from a word on Ctrl+click', async () => {
    const { page } = tab;
    const segment = segments.find((s) => s.words.some((word) => word.text === 'country'))!;
    const country = segment.words.find((word) => word.text === 'country')!;
    const box = page.getByRole('textbox', { name: new RegExp(`^0:0${Math.floor(segment.start)} `) });
    const from = segment.text.indexOf('country');
    const position = await wordPosition(box, from, from + 'country'.length);
    await box.click({ position, modifiers: ['Control'] });
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await audioTime(page)).toBeGreaterThanOrEqual(country.start - 0.05);
    expect(await audioTime(page)).toBeLessThan(country.end + 1);
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  it('clears the mark of a word the user corrects', async () => {
    const { page } = tab;
    const [first] = uncertain();
    const segment = segments.find((s) => s.words.includes(first))!;
    const box = page.getByRole('textbox', { name: new RegExp(`^0:0${Math.floor(segment.start)} `) });
    const from = segment.text.indexOf(first.text);
    await box.focus();
    await box.evaluate((element, [from, to]) => (element as HTMLTextAreaElement).setSelectionRange(from, to), [from, from + first.text.length]);
    await page.keyboard.type(`${first.text.replace(/\W+$/, '')}x`);
    await expect.poll(() => marked(page, 'uncertain').allTextContents()).toEqual(uncertain().slice(1).map((word) => word.text));
    expect(tab.problems).toEqual([]);
  });

  it("keeps the words through an autosave, asking again only for the edited segment's", async () => {
    const { page } = tab;
    const saved = () => expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
    // The correction above is saved first.
    await saved();
    const asked: unknown[] = [];
    const listen = (request: Request) => {
      const body = request.postData();
      if (request.url().endsWith('/graphql') && body?.includes('SegmentWords')) asked.push(JSON.parse(body).variables);
    };
    page.on('request', listen);
    try {
      const index = segments.length - 1;
      const box = page.getByRole('textbox', { name: new RegExp(`^0:0${Math.floor(segments[index].start)} `) });
      await box.focus();
      await page.keyboard.press('End');
      await page.keyboard.type(' Thank you.');
      await saved();
      await expect.poll(() => asked, { timeout: 5_000 }).toEqual([{ id: expect.any(String), from: index, count: 1 }]);
      // The other words are still marked, and the typed ones (timed by the server, no confidence) are not.
      await expect.poll(() => marked(page, 'uncertain').allTextContents()).toEqual(uncertain().slice(1).map((word) => word.text));
    } finally {
      page.off('request', listen);
    }
  });
});
