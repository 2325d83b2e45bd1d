import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript, segmentsOf, type SeededSegment } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/** The browser reports each request refused while offline (or blocked by the test) as a console error. */
const isOfflineNoise = (problem: string) => /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/.test(problem);

/** Search across transcripts, title rename, delete with undo, and edits made offline. */
describe('across transcripts, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let garden: { id: string; segments: SeededSegment[] };
  let kitchen: { id: string; segments: SeededSegment[] };

  const sidebar = () => tab.page.getByRole('navigation', { name: 'Recent transcripts' });

  beforeAll(async () => {
    const wav = makeInterviewWav();
    [garden, kitchen] = await Promise.all([
      seedTranscript(running.product.baseUrl, 'Garden episode', wav, [
        { speaker: 'ETRM', text: 'Welcome to the garden episode.' },
        { speaker: 'Guest', text: 'This year the tomatoes grew taller than the fence.' },
      ]),
      seedTranscript(running.product.baseUrl, 'Kitchen episode', wav, [
        { speaker: 'ETRM', text: 'Welcome to the kitchen episode.' },
        { speaker: 'Guest', text: 'We bake bread every morning.' },
      ]),
    ]);
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  });

  it('finds text in every transcript and jumps to the moment it is said', async () => {
    const { page } = tab;
    await page.goto('/');
    await sidebar().getByRole('searchbox', { name: 'Search all transcripts' }).fill('tomatoes');
    const hit = sidebar().getByRole('link', { name: /Garden episode/ });
    await hit.waitFor();
    expect(await hit.locator('mark').textContent()).toBe('tomatoes');
    await screenshot(page, 'search-results');
    await hit.click();
    await page.waitForURL(new RegExp(`/transcript/${garden.id}$`));
    const start = garden.segments[1].start;
    const clock = `${Math.floor(start / 60)}:${String(Math.floor(start % 60)).padStart(2, '0')}`;
    await expect.poll(() => page.getByTestId('current-time').textContent()).toBe(clock);
    const row = page.locator('ol[aria-label=Segments] > li').nth(1);
    await expect.poll(() => row.getAttribute('data-active')).toBe('true');
  });

  it('renames the title in place', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'Rename transcript' }).click();
    const field = page.getByRole('textbox', { name: 'Title' });
    await field.fill('Garden special');
    await screenshot(page, 'title-rename');
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Garden special' }).waitFor();
    await sidebar().getByRole('searchbox').fill('');
    await sidebar().getByRole('link', { name: /Garden special/ }).waitFor();
  });

  it('deletes after confirming, and Undo brings it back', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete transcript…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this transcript?' });
    await confirm.waitFor();
    await screenshot(page, 'delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/$/);
    await page.getByText('Deleted “Garden special”').waitFor();
    await expect.poll(() => sidebar().getByRole('link', { name: /Garden special/ }).count()).toBe(0);
    await screenshot(page, 'delete-undo-toast');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForURL(new RegExp(`/transcript/${garden.id}$`));
    await page.getByRole('heading', { name: 'Garden special' }).waitFor();
    await sidebar().getByRole('link', { name: /Garden special/ }).waitFor();
  });

  it('keeps edits made offline and saves them when the connection is back', async () => {
    const { page, context } = tab;
    await page.goto(`/transcript/${kitchen.id}`);
    const box = page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(1);
    await box.waitFor();
    await context.setOffline(true);
    await box.fill('We bake bread every morning, even offline.');
    // Offline outranks the autosaver's retries (issue 50: Conflict > Offline > Retrying > Saving > Saved).
    await page.getByTestId('save-status').getByText(/^Offline — your edits are kept/).waitFor({ timeout: 10_000 });
    expect(await page.evaluate((id) => localStorage.getItem(`tapescript.drafts.${id}`), kitchen.id)).toContain('even offline');
    await context.setOffline(false);
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    expect((await segmentsOf(running.product.baseUrl, kitchen.id))[1].text).toBe('We bake bread every morning, even offline.');
    // The kept copy goes once the page has taken in the save (an effect after the status changes).
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`tapescript.drafts.${id}`), kitchen.id)).toBeNull();
  });

  it('keeps unsaved edits across a reload (after warning) and saves them once the server answers', async () => {
    const { page } = tab;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    // The server cannot be reached for saves; everything else works.
    const blockSaves = (route: import('playwright-core').Route) =>
      route.request().postData()?.includes('mutation MergeEdits') ? route.abort() : route.continue();
    await page.route('**/graphql', blockSaves);
    const box = page.getByRole('textbox', { name: /^\d+:\d\d / }).first();
    await box.fill('Welcome back to the kitchen episode.');
    await page.getByTestId('save-status').getByText("Couldn't save — retrying").waitFor({ timeout: 10_000 });
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect.poll(() => page.getByRole('textbox', { name: /^\d+:\d\d / }).first().inputValue()).toBe('Welcome back to the kitchen episode.');
    await page.unroute('**/graphql', blockSaves);
    await page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 20_000 });
    expect((await segmentsOf(running.product.baseUrl, kitchen.id))[0].text).toBe('Welcome back to the kitchen episode.');
    const { transcript } = await graphql<{ transcript: { versions: Array<{ source: string }> } }>(
      running.product.baseUrl,
      'query ($id: ID!) { transcript(id: $id) { versions { source } } }',
      { id: kitchen.id },
    );
    // Seeded (upload + edit), then the offline edit and the one kept across the reload: each arrived once.
    expect(transcript.versions.map((version) => version.source)).toEqual(['edit', 'edit', 'edit', 'upload']);
  });

  it('fits a phone: search in the drawer, delete dialog', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    const { page } = phone;
    await page.goto(`/transcript/${kitchen.id}`);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Recent transcripts' });
    await drawer.getByRole('searchbox').fill('bread');
    await drawer.getByRole('link', { name: /Kitchen episode/ }).waitFor();
    await screenshot(page, 'search-results');
    await drawer.getByRole('link', { name: /Kitchen episode/ }).click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete transcript…' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this transcript?' }).waitFor();
    await screenshot(page, 'delete-confirm');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors beyond the requests refused while offline', () => {
    expect(tab.problems.filter((problem) => !isOfflineNoise(problem))).toEqual([]);
  });
});
