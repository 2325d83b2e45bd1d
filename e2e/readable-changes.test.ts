import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/** Issue 34 items 1 and 3: refine's changes shown and some taken back as one version; the history's preview and labels. */

const LINES = [
  { speaker: 'Speaker 1', text: 'okay then so we went to the market' },
  { speaker: 'Speaker 2', text: 'and then we came back home' },
];
const DESKTOP_1366 = { width: 1366, height: 768 };

type Version = { id: string; kind: string; label: string | null };
const versionsOf = async (baseUrl: string, id: string) =>
  (await graphql<{ transcript: { versions: Version[] } }>(baseUrl, 'query ($id: ID!) { transcript(id: $id) { versions { id kind label } } }', { id })).transcript.versions;

/** One product and browser for every size (a product and its first transcription are most of a file's time). */
const running = startedForTests();

describe.each([
  ['desktop', DESKTOP_1366],
  ['phone', PHONE],
])('readable changes at %s size', (size, viewport) => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, `Changes on a ${size}`, makeInterviewWav(), LINES));
    tab = await openPage(running.browser, running.product.baseUrl, viewport);
    await tab.page.goto(`/transcript/${id}`);
    await tab.page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
  }, 120_000);

  it('shows what refine changed, word by word, and reverts one change as exactly one version', async () => {
    const { page } = tab;
    const before = await versionsOf(running.product.baseUrl, id);
    await page.getByRole('button', { name: 'Refine' }).click();
    const panel = page.getByRole('region', { name: 'What refine changed' });
    await panel.waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByTestId('changes-summary').textContent()).toMatch(/^\d+ (punctuation|casing)/);
    const refined = await versionsOf(running.product.baseUrl, id);
    expect(refined).toHaveLength(before.length + 1);
    expect(refined[0]).toMatchObject({ kind: 'REFINE', label: expect.stringMatching(/^Refine: \d+ /) });
    // The changed words are marked inside the segment's text.
    expect(await panel.getByTestId('changed-text').first().locator('mark').count()).toBeGreaterThan(0);
    expect(await panel.getByRole('button', { name: 'Revert all' }).isVisible()).toBe(true);
    await screenshot(page, `changes-after-refine-${size}`);
    // The success toast (white on green, the app's own) goes by itself; the panel is what is checked here.
    await page.getByText('Transcript refined').waitFor({ state: 'hidden', timeout: 10_000 });
    // Nor is a hovered button's shade (the pointer rests on Refine after the click).
    await page.mouse.move(0, 0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const reverts = panel.getByRole('button', { name: /^Revert (Punctuation|Casing|Words)/ });
    const offered = await reverts.count();
    await reverts.first().click();
    await panel.getByText('Reverted', { exact: true }).waitFor();
    await expect.poll(() => reverts.count()).toBe(offered - 1);
    const after = await versionsOf(running.product.baseUrl, id);
    expect(after).toHaveLength(refined.length + 1);
    expect(after[0]).toMatchObject({ kind: 'REVERT', label: expect.stringMatching(/^Revert: 1 (punctuation|casing|word)$/) });
    // The editor shows the reverted text.
    const current = (await graphql<{ transcript: { segments: { text: string }[] } }>(running.product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { segments { text } } }', { id })).transcript.segments;
    await expect.poll(async () => page.getByRole('textbox', { name: /^\d+:\d\d / }).first().textContent()).toBe(current[0].text);
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `changes-one-reverted-${size}`);
  });

  it('labels the undo by what it took back, and previews a version in the history before restoring it', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(async () => (await versionsOf(running.product.baseUrl, id))[0].label).toMatch(/^Undo: revert — 1 /);
    // The undo brought the change back: the refine panel offers it again.
    const panel = page.getByRole('region', { name: 'What refine changed' });
    await expect.poll(() => panel.getByText('Reverted', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const versions = drawer.getByRole('list', { name: 'Versions' });
    await versions.getByText(/^Undo: revert — 1 /).waitFor();
    await versions.getByText(/^Revert: 1 /).waitFor();
    expect(await versions.getByText('Restored').count()).toBe(0);
    // The refine version (the current text again, since the undo): its own changes, revertible here too.
    await versions.getByRole('button', { name: /^Refine: / }).click();
    await drawer.getByTestId('restore-brings-back').getByText('Restoring brings back: the same text.').waitFor();
    const own = drawer.getByRole('region', { name: 'What this version changed' });
    await own.getByTestId('changes-summary').getByText(/^\d+ (punctuation|casing)/).waitFor();
    // The text saved before refine: its words marked against the current text, and what restoring it brings back.
    const seeded = (await versionsOf(running.product.baseUrl, id)).at(-2)!;
    await versions.getByRole('button', { name: seeded.label! }).click();
    await drawer.getByTestId('version-diff').locator('ins').first().waitFor();
    // What restoring brings back comes from its own query, which may answer after the marked text.
    await drawer.getByTestId('restore-brings-back').getByText(/^Restoring brings back: \d+ (punctuation|casing)/).waitFor();
    await screenshot(page, `history-preview-${size}`);
    await page.mouse.move(0, 0);
    // The app's success toasts (white on green) go by themselves; the history is what is checked here.
    await page.locator('[id$=":description"][id^="toast:"]').first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByText(/^Brought back \d+ /).waitFor();
    expect((await versionsOf(running.product.baseUrl, id))[0]).toMatchObject({ kind: 'RESTORE', label: expect.stringMatching(/^Restore: /) });
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
