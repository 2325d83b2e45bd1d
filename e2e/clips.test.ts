import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { openPage, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'ETRM', text: 'Welcome to the interview series.' },
  { speaker: 'Ada Okafor', text: 'Thank you for having me.' },
];

/**
 * Issue 53, item 3 in the browser: select words in the editor, "Clip" in the segment's toolbar, make the clip, and it
 * plays in the page: the clip's audio element has loaded it, with a length. Issue 54, item 3: an audiogram the same
 * way, played in a video element.
 */
describe('clips', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Clips', makeInterviewWav('clips.wav'), LINES));
    tab = await openPage(running.browser, running.product.baseUrl, { width: 1366, height: 768 });
  }, 180_000);

  /** Opens the transcript, selects "for having" in the second segment and opens "Make clip" on it. */
  async function makeClipDialog() {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    const row = page.locator('li[data-segment-id]').nth(1);
    const box = row.getByRole('textbox', { name: /Ada Okafor$/ });
    await box.waitFor();
    await box.focus();
    await box.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const from = textarea.value.indexOf('for having');
      textarea.setSelectionRange(from, from + 'for having'.length);
    });
    await row.getByRole('button', { name: 'Clip', exact: true }).click();
    return page.getByRole('dialog', { name: 'Make clip' });
  }

  it('selects words, makes a clip, and plays it in the page', async () => {
    const dialog = await makeClipDialog();
    await dialog.getByLabel('Format').selectOption({ label: 'Ogg (Opus)' });
    await dialog.getByRole('button', { name: 'Make clip' }).click();
    const player = dialog.getByLabel('Clip');
    await player.waitFor({ timeout: 30_000 });
    // Loaded and playable in the page: metadata read, a length, and playing moves its clock.
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(0.3);
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(dialog.getByRole('link', { name: 'Download' }).getAttribute('href')).resolves.toMatch(/^\/clips\/[a-z0-9]{15}$/);
    expect(tab.problems).toEqual([]);
  }, 120_000);

  it('makes a vertical audiogram, shows its progress, and plays the video in the page', async () => {
    const dialog = await makeClipDialog();
    await dialog.getByLabel('Format').selectOption({ label: 'Audiogram (vertical)' });
    await dialog.getByRole('button', { name: 'Make clip' }).click();
    await dialog.getByRole('progressbar').waitFor({ timeout: 10_000 });
    const player = dialog.getByLabel('Audiogram');
    await player.waitFor({ timeout: 90_000 });
    // Decoded and showing a frame (HAVE_CURRENT_DATA), with a length.
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await player.evaluate((video: HTMLVideoElement) => [video.duration > 0.3, video.videoWidth, video.videoHeight])).toEqual([true, 1080, 1920]);
    expect(tab.problems).toEqual([]);
  }, 150_000);
});
