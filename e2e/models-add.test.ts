import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelsDir } from '../server/editor-service/models/location.ts';
import { startStandInHub, type StandInHub } from '../server/editor-service/models/testing/stand-in-hub.ts';
import { JFK_MP3 } from './support/audio.ts';
import { dropFile, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

/**
 * Issue 55: a model added with `npm run models -- add` (from a stand-in for the model hub on 127.0.0.1, serving the
 * base model's real files under its real repository) to a server that runs with tiny.en alone is offered in the
 * upload dialog without a restart, transcribes, and names itself in the transcript's header.
 */
const models = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-models-'));
fs.symlinkSync(path.join(modelsDir(), 'whisper-tiny.en'), path.join(models, 'whisper-tiny.en'));

describe('a model added while the server runs', () => {
  const running = startedForTests({ env: { TAPESCRIPT_MODELS_DIR: models, TRANSCRIBE_MODEL: 'tiny.en' } });
  let hub: StandInHub;
  let tab: WatchedPage;

  beforeAll(async () => {
    hub = await startStandInHub();
    tab = await openPage(running.browser, running.product.baseUrl);
  });
  afterAll(async () => {
    await hub?.close();
    fs.rmSync(models, { recursive: true, force: true });
  });

  const modelChoices = async () => {
    const { page } = tab;
    await page.goto('/');
    await dropFile(page, '[data-testid=dropzone]', { name: 'jfk.mp3', mimeType: 'audio/mpeg', bytes: fs.readFileSync(JFK_MP3) });
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    const select = dialog.getByRole('combobox', { name: 'Model' });
    await select.waitFor();
    return { dialog, select, labels: (await select.locator('option').allTextContents()).slice(1) };
  };

  it('offers only tiny.en at first; after `npm run models -- add base` it offers base, which transcribes', async () => {
    const before = await modelChoices();
    expect(before.labels.filter((label) => label.startsWith('Whisper'))).toEqual([expect.stringMatching(/^Whisper tiny\.en\b/)]);

    const added = await promisify(execFile)('npm', ['run', '--silent', 'models', '--', 'add', 'base'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, TAPESCRIPT_MODELS_DIR: models, TAPESCRIPT_MODEL_HUB_URL: hub.url },
      timeout: 120_000,
    });
    expect(added.stdout).toMatch(/base/);
    expect(fs.existsSync(path.join(models, 'whisper-base', 'model.bin'))).toBe(true);

    const after = await modelChoices();
    expect(after.labels.filter((label) => label.startsWith('Whisper'))).toEqual([expect.stringMatching(/^Whisper base\b/), expect.stringMatching(/^Whisper tiny\.en\b/)]);
    await after.select.selectOption({ label: after.labels.find((label) => label.startsWith('Whisper base'))! });
    await screenshot(tab.page, 'model-added');
    await after.dialog.getByRole('button', { name: 'Upload' }).click();
    await tab.page.waitForURL(/\/transcript\/\w+$/);
    const first = tab.page.getByRole('textbox', { name: /^0:00 / });
    await first.waitFor({ timeout: 120_000 });
    expect(await tab.page.getByTestId('transcribed-with').textContent()).toBe('Whisper base · English');
    expect(await first.inputValue()).toMatch(/Americans/);
    expect(tab.problems).toEqual([]);
  }, 300_000);
});
