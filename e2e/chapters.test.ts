import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { talkOn } from '../server/domain/chapters/subjects.test-support.ts';
import { buildSrt } from '../server/export/subtitles.ts';
import { importViaApi } from './support/api.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const running = startedForTests();
const { segments: talk, starts } = talkOn(['bread', 'stars', 'boats']);

/**
 * Issue 54 item 1 in the browser: a talk on three subjects (imported, so nothing to transcribe) gets its chapters
 * suggested in the Chapters panel, one renamed and saved as a version, and each chapter format exported from the
 * Export dialog and read back.
 */
describe('chapters', () => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    const srt = buildSrt(talk.map(({ speaker, text, start, end }) => ({ speaker, text, start, end })));
    id = await importViaApi(running.product.baseUrl, 'Bread, stars and boats', 'talk.srt', srt);
    tab = await openPage(running.browser, running.product.baseUrl);
  }, 60_000);

  it('suggests one chapter per subject, renames one and saves them', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    await page.getByRole('button', { name: 'Chapters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Chapters' });
    await drawer.getByText('No chapters yet.').waitFor();
    await drawer.getByRole('button', { name: 'Suggest chapters' }).click();
    const titles = drawer.getByRole('textbox', { name: /^Title of chapter \d+$/ });
    await expect.poll(() => titles.count()).toBe(starts.length);
    // Each proposal starts at its subject's first segment, give or take one.
    const startsAt = await drawer.getByRole('combobox', { name: /^Where chapter \d+ starts$/ }).evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).selectedIndex));
    expect(startsAt[0]).toBe(0);
    await titles.nth(1).fill('Looking up');
    await screenshot(page, 'chapters-suggested');
    await drawer.getByRole('button', { name: 'Save chapters' }).click();
    const saved = drawer.getByRole('list', { name: 'Chapters' });
    await saved.getByRole('button', { name: /Looking up$/ }).waitFor();
    expect(await saved.getByRole('button').count()).toBe(starts.length);
    await drawer.getByRole('button', { name: 'Close chapters' }).click();
    expect(tab.problems).toEqual([]);
  });

  it('exports each chapter format, the first chapter at 00:00 and the renamed one in place, and Markdown with headings', async () => {
    const { page } = tab;
    const read = async (label: string, headings = false) => {
      await page.getByRole('button', { name: 'Other formats' }).click();
      await page.getByRole('menuitem', { name: 'Export options…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export' });
      await dialog.getByLabel('Format').selectOption({ label });
      const headingsBox = dialog.getByRole('checkbox', { name: 'Chapter headings (Word, PDF and Markdown)' });
      if ((await headingsBox.isChecked()) !== headings) {
        await headingsBox.focus();
        await page.keyboard.press('Space');
      }
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
      const file = path.join(running.product.dataDir, download.suggestedFilename());
      await download.saveAs(file);
      return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
    };

    const youtube = await read('Chapters for YouTube (.chapters.txt)');
    expect(youtube.name).toBe('Bread, stars and boats.chapters.txt');
    const lines = youtube.text.trim().split('\n');
    expect(lines).toHaveLength(starts.length);
    expect(lines[0]).toMatch(/^00:00 \S/);
    expect(lines[1]).toMatch(/^\d\d:\d\d Looking up$/);

    const json = await read('Podcast chapters, Podcasting 2.0 (.chapters.json)');
    const podcast = JSON.parse(json.text) as { version: string; chapters: { startTime: number; title: string }[] };
    expect(podcast.version).toBe('1.2.0');
    expect(podcast.chapters.map((chapter) => chapter.title)[1]).toBe('Looking up');
    expect(podcast.chapters[0].startTime).toBe(0);

    const vtt = await read('Web chapters (.chapters.vtt)');
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
    expect(vtt.text.match(/-->/g)).toHaveLength(starts.length);
    expect(vtt.text).toContain('Looking up');

    const markdown = await read('Markdown (.md)', true);
    expect(markdown.text.match(/^## .+$/gm)).toHaveLength(starts.length);
    expect(markdown.text).toMatch(/^## Looking up$/m);
    expect(tab.problems).toEqual([]);
  });
});
