import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountsRepo } from '../store/accounts-repo.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { subscribe } from '../test/sse.ts';

/** Teams over real HTTP on a real PocketBase: local mode, the first owner, sign-in, invitations, roles and tokens. */

const SERVICE_TOKEN = 'a-service-token-for-scripts';
const OWNER = { email: 'owner@example.org', password: 'a long owner passphrase', name: 'Olive Owner' };
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: SERVICE_TOKEN });
});
afterAll(() => h?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${h.app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), redirect: 'manual' });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];
const as = (cookie: string) => ({ cookie });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const setupCode = () => [...h.logs].reverse().find((line) => line.includes('one-time setup code'))!.split(': ').pop()!;

async function signIn(email: string, password: string): Promise<string> {
  const response = await post('/session', { email, password });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

let ownerCookie = '';

describe('local mode, then the first owner on the first-run page', () => {
  test('local mode works as before: the access token opens everything, and a setup code is in the log', async () => {
    expect((await h.gql('{ me { kind role } }', {}, bearer(SERVICE_TOKEN))).data).toEqual({ me: { kind: 'LOCAL', role: 'OWNER' } });
    expect((await h.gql('{ transcripts { totalItems } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(setupCode()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  test('POST /setup: a wrong code and a weak password are refused; the right code makes the owner, signed in', async () => {
    expect((await post('/setup', { code: 'AAAA-AAAA-AAAA', ...OWNER })).status).toBe(400);
    const weak = await post('/setup', { code: setupCode(), ...OWNER, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toMatch(/too common/);
    const made = await post('/setup', { code: setupCode().toLowerCase(), ...OWNER });
    expect(made.status).toBe(201);
    expect((await made.json()).user).toMatchObject({ email: OWNER.email, role: 'owner', name: OWNER.name });
    ownerCookie = cookieOf(made);
    expect(made.headers.get('set-cookie')).toMatch(/^tapescript_token=tss_[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect((await h.gql('{ me { kind role user { email } } }', {}, as(ownerCookie))).data.me).toEqual({ kind: 'USER', role: 'OWNER', user: { email: OWNER.email } });
    expect((await post('/setup', { code: setupCode(), ...OWNER, email: 'second@example.org' })).status).toBe(409);
  });

  test('team mode: every route needs someone signed in; the app’s pages send others to /signin', async () => {
    const anonymous = await h.gql('{ transcripts { totalItems } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const graphql = await fetch(`${h.app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { kind } }"}' });
    expect(graphql.status).toBe(401);
    // The web app tells this from the access token's 401 by this header: it opens the sign-in page.
    expect(graphql.headers.get('x-tapescript-sign-in')).toBe('required');
    const media = await fetch(`${h.app.url}/media/aaaaaaaaaaaaaaa`);
    expect([media.status, media.headers.get('x-tapescript-sign-in')]).toEqual([401, 'required']);
    expect((await fetch(`${h.app.url}/export/aaaaaaaaaaaaaaa.txt`)).status).toBe(401);
    expect((await h.upload('x', wavBytes(), 'x.wav', 'audio/wav')).status).toBe(401);
    const page = await fetch(`${h.app.url}/transcript/aaaaaaaaaaaaaaa`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/signin?next=%2Ftranscript%2Faaaaaaaaaaaaaaa');
    expect((await fetch(`${h.app.url}/signin`, { redirect: 'manual' })).status).not.toBe(302);
    expect((await fetch(`${h.app.url}/health`)).status).toBe(200);
  });

  test('the access token is now the service account: an editor, named "service token"', async () => {
    expect((await h.gql('{ me { kind role user { id } } }', {}, bearer(SERVICE_TOKEN))).data.me).toEqual({ kind: 'SERVICE', role: 'EDITOR', user: null });
    expect((await h.gql('{ users { email } }', {}, bearer(SERVICE_TOKEN))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('sign-in', () => {
  test('a wrong email and a wrong password get the same answer', async () => {
    const wrongPassword = await post('/session', { email: OWNER.email, password: 'not the password at all' });
    const wrongEmail = await post('/session', { email: 'nobody@example.org', password: OWNER.password });
    expect([wrongPassword.status, wrongEmail.status]).toEqual([401, 401]);
    expect(await wrongPassword.text()).toBe(await wrongEmail.text());
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  test('sign-in and sign-out: the session ends on the server, not only in the browser', async () => {
    const cookie = await signIn(OWNER.email.toUpperCase(), OWNER.password);
    expect((await h.gql('{ me { kind } }', {}, as(cookie))).data.me.kind).toBe('USER');
    const out = await fetch(`${h.app.url}/session`, { method: 'DELETE', headers: as(cookie) });
    expect(out.status).toBe(204);
    expect((await h.gql('{ me { kind } }', {}, as(cookie))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('too many failures for one account are throttled, the right password included', async () => {
    const email = 'throttled@example.org';
    await h.app.services.accounts.addUser({ email, password: 'the throttled password', role: 'viewer' });
    for (let i = 0; i < 10; i++) expect((await post('/session', { email, password: `wrong guess ${i}` })).status).toBe(401);
    expect((await post('/session', { email, password: 'the throttled password' })).status).toBe(429);
    expect((await post('/session', { email: OWNER.email, password: OWNER.password })).status).toBe(200);
  });
});

describe('invitations, roles, disabling and API tokens', () => {
  let editorId = '';
  let editorCookie = '';

  test('an owner invites; the link works once, without signing in; the editor signs in', async () => {
    const invited = await h.gql('mutation { inviteUser(email: "Ed@Example.org", role: EDITOR) { url expiresAt } }', {}, as(ownerCookie));
    const { url, expiresAt } = invited.data.inviteUser;
    expect(url).toMatch(new RegExp(`^${h.app.url}/invitation#tsi_[\\w-]{43}$`));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = url.split('#')[1];
    const accept = 'mutation ($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password, name: "Ed") { id email role } }';
    expect((await h.gql(accept, { token, password: 'short' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const accepted = await h.gql(accept, { token, password: 'an editor passphrase' });
    expect(accepted.data.acceptInvitation).toMatchObject({ email: 'ed@example.org', role: 'EDITOR' });
    editorId = accepted.data.acceptInvitation.id;
    expect((await h.gql(accept, { token, password: 'an editor passphrase' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    editorCookie = await signIn('ed@example.org', 'an editor passphrase');
  });

  test('pending invitations: listed for owners, the link names its email and role only, and a revoked one stops working', async () => {
    const invited = await h.gql('mutation { inviteUser(email: "vi@example.org", role: VIEWER) { url } }', {}, as(ownerCookie));
    const token = invited.data.inviteUser.url.split('#')[1];
    const list = '{ invitations { id email role invitedBy createdAt expiresAt } }';
    // An expired one is not pending.
    const expired = { kind: 'invite', email: 'late@example.org', role: 'viewer', user: '', expires: new Date(Date.now() - 60_000).toISOString(), created_by: '' } as const;
    await new AccountsRepo(h.app.store).createLink({ ...expired, hash: 'f'.repeat(64) });
    // Ed's accepted invitation is gone from the list; Vi's is there, with who made it.
    const [pending, ...others] = (await h.gql(list, {}, as(ownerCookie))).data.invitations;
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ email: 'vi@example.org', role: 'VIEWER', invitedBy: OWNER.name });
    expect(new Date(pending.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const preview = 'query ($token: String!) { invitation(token: $token) { email role } }';
    // Nobody signed in may ask what a link is for: the link is the credential.
    expect((await h.gql(preview, { token })).data.invitation).toEqual({ email: 'vi@example.org', role: 'VIEWER' });
    const revoke = 'mutation ($id: ID!) { revokeInvitation(id: $id) }';
    expect((await h.gql(revoke, { id: pending.id }, as(ownerCookie))).data.revokeInvitation).toBe(true);
    expect((await h.gql(list, {}, as(ownerCookie))).data.invitations).toEqual([]);
    const refused = await h.gql(preview, { token });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('it was revoked') });
    const accept = 'mutation ($token: String!) { acceptInvitation(token: $token, password: "a viewer passphrase") { id } }';
    expect((await h.gql(accept, { token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await h.gql(revoke, { id: pending.id }, as(ownerCookie))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const audit = (await h.gql('{ auditLog(first: 1) { action subject actor { name } } }', {}, as(ownerCookie))).data.auditLog;
    expect(audit).toEqual([{ action: 'invitation-revoked', subject: 'vi@example.org', actor: { name: OWNER.name } }]);
  });

  test('an editor edits but does not manage people', async () => {
    const upload = await h.upload('By the editor', wavBytes(), 'e.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as(editorCookie) });
    expect((await upload.json()).data.uploadAudio.id).toMatch(/^[a-z0-9]{15}$/);
    expect((await h.gql('mutation { inviteUser(email: "x@example.org", role: OWNER) { url } }', {}, as(editorCookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await h.gql('{ invitations { email } }', {}, as(editorCookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('who changed what: uploads, versions and deletions name their author', async () => {
    const editor = as(editorCookie);
    const upload = await h.upload('Authored', wavBytes(), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...editor });
    const id = (await upload.json()).data.uploadAudio.id;
    const read = `query ($id: ID!) { transcript(id: $id) { status versionId createdBy { kind name email } versions { source author { kind name } } } }`;
    await expect.poll(async () => (await h.gql(read, { id }, editor)).data.transcript.status, { timeout: 20_000 }).toBe('READY');
    const save = 'mutation ($id: ID!, $text: String!) { saveEdits(id: $id, segments: [{ start: 0, text: $text }]) { id } }';
    expect((await h.gql(save, { id, text: 'by Ed' }, editor)).errors).toBeUndefined();
    expect((await h.gql(save, { id, text: 'by the service' }, bearer(SERVICE_TOKEN))).errors).toBeUndefined();
    const { token } = (await h.gql('mutation { createApiToken(label: "captions script") { token } }', {}, editor)).data.createApiToken;
    expect((await h.gql(save, { id, text: 'by the script' }, bearer(token))).errors).toBeUndefined();
    expect((await h.gql('mutation ($id: ID!) { refine(id: $id) { id } }', { id }, editor)).errors).toBeUndefined();
    const transcript = (await h.gql(read, { id }, editor)).data.transcript;
    expect(transcript.createdBy).toEqual({ kind: 'USER', name: 'Ed', email: 'ed@example.org' });
    expect(transcript.versions.map((version: { source: string; author: unknown }) => [version.source, version.author])).toEqual([
      ['refine', { kind: 'MACHINE', name: 'refine' }],
      ['edit', { kind: 'API_TOKEN', name: 'captions script' }],
      ['edit', { kind: 'SERVICE', name: 'service token' }],
      ['edit', { kind: 'USER', name: 'Ed' }],
      ['upload', { kind: 'MACHINE', name: 'transcription' }],
    ]);
    expect((await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { status } }', { id }, editor)).data.deleteTranscript.status).toBe('DELETED');
    const audit = (await h.gql('{ auditLog(first: 5) { action subject actor { name } } }', {}, as(ownerCookie))).data.auditLog;
    expect(audit).toContainEqual({ action: 'transcript-deleted', subject: 'Authored', actor: { name: 'Ed' } });
  });

  test('in team mode others see a person by their own name: in presence and on their versions’ events, whatever the page sends', async () => {
    const editor = as(editorCookie);
    const upload = await h.upload('Named', wavBytes(), 'n.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...editor });
    const id = (await upload.json()).data.uploadAudio.id;
    const read = 'query ($id: ID!) { transcript(id: $id) { status versionId } }';
    await expect.poll(async () => (await h.gql(read, { id }, editor)).data.transcript.status, { timeout: 20_000 }).toBe('READY');
    const stream = await subscribe(h.app.url, 'subscription ($id: ID) { live(transcriptId: $id) { __typename ... on PresenceEvent { presence { name } } ... on VersionEvent { author } } }', { id }, editor);
    try {
      expect((await stream.next()).data.live).toEqual({ __typename: 'PresenceEvent', presence: [] });
      const claimed = { ...editor, 'x-tapescript-name': 'Olive Owner' };
      await h.gql('mutation ($id: ID!) { updatePresence(transcriptId: $id, sessionId: "page-ed-0123456789", name: "Olive Owner") }', { id }, claimed);
      expect((await stream.next()).data.live).toEqual({ __typename: 'PresenceEvent', presence: [{ name: 'Ed' }] });
      await h.gql('mutation ($id: ID!) { saveEdits(id: $id, segments: [{ start: 0, text: "by Ed, live" }]) { id } }', { id }, claimed);
      const version = await stream.until((result) => result.data.live.__typename === 'VersionEvent');
      expect(version.data.live.author).toBe('Ed');
    } finally {
      stream.close();
    }
  });

  test('a role change takes effect on the next request', async () => {
    const set = await h.gql('mutation ($id: ID!) { setRole(userId: $id, role: VIEWER) { role } }', { id: editorId }, as(ownerCookie));
    expect(set.data.setRole.role).toBe('VIEWER');
    expect((await h.gql('{ me { role } }', {}, as(editorCookie))).data.me.role).toBe('VIEWER');
    expect((await h.gql('mutation { deleteTranscript(id: "aaaaaaaaaaaaaaa") { id } }', {}, as(editorCookie))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await h.gql('mutation ($id: ID!) { setRole(userId: $id, role: EDITOR) { role } }', { id: editorId }, as(ownerCookie));
  });

  test('API tokens: shown once, act with their person’s role, stop at once when revoked', async () => {
    const created = await h.gql('mutation { createApiToken(label: "nightly export") { token apiToken { id label lastUsedAt } } }', {}, as(editorCookie));
    const { token, apiToken } = created.data.createApiToken;
    expect(token).toMatch(/^tsk_[\w-]{43}$/);
    const me = (await h.gql('{ me { kind role apiTokens { id label } } }', {}, bearer(token))).data.me;
    expect(me).toMatchObject({ kind: 'API_TOKEN', role: 'EDITOR' });
    expect(me.apiTokens).toContainEqual({ id: apiToken.id, label: 'nightly export' });
    expect((await h.gql('mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: apiToken.id }, as(editorCookie))).errors).toBeUndefined();
    expect((await h.gql('{ me { kind } }', {}, bearer(token))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('disabling someone ends their sessions and their open live-update streams at once; the last owner cannot be disabled', async () => {
    const stream = await subscribe(h.app.url, 'subscription { transcriptListChanged { change } }', {}, as(editorCookie));
    expect((await h.gql('mutation ($id: ID!) { disableUser(userId: $id) { disabled } }', { id: editorId }, as(ownerCookie))).data.disableUser.disabled).toBe(true);
    expect((await h.gql('{ me { kind } }', {}, as(editorCookie))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await expect.poll(() => stream.completed).toBe(true);
    stream.close();
    expect((await post('/session', { email: 'ed@example.org', password: 'an editor passphrase' })).status).toBe(403);
    const me = (await h.gql('{ me { user { id } } }', {}, as(ownerCookie))).data.me.user.id;
    expect((await h.gql('mutation ($id: ID!) { disableUser(userId: $id) { id } }', { id: me }, as(ownerCookie))).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  test('a password reset link sets a new password and ends the sessions', async () => {
    const me = (await h.gql('{ me { user { id } } }', {}, as(ownerCookie))).data.me.user.id;
    const link = (await h.gql('mutation ($id: ID!) { createPasswordResetLink(userId: $id) { url } }', { id: me }, as(ownerCookie))).data.createPasswordResetLink.url;
    const reset = await h.gql('mutation ($token: String!) { resetPassword(token: $token, password: "a brand new passphrase") { email } }', { token: link.split('#')[1] });
    expect(reset.data.resetPassword.email).toBe(OWNER.email);
    expect((await h.gql('{ me { kind } }', {}, as(ownerCookie))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    ownerCookie = await signIn(OWNER.email, 'a brand new passphrase');
  });

  test('sign out everywhere ends every session of the person', async () => {
    const other = await signIn(OWNER.email, 'a brand new passphrase');
    expect((await h.gql('mutation { signOutEverywhere }', {}, as(ownerCookie))).data.signOutEverywhere).toBeGreaterThanOrEqual(2);
    expect((await h.gql('{ me { kind } }', {}, as(other))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    ownerCookie = await signIn(OWNER.email, 'a brand new passphrase');
  });

  test('the audit log (owners only) lists sign-ins, failures, invitations, roles and tokens; never a token', async () => {
    const { data } = await h.gql('{ auditLog(first: 200) { action subject address actor { kind name } } }', {}, as(ownerCookie));
    const actions = new Set(data.auditLog.map((entry: { action: string }) => entry.action));
    for (const action of ['setup', 'sign-in', 'sign-in-failed', 'sign-in-throttled', 'invite-editor', 'invitation-accepted', 'role-viewer', 'token-created', 'token-revoked', 'disable', 'password-reset', 'sign-out-everywhere']) {
      expect(actions, action).toContain(action);
    }
    expect(JSON.stringify(data)).not.toMatch(/ts[skir]_/);
    expect(h.logs.join('\n')).not.toMatch(/ts[skir]_/);
    const page = (await h.gql('{ auditLog(first: 2) { id } }', {}, as(ownerCookie))).data.auditLog;
    const next = (await h.gql('query ($after: ID!) { auditLog(first: 2, after: $after) { id } }', { after: page[1].id }, as(ownerCookie))).data.auditLog;
    expect(next[0].id).not.toBe(page[0].id);
    expect(next.map((entry: { id: string }) => entry.id)).not.toContain(page[1].id);
  });
});
