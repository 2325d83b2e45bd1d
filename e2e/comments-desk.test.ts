import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, PHONE, openPage, screenshot, selectInBox, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { makeFirstOwner } from './support/team.ts';

// Two turns of Ada in a row: the reading page names her once for both.
const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series on farming.' },
  { speaker: 'Ada', text: 'Thank you for having me on the farm today.' },
  { speaker: 'Ada', text: 'My father bought the first cows in 1962.' },
];

/** Selects `words` in the reading page's paragraph that holds them (a drag over the words). */
async function selectOnPage(page: Page, words: string) {
  await page.evaluate((words) => {
    const spans = [...document.querySelectorAll<HTMLElement>('[data-word]')];
    const list = words.split(' ');
    const first = spans.findIndex((span, i) => list.every((word, k) => spans[i + k]?.textContent === word));
    const range = document.createRange();
    range.setStart(spans[first].firstChild!, 0);
    range.setEnd(spans[first + list.length - 1].firstChild!, list[list.length - 1].length);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, words);
}

/** Where a thread sits against its paragraph: beside it (desktop, from 1024 px) or under it (phone). */
async function placeOf(thread: Locator, paragraph: Locator): Promise<'beside' | 'under'> {
  const [a, b] = [await thread.boundingBox(), await paragraph.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  if (a.x >= b.x + b.width && a.y < b.y + b.height) return 'beside';
  if (a.y >= b.y + b.height - 1) return 'under';
  throw new Error(`thread at ${JSON.stringify(a)}, paragraph at ${JSON.stringify(b)}`);
}

/**
 * One product and browser for the file (a product and its first transcription are most of a file's time): both sizes,
 * then the viewer's block, last since it turns the product to team mode.
 */
const running = startedForTests();

/**
 * Comments from the transcriber's desk (issue 50, item 1), at a laptop's size and a phone's: select words, "Comment"
 * in the segment's toolbar (or Ctrl+Alt+M), write, and the thread sits beside the paragraph (under it on a phone),
 * the words marked and the toolbar counting it. The reading page of a review link: comments the same way, a player
 * that stays in view, the speaker once per turn, and Approve asks first.
 */
describe.each([
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const)('comments on a %s', (size, viewport) => {
  let tab: WatchedPage;
  let id = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, `Comments on a ${size}`, makeInterviewWav(`comments_${size}.wav`), LINES));
    tab = await openPage(running.browser, running.product.baseUrl, viewport);
  }, 180_000);

  it('an editor selects words, presses Comment, and the thread sits by the paragraph with the words marked and counted', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    const row = page.locator('li[data-segment-id]').nth(1);
    const box = row.getByRole('textbox', { name: /Ada$/ });
    await box.waitFor();
    await selectInBox(box, 'having me');
    await row.getByRole('button', { name: 'Comment', exact: true }).click();
    const composer = row.getByRole('textbox', { name: 'Comment' });
    await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
    await row.getByText('“having me”').waitFor();
    await composer.fill('Was it “having me” or “having us”?');
    await row.getByRole('button', { name: 'Comment', exact: true }).last().click();
    const thread = row.getByRole('article', { name: /^Comment by / });
    await thread.getByText('Was it “having me” or “having us”?').waitFor();
    // Sent: the focus is back in the text.
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await placeOf(thread, box)).toBe(size === 'desktop' ? 'beside' : 'under');
    expect((await row.locator('[data-mark~="comment"]').allTextContents()).join('')).toBe('having me');
    const count = row.getByTestId('comment-count');
    expect(await count.innerText()).toMatch(/1/);
    expect(await count.textContent()).toContain('1 open comment');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `comments-editor-${size}`);
    // Resolved: no longer counted nor marked; folded away, to read or reopen.
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => count.count()).toBe(0);
    expect(await row.locator('[data-mark~="comment"]').count()).toBe(0);
    await row.getByRole('button', { name: '1 resolved' }).click();
    await thread.getByRole('button', { name: 'Reopen' }).waitFor();
    await row.getByRole('button', { name: 'Hide resolved' }).click();
    await expect.poll(() => thread.count()).toBe(0);
  });

  it('Ctrl+Alt+M in a segment’s text opens the composer on the selected words; Esc gives it up; the keyboard alone sends one', async () => {
    const { page } = tab;
    const row = page.locator('li[data-segment-id]').nth(2);
    const box = row.getByRole('textbox', { name: /Ada$/ });
    await selectInBox(box, 'first cows');
    await page.keyboard.press('Control+Alt+M');
    const composer = row.getByRole('textbox', { name: 'Comment' });
    await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
    await row.getByText('“first cows”').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => composer.count()).toBe(0);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    // And with the keyboard alone to the end: write, Tab past Cancel to Comment, Enter.
    await page.keyboard.press('Control+Alt+M');
    await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Which year was it?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await row.getByRole('article', { name: /^Comment by / }).getByText('Which year was it?').waitFor();
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the reading page: the player stays in view, the speaker once per turn, comments beside the paragraph, Approve asks', async () => {
    const made = await graphql<{ createReviewLink: { url: string } }>(
      running.product.baseUrl,
      'mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: COMMENT, reviewerName: "Ada Lovelace") { url } }',
      { id },
    );
    const reviewer = await openPage(running.browser, running.product.baseUrl, viewport);
    const { page } = reviewer;
    await page.goto(new URL(made.createReviewLink.url).pathname);
    // Local mode: the page reads as the team's (a link's own permissions are walked in review-links.test.ts).
    await page.getByRole('heading', { name: `Comments on a ${size}` }).waitFor();
    // Ada speaks twice in a row: her name shows once.
    expect(await page.getByText('Ada', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Host', { exact: true }).count()).toBe(1);

    // Comments the same way: select words, Comment beside their paragraph.
    // Ada's first paragraph: its one thread (the editor's) is resolved, so this is its only open one.
    await selectOnPage(page, 'the farm');
    const paragraph = page.locator('[data-segment-id]').nth(1);
    await paragraph.getByRole('button', { name: /^Comment on the paragraph/ }).click();
    await paragraph.getByText('“the farm”').waitFor();
    await paragraph.getByRole('textbox', { name: 'Comment' }).fill('Which farm?');
    await paragraph.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = paragraph.getByRole('article', { name: /^Comment by / });
    await thread.getByText('Which farm?').waitFor();
    const text = paragraph.getByText(/Thank you for having/);
    expect(await placeOf(thread, text)).toBe(size === 'desktop' ? 'beside' : 'under');
    expect(await paragraph.locator('mark[data-word]').allTextContents()).toEqual(['the', 'farm']);
    expect(await paragraph.getByTestId('comment-count').textContent()).toContain('1 open comment');

    // The player stays at the top while the page scrolls (a short window, so that three paragraphs scroll).
    await page.setViewportSize({ width: viewport.width, height: 360 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const player = await page.getByTestId('review-player').boundingBox();
    expect(player && player.y).toBeGreaterThanOrEqual(0);
    expect(player && player.y).toBeLessThan(2);
    await screenshot(page, `comments-review-scrolled-${size}`);
    await page.setViewportSize(viewport);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `comments-review-${size}`);

    // Approve asks first: Cancel approves nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Approve this transcript' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve this transcript?' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `comments-review-approve-${size}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const approval = async () =>
      (await graphql<{ transcript: { approval: unknown } }>(running.product.baseUrl, 'query ($id: ID!) { transcript(id: $id) { approval { approvedAt } } }', { id })).transcript.approval;
    expect(await approval()).toBeNull();
    await page.getByRole('button', { name: 'Approve this transcript' }).click();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(/^Approved /).first().waitFor();
    expect(await approval()).not.toBeNull();
    await reviewer.context.close();
  });
});

