import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { startSmtpServer, type SmtpServer } from '../test/smtp-server.ts';

/**
 * Invitations and password reset links by email: a server with TAPESCRIPT_SMTP_URL sends them to a real SMTP server
 * on 127.0.0.1, and the links in the mails work. Without mail settings nothing is sent and the links are copied.
 */

const OWNER = { email: 'owner@example.org', password: 'a long owner passphrase', name: 'Olive Owner' };
const INVITE = 'mutation ($email: String!, $role: Role!) { inviteUser(email: $email, role: $role) { url emailed mailProblem } }';
const linkIn = (text: string) => /https?:\/\/\S+#ts[ir]_[\w-]+/.exec(text)?.[0];

async function ownerSession(h: Harness): Promise<Record<string, string>> {
  await h.app.services.accounts.addUser({ ...OWNER, role: 'owner' });
  const response = await fetch(`${h.app.url}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  return { cookie: response.headers.get('set-cookie')!.split(';')[0] };
}

describe('with mail settings', () => {
  let smtp: SmtpServer;
  let h: Harness;
  let owner: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpServer({ auth: { user: 'tapescript', password: 'the smtp passphrase' } });
    h = await startHarness({
      TAPESCRIPT_SMTP_URL: `smtp://tapescript:the%20smtp%20passphrase@127.0.0.1:${smtp.port}`,
      TAPESCRIPT_MAIL_FROM: 'Tapescript <tapescript@example.org>',
    });
    owner = await ownerSession(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });

  test('an invitation is emailed with its link, which makes the account', async () => {
    expect((await h.gql('{ mailEnabled }', {}, owner)).data).toEqual({ mailEnabled: true });
    const { data } = await h.gql(INVITE, { email: 'Ann@Example.org', role: 'EDITOR' }, owner);
    expect(data.inviteUser).toMatchObject({ emailed: true, mailProblem: null });
    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({ from: 'tapescript@example.org', to: ['ann@example.org'], subject: 'Olive Owner invited you to Tapescript', login: 'tapescript' });
    expect(mail.text).toContain('role: editor');
    expect(linkIn(mail.text)).toBe(data.inviteUser.url);
    const token = data.inviteUser.url.split('#')[1];
    const accepted = await h.gql('mutation ($token: String!) { acceptInvitation(token: $token, password: "ann’s long passphrase") { email role } }', { token });
    expect(accepted.data).toEqual({ acceptInvitation: { email: 'ann@example.org', role: 'EDITOR' } });
  });

  test('a password reset link is emailed to the person, and sets their password', async () => {
    const { data: users } = await h.gql('{ users { id email } }', {}, owner);
    const ann = users.users.find((user: { email: string }) => user.email === 'ann@example.org');
    const { data } = await h.gql('mutation ($id: ID!) { createPasswordResetLink(userId: $id) { url emailed } }', { id: ann.id }, owner);
    expect(data.createPasswordResetLink.emailed).toBe(true);
    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({ to: ['ann@example.org'], subject: 'Set a new Tapescript password' });
    const token = linkIn(mail.text)!.split('#')[1];
    expect((await h.gql('mutation ($token: String!) { resetPassword(token: $token, password: "ann’s newer passphrase") { email } }', { token })).data).toBeDefined();
    const signIn = await fetch(`${h.app.url}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.org', password: 'ann’s newer passphrase' }) });
    expect(signIn.status).toBe(200);
  });

  test('when the mail server is gone, the link is still made, and the owner is told to copy it', async () => {
    await smtp.stop();
    const { data } = await h.gql(INVITE, { email: 'ben@example.org', role: 'VIEWER' }, owner);
    expect(data.inviteUser).toMatchObject({ emailed: false, mailProblem: expect.stringMatching(/could not be sent .*copy the link instead/) });
    expect(data.inviteUser.url).toMatch(/\/invitation#tsi_/);
    expect(h.logs.some((line) => line.startsWith('Could not email ben@example.org'))).toBe(true);
  });
});

test('without mail settings nothing is sent: the link is for copying', async () => {
  const h = await startHarness();
  try {
    const owner = await ownerSession(h);
    expect((await h.gql('{ mailEnabled }', {}, owner)).data).toEqual({ mailEnabled: false });
    const { data } = await h.gql(INVITE, { email: 'cat@example.org', role: 'VIEWER' }, owner);
    expect(data.inviteUser).toMatchObject({ emailed: false, mailProblem: null });
  } finally {
    await h.close();
  }
}, 60_000);
