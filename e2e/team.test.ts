import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../server/test/smtp-server.ts';
import { seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';
import { FIRST_OWNER, makeFirstOwnerInBrowser } from './support/team.ts';

const LINES = [
  { speaker: 'Host', text: 'Welcome to the interview series.' },
  { speaker: 'Ada', text: 'My father bought the first cows in 1962.' },
];
const VIEWER = { email: 'vic@example.org', password: 'vic’s long passphrase', name: 'Vic Viewer' };

/** Asks the server from inside a page, as its own scripts would (its cookie, the CSRF header). */
async function gqlInPage(tab: WatchedPage, query: string, variables: Record<string, unknown> = {}) {
  return tab.page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' }, body: JSON.stringify({ query, variables }) });
      const body = await response.json().catch(() => ({}));
      return { status: response.status, code: body.errors?.[0]?.extensions?.code as string | undefined, data: body.data };
    },
    { query, variables },
  );
}

/**
 * A team in browsers, with mail: the owner invites a viewer on the people page and the invitation arrives by email
 * (a real SMTP server on 127.0.0.1); the viewer opens the link, sets a password and is signed in; the viewer's
 * transcript page only reads, and the API refuses their edits; disabling them refuses their next request and signs
 * their open page out; "Sign out everywhere" ends the owner's sessions in every browser.
 */
