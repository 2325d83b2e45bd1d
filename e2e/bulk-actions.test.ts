import { unzipSync, strFromU8 } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importViaApi } from './support/api.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const running = startedForTests();

const srt = (words: string) => `1\n00:00:01,000 --> 00:00:04,000\nAda Okafor: ${words}\n`;
const TITLES = ['Bulk one', 'Bulk two', 'Bulk three'];

/**
 * Issue 54 item 4 in the browser: three of four imported transcripts (no transcription to wait for) selected in the
 * sidebar by a click and a shift-click, exported as one zip (a folder per transcript, each holding its text), tagged,
 * and the list filtered by the tag: the fourth leaves it.
 */
describe('working on many transcripts', () => {
  let tab: WatchedPage;

  beforeAll(async () => {
    await importViaApi(running.product.baseUrl, 'Other interview', 'other.srt', srt('Nothing to do with it.'));
    for (const title of TITLES) await importViaApi(running.product.baseUrl, title, `${title}.srt`, srt(`This is ${title.toLowerCase()}.`));
    tab = await openPage(running.browser, running.product.baseUrl);
  }, 60_000);

  it('selects three transcripts, exports them as one zip, tags them and filters the list by the tag', async () => {
    const { page } = tab;
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Recent transcripts' });
    // Newest first: three, two, one. A click on the first, a shift-click on the last selects all three.
    await sidebar.getByRole('checkbox', { name: 'Select Bulk three' }).click();
    await sidebar.getByRole('checkbox', { name: 'Select Bulk one' }).click({ modifiers: ['Shift'] });
    const bar = sidebar.getByRole('region', { name: 'Selected transcripts' });
    await bar.getByText('3 selected').waitFor();

    await bar.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export 3 transcripts as one zip' });
    await dialog.getByText('Plain text (.txt)').click();
    await dialog.getByText('Word document (.docx)').click();
    await screenshot(page, 'bulk-export');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export zip' }).click()]);
    expect(download.suggestedFilename()).toBe('transcripts.zip');
    const file = path.join(running.product.dataDir, 'bulk.zip');
    await download.saveAs(file);
    const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
    expect(Object.keys(entries).sort()).toEqual(TITLES.map((title) => `${title}/${title}.txt`).sort());
    for (const title of TITLES) expect(strFromU8(entries[`${title}/${title}.txt`])).toContain(`This is ${title.toLowerCase()}.`);

    await bar.getByRole('button', { name: 'Tag' }).click();
    const tagging = page.getByRole('dialog', { name: 'Tag 3 transcripts' });
    await tagging.getByLabel('Tag').fill('Season 2');
    await tagging.getByRole('button', { name: 'Add tag' }).click();
    await tagging.waitFor({ state: 'hidden' });

    await sidebar.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Season 2' }).click();
    await sidebar.getByRole('link', { name: /Other interview/ }).waitFor({ state: 'detached' });
    expect(await sidebar.getByRole('link', { name: /Bulk/ }).count()).toBe(3);
    expect(tab.problems).toEqual([]);
  });
});
