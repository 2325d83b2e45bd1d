import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'Speaker 1', text: 'Welcome to the interview series.' },
  { speaker: 'Speaker 2', text: 'Thank you for having me.' },
];

/**
 * A WebHID stand-in for the page (no USB pedal in a test): one VEC pedal (05f3:00ff) already granted to the site,
 * which sends the input reports `window.pedalReport([...bytes])` gives it.
 */
function fakeWebHid() {
  const events = new EventTarget();
  const device = {
    vendorId: 0x05f3,
    productId: 0x00ff,
    productName: 'VEC USB Footpedal',
    opened: false,
    async open() {
      device.opened = true;
    },
    async close() {
      device.opened = false;
    },
    addEventListener: (type: string, listener: EventListener) => events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => events.removeEventListener(type, listener),
  };
  Object.defineProperty(navigator, 'hid', { value: { getDevices: async () => [device], requestDevice: async () => [device] } });
  (window as unknown as { pedalOpened: () => boolean }).pedalOpened = () => device.opened;
  (window as unknown as { pedalReport: (bytes: number[]) => void }).pedalReport = (bytes) =>
    events.dispatchEvent(Object.assign(new Event('inputreport'), { data: new DataView(new Uint8Array(bytes).buffer), reportId: 0, device }));
}

/** Sends a report once the page has opened the pedal (a report before that reaches no one, as with a real one). */
async function pedal(page: Page, bytes: number[]) {
  await page.waitForFunction(() => (window as unknown as { pedalOpened: () => boolean }).pedalOpened());
  await page.evaluate((report) => (window as unknown as { pedalReport: (b: number[]) => void }).pedalReport(report), bytes);
}
const clock = (page: Page) => page.getByTestId('current-time').textContent();
const audioTime = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

/** One product and browser for every size (a product and its first transcription are most of a file's time). */
const running = startedForTests();

/**
 * Issue 50, items 5 and 6, at a desktop's and a phone's size: shortcuts changed on the settings page and used in the
 * editor, the skip interval, the volume, a (fake) foot pedal playing while held and learned, a link to the playhead's
 * moment and a new segment at the playhead.
 */
