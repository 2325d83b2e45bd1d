import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocx } from '../server/export/docx-reader.test-support.ts';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'ETRM', text: 'Welcome to the interview series.' },
  { speaker: 'Ada Okafor', text: 'Thank you for having me.' },
];

/** Opens the export dialog from the formats menu. */
async function openExportOptions(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Other formats' }).click();
  await page.getByRole('menuitem', { name: 'Export options…' }).click();
}

/** One product and browser for every size (a product and its first transcription are most of a file's time). */
const running = startedForTests();

/**
 * Issue 50, item 4: the export dialog's format and options, at a desktop's and a phone's size: Word with timestamps at
 * each turn and page numbers, chosen by keyboard, downloaded and read back; the choices kept for the next export.
 */
describe.each([
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const)('export options on a %s', (size, viewport) => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    const wav = makeInterviewWav(`export_options_${size}.wav`);
    ({ id } = await seedTranscript(running.product.baseUrl, `Export options on a ${size}`, wav, LINES));
    tab = await openPage(running.browser, running.product.baseUrl, viewport);
  }, 180_000);

  it('exports Word with timestamps and page numbers from the dialog, and keeps the choices for the Export button', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    await openExportOptions(page);
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.getByLabel('Format').selectOption({ label: 'Word document (.docx)' });
    await dialog.getByLabel('Timestamps').selectOption({ label: 'At each change of speaker' });
    const pageNumbers = dialog.getByRole('checkbox', { name: 'Page numbers (Word and PDF)' });
    await pageNumbers.focus();
    await page.keyboard.press('Space');
    expect(await pageNumbers.isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `export-options-${size}`);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe(`Export options on a ${size}.docx`);
    const file = path.join(running.product.dataDir, `export-options-${size}.docx`);
    await download.saveAs(file);
    const bytes = new Uint8Array(fs.readFileSync(file));
    const turns = readDocx(bytes).paragraphs.slice(2).map((paragraph) => paragraph.text);
    expect(turns[0]).toMatch(/^\[00:00:\d\d\] ETRM: Welcome to the interview series\.$/);
    expect(turns[1]).toMatch(/^\[00:00:\d\d\] Ada Okafor: Thank you for having me\.$/);
    const zip = unzipSync(bytes);
    const footer = Object.keys(zip).find((name) => /^word\/footer\d*\.xml$/.test(name));
    expect(footer && strFromU8(zip[footer])).toMatch(/Page .*PAGE.* of .*NUMPAGES/s);
    expect(tab.problems).toEqual([]);

    // Kept in this browser: the dialog opens with them after a reload, and the Export button uses them.
    await page.reload();
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    await openExportOptions(page);
    expect(await dialog.getByLabel('Timestamps').inputValue()).toBe('TURN');
    expect(await dialog.getByRole('checkbox', { name: 'Page numbers (Word and PDF)' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const second = path.join(running.product.dataDir, `export-button-${size}.docx`);
    await again.saveAs(second);
    expect(readDocx(new Uint8Array(fs.readFileSync(second))).paragraphs[2].text).toMatch(/^\[00:00:\d\d\] ETRM: /);
  });
});
