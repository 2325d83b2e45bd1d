import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, waitUntilSettled } from './support/api.ts';
import { durationSeconds, ffmpeg } from './support/audio.ts';
import { launchBrowser, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const LIMIT_MB = 1;

/**
 * Issue 49, item 1: a video, and audio over the limit, have their audio taken in Chromium (WebCodecs) and only that
 * is uploaded, within the limit and as long as the original; Cancel during the conversion leaves nothing. The server
 * runs with a 1 MB limit so the files stay small.
 */
describe('video and files over the limit, converted in the browser', () => {
  let product: Product;
  let browser: Browser;
  let tab: WatchedPage;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-convert-'));
  // Real speech: the LibriVox clips one after another (about 25 s), as 44.1 kHz stereo so the browser downmixes and resamples.
  const speech = path.join(dir, 'speech.wav');
  const video = path.join(dir, 'Zoom call.mp4');
  const bigWav = path.join(dir, 'long_interview.wav');
  const longVideo = path.join(dir, 'all hands.mkv');
  const uploads: Request[] = [];

  beforeAll(async () => {
    const clips = fs.readdirSync(LIBRIVOX).filter((name) => name.endsWith('.wav')).sort().map((name) => path.join(LIBRIVOX, name));
    ffmpeg(...clips.flatMap((clip) => ['-i', clip]), '-filter_complex', `concat=n=${clips.length}:v=0:a=1`, '-ar', '44100', '-ac', '2', speech);
    ffmpeg('-f', 'lavfi', '-i', 'color=c=navy:s=320x240:r=15', '-i', speech, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '96k', video);
    fs.copyFileSync(speech, bigWav);
    // About 16 minutes of the same video (H.264 and AAC copied as they are): long enough to cancel midway, and short
    // enough to fit 1 MB at Opus's lowest bitrates.
    ffmpeg('-stream_loop', '39', '-i', video, '-c', 'copy', longVideo);
    [product, browser] = await Promise.all([startProduct({ env: { TAPESCRIPT_MAX_UPLOAD_MB: String(LIMIT_MB) } }), launchBrowser()]);
    tab = await openPage(browser, product.baseUrl);
    tab.page.on('request', (request) => {
      if (request.method() === 'POST' && (request.headers()['content-type'] ?? '').startsWith('multipart/form-data')) uploads.push(request);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Picks the file, converts and uploads it, and checks what the server stored against the original. */
  async function convertAndUpload(file: string, offer: string): Promise<void> {
    const { page } = tab;
    await page.goto('/');
    await serverLimitShown();
    await page.getByLabel('Audio file').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    expect(await dialog.getByTestId('conversion-offer').textContent()).toContain(offer);
    const sent = uploads.length;
    await dialog.getByRole('button', { name: 'Convert and upload' }).click();
    await page.waitForURL(/\/transcript\/\w+$/, { timeout: 60_000 });
    expect(uploads.length).toBe(sent + 1);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await waitUntilSettled(product.baseUrl, id, 120_000)).toBe('READY');
    const stored = path.join(dir, `${id}.ogg`);
    const response = await fetch(`${product.baseUrl}/media/${id}`);
    expect(response.headers.get('content-type')).toBe('audio/ogg');
    fs.writeFileSync(stored, Buffer.from(await response.arrayBuffer()));
    expect(fs.statSync(stored).size).toBeLessThanOrEqual(LIMIT_MB * 1024 * 1024);
    expect(Math.abs(durationSeconds(stored) - durationSeconds(speech))).toBeLessThan(0.5);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,channels', '-of', 'csv=p=0', stored]).toString().trim();
    expect(probe).toBe('opus,1');
    const { transcript } = await graphql<{ transcript: { segments: Array<{ text: string }> } }>(product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { segments { text } } }', { id });
    expect(transcript.segments.map((segment) => segment.text).join(' ')).toMatch(/\w+ \w+ \w+/);
    expect(tab.problems).toEqual([]);
  }

  it('takes the audio of a video and uploads only that', async () => {
    await convertAndUpload(video, 'Zoom call.mp4 is a video: its audio (25 s) is taken here in your browser and uploaded as Ogg Opus at 32 kbit/s');
  });

  it('takes the audio of a file over the limit', async () => {
    expect(fs.statSync(bigWav).size).toBeGreaterThan(LIMIT_MB * 1024 * 1024);
    await convertAndUpload(bigWav, 'long_interview.wav is 4 MB, over the 1 MB limit');
  });

  it('shows the progress and the time left, and Cancel leaves nothing: no upload, no transcript', async () => {
    const { page } = tab;
    await page.goto('/');
    await serverLimitShown();
    const before = await transcriptCount();
    const sent = uploads.length;
    await page.getByLabel('Audio file').setInputFiles(longVideo);
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    await dialog.getByRole('button', { name: 'Convert and upload' }).click();
    expect(await dialog.getByTestId('conversion-offer').textContent()).toContain('at 8 kbit/s, about 1.0 MB');
    await dialog.getByText(/Converting in your browser: \d+ %, about .* left/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'browser-conversion');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Long enough for a conversion that was not really stopped to finish and upload.
    await page.waitForTimeout(3000);
    expect(uploads.length).toBe(sent);
    expect(await transcriptCount()).toBe(before);
    expect(page.url()).toBe(`${product.baseUrl}/`);
    expect(tab.problems).toEqual([]);
  });

  it('refuses a file that is not media with the rejected message and why', async () => {
    const { page } = tab;
    const fake = path.join(dir, 'not a video.mp4');
    fs.writeFileSync(fake, Buffer.alloc(4096, 7));
    await page.goto('/');
    await page.getByLabel('Audio file').setInputFiles(fake);
    await page.getByText('File type not supported or too large').waitFor();
    expect(await page.getByTestId('dropzone-notice').textContent()).toBe('not a video.mp4 cannot be converted: it is not an audio or video file this browser can read.');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  /** The plan is made against the server's limit, which the page shows once it has it. */
  const serverLimitShown = () => tab.page.getByText(`up to ${LIMIT_MB} MB`).waitFor();

  async function transcriptCount(): Promise<number> {
    const { transcripts } = await graphql<{ transcripts: { items: unknown[] } }>(product.baseUrl, '{ transcripts(perPage: 100) { items { id } } }');
    return transcripts.items.length;
  }
});
