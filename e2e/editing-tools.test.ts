import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'Speaker 1', text: 'Welcome to the interview series. Today we talk about recording.' },
  { speaker: 'Speaker 2', text: 'Thank you for having me. I have been recording interviews for many years.' },
  { speaker: 'Speaker 1', text: 'What changed when you started editing with software?' },
];

/** Speakers, split and merge, find and replace, and history, each ending as a new version. */
describe('editing tools, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let path = '';

  const boxes = () => tab.page.getByRole('textbox', { name: /^\d+:\d\d / });
  const texts = () => boxes().evaluateAll((nodes) => nodes.map((node) => (node as HTMLTextAreaElement).value));

  beforeAll(async () => {
    const wav = makeInterviewWav();
    const { id } = await seedTranscript(running.product.baseUrl, 'Editing tools', wav, LINES);
    path = `/transcript/${id}`;
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await tab.page.goto(path);
    await boxes().first().waitFor();
  });

  it('renames a speaker everywhere, and the Word export bolds the host', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'Speakers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Speakers' });
    await dialog.getByText('2 segments').waitFor();
    await screenshot(page, 'speakers-dialog');
    await dialog.getByRole('button', { name: 'Rename Speaker 1' }).click();
    await dialog.getByRole('textbox', { name: 'New name for Speaker 1' }).fill('ETRM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Rename ETRM' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('textbox', { name: /^\d+:\d\d ETRM$/ }).count()).toBe(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('Editing tools.docx');
    const file = `${running.product.dataDir}/editing-tools.docx`;
    await download.saveAs(file);
    const xml = strFromU8(unzipSync(fs.readFileSync(file))['word/document.xml']);
    const paragraphs = xml.split('</w:p>');
    const host = paragraphs.find((p) => p.includes('ETRM:') && p.includes('Welcome to the interview series'));
    const guest = paragraphs.find((p) => p.includes('Thank you for having me'));
    expect(host).toContain('<w:b/>');
    expect(guest).not.toContain('<w:b/>');
  });

  it('changes one segment’s speaker from its menu', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'Speaker: Speaker 2. Change' }).click();
    const dialog = page.getByRole('dialog', { name: /^Speaker at / });
    await dialog.getByRole('textbox', { name: 'New speaker' }).fill('Guest');
    await screenshot(page, 'segment-speaker');
    await dialog.getByRole('button', { name: 'Set' }).click();
    await page.getByRole('textbox', { name: /^\d+:\d\d Guest$/ }).waitFor();
  });

  it('splits a segment at the cursor and merges it back', async () => {
    const { page } = tab;
    const before = await boxes().count();
    const third = boxes().nth(2);
    await third.click();
    await third.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(13, 13));
    await page.getByRole('button', { name: 'Split at cursor' }).click();
    await expect.poll(() => boxes().count()).toBe(before + 1);
    expect((await texts()).slice(2, 4)).toEqual(['What changed', 'when you started editing with software?']);
    await screenshot(page, 'segment-split');
    await boxes().nth(3).click();
    await page.getByRole('button', { name: 'Merge with previous' }).click();
    await expect.poll(() => boxes().count()).toBe(before);
    expect((await texts())[2]).toBe('What changed when you started editing with software?');
  });

  it('splits with Ctrl+Enter too', async () => {
    const { page } = tab;
    const before = await boxes().count();
    const third = boxes().nth(2);
    await third.click();
    await third.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(13, 13));
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => boxes().count()).toBe(before + 1);
    await boxes().nth(3).click();
    await page.getByRole('button', { name: 'Merge with previous' }).click();
    await expect.poll(() => boxes().count()).toBe(before);
  });

  it('finds, steps through and replaces all matches as one version', async () => {
    const { page } = tab;
    await boxes().first().click();
    await page.keyboard.press('Control+f');
    const bar = page.getByRole('search', { name: 'Find and replace' });
    await bar.getByRole('textbox', { name: 'Find' }).fill('recording');
    // Typing alone makes the first match current (desk-edges.test.ts: as one types).
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('1 of 2');
    await bar.getByRole('button', { name: 'Next match' }).click();
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('2 of 2');
    // Every match is marked in the text; the current one stands out, and the focus stays in the find field.
    const marked = (kind: string) => page.locator(`[data-mark~="${kind}"]`).allTextContents();
    expect(await marked('match-current')).toEqual(['recording']);
    expect(await marked('match-other')).toEqual(['recording']);
    await bar.getByRole('textbox', { name: 'Find' }).press('Enter');
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('1 of 2');
    await bar.getByRole('textbox', { name: 'Find' }).press('Shift+Enter');
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('2 of 2');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Find');
    await bar.getByRole('textbox', { name: 'Replace with' }).fill('taping');
    await screenshot(page, 'find-replace');
    await bar.getByRole('button', { name: 'Replace all' }).click();
    await page.getByText('Replaced 2 matches').waitFor();
    await expect.poll(async () => (await texts()).join(' ')).toContain('talk about taping.');
    expect((await texts()).join(' ')).not.toContain('recording');
    await bar.getByRole('button', { name: 'Close find and replace' }).click();
  });

  it('shows the history with a word diff and restores an earlier version as a new one', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const versions = drawer.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await drawer.getByText('Find and replace').waitFor();
    const count = await versions.count();
    await versions.nth(0).getByText('Current').waitFor();
    await versions.nth(1).getByRole('button').first().click();
    const diff = drawer.getByTestId('version-diff');
    await diff.waitFor();
    // The version's own text, marked against the current one: its words inserted, the current version's struck.
    expect(await diff.locator('ins').allTextContents()).toContain('recording.');
    expect((await diff.locator('del').allTextContents()).join(' ')).toContain('taping');
    await screenshot(page, 'history');
    // It says what the restore replaces before doing it.
    expect(await drawer.getByTestId('restore-replaces').textContent()).toContain('replacing the changes of 1 later version: Find and replace');
    await drawer.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByText('Version restored').first().waitFor();
    await expect.poll(() => versions.count()).toBe(count + 1);
    await versions.nth(0).getByText(/^Restore: /).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await texts()).join(' ')).toContain('talk about recording.');
    // And it can be undone: the text before comes back as yet another version.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await texts()).join(' ')).toContain('talk about taping.');
  });

  it('fits a phone: speakers, find bar and history', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    const { page } = phone;
    await page.goto(path);
    await page.getByRole('button', { name: 'Speakers' }).click();
    await page.getByRole('dialog', { name: 'Speakers' }).getByText(/segments?$/).first().waitFor();
    await screenshot(page, 'speakers-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Find and replace' }).click();
    await page.getByRole('textbox', { name: 'Find' }).fill('interview');
    await screenshot(page, 'find-replace');
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog', { name: 'History' }).getByText('Current').waitFor();
    await screenshot(page, 'history');
    await page.keyboard.press('Escape');
    // Every action of the segment being edited is on the screen.
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(1).focus();
    for (const name of ['Split at cursor', 'Merge with previous', 'Delete segment']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'segment-tools');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('keeps the toolbar on one line at 1366 px, beside the sidebar', async () => {
    const laptop = await openPage(running.browser, running.product.baseUrl, { width: 1366, height: 768 });
    await laptop.page.goto(path);
    const toolbar = laptop.page.getByRole('toolbar', { name: 'Editing tools' });
    await toolbar.getByRole('button', { name: 'Undo' }).waitFor();
    const [toolbarBox, buttonBox] = [await toolbar.boundingBox(), await toolbar.getByRole('button', { name: 'Undo' }).boundingBox()];
    expect(toolbarBox!.height).toBeLessThan(buttonBox!.height * 1.5);
    expect(laptop.problems).toEqual([]);
    await laptop.context.close();
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