describe('working as a team', () => {
  let smtp: SmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const running = startedForTests(() => ({
    env: { TAPESCRIPT_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TAPESCRIPT_MAIL_FROM: 'Tapescript <tapescript@example.org>' },
  }));
  let id = '';
  let owner: WatchedPage;
  let viewer: WatchedPage;

  beforeAll(async () => {
    ({ id } = await seedTranscript(running.product.baseUrl, 'Ada on the farm', makeInterviewWav(), LINES));
    // The first owner, on the first-run page with the setup code from the server's log.
    owner = await makeFirstOwnerInBrowser(running.browser, running.product, DESKTOP);
  }, 180_000);

  it('the owner invites a viewer on the people page; the invitation arrives by email', async () => {
    await owner.page.getByRole('link', { name: 'People' }).click();
    await owner.page.getByRole('heading', { name: 'People' }).waitFor();
    await owner.page.getByRole('list', { name: 'People' }).getByText(FIRST_OWNER.email).waitFor();
    await owner.page.getByRole('textbox', { name: /Invite by email/ }).fill(VIEWER.email);
    await owner.page.getByRole('combobox', { name: 'Role of the invited person' }).selectOption('VIEWER');
    await owner.page.getByRole('button', { name: 'Invite and email' }).click();
    const given = owner.page.getByRole('group', { name: `Invitation for ${VIEWER.email}` });
    await given.getByText(`Sent by email to ${VIEWER.email}.`).waitFor();
    const url = await given.getByRole('textbox').inputValue();
    expect(url).toMatch(/\/invitation#tsi_[\w-]{43}$/);

    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({ to: [VIEWER.email], subject: `${FIRST_OWNER.name} invited you to Tapescript` });
    expect(mail.text).toContain(url);
    // The owner's own sign-up is in the audit log, newest first, with the invitation above it.
    await owner.page.getByRole('list', { name: 'Audit log' }).getByText(`${FIRST_OWNER.name} invited as viewer ${VIEWER.email}`).waitFor();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await screenshot(owner.page, 'people-page');
  });

  it('the invitee opens the link from the email, sets a password and is signed in', async () => {
    const url = /https?:\/\/\S+/.exec(smtp.received[0].text)![0];
    viewer = await openPage(running.browser, running.product.baseUrl, PHONE);
    await viewer.page.goto(url);
    await viewer.page.getByRole('heading', { name: 'Join Tapescript' }).waitFor();
    expect(await seriousA11yViolations(viewer.page)).toEqual([]);
    await viewer.page.getByLabel(/^Your name/).fill(VIEWER.name);
    await viewer.page.getByLabel(/^Password/).fill(VIEWER.password);
    await viewer.page.getByRole('button', { name: 'Make my account' }).click();
    await viewer.page.waitForURL((page) => page.pathname === '/');
    // A viewer's start page has no drop zone, and the header has no People.
    await viewer.page.getByText(/You are a viewer here/).waitFor();
    await viewer.page.getByRole('button', { name: `Account: ${VIEWER.name}` }).waitFor();
    expect(await viewer.page.getByRole('link', { name: 'People' }).count()).toBe(0);
    expect(await seriousA11yViolations(viewer.page)).toEqual([]);
    await screenshot(viewer.page, 'viewer-start');
    expect((await gqlInPage(viewer, '{ me { role user { email } } }')).data).toEqual({ me: { role: 'VIEWER', user: { email: VIEWER.email } } });
  });

  it('a viewer cannot edit: the page only reads, and the API refuses their edits', async () => {
    await viewer.page.goto(`/transcript/${id}`);
    await viewer.page.getByRole('toolbar', { name: 'Reading tools' }).waitFor();
    const box = viewer.page.getByRole('textbox', { name: /^\d+:\d\d Ada/ });
    expect(await box.getAttribute('readonly')).not.toBeNull();
    await box.click();
    await viewer.page.keyboard.type('changed ');
    expect(await box.inputValue()).toBe(LINES[1].text);
    for (const name of ['Refine', 'More actions', 'Rename transcript', 'Undo', 'Find and replace', 'Speakers']) {
      expect(await viewer.page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await viewer.page.getByRole('button', { name: 'Export', exact: true }).isEnabled()).toBe(true);
    expect(await viewer.page.getByRole('button', { name: /^Speaker: Ada/ }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(viewer.page)).toEqual([]);
    await screenshot(viewer.page, 'viewer-transcript');
    // The history reads too: a version's text and changes, without Restore or Revert.
    await viewer.page.getByRole('button', { name: 'History' }).click();
    const drawer = viewer.page.getByRole('dialog', { name: 'History' });
    await drawer.getByRole('list', { name: 'Versions' }).getByRole('button').first().click();
    await drawer.getByRole('region', { name: 'What this version changed' }).getByTestId('changes-summary').waitFor();
    expect(await drawer.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: /^Revert/ }).count()).toBe(0);
    await viewer.page.keyboard.press('Escape');

    const rename = await gqlInPage(viewer, 'mutation ($id: ID!) { renameTranscript(id: $id, title: "Mine now") { id } }', { id });
    expect(rename.code).toBe('FORBIDDEN');
    const del = await gqlInPage(viewer, 'mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
    expect(del.code).toBe('FORBIDDEN');
    // Reading and commenting stay open to a viewer.
    expect((await gqlInPage(viewer, 'query ($id: ID!) { transcript(id: $id) { title } }', { id })).data).toEqual({ transcript: { title: 'Ada on the farm' } });
  });

  it('the people page on a phone', async () => {
    const phone = await openPage(running.browser, running.product.baseUrl, PHONE);
    await phone.context.addCookies(await owner.context.cookies());
    await phone.page.goto('/people');
    await phone.page.getByRole('list', { name: 'People' }).getByText(VIEWER.email).first().waitFor();
    await screenshot(phone.page, 'people-page');
    // Nothing sideways: the page and its header fit the phone's width.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await phone.context.close();
    expect(phone.problems).toEqual([]);
  });

  it('the owner revokes the viewer’s API token on the people page; it stops working at once', async () => {
    const made = await gqlInPage(viewer, 'mutation { createApiToken(label: "Vic’s export script") { token } }');
    const token = made.data.createApiToken.token as string;
    const asToken = () =>
      fetch(`${running.product.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"query":"{ me { role } }"}' });
    expect((await asToken()).status).toBe(200);

    await owner.page.reload();
    const tokens = owner.page.getByRole('list', { name: `API tokens of ${VIEWER.email}` });
    await tokens.getByText('Vic’s export script').waitFor();
    await tokens.getByRole('button', { name: `Revoke the token Vic’s export script of ${VIEWER.email}` }).click();
    await owner.page.getByRole('list', { name: 'Audit log' }).getByText(`${FIRST_OWNER.name} revoked the API token Vic’s export script`).waitFor();
    expect(await tokens.count()).toBe(0);
    expect((await asToken()).status).toBe(401);
  });

  it('disabling the viewer refuses their next request at once, and signs their open page out', async () => {
    await owner.page.reload();
    const row = owner.page.getByRole('listitem', { name: `${VIEWER.name} (${VIEWER.email})` });
    await row.getByRole('combobox', { name: `Role of ${VIEWER.email}` }).waitFor();
    expect(await row.getByRole('combobox', { name: `Role of ${VIEWER.email}` }).inputValue()).toBe('VIEWER');
    await row.getByRole('button', { name: `Disable ${VIEWER.email}` }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();

    // The viewer's page had its live stream open: it ends, the page asks again, is refused, and goes to sign-in.
    await viewer.page.waitForURL((url) => url.pathname === '/signin', { timeout: 15_000 });
    expect(new URL(viewer.page.url()).searchParams.get('next')).toBe(`/transcript/${id}`);
    const refused = await gqlInPage(viewer, '{ me { role } }');
    expect([refused.status, refused.code]).toEqual([401, 'UNAUTHENTICATED']);
    // Signing in again is refused too.
    await viewer.page.getByLabel(/^Email/).fill(VIEWER.email);
    await viewer.page.getByLabel(/^Password/).fill(VIEWER.password);
    await viewer.page.getByRole('button', { name: 'Sign in' }).click();
    await viewer.page.getByText(/disabled/i).waitFor();
    await screenshot(viewer.page, 'viewer-disabled');
  });

  it('sign out everywhere ends the owner’s sessions in every browser', async () => {
    const elsewhere = await openPage(running.browser, running.product.baseUrl, DESKTOP);
    await elsewhere.page.goto('/signin');
    await elsewhere.page.getByLabel(/^Email/).fill(FIRST_OWNER.email);
    await elsewhere.page.getByLabel(/^Password/).fill(FIRST_OWNER.password);
    await elsewhere.page.getByRole('button', { name: 'Sign in' }).click();
    await elsewhere.page.waitForURL((url) => url.pathname === '/');
    await elsewhere.page.goto(`/transcript/${id}`);
    await elsewhere.page.getByRole('button', { name: 'Refine' }).waitFor();

    await owner.page.getByRole('button', { name: `Account: ${FIRST_OWNER.name}` }).click();
    await owner.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/signin');
    // The other browser's open page is signed out too, and its session no longer works.
    await elsewhere.page.waitForURL((url) => url.pathname === '/signin', { timeout: 15_000 });
    expect((await gqlInPage(elsewhere, '{ me { role } }')).status).toBe(401);
    await owner.page.goto('/people');
    await owner.page.waitForURL((url) => url.pathname === '/signin');
    expect(elsewhere.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('logged no console errors other than the refused requests', () => {
    // A refused request (401, 403) is logged by the browser itself, and a reload or a sign-out's navigation ends the
    // page's open requests (an abort); anything else is a fault of the page.
    const unexpected = (tab: WatchedPage) => tab.problems.filter((problem) => !/status of 40[13]|signal is aborted/.test(problem));
    expect(unexpected(owner)).toEqual([]);
    expect(unexpected(viewer)).toEqual([]);
  });
});
