import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, dropFile, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { makeInterviewWav } from './support/audio.ts';
import { startedForTests } from './support/suite.ts';

/** The main journey in one browser tab: upload, transcript, playback, editing, refine, export. */
describe('upload to export, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let wav: string;
  let transcriptPath = '';

  beforeAll(async () => {
    wav = makeInterviewWav('sample_interview.wav');
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  });

  it('drops a real audio file, prefills the title and uploads it', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByText('Drop audio files here or click to select').waitFor();
    await screenshot(page, 'upload');
    await dropFile(page, '[data-testid=dropzone]', { name: 'sample_interview.wav', mimeType: 'audio/wav', bytes: fs.readFileSync(wav) });
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.waitFor();
    expect(await dialog.getByPlaceholder('Enter a title for this transcript').inputValue()).toBe('sample interview');
    await dialog.getByText('Selected file: sample_interview.wav').waitFor();
    await screenshot(page, 'upload-modal');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/transcript\/\w+$/);
    transcriptPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'sample interview' }).waitFor();
    // The focus moved to the new transcript's title, not back to the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('transcript-title');
  });

  it('shows the transcript once transcribed, with labelled segments and the player', async () => {
    const { page } = tab;
    const boxes = page.getByRole('textbox', { name: /^\d+:\d\d / });
    await boxes.first().waitFor({ timeout: 90_000 });
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    await page.getByText(/^\d+ words$/).waitFor();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    // 17.06 s of audio; the browser's own reading may round down a frame.
    await expect.poll(() => page.getByTestId('duration').textContent()).toMatch(/^0:1[67]$/);
    // The sidebar lists it, entry and badge updated in place by the cache.
    await page.getByRole('navigation', { name: 'Recent transcripts' }).getByRole('link', { name: /sample interview/ }).waitFor();
    await screenshot(page, 'transcript');
  });

  it('seeks to a clicked segment and moves the highlight while playing', async () => {
    const { page } = tab;
    const rows = page.locator('ol[aria-label=Segments] > li');
    const secondStart = await rows.nth(1).locator('label').first().textContent();
    await rows.nth(1).click();
    await expect.poll(() => page.getByTestId('current-time').textContent()).toBe(secondStart);
    await expect.poll(() => rows.nth(1).getAttribute('data-active')).toBe('true');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => rows.nth(2).getAttribute('data-active'), { timeout: 15_000 }).toBe('true');
    expect(await rows.nth(1).getAttribute('data-active')).toBeNull();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
  });

  it('saves an edit a second after typing, and it survives a reload', async () => {
    const { page } = tab;
    const first = page.getByRole('textbox', { name: /^\d+:\d\d / }).first();
    await first.fill('Welcome to the interview series, edited in the running.browser.');
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^\d+:\d\d / }).first().inputValue())
      .toBe('Welcome to the interview series, edited in the running.browser.');
  });

  it('refines the transcript', async () => {
    const { page } = tab;
    const first = page.getByRole('textbox', { name: /^\d+:\d\d / }).first();
    await first.fill('um so welcome to the the interview series');
    const refine = page.getByRole('button', { name: 'Refine' });
    await refine.click();
    await page.getByText('Transcript refined').waitFor({ timeout: 30_000 });
    await expect.poll(() => first.inputValue()).not.toBe('um so welcome to the the interview series');
    expect(await refine.isEnabled()).toBe(true);
  });

  it('exports a Word document named after the title', async () => {
    const { page } = tab;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('sample interview.docx');
    const file = path.join(running.product.dataDir, 'download.docx');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });

  it('fits a phone screen, with the sidebar behind the burger', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    await phone.page.goto(transcriptPath);
    await phone.page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    expect(await phone.page.getByRole('navigation', { name: 'Recent transcripts' }).isVisible()).toBe(false);
    await screenshot(phone.page, 'transcript');
    await phone.page.getByRole('button', { name: 'Toggle navigation' }).click();
    await phone.page.getByRole('dialog', { name: 'Recent transcripts' }).getByRole('link', { name: /sample interview/ }).waitFor();
    await screenshot(phone.page, 'navigation');
    await phone.page.goto('/');
    await phone.page.getByText('Drop audio files here or click to select').waitFor();
    await screenshot(phone.page, 'upload');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