/** Team mode: a viewer's transcript page only reads, and comments from it as an editor does. */
describe('a viewer comments', () => {
  let id = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Read and comment', makeInterviewWav('comments_viewer.wav'), LINES));
    await makeFirstOwner(running.product);
    // The viewer, made as an operator does (npm run users), on the running server's data.
    execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/auth/users-main.ts', 'add', '--role', 'viewer', '--name', 'Vic Viewer', 'vic@example.org'], {
      input: 'vic’s long passphrase\n',
      env: { ...process.env, TAPESCRIPT_DATA_DIR: running.product.dataDir },
    });
  }, 180_000);

  it('selects words on the read-only page, presses Comment, and the thread is theirs', async () => {
    const viewer = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    const { page } = viewer;
    await page.goto(`/transcript/${id}`);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByLabel(/^Email/).fill('vic@example.org');
    await page.getByLabel(/^Password/).fill('vic’s long passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/transcript/${id}`);
    await page.getByText('You: Vic Viewer').waitFor();
    const row = page.locator('li[data-segment-id]').first();
    const box = row.getByRole('textbox', { name: /Host$/ });
    expect(await box.getAttribute('readonly')).not.toBeNull();
    await selectInBox(box, 'interview series');
    // Only reads: no editing tools, but Comment.
    expect(await row.getByRole('button', { name: 'Delete segment' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Comment', exact: true }).click();
    await row.getByRole('textbox', { name: 'Comment' }).fill('Which series was this?');
    await row.getByRole('button', { name: 'Comment', exact: true }).last().click();
    const thread = row.getByRole('article', { name: 'Comment by Vic Viewer' });
    await thread.getByText('Which series was this?').waitFor();
    expect(await placeOf(thread, box)).toBe('beside');
    // One piece or several (a word the recognizer was unsure of is a piece of its own).
    expect((await row.locator('[data-mark~="comment"]').allTextContents()).join('')).toBe('interview series');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'comments-viewer-desktop');
  });
});
