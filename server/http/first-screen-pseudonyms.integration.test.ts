import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { firstScreenRenderer } from './first-screen.ts';

/**
 * The first screen the server renders of a pseudonymised transcript (README "Pseudonyms"): kept per view, so a viewer
 * is never sent the screen rendered for an editor, with the terms in it.
 */

const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');
let h: Harness;
let id = '';
const tokens: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: 'the-service-token-of-first-screens' });
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    const user = await h.app.services.accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    tokens[role] = { authorization: `Bearer ${(await h.app.services.accounts.createApiToken({ identity, address: 'test' }, role, null)).token}` };
  }
  const uploaded = await (await h.upload('Talk with Jane Doe', wavBytes(), 'f.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...tokens.editor })).json();
  id = uploaded.data.uploadAudio.id;
  for (let status = 'TRANSCRIBING'; status === 'TRANSCRIBING'; await new Promise((r) => setTimeout(r, 50))) {
    status = (await h.gql('query ($id: ID!) { transcript(id: $id) { status } }', { id }, tokens.editor)).data.transcript.status;
  }
  const segments = [{ start: 0, end: 1, speaker: 'Host', text: 'Jane Doe told me the second line.' }];
  await h.gql('mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments }, tokens.editor);
  await h.gql('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Jane Doe", kind: PERSON) { id } }', { t: id }, tokens.editor);
  await h.gql('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id }, tokens.editor);
}, 180_000);
afterAll(() => h?.close());

test('an editor’s first screen, kept, is not sent to a viewer: theirs is rendered with the pseudonyms', async () => {
  const yoga = { fetch: (url: URL, init: RequestInit) => fetch(`${h.app.url}${url.pathname}`, init) } as unknown as Parameters<typeof firstScreenRenderer>[0]['yoga'];
  // Rendering takes seconds on a busy machine: this test is about what is kept, not how fast.
  const renderer = firstScreenRenderer({ yoga, webDir: WEB_DIR, log: () => undefined, timeoutMs: 60_000 });
  const open = async (who: string) => (await renderer({ headers: tokens[who] } as never, `/transcript/${id}`))?.root ?? '';
  expect(await open('editor')).toContain('Jane Doe told me the second line.</textarea>');
  const viewers = await open('viewer');
  expect(viewers).toContain('[Person A] told me the second line.');
  expect(viewers).not.toContain('Jane');
});
