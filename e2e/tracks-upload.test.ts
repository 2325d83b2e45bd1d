import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allisonPrompts } from '../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../scripts/fixtures/librivox.ts';
import { graphql, waitUntilSettled } from './support/api.ts';
import { durationSeconds, ffmpeg } from './support/audio.ts';
import { launchBrowser, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

const words = (text: string) => text.toLowerCase().replace(/[^a-z' ]/g, ' ').split(/\s+/).filter((word) => word.length > 3);

interface Stored {
  transcript: { origin: { kind: string; tracks: Array<{ speaker: string; fileName: string | null }> }; segments: Array<{ speaker: string | null; text: string }> };
}

/**
 * Issue 49, item 2: two files recorded together, one per person, dropped on the upload page together and said to be
 * one recording's tracks, become one transcript where each track's words carry its speaker. Real voices: a LibriVox
 * reader (16 kHz) on one track, Allison's Asterisk prompts (8 kHz) on the other, taking turns with silence between.
 */
describe('one track per speaker, in the browser', () => {
  let product: Product;
  let browser: Browser;
  let tab: WatchedPage;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-tracks-'));
  const reader = path.join(dir, 'reader_mic.wav');
  const host = path.join(dir, 'Allison.wav');
  let readerText = '';
  let hostText = '';

  beforeAll(async () => {
    const [clip] = await librivoxClips();
    const [prompt] = await allisonPrompts();
    readerText = clip.reference;
    hostText = prompt.text;
    // The host speaks first; the reader answers once she is done. Each track is silent while the other speaks.
    const hostSeconds = durationSeconds(prompt.path);
    ffmpeg('-i', prompt.path, '-af', 'apad=pad_dur=8', host);
    ffmpeg('-i', clip.path, '-af', `adelay=${Math.ceil((hostSeconds + 1) * 1000)},apad=pad_dur=1`, reader);
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    tab = await openPage(browser, product.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('two tracks dropped together become one transcript with the right speakers', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByLabel('Audio file').setInputFiles([host, reader]);
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.getByText('These are separate tracks of one recording').click();
    await dialog.getByLabel('Speaker on Allison.wav').fill('Allison');
    await dialog.getByLabel('Speaker on reader_mic.wav').fill('Reader');
    await screenshot(page, 'upload-tracks');
    await dialog.getByLabel('Title').fill('Two tracks');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(/\/transcript\/\w+$/, { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await waitUntilSettled(product.baseUrl, id, 150_000)).toBe('READY');

    const { transcript } = await graphql<Stored>(
      product.baseUrl,
      'query ($id: ID!) { transcript(id: $id) { origin { kind tracks { speaker fileName } } segments { speaker text } } }',
      { id },
    );
    expect(transcript.origin).toEqual({ kind: 'TRACKS', tracks: [{ speaker: 'Allison', fileName: 'Allison.wav' }, { speaker: 'Reader', fileName: 'reader_mic.wav' }] });
    const said = (speaker: string) => words(transcript.segments.filter((segment) => segment.speaker === speaker).map((segment) => segment.text).join(' '));
    expect(new Set(transcript.segments.map((segment) => segment.speaker))).toEqual(new Set(['Allison', 'Reader']));
    // Most of each speaker's longer words are heard, and none is given to the other.
    const heard = (speaker: string, reference: string) => words(reference).filter((word) => said(speaker).includes(word)).length / words(reference).length;
    expect(heard('Allison', hostText)).toBeGreaterThan(0.6);
    expect(heard('Reader', readerText)).toBeGreaterThan(0.6);
    expect(heard('Allison', readerText)).toBeLessThan(0.2);
    expect(heard('Reader', hostText)).toBeLessThan(0.2);
    await page.getByText('Allison', { exact: true }).first().waitFor();
    await screenshot(page, 'transcript-from-tracks');
    expect(tab.problems).toEqual([]);
  });
});
