import { beforeAll, describe, expect, it } from 'vitest';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { DESKTOP, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { makeFirstOwner, signedInPage } from './support/team.ts';

const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series.' },
  { speaker: 'Ada', text: 'My father bought the first cows in 1962.' },
];

/**
 * An interviewee's review, from the link to the approval: an editor makes a review link in the transcript's menu; the
 * reviewer opens it in a browser of their own and sees the reading page only (audio, words, speakers, no library);
 * they comment on words they select, which the editor sees arrive in the margin without reloading, and approve (after
 * a confirmation), which the editor's sidebar shows. When the editor revokes the link it stops working at once.
 */
describe('a review link, from creation to comment, approval and revocation', () => {
  const running = startedForTests();
  let id = '';
  let editor: WatchedPage;
  let reviewer: WatchedPage;
  let link = '';

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Ada on the farm', makeInterviewWav(), LINES));
    // Team mode: the first owner, made on the first-run route with the setup code from the server's log.
    const session = await makeFirstOwner(running.product, { email: 'editor@example.org', password: 'a long editor passphrase', name: 'Eve Editor' });
    editor = await signedInPage(running.browser, running.product, session, DESKTOP);
    await editor.page.goto(`/transcript/${id}`);
    await editor.page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    // Only the hydrated page asks who is signed in: the menus work from then on.
    await editor.page.getByText('You: Eve Editor').waitFor();
  }, 180_000);

  it('the editor makes a link for a named reviewer in the transcript’s menu', async () => {
    await editor.page.getByRole('button', { name: 'More actions' }).click();
    await editor.page.getByRole('menuitem', { name: 'Review links…' }).click();
    await editor.page.getByLabel('Reviewer’s name').fill('Ada Lovelace');
    await editor.page.getByRole('button', { name: 'Make link' }).click();
    const field = editor.page.getByRole('textbox', { name: 'New review link' });
    await expect.poll(() => field.inputValue()).toMatch(/\/r\/tsv_[\w-]{43}$/);
    link = await field.inputValue();
    await editor.page.getByRole('list', { name: 'Links given out' }).getByText('Ada Lovelace').waitFor();
    await editor.page.keyboard.press('Escape');
  });

  it('the reviewer’s page: the token leaves the address; audio, words and speakers, and nothing of the library', async () => {
    reviewer = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await reviewer.page.goto(link);
    expect(new URL(reviewer.page.url()).pathname).toBe(`/review/${id}`);
    await reviewer.page.getByRole('heading', { name: 'Ada on the farm' }).waitFor();
    await reviewer.page.getByText('For Ada Lovelace to read, comment on and approve.').waitFor();
    expect(await reviewer.page.locator('audio').getAttribute('src')).toBe(`/media/${id}`);
    await reviewer.page.getByText('Ada', { exact: true }).waitFor();
    await reviewer.page.getByText('cows', { exact: true }).waitFor();
    expect(await reviewer.page.getByRole('navigation', { name: 'Recent transcripts' }).count()).toBe(0);
    expect(await reviewer.page.getByText('Recent Transcripts').count()).toBe(0);
    // The library is not there for the link, even asked for directly.
    const listed = await reviewer.page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ transcripts { totalItems } }"}' });
      return (await response.json()).errors?.[0]?.extensions?.code;
    });
    expect(listed).toBe('NOT_FOUND');
    await screenshot(reviewer.page, 'review-page');
  });

  it('the reviewer comments on words they select; the comment arrives in the editor’s margin without a reload', async () => {
    // Selects "the first cows" (words 3 to 5 of Ada's paragraph) as a mouse would, and lets go.
    await reviewer.page.evaluate(() => {
      const paragraph = [...document.querySelectorAll('[data-segment-id]')].find((element) => element.textContent?.includes('cows'))!;
      const words = paragraph.querySelectorAll('[data-word]');
      const range = document.createRange();
      range.setStart(words[3].firstChild!, 0);
      range.setEnd(words[5].firstChild!, words[5].textContent!.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await reviewer.page.getByRole('button', { name: /^Comment on the paragraph at \S+ by Ada$/ }).click();
    await reviewer.page.getByText('“the first cows”').waitFor();
    await reviewer.page.getByRole('textbox', { name: 'Comment' }).fill('It was three cows, not the first.');
    await reviewer.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await reviewer.page.getByRole('article', { name: 'Comment by Ada Lovelace' }).waitFor();

    // Beside Ada's segment, in its margin.
    const margin = editor.page.getByRole('region', { name: /^Comments on \S+ Ada$/ });
    await margin.getByText('It was three cows, not the first.').waitFor({ timeout: 10_000 });
    await margin.getByText('“the first cows”').waitFor();
    await margin.getByRole('article', { name: 'Comment by Ada Lovelace' }).waitFor();
    await screenshot(editor.page, 'editor-comments-margin');
  });

  it('the reviewer approves; the editor’s sidebar shows it', async () => {
    await reviewer.page.getByRole('button', { name: 'Approve this transcript' }).click();
    await reviewer.page.getByRole('alertdialog', { name: 'Approve this transcript?' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await reviewer.page.getByText(/^Approved /).waitFor();
    const entry = editor.page.getByRole('navigation', { name: 'Recent transcripts' }).getByRole('link', { name: /Ada on the farm/ });
    await entry.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
  });

  it('revoking the link takes effect at once: the reviewer’s next request is refused, and the page says so', async () => {
    await editor.page.getByRole('button', { name: 'More actions' }).click();
    await editor.page.getByRole('menuitem', { name: 'Review links…' }).click();
    await editor.page.getByRole('list', { name: 'Links given out' }).getByRole('button', { name: 'Revoke' }).click();
    await editor.page.getByRole('list', { name: 'Links given out' }).getByText('Revoked', { exact: true }).waitFor();
    const status = await reviewer.page.evaluate(async (transcriptId) => {
      const query = JSON.stringify({ query: 'query ($id: ID!) { transcript(id: $id) { title } }', variables: { id: transcriptId } });
      return (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: query })).status;
    }, id);
    expect(status).toBe(401);
    await reviewer.page.reload();
    await reviewer.page.getByText('This transcript cannot be shown').waitFor();
    expect(new URL(reviewer.page.url()).pathname).toBe(`/review/${id}`);
    // The only problems are the refusals the test asked for: the library (404) and the requests after revocation (401).
    expect(reviewer.problems.filter((problem) => !/status of (401|404)/.test(problem))).toEqual([]);
    expect(editor.problems).toEqual([]);
  });
});
