import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { FIRST_OWNER as OWNER, joinTeam, makeFirstOwner, signIn, signedInPage, type Person } from './support/team.ts';

const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series.' },
  { speaker: 'Ada', text: 'My father bought the first cows in 1962.' },
];
const TITLE = 'Ada on the farm';
const SHARED: Person = { email: 'sam@example.org', password: 'sam’s long passphrase', name: 'Sam Shared' };
const OTHER: Person = { email: 'otto@example.org', password: 'otto’s long passphrase', name: 'Otto Other' };

/**
 * Private transcripts, retention and legal holds in browsers (issue 51): the owner makes a transcript private in the
 * Access dialog and shares it with one editor; that editor opens it, another editor gets "not found"; the owner puts
 * it on legal hold from the menu and sets the library's retention on the People page. The team is made through the
 * API (the setup code, invitations accepted, signed in): the team's own pages are team.test.ts's.
 */
describe('who sees a transcript, and for how long', () => {
  const running = startedForTests();
  let id = '';
  let owner: WatchedPage;
  const pages: WatchedPage[] = [];

  /** A page of `person`'s, signed in, at `viewport`. */
  async function signedIn(person: Person, viewport = DESKTOP): Promise<WatchedPage> {
    const tab = await signedInPage(running.browser, running.product, await signIn(running.product, person), viewport);
    pages.push(tab);
    return tab;
  }

  /** Only the hydrated page asks who is signed in (review-links.test.ts): its menus work from then on. */
  const hydrated = (tab: WatchedPage, person: { name: string }) => tab.page.getByText(`You: ${person.name}`).waitFor({ state: 'attached' });

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, TITLE, makeInterviewWav(), LINES));
    const ownerToken = await makeFirstOwner(running.product);
    for (const editor of [SHARED, OTHER]) await joinTeam(running.product, ownerToken, editor, 'EDITOR');
    owner = await signedIn(OWNER);
  }, 180_000);


  it('the owner makes it private in the Access dialog and shares it with one editor, as a viewer', async () => {
    await owner.page.goto(`/transcript/${id}`);
    await hydrated(owner, OWNER);
    await owner.page.getByRole('button', { name: 'More actions' }).click();
    await owner.page.getByRole('menuitem', { name: 'Access…' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Who sees this transcript' });
    // The radio's input sits under its label, as in any styled radio: a person clicks the label.
    await dialog.getByText('Private', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('radio', { name: /Private/ }).isChecked()).toBe(true);
    await dialog.getByRole('list', { name: 'Shared with' }).waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Person' }).selectOption({ label: `${SHARED.name} (${SHARED.email})` });
    // An editor may be given Viewer or Editor on it, never more than their own role.
    const roles = dialog.getByRole('combobox', { name: 'Role on this transcript' });
    expect(await roles.locator('option').allTextContents()).toEqual(['Viewer', 'Editor']);
    await roles.selectOption('VIEWER');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('list', { name: 'Shared with' }).getByText(SHARED.name).waitFor();
    expect(await dialog.getByRole('list', { name: 'Shared with' }).textContent()).toContain('Viewer on this transcript');
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'access-dialog');
    await owner.page.keyboard.press('Escape');
    // The header and the list say it is private.
    await owner.page.locator('main').getByText('Private', { exact: true }).first().waitFor();
    await owner.page.getByRole('link', { name: new RegExp(TITLE) }).getByText('Private').waitFor();
  });

  it('the Access dialog on a phone', async () => {
    const phone = await signedIn(OWNER, PHONE);
    await phone.page.goto(`/transcript/${id}`);
    await phone.page.getByRole('heading', { name: TITLE }).waitFor();
    await hydrated(phone, OWNER);
    await phone.page.getByRole('button', { name: 'More actions' }).click();
    await phone.page.getByRole('menuitem', { name: 'Access…' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Who sees this transcript' });
    await dialog.getByRole('list', { name: 'Shared with' }).getByText(SHARED.name).waitFor();
    await screenshot(phone.page, 'access-dialog');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('the editor it is shared with opens it; the other editor finds nothing, as for a wrong address', async () => {
    const shared = await signedIn(SHARED);
    await shared.page.goto(`/transcript/${id}`);
    await shared.page.getByRole('heading', { name: TITLE }).waitFor();
    await shared.page.getByRole('textbox', { name: /^\d+:\d\d Ada/ }).waitFor();

    const other = await signedIn(OTHER);
    await other.page.goto(`/transcript/${id}`);
    await other.page.getByText('Transcript not found').waitFor();
    await other.page.goto('/transcript/zzzzzzzzzzzzzzz');
    await other.page.getByText('Transcript not found').waitFor();
    expect(await other.page.getByRole('link', { name: new RegExp(TITLE) }).count()).toBe(0);
    await screenshot(other.page, 'private-not-found');
  });

  it('the owner puts it on legal hold from the menu; the header says so', async () => {
    const badge = owner.page.locator('main').getByText('Legal hold', { exact: true });
    const toggle = owner.page.getByRole('menuitemcheckbox', { name: 'Legal hold' });
    await owner.page.getByRole('button', { name: 'More actions' }).click();
    await toggle.click();
    await badge.waitFor();
    await owner.page.reload();
    await hydrated(owner, OWNER);
    await badge.waitFor();
    await owner.page.getByRole('button', { name: 'More actions' }).click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await screenshot(owner.page, 'legal-hold-menu');
    await owner.page.keyboard.press('Escape');
  });

  it('the owner sets retention on the People page', async () => {
    await owner.page.goto('/people');
    const audio = owner.page.getByRole('spinbutton', { name: 'Remove audio after (days)' });
    // The form takes typing once the policy has come in (Save is enabled then): typed earlier, it would be replaced.
    await expect.poll(() => owner.page.getByRole('button', { name: 'Save retention' }).isEnabled()).toBe(true);
    await audio.fill('365');
    await owner.page.getByRole('button', { name: 'Save retention' }).click();
    await owner.page.getByText('Retention saved').waitFor();
    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Retention' }).waitFor();
    await expect.poll(() => audio.inputValue()).toBe('365');
    expect(await owner.page.getByRole('spinbutton', { name: 'Delete transcripts after (days)' }).inputValue()).toBe('');
    await owner.page.getByRole('button', { name: 'Save retention' }).scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'retention');
    const phone = await signedIn(OWNER, PHONE);
    await phone.page.goto('/people');
    await phone.page.getByRole('heading', { name: 'Retention' }).scrollIntoViewIfNeeded();
    await expect.poll(() => phone.page.getByRole('spinbutton', { name: 'Remove audio after (days)' }).inputValue()).toBe('365');
    await screenshot(phone.page, 'retention');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(pages.flatMap((tab) => tab.problems).filter((problem) => !/404|Not Found/i.test(problem))).toEqual([]);
  });
});
