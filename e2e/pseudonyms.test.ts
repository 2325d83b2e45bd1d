import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { FIRST_OWNER as OWNER, joinTeam, makeFirstOwner, signIn, signedInPage, type Person } from './support/team.ts';

const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series. Today we hear about Springfield.' },
  { speaker: 'Ada', text: 'My father bought the first cows in Springfield in 1962.' },
];
const TITLE = 'Ada on the farm';
const VIEWER: Person = { email: 'vic@example.org', password: 'vic’s long passphrase', name: 'Vic Viewer' };
const HIDDEN = /\bAda\b|Springfield/;

/** What a reader is shown in the page's main part: its text, and the segments' texts (a textarea's value is not text). */
const shownText = (page: Page) =>
  page.locator('main').evaluate((main) => [(main as HTMLElement).innerText, ...[...main.querySelectorAll('textarea')].map((box) => box.value)].join('\n'));

/**
 * Pseudonyms in browsers (issue 52): the owner opens a transcript's Pseudonyms dialog, adds a library-wide term,
 * accepts a suggested speaker's name and pseudonymises it for viewers; a viewer, and a review link, then read the
 * replacements under a "Pseudonymised" badge and never the terms. The team and the transcript are made through the API.
 */
describe('pseudonyms, from the owner’s dialog to what a viewer reads', () => {
  const running = startedForTests();
  let id = '';
  let ownerToken = '';
  let owner: WatchedPage;
  const pages: WatchedPage[] = [];

  async function signedIn(person: Person, viewport = DESKTOP): Promise<WatchedPage> {
    const tab = await signedInPage(running.browser, running.product, await signIn(running.product, person), viewport);
    pages.push(tab);
    return tab;
  }

  /** Only the hydrated page asks who is signed in (review-links.test.ts): its menus work from then on. */
  const hydrated = (tab: WatchedPage, person: { name: string }) => tab.page.getByText(`You: ${person.name}`).waitFor({ state: 'attached' });

  async function openDialog(tab: WatchedPage) {
    await tab.page.getByRole('button', { name: 'More actions' }).click();
    await tab.page.getByRole('menuitem', { name: 'Pseudonyms…' }).click();
    return tab.page.getByRole('dialog', { name: 'Pseudonyms' });
  }

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, TITLE, makeInterviewWav(), LINES));
    ownerToken = await makeFirstOwner(running.product);
    await joinTeam(running.product, ownerToken, VIEWER, 'VIEWER');
    owner = await signedIn(OWNER);
  }, 180_000);

  it('the owner adds a library-wide term, accepts a suggestion and pseudonymises the transcript', async () => {
    await owner.page.goto(`/transcript/${id}`);
    await hydrated(owner, OWNER);
    const dialog = await openDialog(owner);
    const terms = dialog.getByRole('list', { name: 'Terms and what they are shown as' });
    await dialog.getByText('No terms yet: add one, or accept a suggestion below.').waitFor();

    await dialog.getByRole('textbox', { name: /Term to hide/ }).fill('Springfield');
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('PLACE');
    await dialog.getByText('Library-wide: hide it in every transcript').click();
    await dialog.getByRole('button', { name: 'Add term' }).click();
    const town = terms.getByRole('listitem').filter({ hasText: 'Springfield' });
    await town.waitFor();
    expect(await town.textContent()).toBe('Springfield → [Place 1]Place or addressLibraryRemove from library');

    // The speakers' names are suggested (Host too); the text's "Springfield" no longer is, being listed.
    const suggested = dialog.getByRole('list', { name: 'Suggested terms' });
    await suggested.getByRole('button', { name: 'Accept Ada' }).click();
    await terms.getByRole('listitem').filter({ hasText: /^Ada → / }).waitFor();
    expect(await terms.getByRole('listitem').filter({ hasText: /^Ada → / }).textContent()).toBe('Ada → [Person A]PersonRemove');
    await expect.poll(() => suggested.getByRole('listitem').allTextContents()).not.toContainEqual(expect.stringMatching(/^Ada|Springfield/));

    const toggle = dialog.getByRole('checkbox', { name: 'Pseudonymise for viewers and review links' });
    await dialog.getByText('Pseudonymise for viewers and review links').click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Viewer' }).waitFor();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'pseudonyms-dialog');
    await owner.page.keyboard.press('Escape');
    // The owner reads the names still, with the badge saying viewers do not.
    await owner.page.locator('main').getByText('Pseudonymised', { exact: true }).waitFor();
    expect(await shownText(owner.page)).toMatch(/Springfield/);
  });

  it('the dialog on a phone', async () => {
    const phone = await signedIn(OWNER, PHONE);
    await phone.page.goto(`/transcript/${id}`);
    await phone.page.getByRole('heading', { name: TITLE }).waitFor();
    await hydrated(phone, OWNER);
    const dialog = await openDialog(phone);
    await dialog.getByRole('list', { name: 'Terms and what they are shown as' }).getByText('Springfield', { exact: false }).waitFor();
    await screenshot(phone.page, 'pseudonyms-dialog');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('a viewer reads the replacements under the Pseudonymised badge, never the terms, and has no pseudonym settings', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const viewer = await signedIn(VIEWER, viewport);
      await viewer.page.goto(`/transcript/${id}`);
      await viewer.page.getByRole('heading', { name: '[Person A] on the farm' }).waitFor();
      await hydrated(viewer, VIEWER);
      const badge = viewer.page.locator('main').getByText('Pseudonymised', { exact: true });
      await badge.waitFor();
      expect(await badge.getAttribute('title')).toBe('Names in it are replaced by pseudonyms, such as “[Person A]”');
      const texts = await viewer.page.locator('main textarea').evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value).join('\n'));
      expect(texts).toContain('My father bought the first cows in [Place 1] in 1962.');
      expect(texts).not.toMatch(HIDDEN);
      // The speaker's name too.
      await viewer.page.locator('main').getByText('[Person A]', { exact: true }).first().waitFor();
      expect(await viewer.page.getByRole('button', { name: 'More actions' }).count()).toBe(0);
      await screenshot(viewer.page, 'pseudonyms-viewer');
      // Everything in the page's main part: also its title, which the sidebar's list answer shares in the cache (and
      // the origin's file name), so this holds once the list is pseudonymised too (issue 52, the list and search).
      expect(await shownText(viewer.page)).not.toMatch(HIDDEN);
    }
  });

  it('a review link reads them too, with the badge', async () => {
    const made = await graphql<{ createReviewLink: { url: string } }>(
      running.product.baseUrl,
      'mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: VIEW, reviewerName: "Rita Reviewer") { url } }',
      { id },
      ownerToken,
    );
    const reviewer = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    pages.push(reviewer);
    await reviewer.page.goto(new URL(made.createReviewLink.url).pathname);
    await reviewer.page.getByRole('heading', { name: '[Person A] on the farm' }).waitFor();
    await reviewer.page.getByText('Pseudonymised', { exact: true }).waitFor();
    await reviewer.page.getByText('[Place 1]', { exact: false }).first().waitFor();
    expect(await reviewer.page.locator('main').innerText()).not.toMatch(HIDDEN);
    await screenshot(reviewer.page, 'pseudonyms-review');
  });

  it('the owner keeps the library’s list on its own page', async () => {
    await owner.page.getByRole('link', { name: 'Pseudonyms' }).click();
    const list = owner.page.getByRole('list', { name: 'The library’s terms' });
    await list.getByText('Springfield', { exact: false }).waitFor();
    // The transcript's own term is not the library's.
    expect(await list.getByRole('listitem').count()).toBe(1);
    await owner.page.getByRole('textbox', { name: /Term to hide/ }).fill('Acme');
    await owner.page.getByRole('combobox', { name: 'Kind' }).selectOption('ORG');
    await owner.page.getByRole('button', { name: 'Add term' }).click();
    await list.getByText('Acme → [Organisation 1]').waitFor();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'pseudonyms-library');
    const phone = await signedIn(OWNER, PHONE);
    await phone.page.goto('/pseudonyms');
    await phone.page.getByRole('list', { name: 'The library’s terms' }).getByText('Acme', { exact: false }).waitFor();
    await screenshot(phone.page, 'pseudonyms-library');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(pages.flatMap((tab) => tab.problems).filter((problem) => !/404|Not Found/i.test(problem))).toEqual([]);
  });
});