describe.each([
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const)('pedals and keys on a %s', (size, viewport) => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    const wav = makeInterviewWav(`pedals_${size}.wav`);
    ({ id } = await seedTranscript(running.product.baseUrl, `Pedals on a ${size}`, wav, LINES));
    tab = await openPage(running.browser, running.product.baseUrl, viewport);
    await tab.context.addInitScript(fakeWebHid);
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.product.baseUrl });
  }, 180_000);

  const openTranscript = async (page: Page, query = '') => {
    await page.goto(`/transcript/${id}${query}`);
    await page.getByRole('textbox', { name: /^0:00 / }).first().waitFor();
    // The page is up (its waveform drawn): a menu opened before would be placed before its portal is there.
    await page.getByTestId('waveform').waitFor();
  };

  it('changes a shortcut and the skip interval on the settings page, refusing a key already taken; the editor uses both', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const skip = page.getByRole('spinbutton', { name: 'Skip interval' });
    await skip.fill('3');
    await skip.blur();
    const forward = page.getByRole('button', { name: /^Change the keys for Forward by the skip interval/ });
    await forward.click();
    await page.keyboard.press('Control+z');
    await page.getByText('Ctrl+Z is already "Undo". Change that one first.').waitFor();
    await page.keyboard.press('Alt+k');
    await page.getByText('"Forward by the skip interval" is now Alt+K.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `settings-${size}`);

    await openTranscript(page);
    await page.getByRole('textbox', { name: /^0:00 / }).click();
    await page.keyboard.press('Alt+k');
    await expect.poll(() => clock(page)).toBe('0:03');
    await page.keyboard.press('Alt+k');
    await expect.poll(() => clock(page)).toBe('0:06');
    // The old keys no longer skip; Back keeps its default, by the new interval.
    await page.keyboard.press('Control+ArrowRight');
    await page.keyboard.press('Control+ArrowLeft');
    await expect.poll(() => clock(page)).toBe('0:03');
    expect(tab.problems).toEqual([]);
  });

  it('sets the volume in the player and keeps it after a reload', async () => {
    const { page } = tab;
    await openTranscript(page);
    await page.getByRole('button', { name: 'Volume 100%' }).click();
    const slider = page.getByRole('slider', { name: 'Volume' });
    await slider.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.8);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `volume-${size}`);
    await openTranscript(page);
    await page.getByRole('button', { name: 'Volume 80%' }).waitFor();
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.8);
  });

  it('plays while the pedal is held, and its left and right skip by the interval', async () => {
    const { page } = tab;
    await openTranscript(page);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await pedal(page, [0x02]);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await pedal(page, [0x00]);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const stopped = await audioTime(page);
    await pedal(page, [0x04]);
    await pedal(page, [0x00]);
    await expect.poll(() => audioTime(page)).toBeCloseTo(stopped + 3, 1);
    await pedal(page, [0x01]);
    await pedal(page, [0x00]);
    await expect.poll(() => audioTime(page)).toBeCloseTo(stopped, 1);
    expect(tab.problems).toEqual([]);
  });

  it('learns a pedal’s buttons on the settings page and shows them held', async () => {
    const { page } = tab;
    await page.goto('/settings');
    await page.getByText('Pedals connect in Chromium-based browsers: Chrome and Edge.').waitFor();
    await page.getByRole('button', { name: 'Connect a pedal', exact: true }).click();
    await page.getByText('(VEC / Infinity IN-USB-2 (VEC USB Footpedal): from the table, not tested with the device)').waitFor();
    await page.getByRole('button', { name: 'Learn its buttons' }).click();
    // This pedal, as learned, has its buttons on bits 4, 5 and 6 of the second byte.
    for (const [button, mask] of [['left', 0x10], ['middle', 0x20], ['right', 0x40]] as const) {
      await page.getByText(`Press the ${button} pedal now.`).waitFor();
      await pedal(page, [0, mask]);
      await pedal(page, [0, 0]);
    }
    await page.getByText('Learned. Try the pedals below.').waitFor();
    await pedal(page, [0, 0x20]);
    await page.getByText('Middle plays while held: down').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `pedal-learned-${size}`);
    await pedal(page, [0, 0]);
    await page.getByText('Middle plays while held: up').waitFor();
    // The editor reads the pedal by what was learned.
    await openTranscript(page);
    await pedal(page, [0, 0x20]);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await pedal(page, [0, 0]);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  });

  it('copies a link to the playhead’s moment, which opens there', async () => {
    const { page } = tab;
    await openTranscript(page, '?t=4');
    await expect.poll(() => clock(page)).toBe('0:04');
    await page.getByRole('button', { name: 'This moment' }).click();
    await page.getByRole('menuitem', { name: /Copy a link to this moment/ }).click();
    await page.getByText('Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${running.product.baseUrl}/transcript/${id}?t=4`);
    // And from the keyboard, while typing.
    await page.getByRole('textbox', { name: /^0:00 / }).click();
    await page.keyboard.press('Control+Shift+L');
    await expect.poll(() => page.getByText('Link copied').count()).toBeGreaterThan(0);
    await page.goto(link.replace(running.product.baseUrl, ''));
    await expect.poll(() => clock(page)).toBe('0:04');
  });

  it('makes a new segment at the playhead from the player, and from the keys; says why not where it can’t', async () => {
    const { page } = tab;
    const words = async () =>
      (
        await graphql<{ transcript: { segments: Array<{ text: string; words: Array<{ text: string; start: number }> }> } }>(
          running.product.baseUrl,
          'query ($id: ID!) { transcript(id: $id) { segments { text words { text start } } } }',
          { id },
        )
      ).transcript.segments;
    const before = await words();
    const first = before[0];
    const third = first.words[2];
    await openTranscript(page, `?t=${third.start}`);
    await expect.poll(() => audioTime(page)).toBeCloseTo(third.start, 1);
    await page.getByRole('button', { name: 'This moment' }).click();
    await page.getByRole('menuitem', { name: /New segment at the playhead/ }).waitFor();
    await screenshot(page, `moment-menu-${size}`);
    await page.getByRole('menuitem', { name: /New segment at the playhead/ }).click();
    await expect.poll(async () => (await words()).length).toBe(before.length + 1);
    const after = await words();
    expect(after[0].text).toBe(first.text.slice(0, first.text.indexOf(third.text)).trim());
    expect(after[1].text.startsWith(third.text)).toBe(true);
    // At a segment's first word there is nothing to split off: the page says so.
    await openTranscript(page, `?t=${after[1].words[0].start}`);
    await expect.poll(() => audioTime(page)).toBeCloseTo(after[1].words[0].start, 1);
    await page.getByRole('textbox', { name: /^0:00 / }).first().click();
    await page.keyboard.press('Control+Alt+Enter');
    await page.getByText("Can't add a segment here").waitFor();
    await page.getByText(/the segment already starts there/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `new-segment-refused-${size}`);
    expect((await words()).length).toBe(before.length + 1);
  });
});
