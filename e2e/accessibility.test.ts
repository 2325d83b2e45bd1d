import { beforeAll, describe, expect, it } from 'vitest';
import { transcribeViaApi } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/** axe-core's WCAG 2.1 A/AA rules find nothing serious or critical on any screen (issue 17, item 15). */
describe('accessibility of every screen', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    id = await transcribeViaApi(running.product.baseUrl, 'Accessible interview', makeInterviewWav());
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
  });

  it('the upload page and its dialog', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByText('Drop audio files here or click to select').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the transcript page, with find, speakers, history and shortcuts open', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^0:00 / }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Find and replace' }).click();
    await page.getByRole('textbox', { name: 'Find' }).fill('the');
    await page.getByRole('textbox', { name: 'Find' }).press('Enter');
    await screenshot(page, 'a11y-find');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close find and replace' }).click();
    for (const [button, dialog] of [
      ['Speakers', 'dialog'],
      ['History', 'dialog'],
      ['Shortcuts', 'dialog'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole(dialog).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole(dialog).first().waitFor({ state: 'hidden' });
    }
  });

  it('the transcript page on a phone', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    await phone.page.goto(`/transcript/${id}`);
    await phone.page.getByRole('textbox', { name: /^0:00 / }).first().waitFor();
    await screenshot(phone.page, 'a11y-transcript');
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
