import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../server/transcription/testing/redis-server.ts';
import { StoreClient } from '../server/store/client.ts';
import { startEmbeddedPocketBase, type EmbeddedPocketBase } from '../server/store/pocketbase-process.ts';
import type { MetaRecord } from '../server/store/transcript-records.ts';
import { TranscriptsRepo } from '../server/store/transcripts-repo.ts';
import { segmentsOf } from './support/api.ts';
import { DESKTOP, launchBrowser, openPage, type WatchedPage } from './support/browser.ts';
import { startProduct, type Product } from './support/product.ts';

/**
 * Past one server, in the browser: two server processes on one PocketBase and one Redis (TAPESCRIPT_QUEUE_URL), a
 * browser on each. An edit on one server appears live on the other, and so does who is here. Run once for the suite.
 */
let redis: TestRedis;
let pocketbase: EmbeddedPocketBase;
let storeDir = '';
const servers: Product[] = [];
let browser: Browser;
let id = '';
const pages: WatchedPage[] = [];

beforeAll(async () => {
  storeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-e2e-store-'));
  [redis, pocketbase, browser] = await Promise.all([startRedis(), startEmbeddedPocketBase(storeDir, () => undefined), launchBrowser()]);
  const env = {
    TAPESCRIPT_QUEUE_URL: redis.url,
    POCKETBASE_URL: pocketbase.url,
    POCKETBASE_SUPERUSER_EMAIL: pocketbase.email,
    POCKETBASE_SUPERUSER_PASSWORD: pocketbase.password,
  };
  servers.push(...(await Promise.all([startProduct({ env }), startProduct({ env })])));
  // A transcribed interview, written straight into the store (transcription is not what this test is about).
  const store = new StoreClient(pocketbase);
  const meta = await store.call((pb) => pb.collection('transcript_meta').create<MetaRecord>({ title: 'Across two servers', file_type: 'audio', status: 'transcribing', duration: 20 }));
  const segments = [
    { speaker: 'Speaker 1', text: 'Welcome to the interview series.', start: 0, end: 4 },
    { speaker: 'Speaker 2', text: 'Thank you for having me.', start: 4, end: 8 },
  ];
  await new TranscriptsRepo(store).appendVersion({ transcriptId: meta.id, base: '', segments, source: 'upload', requireStatus: 'transcribing', transcriptFields: { status: 'ready' } });
  id = meta.id;
  for (const [index, name] of ['Ann', 'Ben'].entries()) {
    const tab = await openPage(browser, servers[index].baseUrl, DESKTOP);
    await tab.context.addInitScript((shown) => localStorage.setItem('tapescript.displayName', shown), name);
    await tab.page.goto(`/transcript/${id}`);
    await tab.page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(1).waitFor();
    pages.push(tab);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.stop();
  await pocketbase?.stop();
  await redis?.stop();
  await fs.rm(storeDir, { recursive: true, force: true });
});

it('an edit on server A shows on server B at once, and presence crosses', async () => {
  const [ann, ben] = pages;
  const box = (tab: WatchedPage, index: number) => tab.page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(index);
  // Who is here crosses the servers: each sees the other. Only a page's open stream can tell it so, and the edit is
  // typed once both streams are open (a page whose stream is still opening would miss it).
  await ben.page.getByRole('group', { name: 'Also here: Ann' }).waitFor();
  await ann.page.getByRole('group', { name: 'Also here: Ben' }).waitFor();
  await box(ann, 0).fill('Welcome back to the interview series.');
  await ann.page.getByTestId('save-status').getByText('Saved', { exact: true }).waitFor();
  await expect.poll(() => box(ben, 0).inputValue()).toBe('Welcome back to the interview series.');
  await ben.page.getByTestId('edited-by').getByText('Edited by Ann').waitFor();
  expect((await segmentsOf(servers[1].baseUrl, id))[0].text).toBe('Welcome back to the interview series.');
  // Ann's place in the text.
  await box(ann, 1).focus();
  await ben.page.locator('li[data-index="1"]').getByTestId('presence-marker').getByText('Ann').waitFor();
  for (const tab of pages) expect(tab.problems).toEqual([]);
});
