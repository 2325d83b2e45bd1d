import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { openPage, PHONE, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { FIRST_OWNER, makeFirstOwnerInBrowser, signIn, signedInPage } from './support/team.ts';

const LINES = [
  {
    speaker: 'Host',
    text:
      'Welcome to the farm, the oldest farm in the valley. Today we talk with Ada about the years after the war, ' +
      'the first cows her father bought, the winter the river froze over and the school she walked to every morning. ' +
      'She kept the letters her brother sent from the city, and she brought three of them to read to us.',
  },
  { speaker: 'Ada', text: 'My father bought the farm in 1962.' },
];

const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const;

/** One product and browser for both sizes (a product and its first transcription are most of a file's time). */
const running = startedForTests();
const transcriptIds = new Map<string, string>();

beforeAll(async () => {
  // Both sizes' transcripts, seeded before the first owner is made: from then on the API asks who calls.
  for (const [size] of SIZES) {
    const { id } = await seedTranscript(running.product.baseUrl, `An interview on the farm, recorded at the kitchen table (${size})`, makeInterviewWav(`desk_edges_${size}.wav`), LINES);
    transcriptIds.set(size, id);
  }
}, 300_000);

/**
 * The transcriber's desk, its last rough edges (issue 50, item 7), at a desktop's and a phone's size: the transcript
 * page's first screen shows text; Find marks every match and goes to the first as one types; owners see pending
 * invitations and revoke one, and the invitation page says which email it is for, or that it no longer works.
 */
describe.each(SIZES)('the desk’s edges on a %s', (size, viewport) => {
  let owner: WatchedPage;
  let id = '';

  beforeAll(async () => {
    id = transcriptIds.get(size)!;
    // Team mode: the first owner, on the first-run page with the setup code from the server's log, at the first
    // size; signed in at the next.
    owner =
      size === SIZES[0][0]
        ? await makeFirstOwnerInBrowser(running.browser, running.product, viewport)
        : await signedInPage(running.browser, running.product, await signIn(running.product, FIRST_OWNER), viewport);
  }, 180_000);

  it('the transcript page’s first screen shows the first segment’s text, not only the title and tools', async () => {
    const { page } = owner;
    await page.goto(`/transcript/${id}`);
    const first = page.getByRole('textbox', { name: /^\d+:\d\d / }).first();
    await first.waitFor();
    // Measured once the page is whole: the player at its full height with its waveform, the signed-in name in.
    await page.getByTestId('waveform').waitFor();
    await page.getByTestId('presence').getByText('You: ').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the first segment ends within the first screen').toBeLessThanOrEqual(viewport.height);
    // Nothing sticky (the player at the bottom, the status) covers it: its first and last lines are the text box itself.
    const seen = (y: number) => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + box.width / 2, y });
    expect(await seen(box.y + 4)).toBe('TEXTAREA');
    expect(await seen(box.y + box.height - 4), 'the last line of the first segment is not under the player').toBe('TEXTAREA');
    // And more than one segment: the header leaves room for reading on (it took 60% of a phone's screen).
    const next = (await page.getByRole('textbox', { name: /^\d+:\d\d / }).nth(1).boundingBox())!;
    expect(await seen(next.y + 4), 'the second segment begins on the first screen').toBe('TEXTAREA');
    expect(await first.inputValue()).toBe(LINES[0].text);
    await screenshot(page, `desk-first-screen-${size}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('Find marks every match and goes to the first as one types; Enter and Shift+Enter step on', async () => {
    const { page } = owner;
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().click();
    await page.keyboard.press('Control+f');
    const bar = page.getByRole('search', { name: 'Find and replace' });
    const field = bar.getByRole('textbox', { name: 'Find' });
    await field.pressSequentially('farm', { delay: 40 });
    // No Enter: the first match is current, and every other one is marked.
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('1 of 3');
    const marked = (kind: string) => page.locator(`[data-mark~="${kind}"]`).allTextContents();
    expect(await marked('match-current')).toEqual(['farm']);
    expect(await marked('match-other')).toEqual(['farm', 'farm']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Find');
    await screenshot(page, `desk-find-as-one-types-${size}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await field.press('Enter');
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('2 of 3');
    await field.press('Shift+Enter');
    await expect.poll(() => bar.getByTestId('find-count').textContent()).toBe('1 of 3');
    await bar.getByRole('button', { name: 'Close find and replace' }).click();
  });

  it('owners see a pending invitation and revoke it; its page names its email, then says it is no longer valid', async () => {
    const { page } = owner;
    const email = `ada-${size}@example.org`;
    await page.goto('/people');
    await page.getByRole('textbox', { name: /Invite by email/ }).fill(email);
    await page.getByRole('combobox', { name: 'Role of the invited person' }).selectOption('EDITOR');
    await page.getByRole('button', { name: 'Make invitation link' }).click();
    const url = await page.getByRole('group', { name: `Invitation for ${email}` }).getByRole('textbox').inputValue();
    const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email });
    await pending.getByText(`Invited by ${FIRST_OWNER.name},`, { exact: false }).waitFor();
    expect(await pending.textContent()).toContain(`${email} · Editor`);
    await screenshot(page, `desk-pending-invitations-${size}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The invited person, in a browser of their own.
    const invited = await openPage(running.browser, running.product.baseUrl, viewport);
    await invited.page.goto(url.replace(running.product.baseUrl, ''));
    await invited.page.getByText(`This invitation is for ${email}, as an editor.`).waitFor();
    await screenshot(invited.page, `desk-invitation-names-email-${size}`);
    expect(await seriousA11yViolations(invited.page)).toEqual([]);

    await pending.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation of ${email}?` });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(/None: everyone invited/).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Audit log' }).textContent()).toContain(`revoked the invitation of ${email}`);

    await invited.page.reload();
    await invited.page.getByRole('heading', { name: 'This invitation is no longer valid' }).waitFor();
    await invited.page.getByText(/it was revoked/).waitFor();
    expect(await invited.page.getByRole('button', { name: 'Make my account' }).count()).toBe(0);
    await screenshot(invited.page, `desk-invitation-revoked-${size}`);
    expect(await seriousA11yViolations(invited.page)).toEqual([]);
    expect(invited.problems).toEqual([]);
    await invited.context.close();
  });
});
