import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allisonPrompts } from '../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../scripts/fixtures/librivox.ts';
import { graphql, waitUntilSettled } from './support/api.ts';
import { durationSeconds, ffmpeg } from './support/audio.ts';
import { openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

interface Stored {
  transcript: { origin: { kind: string; transcriptFileName: string | null }; segments: Array<{ speaker: string; text: string; start: number }> };
}

/**
 * Issue 53, item 5: a recording uploaded in the browser with its transcript made elsewhere (a .txt of "Speaker: text"
 * turns): the text comes back as written with its speakers, timed to the audio, and plays in sync. Real voices:
 * Allison's Asterisk prompt, then, after a pause, a LibriVox reader.
 */
describe('importing a transcript with its audio, in the browser', () => {
  const running = startedForTests();
  let tab: WatchedPage;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-imports-'));
  const audio = path.join(dir, 'call.wav');
  const transcriptFile = path.join(dir, 'call.txt');
  let turns: { speaker: string; text: string }[] = [];
  let readerStart = 0;

  beforeAll(async () => {
    const [clip] = await librivoxClips();
    const [prompt] = await allisonPrompts();
    readerStart = durationSeconds(prompt.path) + 2;
    ffmpeg('-i', prompt.path, '-i', clip.path, '-filter_complex', `[0:a]aresample=16000,apad=pad_dur=2[a];[1:a]aresample=16000[b];[a][b]concat=n=2:v=0:a=1`, '-ac', '1', audio);
    turns = [
      { speaker: 'Allison', text: prompt.text.replace(/\s+/g, ' ') },
      { speaker: 'Reader', text: clip.reference },
    ];
    fs.writeFileSync(transcriptFile, turns.map((turn) => `${turn.speaker}: ${turn.text}`).join('\n\n'));
    tab = await openPage(running.browser, running.product.baseUrl);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the text as written with its speakers, timed to the audio, and the active segment follows playback', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByLabel('Audio file').setInputFiles(audio);
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.getByLabel('Transcript (optional)').setInputFiles(transcriptFile);
    await dialog.getByLabel('Title').fill('Imported call');
    await screenshot(page, 'upload-with-transcript');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(/\/transcript\/\w+$/, { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await waitUntilSettled(running.product.baseUrl, id, 150_000)).toBe('READY');

    const { transcript } = await graphql<Stored>(
      running.product.baseUrl,
      'query ($id: ID!) { transcript(id: $id) { origin { kind transcriptFileName } segments { speaker text start } } }',
      { id },
    );
    expect(transcript.origin).toEqual({ kind: 'UPLOAD', transcriptFileName: 'call.txt' });
    expect(transcript.segments.map(({ speaker, text }) => ({ speaker, text }))).toEqual(turns);
    // The reader's turn starts where he starts speaking, not where the file put it (it has no times).
    expect(Math.abs(transcript.segments[1].start - readerStart)).toBeLessThan(1);

    await page.reload();
    const rows = page.locator('ol[aria-label=Segments] > li');
    await rows.nth(1).waitFor({ timeout: 30_000 });
    await rows.nth(0).click();
    await expect.poll(() => rows.nth(0).getAttribute('data-active')).toBe('true');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => rows.nth(1).getAttribute('data-active'), { timeout: 20_000 }).toBe('true');
    expect(await rows.nth(0).getAttribute('data-active')).toBeNull();
    await page.getByRole('button', { name: 'Pause' }).click();
    await screenshot(page, 'imported-transcript');
  });
});
