import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, screenshot, selectInBox, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

// Two turns of Ada in a row: a highlight may run from the first into the second.
const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series on farming.' },
  { speaker: 'Ada', text: 'Thank you for having me on the farm today.' },
  { speaker: 'Ada', text: 'My father bought the first cows in 1962.' },
];

/** The highlighted words of each row, as marked behind its text. */
const markedWords = (page: Page) =>
  page.locator('li[data-segment-id]').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('[data-mark~="highlight"]')].map((mark) => mark.textContent).join('')));

/** Clicks a highlighted word in a row's text (the mark sits behind the text box, where the click lands). */
async function clickMark(page: Page, row: Locator) {
  const mark = await row.locator('[data-mark~="highlight"]').first().boundingBox();
  if (!mark) throw new Error('no highlighted word on screen');
  await page.mouse.click(mark.x + mark.width / 2, mark.y + mark.height / 2);
}

/**
 * Highlights in the editor (issue 53, item 1): words selected in one of Ada's segments and then in the next, "Highlight",
 * a tag and a note; the words are marked (live in another page too), and a click on them opens the highlight. It is
 * there after a reload, its tags change, the Highlights list shows it, and it is deleted. Across two speakers the
 * server's refusal is shown in the dialog.
 */
describe('highlights in the editor', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let other: WatchedPage;
  let id = '';
  const stored = async () =>
    (await graphql<{ transcript: { highlights: { quote: string; tags: string[]; note: string | null }[] } }>(running.product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { highlights { quote tags note } } }', { id }))
      .transcript.highlights;

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Highlights on the farm', makeInterviewWav('highlights.wav'), LINES));
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    other = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  }, 180_000);

  it('words across two of Ada’s segments are highlighted with a tag and a note, marked here and, live, in another page', async () => {
    const { page } = tab;
    await other.page.goto(`/transcript/${id}`);
    await other.page.locator('li[data-segment-id]').nth(2).waitFor();
    await page.goto(`/transcript/${id}`);
    const rows = page.locator('li[data-segment-id]');
    const [first, second] = [rows.nth(1).getByRole('textbox', { name: /Ada$/ }), rows.nth(2).getByRole('textbox', { name: /Ada$/ })];
    // The row's tools show once the page is live (hydrated), and so does what remembers the words selected.
    await first.focus();
    await rows.nth(1).getByRole('button', { name: 'Highlight', exact: true }).waitFor();
    await selectInBox(first, 'the farm today.');
    await selectInBox(second, 'My father bought');
    await rows.nth(2).getByRole('button', { name: 'Highlight', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Highlight' });
    await dialog.waitFor();
    const span = dialog.getByRole('radio', { name: /across 2 segments/ });
    expect(await span.isChecked()).toBe(true);
    await dialog.getByText('“the farm today. My father bought”').waitFor();
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('origin story');
    await page.keyboard.press('Enter');
    await dialog.getByRole('listitem').getByText('origin story').waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('How the farm began');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'highlights-dialog');
    await dialog.getByRole('button', { name: 'Highlight', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => markedWords(page)).toEqual(['', 'the farm today.', 'My father bought']);
    expect(await stored()).toEqual([{ quote: 'the farm today. My father bought', tags: ['origin story'], note: 'How the farm began' }]);
    // The other page hears of it on its live stream and marks the words without a reload.
    await expect.poll(() => markedWords(other.page)).toEqual(['', 'the farm today.', 'My father bought']);
    await screenshot(page, 'highlights-marked');
    // Marked so it shows: a tint behind the words (not transparent).
    expect(await rows.nth(1).locator('[data-mark~="highlight"]').evaluate((mark) => getComputedStyle(mark).backgroundColor)).toBe('rgb(221, 214, 254)');

    await clickMark(page, rows.nth(1));
    const card = rows.nth(1).getByRole('region', { name: /^Highlight: / });
    await card.getByText('How the farm began').waitFor();
    await card.getByText('origin story').waitFor();
    await card.getByText('Ada', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'highlights-card');
  });

  it('after a reload it is still marked; its tags change; the Highlights list shows it; then it is deleted', async () => {
    const { page } = tab;
    await page.reload();
    const rows = page.locator('li[data-segment-id]');
    await expect.poll(() => markedWords(page)).toEqual(['', 'the farm today.', 'My father bought']);

    await clickMark(page, rows.nth(2));
    const card = rows.nth(2).getByRole('region', { name: /^Highlight: / });
    await card.getByRole('button', { name: 'Edit tags and note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit highlight' });
    await dialog.getByRole('button', { name: 'Remove tag origin story' }).click();
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('cows');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByText('cows', { exact: true }).waitFor();
    expect(await card.getByText('origin story').count()).toBe(0);
    expect((await stored())[0].tags).toEqual(['cows']);

    await page.getByRole('button', { name: 'Highlights', exact: true }).click();
    const list = page.getByRole('dialog', { name: 'Highlights' });
    const item = list.getByRole('listitem').filter({ hasText: 'the farm today. My father bought' });
    await item.getByText('cows', { exact: true }).waitFor();
    await item.getByText('Ada', { exact: true }).waitFor();
    await item.getByRole('button', { name: /^Play from \d+:\d\d$/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'highlights-list');
    await list.getByRole('button', { name: 'Close highlights' }).click();
    await expect.poll(() => list.count()).toBe(0);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this highlight?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => markedWords(page)).toEqual(['', '', '']);
    expect(await stored()).toEqual([]);
    await expect.poll(() => markedWords(other.page)).toEqual(['', '', '']);
    expect(tab.problems).toEqual([]);
    expect(other.problems).toEqual([]);
  });

  it('across two speakers the server’s refusal is shown in the dialog, which stays open', async () => {
    const { page } = tab;
    const rows = page.locator('li[data-segment-id]');
    await selectInBox(rows.nth(0).getByRole('textbox', { name: /Host$/ }), 'on farming.');
    await selectInBox(rows.nth(1).getByRole('textbox', { name: /Ada$/ }), 'Thank you');
    await rows.nth(1).getByRole('button', { name: 'Highlight', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlight' });
    // Not one speaker's: only the words here are offered first.
    expect(await dialog.getByRole('radio', { name: 'Only the words selected here' }).isChecked()).toBe(true);
    await dialog.getByText(/across 2 segments/).click();
    await dialog.getByRole('button', { name: 'Highlight', exact: true }).click();
    await dialog.getByRole('alert').getByText(/speaker/i).waitFor();
    await screenshot(page, 'highlights-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await stored()).toEqual([]);
  });
});
