/** What the sign-in and first-run pages send the server (POST /session, POST /setup), and where they go next. */

export type Answer = { ok: true } | { ok: false; message: string };

async function post(path: string, body: Record<string, string>, fetchFn: typeof fetch): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, message: 'The server could not be reached; try again in a moment.' };
  }
  if (response.ok) return { ok: true };
  // The server's refusals are plain sentences meant for people (wrong password, too many tries, weak password…).
  const text = (await response.text().catch(() => '')).trim();
  return { ok: false, message: text && text.length < 300 ? text : `The server answered ${response.status}.` };
}

/** Signs in as a person: the server sets the session cookie (HttpOnly). */
export const signIn = (email: string, password: string, fetchFn: typeof fetch = globalThis.fetch) => post('/session', { email, password }, fetchFn);

/** Makes the first owner with the setup code from the server's log, signed in at once. */
export const setUp = (fields: { code: string; name: string; email: string; password: string }, fetchFn: typeof fetch = globalThis.fetch) => post('/setup', fields, fetchFn);

/** Where to go after signing in: a path on this site from ?next=, else the start page (never another site). */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

type Asked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A GraphQL request without urql: these pages run before anyone is signed in, and leave the app by a full load. */
async function ask<T>(query: string, variables: Record<string, string>, fetchFn: typeof fetch): Promise<Asked<T>> {
  try {
    const response = await fetchFn('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: Record<string, T | null>; errors?: { message: string }[] };
    const value = body.data && Object.values(body.data)[0];
    if (value) return { ok: true, value };
    return { ok: false, message: body.errors?.[0]?.message ?? `The server answered ${response.status}.` };
  } catch {
    return { ok: false, message: 'The server could not be reached; try again in a moment.' };
  }
}

/** What an invitation link is for: its email and role, or why the link no longer works. */
export const invitationFor = (token: string, fetchFn: typeof fetch = globalThis.fetch) =>
  ask<{ email: string; role: 'VIEWER' | 'EDITOR' | 'OWNER' }>('query Invitation($token: String!) { invitation(token: $token) { email role } }', { token }, fetchFn);

/** Makes the invited account (the link's secret is after "#"), then signs in with it. */
export async function acceptInvitation(token: string, password: string, name: string, fetchFn: typeof fetch = globalThis.fetch): Promise<Answer> {
  const made = await ask<{ email: string }>(
    'mutation AcceptInvitation($token: String!, $password: String!, $name: String!) { acceptInvitation(token: $token, password: $password, name: $name) { email } }',
    { token, password, name },
    fetchFn,
  );
  return made.ok ? signIn(made.value.email, password, fetchFn) : made;
}

/** Sets a new password from a reset link, then signs in with it. */
export async function resetPassword(token: string, password: string, fetchFn: typeof fetch = globalThis.fetch): Promise<Answer> {
  const reset = await ask<{ email: string }>('mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { email } }', { token, password }, fetchFn);
  return reset.ok ? signIn(reset.value.email, password, fetchFn) : reset;
}

/** The secret of an invitation or reset link: after "#", so it never reached a server or a log. */
export const linkSecret = (hash: string): string => decodeURIComponent(hash.replace(/^#/, ''));
