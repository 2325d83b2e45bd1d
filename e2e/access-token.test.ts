import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadViaApi, waitUntilSettled } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

const TOKEN = 'e2e-access-token-7f3a';
/** The browser logs each refused (401) request; those are expected before the token is given. */
const isRefusal = (problem: string) => /status of 401/.test(problem);

/** A server started with TAPESCRIPT_ACCESS_TOKEN: the app asks once, keeps the token, and carries on. */
describe('access token, in the browser', () => {
  let product: Product;
  let browser: Browser;
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ env: { TAPESCRIPT_ACCESS_TOKEN: TOKEN } }), launchBrowser()]);
    id = await uploadViaApi(product.baseUrl, 'Members only', makeInterviewWav(), TOKEN);
    await waitUntilSettled(product.baseUrl, id, 90_000, TOKEN);
    tab = await openPage(browser, product.baseUrl, DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('asks for the token, says when it is wrong, and loads once it is right', async () => {
    const { page, context } = tab;
    await page.goto(`/transcript/${id}`);
    const dialog = page.getByRole('alertdialog', { name: 'Access token required' });
    await dialog.waitFor();
    await screenshot(page, 'access-token');
    await dialog.getByLabel('Access token').fill('not-the-token');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('That token was not accepted.').waitFor();
    await screenshot(page, 'access-token-refused');
    await dialog.getByLabel('Access token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    await page.getByRole('navigation', { name: 'Recent transcripts' }).getByRole('link', { name: /Members only/ }).waitFor();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'tapescript_token');
    expect(cookie).toMatchObject({ value: TOKEN, sameSite: 'Strict', path: '/', httpOnly: true });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tapescript_token');
    // The audio element carries the cookie: the file's own duration arrives.
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(16);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('Members only.docx');
  });

  it('does not ask again after a reload', async () => {
    const { page } = tab;
    await page.reload();
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Access token required' }).count()).toBe(0);
  });

  it('signs out from the header: the cookie is gone and the token is asked again', async () => {
    const { page, context } = tab;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Access token required' }).waitFor();
    expect((await context.cookies()).find((entry) => entry.name === 'tapescript_token')).toBeUndefined();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
  });

  it('fits a phone', async () => {
    const phone = await openPage(browser, product.baseUrl, PHONE);
    await phone.page.goto('/');
    await phone.page.getByRole('alertdialog', { name: 'Access token required' }).waitFor();
    await screenshot(phone.page, 'access-token');
    expect(phone.problems.filter((problem) => !isRefusal(problem))).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors beyond the refused requests', () => {
    expect(tab.problems.filter((problem) => !isRefusal(problem))).toEqual([]);
  });
});
