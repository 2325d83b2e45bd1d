import { beforeAll, describe, expect, it } from 'vitest';
import { segmentsOf, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'Speaker 1', text: 'Welcome to the interview series.' },
  { speaker: 'Speaker 2', text: 'Thank you for having me.' },
];

/**
 * Three people on one transcript, each in a browser of their own: edits of different segments at the same moment
 * both land and nobody sees a conflict; the same segment asks the one who saved second, in place; a third page
 * sees every change without reloading; presence appears, follows the caret and leaves with the tab.
 */
describe('editing together, live', () => {
  const running = startedForTests();
  let id = '';
  const pages: Record<'ann' | 'ben' | 'cat', WatchedPage> = {} as never;

  const box = (who: keyof typeof pages, index: number) => pages[who].page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(index);
  const saved = (who: keyof typeof pages) => pages[who].page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Editing together', makeInterviewWav(), LINES));
    for (const [who, name] of [['ann', 'Ann'], ['ben', 'Ben'], ['cat', 'Cat']] as const) {
      pages[who] = await openPage(running.browser, running.product.baseUrl, DESKTOP);
      await pages[who].context.addInitScript((shown) => localStorage.setItem('tapescript.displayName', shown), name);
      await pages[who].page.goto(`/transcript/${id}`);
      await box(who, 1).waitFor();
    }
    // Everyone's stream is open before anyone types (a page whose stream is still opening would miss the first
    // versions): each page shows the other two as here, which only its stream can tell it.
    const names = { ann: 'Ann', ben: 'Ben', cat: 'Cat' } as const;
    for (const who of ['ann', 'ben', 'cat'] as const) {
      const [one, two] = Object.entries(names).flatMap(([key, name]) => (key === who ? [] : [name]));
      await pages[who].page.getByRole('group', { name: new RegExp(`^Also here: (${one}, ${two}|${two}, ${one})$`) }).waitFor();
    }
  }, 120_000);

  it('two people edit different segments at the same moment: both land, nobody sees a conflict, a third page sees both', async () => {
    await Promise.all([box('ann', 0).fill('Welcome, everyone, to the interview series.'), box('ben', 1).fill('Thank you so much for having me.')]);
    await Promise.all([saved('ann'), saved('ben')]);
    await expect
      .poll(async () => (await segmentsOf(running.product.baseUrl, id)).slice(0, 2).map((segment) => segment.text))
      .toEqual(['Welcome, everyone, to the interview series.', 'Thank you so much for having me.']);
    // Every page shows both, without reloading; the others' change is marked with its author for a moment.
    for (const who of ['ann', 'ben', 'cat'] as const) {
      await expect.poll(() => box(who, 0).inputValue(), { message: `${who}'s first segment` }).toBe('Welcome, everyone, to the interview series.');
      await expect.poll(() => box(who, 1).inputValue(), { message: `${who}'s second segment` }).toBe('Thank you so much for having me.');
      expect(await pages[who].page.getByRole('group', { name: /^Conflict at / }).count()).toBe(0);
    }
    await pages.cat.page.getByTestId('edited-by').filter({ hasText: /Edited by (Ann|Ben)/ }).first().waitFor();
  });

  it('the same segment: whoever saves second chooses in place, and the choice reaches everyone', async () => {
    await Promise.all([box('ann', 1).fill('Thanks for having me, said Ann.'), box('ben', 1).fill('Thanks for having me, said Ben.')]);
    const choice = (who: 'ann' | 'ben') => pages[who].page.getByRole('group', { name: /^Conflict at / });
    await expect.poll(async () => (await choice('ann').count()) + (await choice('ben').count()), { timeout: 15_000 }).toBe(1);
    const second = (await choice('ann').count()) ? 'ann' : 'ben';
    const first = second === 'ann' ? 'ben' : 'ann';
    const theirs = first === 'ann' ? 'Thanks for having me, said Ann.' : 'Thanks for having me, said Ben.';
    const mine = second === 'ann' ? 'Thanks for having me, said Ann.' : 'Thanks for having me, said Ben.';
    // Theirs is shown beside it, mine stays in the box, and nothing else waits for the choice.
    await expect.poll(() => pages[second].page.getByTestId('conflict-theirs').textContent()).toBe(theirs);
    expect(await box(second, 1).inputValue()).toBe(mine);
    await screenshot(pages[second].page, 'live-conflict');
    await choice(second).getByRole('button', { name: 'Keep both' }).click();
    await saved(second);
    const both = `${theirs} ${mine}`;
    await expect.poll(async () => (await segmentsOf(running.product.baseUrl, id))[1].text).toBe(both);
    for (const who of ['ann', 'ben', 'cat'] as const) await expect.poll(() => box(who, 1).inputValue()).toBe(both);
  });

  it('offline: the page says so, keeps the edits, and merges them with what others saved meanwhile when it is back', async () => {
    const status = pages.ann.page.getByTestId('live-status');
    await pages.ann.context.setOffline(true);
    await pages.ann.page.getByTestId('save-status').getByText(/^Offline/).waitFor();
    await box('ann', 2).fill('What changed when you started editing on a train?');
    await box('cat', 0).fill('Welcome, all, to the interview series.');
    await saved('cat');
    await pages.ann.context.setOffline(false);
    await status.getByText('Live again').waitFor({ timeout: 15_000 });
    await saved('ann');
    await expect
      .poll(async () => (await segmentsOf(running.product.baseUrl, id)).map((segment) => segment.text).slice(0, 3), { timeout: 15_000 })
      .toEqual(['Welcome, all, to the interview series.', expect.any(String), 'What changed when you started editing on a train?']);
    await expect.poll(() => box('ann', 0).inputValue()).toBe('Welcome, all, to the interview series.');
    // The browser logs each request refused while offline: expected here, and nothing else.
    expect(pages.ann.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    pages.ann.problems.length = 0;
  });

  it('presence: who is here shows in the header and at the segment they are in, and leaves with the tab', async () => {
    const header = pages.cat.page.getByRole('group', { name: /^Also here: / });
    await expect.poll(async () => (await header.getAttribute('aria-label'))?.split(': ')[1].split(', ').sort()).toEqual(['Ann', 'Ben']);
    await box('ann', 1).focus();
    const row = pages.cat.page.locator('li[data-index="1"]');
    await row.getByTestId('presence-marker').filter({ hasText: 'Ann' }).waitFor();
    await screenshot(pages.cat.page, 'live-presence');
    await pages.ben.context.close();
    await expect.poll(async () => header.getAttribute('aria-label'), { timeout: 12_000 }).toBe('Also here: Ann');
    for (const who of ['ann', 'cat'] as const) expect(pages[who].problems).toEqual([]);
  });

  it('a version saved while a page is still opening its stream reaches that page once the stream is open', async () => {
    const late = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    // The page's stream is held back until the version is saved: no stream of the page can tell it of that version.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await late.page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('subscription Live')) return route.continue();
      await held;
      await route.continue();
    });
    await late.page.goto(`/transcript/${id}`);
    const first = late.page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(0);
    await first.waitFor();
    const text = 'Saved while another page was still connecting.';
    expect(await first.inputValue()).not.toBe(text);
    await box('cat', 0).fill(text);
    await expect.poll(async () => (await segmentsOf(running.product.baseUrl, id))[0].text, { timeout: 15_000 }).toBe(text);
    release();
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(text);
    expect(late.problems).toEqual([]);
    await late.context.close();
  });
});
