import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'Speaker 1', text: 'Welcome to the interview series.' },
  { speaker: 'Speaker 2', text: 'Thank you for having me.' },
];

/** A long history: pages as it is scrolled, runs of autosaves on one line, undo told apart from a restore. */
describe('a long history, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'A long history', makeInterviewWav(), LINES));
    // 60 autosaves, a split in the middle of them, then an undo of the last autosave.
    const save = 'mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { versionId segments { start } } }';
    let versionId = '';
    let starts: number[] = [];
    for (let i = 1; i <= 60; i++) {
      const saved = await graphql<{ saveEdits: { versionId: string; segments: { start: number }[] } }>(running.product.baseUrl, save, {
        id,
        s: [{ start: 0, text: `Welcome to the interview series, take ${i}.` }, { start: 2.5, text: 'Thank you for having me.' }],
      });
      if (i === 30) {
        starts = saved.saveEdits.segments.map((segment) => segment.start);
        await graphql(running.product.baseUrl, 'mutation ($id: ID!, $start: Float!) { splitSegment(id: $id, start: $start, offset: 8) { versionId } }', { id, start: starts[0] });
      }
      versionId = saved.saveEdits.versionId;
    }
    const { transcript } = await graphql<{ transcript: { versions: { id: string }[] } }>(running.product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { versions(first: 2) { id } } }', { id });
    await graphql(running.product.baseUrl, 'mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v, as: UNDO) { versionId } }', { id, v: transcript.versions[1].id });
    expect(versionId).not.toBe('');
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await tab.page.goto(`/transcript/${id}`);
    await tab.page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
  }, 120_000);

  it('groups autosaves, pages as it scrolls, and says what an undo took back', async () => {
    const { page } = tab;
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const versions = drawer.getByRole('list', { name: 'Versions' });
    await versions.getByText('Undo: edit segment 1').waitFor();
    await versions.getByText('Current').waitFor();
    // The undo, then 30 autosaves on one line, the split, 31 more autosaves, the upload.
    const runs = versions.getByRole('button', { name: /^\d+ autosaves, / });
    await expect.poll(() => runs.count()).toBe(2);
    await expect.poll(() => runs.first().textContent()).toMatch(/^30 autosaves, /);
    await screenshot(page, 'history-long');
    // The end of the list is in view (the runs keep it short), so the next page comes by itself; the run at the
    // page break grows, and the first version is there.
    await versions.getByText('Transcribed').waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: 'Show older versions' }).count()).toBe(0);
    await expect.poll(() => runs.nth(1).textContent()).toMatch(/^31 autosaves, /); // with the save that gave the lines their text
    // A run opens into its versions, each restorable.
    await runs.first().click();
    const opened = versions.getByRole('list', { name: 'Autosaves' }).getByRole('listitem');
    await expect.poll(() => opened.count()).toBe(30);
    await opened.nth(3).getByRole('button').first().click();
    await drawer.getByRole('button', { name: 'Restore this version' }).waitFor();
    await screenshot(page, 'history-autosaves-open');
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
