import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function ready(title = 'Edits'): Promise<{ id: string; versionId: string }> {
  const { data } = await (await h.upload(title, wavBytes(), 'e.wav', 'audio/wav')).json();
  return waitForStatus(h, data.uploadAudio.id);
}

/** The version chain read from PocketBase itself: [source, previous_did matches] newest first. */
async function chain(id: string): Promise<string[]> {
  const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(id));
  const records = await h.app.store.call((pb) => pb.collection('transcript_data').getFullList({ filter: pb.filter('meta_id = {:id}', { id }) }));
  const byId = new Map(records.map((r) => [r.id, r]));
  const sources: string[] = [];
  for (let at = meta.data_id; at; at = byId.get(at)!.previous_did) sources.push(byId.get(at)!.source);
  expect(sources).toHaveLength(records.length); // every version is on the chain
  return sources;
}

const SEGMENTS = 'segments { start end text speaker }';

test('rename a speaker, merge speakers, change one segment’s speaker: one version each', async () => {
  const { id } = await ready();
  const renamed = await h.gql(`mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "ETRM") { ${SEGMENTS} } }`, { id });
  expect(renamed.data.renameSpeaker.segments.map((s: { speaker: string }) => s.speaker)).toEqual(['ETRM', 'Speaker 2', 'ETRM']);
  const one = await h.gql(`mutation ($id: ID!) { setSegmentSpeaker(id: $id, start: 2.5, speaker: "Guest") { ${SEGMENTS} } }`, { id });
  expect(one.data.setSegmentSpeaker.segments[1].speaker).toBe('Guest');
  await h.gql(`mutation ($id: ID!) { setSegmentSpeaker(id: $id, start: 4.75, speaker: "Third") { id } }`, { id });
  // Two speakers merged into a third at once: still one version.
  const merged = await h.gql(`mutation ($id: ID!) { mergeSpeakers(id: $id, speakers: ["Guest", "Third"], into: "ETRM") { ${SEGMENTS} } }`, { id });
  expect(merged.data.mergeSpeakers.segments.map((s: { speaker: string }) => s.speaker)).toEqual(['ETRM', 'ETRM', 'ETRM']);
  expect(await chain(id)).toEqual(['speakers', 'speakers', 'speakers', 'speakers', 'upload']);
});

test('a command that changes nothing writes no version; a save of the same text is a version labelled "No changes"', async () => {
  const { id, versionId } = await ready();
  const same = await h.gql(`mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "Speaker 1") { versionId } }`, { id });
  expect(same.data.renameSpeaker.versionId).toBe(versionId);
  const again = await h.gql(`mutation ($id: ID!) { setSegmentSpeaker(id: $id, start: 2.5, speaker: "Speaker 2") { versionId } }`, { id });
  expect(again.data.setSegmentSpeaker.versionId).toBe(versionId);
  expect(await chain(id)).toEqual(['upload']);
  const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id start end speaker text } } }', { id });
  const saved = await h.gql('mutation ($id: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, segments: $s) { versionId versions(first: 1) { label } } }', { id, s: data.transcript.segments });
  expect(saved.errors).toBeUndefined();
  expect(saved.data.saveEdits.versionId).not.toBe(versionId);
  expect(saved.data.saveEdits.versions[0].label).toBe('No changes');
  expect(await chain(id)).toEqual(['edit', 'upload']);
});

test('split a segment and merge it back', async () => {
  const { id } = await ready();
  const split = await h.gql(`mutation ($id: ID!) { splitSegment(id: $id, start: 2.5, offset: 7) { ${SEGMENTS} } }`, { id });
  expect(split.errors).toBeUndefined();
  const parts = split.data.splitSegment.segments.slice(1, 3);
  expect(parts.map((s: { text: string }) => s.text)).toEqual(['thanks', 'for having me']);
  expect(parts[0].end).toBe(parts[1].start);
  expect(parts[1].start).toBeGreaterThan(2.5);
  const merged = await h.gql(`mutation ($id: ID!, $start: Float!) { mergeSegmentWithPrevious(id: $id, start: $start) { ${SEGMENTS} } }`, { id, start: parts[1].start });
  expect(merged.data.mergeSegmentWithPrevious.segments[1]).toEqual({ start: 2.5, end: 4.75, text: 'thanks for having me', speaker: 'Speaker 2' });
  expect(await chain(id)).toEqual(['merge', 'split', 'upload']);
});

test('find and replace all, as one version with a count', async () => {
  const { id } = await ready();
  const result = await h.gql('mutation ($id: ID!) { replaceText(id: $id, find: "THE", replace: "a") { count transcript { segments { text } } } }', { id });
  expect(result.data.replaceText.count).toBe(3);
  expect(result.data.replaceText.transcript.segments[2].text).toBe('um lets start with a a basics');
  const none = await h.gql('mutation ($id: ID!) { replaceText(id: $id, find: "zebra", replace: "a") { count } }', { id });
  expect(none.errors?.[0].message).toBe('"zebra" was not found');
  expect(await chain(id)).toEqual(['replace', 'upload']);
});

