import { beforeAll, describe, expect, it } from 'vitest';
import { transcribeViaApi } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { openPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/** The web app and GraphiQL run under a Content-Security-Policy, and nothing they do breaks it. */
describe('Content-Security-Policy, in the browser', () => {
  const running = startedForTests();
  let id = '';

  beforeAll(async () => {
    id = await transcribeViaApi(running.product.baseUrl, 'Under policy', makeInterviewWav());
  });

  it('the web app: a transcript with its audio and waveform, no violations', async () => {
    const { page, problems, context } = await openPage(running.browser, running.product.baseUrl);
    const response = await page.goto(`/transcript/${id}`);
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await page.getByRole('heading', { name: 'Under policy' }).waitFor();
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(16);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('GraphiQL: loads from this server, runs a query, no violations; its scripts are allowed by hash only', async () => {
    const { page, problems, context } = await openPage(running.browser, running.product.baseUrl);
    const response = await page.goto('/graphql');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.getByText('"totalItems": 1').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
