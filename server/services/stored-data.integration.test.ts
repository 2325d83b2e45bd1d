import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';

/** Issue 15, items 9, 15 and 16: every change of a transcript's text obeys saveEdits' limits, times and cleaning. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.editor.refine = (segments) => ({ status: 200, body: segments });
});

/** A ready transcript (the stand-in's audio is 8 s long) whose segments are then set by a save. */
async function transcriptWith(segments: { start: number; end: number; text: string; speaker?: string }[]): Promise<string> {
  const { data } = await (await h.upload('Limits', wavBytes(), 'l.wav', 'audio/wav')).json();
  const { id } = await waitForStatus(h, data.uploadAudio.id);
  const saved = await h.gql('mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { id } }', { id, s: segments });
  expect(saved.errors).toBeUndefined();
  return id;
}

async function expectRefused(query: string, variables: Record<string, unknown>, message: RegExp): Promise<void> {
  const before = await countRecords(h.app, 'transcript_data');
  const result = await h.gql(query, variables);
  expect(result.errors?.[0], JSON.stringify(result).slice(0, 200)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(result.errors?.[0].message).toMatch(message);
  expect(await countRecords(h.app, 'transcript_data')).toBe(before);
}

const SEGMENTS = 'segments { start end text speaker }';

test('replaceText cannot grow a segment past 20,000 characters (a 1 KB request made a 10 MB segment)', async () => {
  const id = await transcriptWith([{ start: 0, end: 2, text: 'e'.repeat(1000) }]);
  await expectRefused(
    'mutation ($id: ID!, $r: String!) { replaceText(id: $id, find: "e", replace: $r) { count } }',
    { id, r: 'x'.repeat(1000) },
    /Segment 1: text is longer than 20000 characters/,
  );
});

test('merging two segments cannot make one past 20,000 characters', async () => {
  const id = await transcriptWith([
    { start: 0, end: 2, text: 'a'.repeat(15_000) },
    { start: 2, end: 4, text: 'b'.repeat(15_000) },
  ]);
  await expectRefused('mutation ($id: ID!) { mergeSegmentWithPrevious(id: $id, start: 2) { id } }', { id }, /longer than 20000 characters/);
});

test('a refine service answering past the limits is refused like a save', async () => {
  const id = await transcriptWith([{ start: 0, end: 2, text: 'short' }]);
  h.editor.refine = (segments) => ({ status: 200, body: segments.map((s) => ({ ...s, text: 'y'.repeat(20_001) })) });
  await expectRefused('mutation ($id: ID!) { refine(id: $id) { id } }', { id }, /longer than 20000 characters/);
});

test('segment times must be finite, 0 or more, and within the audio (plus 1 s): 1e300 is refused', async () => {
  const id = await transcriptWith([{ start: 0, end: 2, text: 'fine' }]);
  const save = 'mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { id } }';
  await expectRefused(save, { id, s: [{ start: 0, end: 1e300, text: 'x' }] }, /Segment 1: end must be a finite number of seconds from 0 to 9 \(the audio is 8 s long\)/);
  await expectRefused(save, { id, s: [{ start: 1e300, text: 'x' }] }, /start must be a finite number of seconds/);
  await expectRefused(save, { id, s: [{ start: 9.5, end: 9.6, text: 'x' }] }, /start must be a finite number/);
  const withinTolerance = await h.gql(`mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { ${SEGMENTS} } }`, {
    id,
    s: [{ start: 0, end: 8.5, text: 'x' }],
  });
  expect(withinTolerance.data.saveEdits.segments[0].end).toBe(8.5);
});

test('text, speaker names, titles and find/replace input are cleaned: no NUL, controls, bidi overrides or zero-width spaces', async () => {
  const id = await transcriptWith([{ start: 0, end: 2, text: 'one\u0000two \u202Eowt\u200b\nline\ttab', speaker: 'Ev\u0007e\u202E' }]);
  const { data } = await h.gql(`query ($id: ID!) { transcript(id: $id) { ${SEGMENTS} } }`, { id });
  // Newlines and tabs stay in text; a control between words still separates them.
  expect(data.transcript.segments[0]).toMatchObject({ text: 'one two owt\nline\ttab', speaker: 'Ev e' });

  const renamed = await h.gql('mutation ($id: ID!, $to: String!) { renameSpeaker(id: $id, from: "Ev e", to: $to) { segments { speaker } } }', {
    id,
    to: '\u202EAdmin\u0000',
  });
  expect(renamed.data.renameSpeaker.segments[0].speaker).toBe('Admin');
  const set = await h.gql('mutation ($id: ID!, $to: String!) { setSegmentSpeaker(id: $id, start: 0, speaker: $to) { segments { speaker } } }', {
    id,
    to: 'Gu\u200best\u2066',
  });
  expect(set.data.setSegmentSpeaker.segments[0].speaker).toBe('Guest');
  const replaced = await h.gql('mutation ($id: ID!, $f: String!, $r: String!) { replaceText(id: $id, find: $f, replace: $r) { transcript { segments { text } } } }', {
    id,
    f: 'tw\u200bo',
    r: '2\u0000\u202E',
  });
  expect(replaced.data.replaceText.transcript.segments[0].text).toBe('one 2  owt\nline\ttab');
  const titled = await h.gql('mutation ($id: ID!, $t: String!) { renameTranscript(id: $id, title: $t) { title } }', { id, t: 'Inter\u200bview\u0000 \u2067one' });
  expect(titled.data.renameTranscript.title).toBe('Interview one');
});