test('history: diff an old version against the current one, restore it as a new version', async () => {
  const { id, versionId: first } = await ready();
  await h.gql('mutation ($id: ID!) { replaceText(id: $id, find: "welcome", replace: "hello") { count } }', { id });
  const diff = await h.gql('query ($id: ID!, $v: ID!) { versionDiff(id: $id, versionId: $v) { kind text } }', { id, v: first });
  expect(diff.data.versionDiff.slice(0, 3)).toEqual([
    { kind: 'REMOVED', text: 'welcome' },
    { kind: 'ADDED', text: 'hello' },
    { kind: 'SAME', text: 'to the show thanks for having me um lets start with the the basics' },
  ]);
  const restored = await h.gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { segments { text } versions { source } } }', { id, v: first });
  expect(restored.data.restoreVersion.segments[0].text).toBe('welcome to the show');
  expect(restored.data.restoreVersion.versions.map((v: { source: string }) => v.source)).toEqual(['restore', 'replace', 'upload']);
  expect(await chain(id)).toEqual(['restore', 'replace', 'upload']);
});

test('restoring a version of another transcript is refused', async () => {
  const a = await ready('A');
  const b = await ready('B');
  const result = await h.gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { id } }', { id: a.id, v: b.versionId });
  expect(result.errors?.[0].message).toBe('That version belongs to another transcript');
});

test('rename a transcript; delete and undo', async () => {
  const { id } = await ready('Old title');
  const renamed = await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "  New title ") { title } }', { id });
  expect(renamed.data.renameTranscript.title).toBe('New title');
  const blank = await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: " ") { title } }', { id });
  expect(blank.errors?.[0].message).toBe('Title is required');
  await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { status } }', { id });
  const edit = await h.gql('mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "X") { id } }', { id });
  expect(edit.errors?.[0].message).toBe('This transcript was deleted; restoreTranscript brings it back.');
  const retitled = await h.gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "While deleted") { title } }', { id });
  expect(retitled.errors?.[0]).toMatchObject({ message: 'This transcript was deleted; restoreTranscript brings it back.', extensions: { code: 'BAD_USER_INPUT' } });
  const back = await h.gql('mutation ($id: ID!) { restoreTranscript(id: $id) { status } }', { id });
  expect(back.data.restoreTranscript.status).toBe('READY');
});

test('search across transcripts: current versions only, deleted left out, snippet with the match', async () => {
  const unique = await ready('Searchable');
  await h.gql('mutation ($id: ID!) { replaceText(id: $id, find: "basics", replace: "zanzibar archives") { count } }', { id: unique.id });
  const gone = await ready('Deleted one');
  await h.gql('mutation ($id: ID!) { replaceText(id: $id, find: "basics", replace: "zanzibar too") { count } }', { id: gone.id });
  await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id: gone.id });

  const result = await h.gql('{ search(query: "ZANZIBAR") { transcript { id title } start speaker snippet matchOffset matchLength highlighted } }');
  expect(result.errors).toBeUndefined();
  expect(result.data.search).toEqual([
    {
      transcript: { id: unique.id, title: 'Searchable' },
      start: 4.75,
      speaker: 'Speaker 1',
      snippet: 'um lets start with the the zanzibar archives',
      matchOffset: 27,
      matchLength: 8,
      highlighted: 'um lets start with the the **zanzibar** archives',
    },
  ]);
  // The word is no longer in the first version of that transcript's chain only: old versions are not searched.
  const old = await h.gql('{ search(query: "basics") { transcript { id } } }');
  expect(old.data.search.map((hit: { transcript: { id: string } }) => hit.transcript.id)).not.toContain(unique.id);
  const injection = await h.gql('{ search(query: "\\" || 1=1 || \\"") { start } }');
  expect(injection.data.search).toEqual([]);
});

