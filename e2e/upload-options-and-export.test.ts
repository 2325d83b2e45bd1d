import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './support/api.ts';
import { JFK_MP3 } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { dropFile, launchBrowser, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

/** Issue 14/16's upload options and issue 17's limit and Word export details, through the web app with a raised limit. */
describe('upload options, the limit and the Word subtitle, in the browser', () => {
  let product: Product;
  let browser: Browser;
  let tab: WatchedPage;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ env: { TAPESCRIPT_MAX_UPLOAD_MB: '45' } }), launchBrowser()]);
    tab = await openPage(browser, product.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the configured limit and refuses a larger file with it', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByText('MP3, M4A, WAV or OGG, up to 45 MB').waitFor();
    await dropFile(page, '[data-testid=dropzone]', { name: 'day.wav', mimeType: 'audio/wav', bytes: Buffer.alloc(46 * 1024 * 1024) });
    await page.getByText('File type not supported or too large').waitFor();
    // Chromium could take the audio of a file this large (issue 49), but this one is no audio at all.
    expect(await page.getByTestId('dropzone-notice').textContent()).toBe(
      'day.wav is 46 MB; the limit is 45 MB, and it cannot be converted: it is not an audio or video file this browser can read.',
    );
  });

  it('sends language, names and terms and the number of speakers with the upload; the header names engine, model and language', async () => {
    const { page } = tab;
    await dropFile(page, '[data-testid=dropzone]', { name: 'jfk.mp3', mimeType: 'audio/mpeg', bytes: fs.readFileSync(JFK_MP3) });
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.getByText('Files up to 45 MB can be uploaded.').waitFor();
    await dialog.getByLabel('Language').selectOption({ label: 'English' });
    await dialog.getByLabel('Vocabulary (names and terms)').fill('Americans, ETRM');
    await dialog.getByLabel('Number of speakers, if known').fill('1');
    await screenshot(page, 'upload-options');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/transcript\/\w+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('textbox', { name: /^0:00 / }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('transcribed-with').textContent()).toBe('Whisper base · English');
    const { transcript } = await graphql<{ transcript: { language: string; segments: Array<{ speaker: string }> } }>(
      product.baseUrl,
      'query ($id: ID!) { transcript(id: $id) { language segments { speaker } } }',
      { id },
    );
    expect(transcript.language).toBe('en');
    expect(new Set(transcript.segments.map((segment) => segment.speaker))).toEqual(new Set(['Speaker 1']));
  });

  it('exports to Word with a subtitle typed in the export dialog, the title line a heading', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'Other formats' }).click();
    await page.getByRole('menuitem', { name: 'Export options…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.getByLabel('Subtitle line').fill('John F. Kennedy, inaugural address, 20 January 1961');
    await screenshot(page, 'export-subtitle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('jfk.docx');
    // A toast names the file that was downloaded.
    await page.getByText('Downloaded').waitFor();
    await page.getByText('jfk.docx', { exact: true }).waitFor();
    const file = path.join(product.dataDir, 'subtitled.docx');
    await download.saveAs(file);
    const xml = strFromU8(unzipSync(fs.readFileSync(file))['word/document.xml']);
    const [title, subtitle] = [...xml.matchAll(/<w:p(?:\s[^>]*)?>(.*?)<\/w:p>/gs)].map((match) => match[1]);
    expect(title).toContain('<w:pStyle w:val="Heading1"/>');
    expect(title).toContain('ETRM Interview Series - jfk');
    expect(subtitle).toContain('John F. Kennedy, inaugural address, 20 January 1961');
    expect(tab.problems).toEqual([]);
  });
});
