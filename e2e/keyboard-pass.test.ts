import fs from 'node:fs';
import path from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocx } from '../server/export/docx-reader.test-support.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/** The accessible name of the focused element, as a screen reader would announce it (label, aria-label or text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? document.getElementById(labelled)?.textContent : undefined;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focus is on an element whose name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`No Tab stop named ${name} within ${limit} presses (last: "${await focusedName(page)}")`);
}

/** Presses Enter on the focused drop zone until the system's file chooser opens (it waits for the upload limits). */
async function chooseByEnter(page: Page): Promise<FileChooser> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const opened = page.waitForEvent('filechooser', { timeout: 1_500 }).catch(() => null);
    await page.keyboard.press('Enter');
    const chooser = await opened;
    if (chooser) return chooser;
  }
  throw new Error('Enter on the drop zone never opened the file chooser');
}

/**
 * Issue 50's keyboard-only pass, at a laptop's size: upload → edit → comment → export without the mouse. Every step
 * is reached by Tab and worked by Enter, typing and the app's shortcuts; the file chooser is the system's own.
 */
describe('a keyboard-only pass', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let wav = '';

  beforeAll(async () => {
    wav = makeInterviewWav('keyboard_pass.wav');
    tab = await openPage(running.browser, running.product.baseUrl, { width: 1366, height: 768 });
  }, 180_000);

  it('uploads, edits, comments and exports with the keyboard alone', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByTestId('dropzone').waitFor();

    await tabTo(page, /^Drop audio files here|^Tap to choose/);
    const chooser = await chooseByEnter(page);
    await chooser.setFiles(wav);
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tabTo(page, /^Upload$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/transcript\/\w+$/);

    const first = page.getByRole('textbox', { name: /^\d+:\d\d / }).first();
    await first.waitFor({ timeout: 90_000 });
    await tabTo(page, /^\d+:\d\d /);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed by keyboard.');
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

    await page.keyboard.press('Control+Alt+M');
    await page.keyboard.type('Check this with the guest.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Check this with the guest.').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'keyboard-pass');

    await tabTo(page, /^Export$/, 'Shift+Tab');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const file = path.join(running.product.dataDir, 'keyboard-pass.docx');
    await download.saveAs(file);
    const text = readDocx(new Uint8Array(fs.readFileSync(file))).paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(text).toContain('transcripts. Typed by keyboard.');
    expect(tab.problems).toEqual([]);
  });
});
