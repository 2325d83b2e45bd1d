import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, segmentsOf, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LAPTOP = { width: 1366, height: 768 };
const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const;

/** In the window, below the app's header, and not covered by anything. */
async function inView(element: Locator, size: { height: number }) {
  const box = await element.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(60);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  const topmost = await element.evaluate((node, [x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (node.contains(hit) || hit.contains(node));
  }, [box!.x + 8, box!.y + box!.height / 2] as const);
  expect(topmost).toBe(true);
}

const LINES = [
  { speaker: 'Speaker 1', text: 'Welcome to the interview series. Today we talk about recording.' },
  { speaker: 'Speaker 2', text: 'Thank you for having me. I have been recording interviews for many years.' },
  { speaker: 'Speaker 1', text: 'What changed when you started editing with software?' },
];
const SECOND = LINES[1].text;

/**
 * Fixing a speaker in one step (select words, pick a speaker: the segment splits around them; one undo), and the
 * keyboard and labelling rough edges of the editor: segment actions as one tab stop, a skip link to the text, the
 * Speakers dialog's checkboxes, and the save status in view while a conflict waits.
 */
describe('segment tools, in the browser', () => {
  const running = startedForTests();
  let id = '';
  const opened: WatchedPage[] = [];

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Segment tools', makeInterviewWav(), LINES));
  }, 120_000);

  /** The transcript's page at a size, on its first text box; its console problems are checked at the end. */
  async function open(viewport: { width: number; height: number }): Promise<WatchedPage> {
    const tab = await openPage(running.browser, running.product.baseUrl, viewport);
    opened.push(tab);
    await tab.page.goto(`/transcript/${id}`);
    await boxes(tab).first().waitFor();
    return tab;
  }
  const boxes = (tab: WatchedPage) => tab.page.getByRole('textbox', { name: /^\d+:\d\d / });
  /** Each segment as "speaker: text", read from the page. */
  const rows = (tab: WatchedPage) =>
    boxes(tab).evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('aria-label')!.replace(/^\S+ /, '')}: ${(node as HTMLTextAreaElement).value}`));
  const select = (tab: WatchedPage, index: number, words: string) =>
    boxes(tab)
      .nth(index)
      .evaluate((box: HTMLTextAreaElement, words) => {
        box.focus();
        const from = box.value.indexOf(words);
        box.setSelectionRange(from, from + words.length);
      }, words);
  const activeName = (tab: WatchedPage) => tab.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  const ORIGINAL = LINES.map((line) => `${line.speaker}: ${line.text}`);

  it('gives selected words to another speaker from the row’s menu: split around them, one undo takes it back', async () => {
    const tab = await open(LAPTOP);
    const { page } = tab;
    expect(await rows(tab)).toEqual(ORIGINAL);
    await select(tab, 1, 'I have been recording');
    await page.getByRole('button', { name: 'Speaker for selection' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('“I have been recording” is said by').waitFor();
    await screenshot(page, 'words-speaker-menu');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Speaker 1' }).click();
    await expect.poll(() => rows(tab)).toEqual([
      ORIGINAL[0],
      'Speaker 2: Thank you for having me.',
      'Speaker 1: I have been recording',
      'Speaker 2: interviews for many years.',
      ORIGINAL[2],
    ]);
    await screenshot(page, 'words-speaker-split');
    // The words kept their timings: the new segment starts where "I" was spoken, inside the old segment's time.
    const segments = await segmentsOf(running.product.baseUrl, id);
    expect(segments[2].start).toBeGreaterThan(segments[1].start);
    expect(segments[2].end).toBe(segments[3].start);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows(tab)).toEqual(ORIGINAL);
  });

  it('does the same from the keyboard (Ctrl+Shift+Enter), listed in the shortcut help; words at the end join the next segment of that speaker', async () => {
    for (const [, size] of SIZES) {
      const tab = await open(size);
      const { page } = tab;
      await select(tab, 1, 'interviews for many years.');
      // The row's tools appear once it has the focus.
      await page.getByRole('button', { name: 'Speaker for selection' }).waitFor();
      // Held as a person holds them (Playwright's one-call chord did not reach the page with Shift).
      await page.keyboard.down('Control');
      await page.keyboard.down('Shift');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Shift');
      await page.keyboard.up('Control');
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Speaker 1' }).waitFor();
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await screenshot(page, 'words-speaker-shortcut');
      await page.keyboard.press('ArrowDown'); // the menu's items are reached with the arrow keys
      await menu.getByRole('menuitem', { name: 'Speaker 1' }).click();
      await expect.poll(() => rows(tab)).toEqual([
        ORIGINAL[0],
        'Speaker 2: Thank you for having me. I have been recording',
        'Speaker 1: interviews for many years. What changed when you started editing with software?',
      ]);
      await page.keyboard.press('Control+z');
      await expect.poll(() => rows(tab)).toEqual(ORIGINAL);
    }
    const tab = opened[opened.length - 2]; // the laptop's: phones show no shortcut help
    await tab.page.getByRole('button', { name: 'Shortcuts' }).click();
    const help = tab.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByRole('row', { name: /Give the selected words to a speaker .*Ctrl\+Shift\+Enter/ }).waitFor();
    await tab.page.keyboard.press('Escape');
  });

  it('asks for a new speaker’s name in a dialog', async () => {
    const tab = await open(LAPTOP);
    const { page } = tab;
    await select(tab, 1, 'Thank you');
    await page.getByRole('button', { name: 'Speaker for selection' }).click();
    await page.getByRole('menuitem', { name: 'New speaker…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Speaker for “Thank you”' });
    await dialog.getByRole('textbox', { name: 'New speaker' }).fill('Guest');
    await screenshot(page, 'words-speaker-new');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => rows(tab)).toEqual([ORIGINAL[0], 'Guest: Thank you', `Speaker 2: ${SECOND.slice('Thank you '.length)}`, ORIGINAL[2]]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows(tab)).toEqual(ORIGINAL);
  });

  it('makes each segment’s actions one tab stop (arrow keys move within), with a skip link to the text', async () => {
    for (const [, size] of SIZES) {
      const tab = await open(size);
      const { page } = tab;
      // The skip link: out of sight until the keyboard reaches it, then on screen; Enter goes to the text.
      const skip = page.getByRole('link', { name: 'Skip to the text' });
      await skip.focus();
      const shown = await skip.boundingBox();
      expect(shown!.width).toBeGreaterThan(60);
      expect(shown!.y).toBeGreaterThanOrEqual(0);
      await screenshot(page, 'skip-link');
      await page.keyboard.press('Enter');
      expect(await activeName(tab)).toMatch(/^0:\d\d Speaker 1$/);
      // From one segment's text, Tab reaches the next segment's toolbar, and Tab again its text: two stops a segment.
      await page.keyboard.press('Tab');
      expect(await activeName(tab)).toBe('Speaker: Speaker 2. Change');
      await page.keyboard.press('Tab');
      expect(await activeName(tab)).toMatch(/^\d+:\d\d Speaker 2$/);
      // Back into the toolbar, where the arrow keys, Home and End move between its controls.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowRight');
      expect(await activeName(tab)).toBe('Comment');
      await page.keyboard.press('ArrowRight');
      expect(await activeName(tab)).toBe('Highlight');
      await page.keyboard.press('ArrowRight');
      expect(await activeName(tab)).toBe('Clip');
      await page.keyboard.press('ArrowRight');
      expect(await activeName(tab)).toBe('Speaker for selection');
      await page.keyboard.press('ArrowRight');
      expect(await activeName(tab)).toBe('Split at cursor');
      await page.keyboard.press('End');
      expect(await activeName(tab)).toBe('Delete segment');
      await screenshot(page, 'segment-toolbar');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The toolbar keeps the control used last as its one stop.
      await page.keyboard.press('Tab');
      expect(await activeName(tab)).toMatch(/^\d+:\d\d Speaker 2$/);
      await page.keyboard.press('Shift+Tab');
      expect(await activeName(tab)).toBe('Delete segment');
      await page.keyboard.press('Home');
      expect(await activeName(tab)).toBe('Speaker: Speaker 2. Change');
    }
  });

  it('labels the Speakers dialog’s checkboxes: their purpose shown and named', async () => {
    for (const [, size] of SIZES) {
      const tab = await open(size);
      const { page } = tab;
      await page.getByRole('button', { name: 'Speakers', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Speakers' });
      const merge = dialog.getByRole('checkbox', { name: 'Merge Speaker 1' });
      await merge.waitFor({ state: 'attached' });
      await dialog.getByText('Tick “Merge” on two or more speakers to make them one.').waitFor();
      // "Merge" is on screen beside each speaker; the speaker's name completes it for screen readers.
      await dialog.getByText('Merge Speaker 2', { exact: true }).waitFor();
      await dialog.getByText('Merge Speaker 1', { exact: true }).click();
      await dialog.getByText('Merge Speaker 2', { exact: true }).click();
      expect(await merge.isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).waitFor();
      await screenshot(page, 'speakers-dialog-labelled');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('keeps the one save status in view at the last segment (offline, conflict, saved), never "Saved" during a conflict', async () => {
    // Enough segments that the page scrolls: the conflicting one is at the bottom.
    const current = await segmentsOf(running.product.baseUrl, id);
    const end = current[current.length - 1].end;
    const more = Array.from({ length: 24 }, (_, i) => ({ start: end * (0.5 + i / 50), end: end * (0.5 + (i + 1) / 50), speaker: 'Speaker 1', text: `Filler line ${i + 1} of the interview.` }));
    const segments = [...current.filter((segment) => segment.end <= end * 0.5), ...more].map(({ start, end, speaker, text }) => ({ start, end, speaker, text }));
    await graphql(running.product.baseUrl, 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
    for (const [, size] of SIZES) {
      const tab = await open(size);
      const { page, context } = tab;
      // The list renders the rows near the screen: at the bottom of the page, the last one rendered is the last segment.
      const now = await segmentsOf(running.product.baseUrl, id);
      const last = page.locator(`li[data-start="${now[now.length - 1].start}"] textarea`);
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return last.count();
        })
        .toBe(1);
      await context.setOffline(true);
      await last.fill(`Mine, typed at ${size.width} px.`);
      const saveStatus = page.getByTestId('save-status');
      await saveStatus.getByText(/^Offline — your edits are kept/).waitFor();
      await inView(saveStatus, size);
      now[now.length - 1].text = `Theirs, saved elsewhere at ${size.width} px.`;
      await graphql(running.product.baseUrl, 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', {
        id,
        segments: now.map(({ start, end, speaker, text }) => ({ start, end, speaker, text })),
      });
      await context.setOffline(false);
      await page.getByRole('group', { name: /^Conflict at / }).waitFor({ timeout: 20_000 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const status = page.getByTestId('conflict-status');
      await status.getByText(/^Not saved: 1 segment changed elsewhere waits for your choice/).waitFor();
      await inView(status, size);
      // The rest of the page saved meanwhile, and still nothing on it says "Saved".
      expect(await page.getByText('Saved', { exact: true }).count()).toBe(0);
      await screenshot(page, 'conflict-status');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('group', { name: /^Conflict at / }).getByRole('button', { name: 'Keep mine' }).click();
      await status.waitFor({ state: 'detached' });
      await saveStatus.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
      await inView(saveStatus, size);
      await screenshot(page, 'save-status-saved');
    }
  });

  it('logged no console errors', () => {
    // The browser logs each request refused while offline (the conflict test): expected there, and nothing else.
    for (const tab of opened) expect(tab.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
