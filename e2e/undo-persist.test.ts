import { beforeAll, describe, expect, it } from 'vitest';
import { segmentsOf, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'Ada', text: 'Welcome to the interview series.' },
  { speaker: 'Ben', text: 'Thank you for having me.' },
];

/** How many undo records this browser keeps (lib/undo-storage.ts), read from its IndexedDB. */
const keptRecords = () =>
  new Promise<number>((resolve) => {
    const open = indexedDB.open('tapescript-undo');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('stacks')) return resolve(0);
      const count = database.transaction('stacks').objectStore('stacks').count();
      count.onsuccess = () => {
        database.close();
        resolve(count.result);
      };
    };
  });

/** Undo survives a reload (issue 50, item 2): the edit made before it is what Ctrl+Z takes back, and saves. */
describe('undo after a reload', () => {
  const running = startedForTests();
  let wav = '';

  beforeAll(async () => {
    wav = makeInterviewWav('undo_persist.wav');
  }, 180_000);

  it.each([
    ['desktop', { width: 1366, height: 768 }],
    ['phone', PHONE],
  ] as const)('on a %s: edit, reload, Ctrl+Z brings the old text back and saves it', async (size, viewport) => {
    const { id } = await seedTranscript(running.product.baseUrl, `Undo after a reload on a ${size}`, wav, LINES);
    const { page } = await openPage(running.browser, running.product.baseUrl, viewport);
    const box = page.getByRole('textbox', { name: /^\d+:\d\d Ben$/ });
    const saved = () => page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 });
    await page.goto(`/transcript/${id}`);
    await box.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' It is a pleasure.');
    await saved();
    await expect.poll(() => page.evaluate(keptRecords)).toBe(1);

    await page.reload();
    await expect.poll(() => box.inputValue()).toBe('Thank you for having me. It is a pleasure.');
    await expect.poll(() => page.getByRole('button', { name: /^Undo/ }).first().isEnabled()).toBe(true);
    await box.click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => box.inputValue()).toBe('Thank you for having me.');
    await saved();
    await expect.poll(async () => (await segmentsOf(running.product.baseUrl, id))[1].text).toBe('Thank you for having me.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `undo-after-reload-${size}`);
    await page.close();
  });
});
