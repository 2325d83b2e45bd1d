type Json = Record<string, any>;

/** Creates (or with an id, updates) a record through PocketBase's REST API, as a release's server once wrote it. */
export type SendRecord = (collection: string, body: Json | FormData, id?: string) => Promise<Json>;

/**
 * Signs in as superuser at `authPath` (PocketBase 0.22: /api/admins/…, 0.23+: /api/collections/_superusers/…) once
 * the server answers: its token, and a function that writes records with it.
 */
export async function restWriter(url: string, authPath: string, credentials: { email: string; password: string }): Promise<{ token: string; send: SendRecord }> {
  let token = '';
  for (let tries = 0; !token; tries++) {
    const answer = await fetch(`${url}${authPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: credentials.email, password: credentials.password }),
    }).catch(() => undefined);
    if (answer?.ok) token = ((await answer.json()) as Json).token;
    else if (tries > 200) throw new Error(`PocketBase at ${url} did not start`);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const send: SendRecord = async (collection, body, id) => {
    const isForm = body instanceof FormData;
    const answer = await fetch(`${url}/api/collections/${collection}/records${id ? `/${id}` : ''}`, {
      method: id ? 'PATCH' : 'POST',
      headers: { authorization: token, ...(isForm ? {} : { 'content-type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${collection}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<Json>;
  };
  return { token, send };
}
