import { beforeAll, describe, expect, it } from 'vitest';
import { importViaApi } from './support/api.ts';
import { DESKTOP, PHONE, dropFile, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const SEEDED = 17;

/** The sidebar over more than one page, unknown routes, and the error states a user can meet. */
describe('sidebar, routes and errors, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;

  beforeAll(async () => {
    // Imported, so READY at once: the list pages the same whatever made a transcript (17 transcriptions took 30 s).
    for (let i = 1; i <= SEEDED; i++) {
      await importViaApi(running.product.baseUrl, `Episode ${i}`, `episode-${i}.srt`, `1\n00:00:01,000 --> 00:00:03,000\nHost: Hello and welcome to episode ${i}.\n`);
    }
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  }, 60_000);

  it('pages through 17 transcripts, 15 at a time', async () => {
    const { page } = tab;
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Recent transcripts' });
    const entries = sidebar.getByRole('link');
    await expect.poll(() => entries.count()).toBe(15);
    expect(await sidebar.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).count()).toBe(15);
    const previous = sidebar.getByRole('button', { name: 'Previous' });
    const next = sidebar.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    await sidebar.getByText('Page 1').waitFor();
    await next.click();
    await sidebar.getByText('Page 2').waitFor();
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);
    await screenshot(page, 'sidebar-page-2');
    await previous.click();
    await expect.poll(() => entries.count()).toBe(15);
    await entries.first().click();
    await page.waitForURL(/\/transcript\/\w+$/);
    await page.getByRole('heading', { name: /^Episode \d+$/ }).waitFor();
  });

  it('redirects an unknown path to /', async () => {
    const { page } = tab;
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Drop audio files here or click to select').waitFor();
  });

  it('shows "Error" and "Go back to home" for a transcript that does not exist', async () => {
    const { page } = tab;
    await page.goto('/transcript/doesnotexist123');
    await page.getByText('Error', { exact: true }).waitFor();
    await page.getByText('Transcript not found').waitFor();
    await screenshot(page, 'transcript-error');
    await page.getByRole('button', { name: 'Go back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('refuses a file that is not audio in the drop zone', async () => {
    const { page } = tab;
    await page.goto('/');
    await dropFile(page, '[data-testid=dropzone]', { name: 'notes.txt', mimeType: 'text/plain', bytes: Buffer.from('hello') });
    await page.getByText('File type not supported or too large').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('requires a title, and shows "Upload Failed" when the server refuses the file', async () => {
    const { page } = tab;
    await page.goto('/');
    const fake = Buffer.alloc(4096, 7);
    await page.getByLabel('Audio file').setInputFiles({ name: 'not_really.wav', mimeType: 'audio/wav', buffer: fake });
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.getByPlaceholder('Enter a title for this transcript').fill('   ');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByPlaceholder('Enter a title for this transcript').fill('Not really audio');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Upload Failed').waitFor();
    await dialog.getByText(/content is not audio \(.*\) in a supported format/).waitFor();
    await screenshot(page, 'upload-failed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the sidebar error when the list cannot load', async () => {
    const broken = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await broken.page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('RecentTranscripts')) return route.continue();
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'store unavailable' }] }) });
    });
    await broken.page.goto('/');
    await broken.page.getByText('Failed to load recent transcripts: store unavailable').waitFor();
    await screenshot(broken.page, 'sidebar-error');
    expect(broken.problems).toEqual([]);
    await broken.context.close();
  });

  it('fits a phone screen: list behind the burger, pager inside', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Recent transcripts' });
    // 15 transcripts, then Quotes, which the phone's header has no room for.
    await expect.poll(() => drawer.getByRole('link').count()).toBe(16);
    expect(await drawer.getByRole('link').last().textContent()).toBe('Quotes');
    await screenshot(phone.page, 'navigation-full');
    await drawer.getByRole('link').first().click();
    await phone.page.waitForURL(/\/transcript\/\w+$/);
    await drawer.waitFor({ state: 'detached' });
    await phone.page.goto('/transcript/doesnotexist123');
    await phone.page.getByRole('button', { name: 'Go back to home' }).waitFor();
    await screenshot(phone.page, 'transcript-error');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
