import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/** Issue 15, item 10: heavy fields are priced, and listing versions does not load their text. */
let h: Harness;
let id: string;
let first: string;
beforeAll(async () => {
  h = await startHarness();
  const { data } = await (await h.upload('Heavy', wavBytes(), 'h.wav', 'audio/wav')).json();
  ({ id, versionId: first } = await waitForStatus(h, data.uploadAudio.id));
  await h.gql('mutation ($id: ID!) { saveEdits(id: $id, segments: [{ start: 0, text: "one two three" }]) { id } }', { id });
});
afterAll(() => h?.close());

const diffs = (count: number) =>
  `query ($id: ID!, $v: ID!) { ${Array.from({ length: count }, (_, i) => `d${i}: versionDiff(id: $id, versionId: $v) { kind text }`).join(' ')} }`;

test('twenty aliased versionDiffs are refused before they run; five are answered', async () => {
  const twenty = await h.gql(diffs(20), { id, v: first });
  expect(twenty.data).toBeUndefined();
  expect(twenty.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(twenty.errors?.[0].message).toMatch(/^This request costs 40000, over the limit of 10000/);
  const five = await h.gql(diffs(5), { id, v: first });
  expect(five.errors).toBeUndefined();
  expect(five.data.d4).toEqual(five.data.d0);
});

test('versions { id wordCount } lists versions without their text; segments are loaded only when asked for', async () => {
  const meta = await h.app.services.transcripts.get(id);
  const light = await h.app.services.transcripts.versions(meta);
  expect(light).toHaveLength(2);
  expect(light.every((version) => version.segments === undefined)).toBe(true);
  expect(light[0].wordCount).toBe(3);

  const counts = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id wordCount } } }', { id });
  expect(counts.data.transcript.versions.map((v: { wordCount: number }) => v.wordCount)).toEqual([3, 15]);
  // Asked for through a fragment, the text is there.
  const full = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { ...Text } } } fragment Text on TranscriptVersion { segments { text } }', { id });
  expect(full.data.transcript.versions[0].segments).toEqual([{ text: 'one two three' }]);
});
