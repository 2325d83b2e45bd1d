import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** Screenshots are for people to look at; they never go into git. */
export const SHOTS_DIR = '/tmp/shots';

/** Headless Chromium; `extraArgs` add switches, e.g. a fake microphone reading a file. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
    timeout: 30_000,
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  problems: string[];
}

/**
 * A page whose console errors are collected, so each test can assert there were none. That includes
 * every Content-Security-Policy violation (Chromium logs some of them only as events).
 */
export async function openPage(browser: Browser, baseUrl: string, viewport = DESKTOP): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
    ),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const size = page.viewportSize();
  // Finished transitions: a dialog caught mid-fade says nothing about the layout.
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size?.width}x${size?.height}.png`, animations: 'disabled' });
}

/** Drops a file onto an element the way a user's drag and drop does (dragenter, dragover, drop). */
export async function dropFile(page: Page, selector: string, file: { name: string; mimeType: string; bytes: Buffer }): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      // Decoded natively: a byte at a time in script took most of a minute for a 46 MB file on a loaded machine.
      const bytes = (Uint8Array as unknown as { fromBase64: (text: string) => Uint8Array<ArrayBuffer> }).fromBase64(base64);
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.bytes.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await page.dispatchEvent(selector, type, { dataTransfer });
  }
}

/** Selects `words` in a segment's text box (as a drag would), leaving the focus there. */
export async function selectInBox(box: Locator, words: string) {
  await box.focus();
  await box.evaluate((element, words) => {
    const textarea = element as HTMLTextAreaElement;
    const from = textarea.value.indexOf(words);
    textarea.setSelectionRange(from, from + words.length);
  }, words);
}
