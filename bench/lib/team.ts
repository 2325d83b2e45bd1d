import { gqlData } from './product.ts';

const OWNER = { email: 'owner@bench.example', password: 'the bench owner passphrase', name: 'Bench Owner' };
const EDITOR = { email: 'editor@bench.example', password: 'the bench editor passphrase', name: 'Bench Editor' };

/** Setting up is not measured: Node's own fetch. */
async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
}

async function sessionCookie(response: Response, what: string): Promise<{ cookie: string }> {
  if (!response.ok) throw new Error(`${what}: the server answered ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`${what}: no session cookie`);
  return { cookie };
}

/**
 * Team mode for the benchmark, made as people make it: the first owner on the first-run route with the setup code
 * from the server's log, an editor invited by them who accepts the invitation, then the editor signed in. Answers
 * the editor's session cookie, which every measured request then carries, as the web app's requests do.
 */
export async function signInAsEditor(url: string, serverOutput: () => string): Promise<Record<string, string>> {
  const code = /one-time setup code to make the first owner: (\S+)/.exec(serverOutput())?.[1];
  if (!code) throw new Error('Team mode: the server printed no setup code (does this data dir have accounts already?)');
  const owner = await sessionCookie(await post(`${url}/setup`, { code, ...OWNER }), 'POST /setup');
  const invited = await gqlData<{ inviteUser: { url: string } }>(url, 'mutation ($email: String!) { inviteUser(email: $email, role: EDITOR) { url } }', { email: EDITOR.email }, owner);
  const token = invited.inviteUser.url.split('#')[1];
  await gqlData(url, 'mutation ($token: String!, $password: String!, $name: String) { acceptInvitation(token: $token, password: $password, name: $name) { id } }', {
    token,
    password: EDITOR.password,
    name: EDITOR.name,
  });
  const editor = await sessionCookie(await post(`${url}/session`, { email: EDITOR.email, password: EDITOR.password }), 'POST /session');
  const me = await gqlData<{ me: { kind: string; role: string } }>(url, '{ me { kind role } }', {}, editor);
  if (me.me.kind !== 'USER' || me.me.role !== 'EDITOR') throw new Error(`Team mode: signed in as ${JSON.stringify(me.me)}, not an editor`);
  return editor;
}

/** The owner made by signInAsEditor, signed in again: their session cookie (an owner sees every transcript). */
export async function signInAsOwner(url: string): Promise<Record<string, string>> {
  return sessionCookie(await post(`${url}/session`, { email: OWNER.email, password: OWNER.password }), 'POST /session (owner)');
}