test('assignSpeaker: some words of a segment to another speaker, split at word times, one version, one undo', async () => {
  const { id, versionId } = await ready();
  const before = await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id start end text speaker words { text start end } } } }', { id });
  const original = before.data.transcript.segments;
  const target = original[1]; // "thanks for having me"
  const from = target.text.indexOf('for');
  const to = target.text.indexOf('having') + 3; // "having" partly selected counts whole
  const assigned = await h.gql(
    'mutation ($id: ID!, $segmentId: ID!, $from: Int!, $to: Int!, $base: ID) { assignSpeaker(id: $id, segmentId: $segmentId, from: $from, to: $to, speaker: "Guest", baseVersionId: $base) { versionId segments { id start end text speaker words { text start end } } } }',
    { id, segmentId: target.id, from, to, base: versionId },
  );
  expect(assigned.errors).toBeUndefined();
  const segments = assigned.data.assignSpeaker.segments;
  expect(segments.map((s: { text: string; speaker: string }) => [s.speaker, s.text])).toEqual([
    [original[0].speaker, original[0].text],
    [target.speaker, 'thanks'],
    ['Guest', 'for having'],
    [target.speaker, 'me'],
    [original[2].speaker, original[2].text],
  ]);
  // Cut where the words were spoken; the words keep their times; the parts keep the split id rule.
  const words = target.words as { text: string; start: number; end: number }[];
  // (Cut times are rounded to the millisecond, as splitSegment keeps them.)
  expect(segments[2].start).toBeCloseTo(words[1].start, 2);
  expect(segments[3].start).toBeCloseTo(words[3].start, 2);
  expect(segments[2].words.map((w: { text: string }) => w.text)).toEqual(['for', 'having']);
  segments[2].words.forEach((word: { start: number; end: number }, i: number) => {
    expect(word.start).toBeCloseTo(words[i + 1].start, 2);
    expect(word.end).toBeCloseTo(words[i + 1].end, 2);
  });
  expect(segments[1].id).toBe(target.id);
  expect(segments[2].id.startsWith(`${target.id}.`)).toBe(true);
  expect(await chain(id)).toEqual(['speakers', 'upload']);

  const undone = await h.gql('mutation ($id: ID!, $v: ID!, $base: ID) { restoreVersion(id: $id, versionId: $v, as: UNDO, baseVersionId: $base) { segments { id start end text speaker } } }', {
    id,
    v: versionId,
    base: assigned.data.assignSpeaker.versionId,
  });
  expect(undone.data.restoreVersion.segments).toEqual(original.map(({ words: _w, ...segment }: { words: unknown }) => segment));

  const refused = await h.gql('mutation ($id: ID!) { assignSpeaker(id: $id, segmentId: "nope", from: 0, to: 3, speaker: "Guest") { id } }', { id });
  expect(refused.errors?.[0].message).toBe('No segment has the id "nope"');
});

test('split, speaker and merge name their segment by segmentId; the deprecated start still works; exactly one of them', async () => {
  const { id } = await ready();
  const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id start } } }', { id });
  const [first, second, third] = data.transcript.segments as { id: string; start: number }[];
  const SPLIT = 'mutation ($id: ID!, $seg: ID, $start: Float) { splitSegment(id: $id, segmentId: $seg, start: $start, offset: 7) { segments { id text } } }';
  const split = await h.gql(SPLIT, { id, seg: second.id });
  expect(split.errors).toBeUndefined();
  expect(split.data.splitSegment.segments.slice(1, 3)).toEqual([
    { id: second.id, text: 'thanks' },
    { id: expect.stringMatching(new RegExp(`^${second.id.replace('.', '\\.')}\\.`)), text: 'for having me' },
  ]);
  const speaker = await h.gql('mutation ($id: ID!, $seg: ID, $start: Float) { setSegmentSpeaker(id: $id, segmentId: $seg, start: $start, speaker: "Guest") { segments { id speaker } } }', {
    id,
    seg: third.id,
    start: third.start, // both given, naming the same segment: accepted
  });
  expect(speaker.errors).toBeUndefined();
  expect(speaker.data.setSegmentSpeaker.segments.at(-1)).toEqual({ id: third.id, speaker: 'Guest' });
  const secondPart = split.data.splitSegment.segments[2].id;
  const merged = await h.gql('mutation ($id: ID!, $seg: ID) { mergeSegmentWithPrevious(id: $id, segmentId: $seg) { segments { id text } } }', { id, seg: secondPart });
  expect(merged.data.mergeSegmentWithPrevious.segments[1]).toEqual({ id: second.id, text: 'thanks for having me' });

  const refused = async (query: string, variables: Record<string, unknown>, message: string) => {
    const answer = await h.gql(query, { id, ...variables });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toBe(message);
  };
  await refused(SPLIT, {}, 'Name the segment with segmentId (its Segment.id)');
  await refused(SPLIT, { seg: first.id, start: third.start }, `segmentId "${first.id}" and start ${third.start} name different segments; give segmentId alone`);
  await refused(SPLIT, { seg: 'nope' }, 'No segment has the id "nope"');
  await refused('mutation ($id: ID!) { mergeSegmentWithPrevious(id: $id) { id } }', {}, 'Name the segment with segmentId (its Segment.id)');
  await refused('mutation ($id: ID!) { setSegmentSpeaker(id: $id, speaker: "X") { id } }', {}, 'Name the segment with segmentId (its Segment.id)');
  expect(await chain(id)).toEqual(['merge', 'speakers', 'split', 'upload']);
});
