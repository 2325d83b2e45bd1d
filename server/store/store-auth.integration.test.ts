import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { StoreClient } from './client.ts';

/** The server's access to its store: one sign-in, a token kept fresh, and PocketBase's rate limiter for everyone else. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('a burst of wrong passwords at PocketBase is throttled, and the server keeps working', async () => {
  const { url } = h.app.pocketbase!;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: 'tapescript@localhost.local', password: `guess-${i}` }),
    });
    statuses.push(answer.status);
  }
  // Two sign-ins per 3 s per address (the server's own start-up sign-in was one): a wrong password, then throttled.
  expect(statuses[0]).toBe(400);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
  const { data, errors } = await h.gql('{ transcripts { totalItems } }');
  expect(errors).toBeUndefined();
  expect(data.transcripts.totalItems).toBe(0);
});

test('the store client signs in once with the password and then keeps its token fresh with auth-refresh', { timeout: 30_000 }, async () => {
  const { url, email, password } = h.app.pocketbase!;
  // Superuser tokens that live 10 s (PocketBase's least), so that half of a token's life passes twice within the test.
  const tokenLife = (duration: number) =>
    h.app.store.call(async (pb) => {
      const superusers = await pb.collections.getOne('_superusers');
      await pb.collections.update('_superusers', { authToken: { ...superusers.authToken, duration } });
    });
  await tokenLife(10);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the sign-ins of the test above no longer count
    const client = new StoreClient({ url, email, password });
    const sent: string[] = [];
    const send = client.pb.beforeSend!;
    client.pb.beforeSend = (address, options) => {
      sent.push(new URL(address).pathname);
      return send(address, options);
    };
    for (const until = Date.now() + 12_000; Date.now() < until; ) {
      await client.call((pb) => pb.collection('transcript_meta').getList(1, 1));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sent.filter((path) => path.endsWith('/auth-with-password'))).toHaveLength(1);
    expect(sent.filter((path) => path.endsWith('/auth-refresh')).length).toBeGreaterThanOrEqual(2);
  } finally {
    await tokenLife(86400);
  }
});
