import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const clock = (page: WatchedPage['page']) => page.getByTestId('current-time').textContent();
/**
 * Waits for the player to show Pause (playback started); when it does not, says what the audio element was doing
 * (a play() refused for a media error, say), which the console warning alone does not show here.
 */
async function pauseShown(page: WatchedPage['page']): Promise<void> {
  try {
    await page.getByRole('button', { name: 'Pause' }).waitFor();
  } catch (error) {
    const audio = await page.locator('audio').evaluate((element: HTMLAudioElement) => ({
      paused: element.paused,
      readyState: element.readyState,
      networkState: element.networkState,
      error: element.error ? `${element.error.code} ${element.error.message}` : null,
      currentTime: element.currentTime,
      focused: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
    }));
    throw new Error(`Playback did not start: ${JSON.stringify(audio)}`, { cause: error });
  }
}

const seconds = (text: string | null) => {
  const [m, s] = (text ?? '0:00').split(':').map(Number);
  return m * 60 + s;
};

/** Keyboard control of playback, speed and the waveform, on a real transcript and its audio. */
describe('playback for transcriptionists, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  let path = '';

  beforeAll(async () => {
    const wav = makeInterviewWav();
    const { id } = await seedTranscript(running.product.baseUrl, 'Playback tools', wav, [
      { speaker: 'Speaker 1', text: 'Welcome to the interview series.' },
      { speaker: 'Speaker 2', text: 'Thank you for having me.' },
    ]);
    path = `/transcript/${id}`;
    tab = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await tab.page.goto(path);
    await tab.page.getByTestId('waveform').waitFor();
  });

  it('plays, pauses and skips 5 s from the keyboard while the cursor is in a segment', async () => {
    const { page } = tab;
    const box = page.getByRole('textbox', { name: /^0:00 / });
    await box.click();
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => clock(page)).toBe('0:05');
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => clock(page)).toBe('0:10');
    await page.keyboard.press('Control+ArrowLeft');
    await expect.poll(() => clock(page)).toBe('0:05');
    // Esc belongs to the text while typing: it neither plays nor pauses there.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Control+Space');
    await pauseShown(page);
    await page.keyboard.press('Control+Space');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    // Still typing in the same box, which kept the focus all along.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(' Yes.');
    expect(await box.inputValue()).toBe('Welcome to the interview series. Yes.');
  });

  it('lists the shortcuts on ? when not typing', async () => {
    const { page } = tab;
    await page.getByRole('heading', { name: 'Playback tools' }).click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Back by the skip interval (5 s unless changed in Settings)').waitFor();
    await help.getByText('Ctrl+Space').waitFor();
    await screenshot(page, 'shortcuts-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    // Closing the overlay with Esc does not start the audio.
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
  });

  it('changes speed with Ctrl+↑/↓ and in the player, 0.5x to 2x, and keeps "rewind on resume"', async () => {
    const { page } = tab;
    const rate = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate);
    await page.getByRole('textbox', { name: /^0:00 / }).click();
    await page.keyboard.press('Control+ArrowUp');
    await page.getByRole('button', { name: 'Speed 1.25x' }).waitFor();
    expect(await rate()).toBe(1.25);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Control+ArrowUp');
    await page.getByRole('button', { name: 'Speed 2x' }).waitFor();
    await page.getByRole('button', { name: 'Speed 2x' }).click();
    await page.getByRole('menuitemradio', { name: '0.5x' }).waitFor();
    await screenshot(page, 'speed-menu');
    await page.getByRole('menuitemradio', { name: '0.5x' }).click();
    await page.getByRole('button', { name: 'Speed 0.5x' }).waitFor();
    expect(await rate()).toBe(0.5);
    await page.getByRole('button', { name: 'Speed 0.5x' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Rewind 2 s on resume' }).click();
    expect(await page.evaluate(() => localStorage.getItem('tapescript.rewindOnResume'))).toBe('1');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: /^0:00 / }).click();
    await page.keyboard.press('Control+ArrowDown');
    await page.getByRole('button', { name: 'Speed 0.5x' }).waitFor();
  });

  it('rewinds 2 s when playback resumes, when asked to', async () => {
    const { page } = tab;
    // A fresh page: paused at 0:00 whatever the earlier tests left playing; the setting lives in localStorage.
    await page.reload();
    await page.getByTestId('waveform').waitFor();
    await page.getByRole('textbox', { name: /^0:00 / }).click();
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => clock(page)).toBe('0:05');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const before = await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
    await page.keyboard.press('Control+Space');
    await pauseShown(page);
    await page.keyboard.press('Control+Space');
    const after = await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
    expect(after).toBeLessThan(before);
  });

  it('seeks where the waveform is clicked and marks the playing segment', async () => {
    const { page } = tab;
    const waveform = page.getByTestId('waveform');
    const box = (await waveform.boundingBox())!;
    const duration = await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration);
    const row = page.locator('ol[aria-label=Segments] > li').nth(1);
    const target = Number(await row.getAttribute('data-start')) + 0.5;
    await waveform.click({ position: { x: (target / duration) * box.width, y: box.height / 2 } });
    await expect.poll(async () => Math.abs(seconds(await clock(page)) - target)).toBeLessThanOrEqual(1);
    await expect.poll(() => row.getAttribute('data-active')).toBe('true');
    await screenshot(page, 'player-waveform');
    await waveform.click({ position: { x: 1, y: box.height / 2 } });
    await expect.poll(() => clock(page)).toBe('0:00');
    await expect.poll(() => row.getAttribute('data-active')).toBeNull();
  });

  it('fits a phone: player with waveform and speed, help overlay', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    await phone.page.goto(path);
    await phone.page.getByTestId('waveform').waitFor();
    await screenshot(phone.page, 'player-waveform');
    await phone.page.getByRole('heading', { name: 'Playback tools' }).click();
    await phone.page.keyboard.press('?');
    await phone.page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await screenshot(phone.page, 'shortcuts-help');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
