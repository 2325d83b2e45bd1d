import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { talkOn } from '../server/domain/chapters/subjects.test-support.ts';
import { buildSrt } from '../server/export/subtitles.ts';
import { importViaApi } from './support/api.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const running = startedForTests();
const { segments: talk } = talkOn(['bread', 'stars', 'boats']);

/**
 * Issue 54 item 2 in the browser: show notes drafted in the Show notes panel of an imported talk, edited and saved,
 * still there after a reload, and downloaded as markdown.
 */
describe('show notes', () => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    const srt = buildSrt(talk.map(({ speaker, text, start, end }) => ({ speaker, text, start, end })));
    id = await importViaApi(running.product.baseUrl, 'Bread, stars and boats', 'talk.srt', srt);
    tab = await openPage(running.browser, running.product.baseUrl);
  }, 60_000);

  it('drafts show notes, edits and saves them, and finds them after a reload', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    await page.getByRole('button', { name: 'Show notes', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Show notes' });
    await drawer.getByText(/^No show notes yet\./).waitFor();
    await drawer.getByRole('button', { name: 'Draft show notes' }).click();
    const editor = drawer.getByRole('textbox', { name: 'Show notes (markdown)' });
    await expect.poll(() => editor.inputValue()).toMatch(/^# Bread, stars and boats\n\n## Summary\n\n- .+ \((Host|Guest), \[\d\d:\d\d\]\)\n/);
    const drafted = await editor.inputValue();
    expect(drafted).toContain('## Speakers\n\n- Host\n- Guest');
    // Offline, no model wrote it: no badge.
    expect(await drawer.getByText('Drafted by a model: check it').count()).toBe(0);
    await editor.fill(drafted.replace('# Bread, stars and boats', '# Episode 12: bread, stars and boats'));
    await screenshot(page, 'show-notes-edited');
    await drawer.getByRole('button', { name: 'Save show notes' }).click();
    await expect.poll(() => drawer.getByRole('button', { name: 'Save show notes' }).isDisabled()).toBe(true);

    await page.reload();
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    await page.getByRole('button', { name: 'Show notes', exact: true }).click();
    const reopened = page.getByRole('dialog', { name: 'Show notes' }).getByRole('textbox', { name: 'Show notes (markdown)' });
    await expect.poll(() => reopened.inputValue()).toMatch(/^# Episode 12: bread, stars and boats\n/);
    await screenshot(page, 'show-notes-reloaded');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: 'Show notes' }).getByRole('button', { name: 'Download .md' }).click()]);
    expect(download.suggestedFilename()).toBe('Bread, stars and boats.shownotes.md');
    const file = path.join(running.product.dataDir, download.suggestedFilename());
    await download.saveAs(file);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^# Episode 12: bread, stars and boats\n/);
    expect(tab.problems).toEqual([]);
  });
});
