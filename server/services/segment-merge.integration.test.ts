import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_SEGMENTS } from '../test/stand-in-editor.ts';

/** Saves made on an older version merge by segment with what was written since (issue 31). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function readyTranscript(): Promise<{ id: string; v1: string; ids: string[] }> {
  const { data } = await (await h.upload('Together', wavBytes(), 'together.wav', 'audio/wav')).json();
  const ready = await waitForStatus(h, data.uploadAudio.id);
  const read = await current(ready.id);
  return { id: ready.id, v1: read.versionId, ids: read.segments.map((segment: { id: string }) => segment.id) };
}

const CURRENT = 'query ($id: ID!) { transcript(id: $id) { versionId segments { id start end text speaker } versions { id source } } }';
const current = async (id: string) => (await h.gql(CURRENT, { id })).data.transcript;
const texts = async (id: string) => (await current(id)).segments.map((segment: { text: string }) => segment.text);
const versions = (id: string) => countRecords(h.app, 'transcript_data', `meta_id = "${id}"`);

const SAVE = `mutation ($id: ID!, $segments: [SegmentInput!]!, $base: ID) {
  saveEdits(id: $id, segments: $segments, baseVersionId: $base) { versionId segments { text } }
}`;
const MERGE = `mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) {
  mergeEdits(id: $id, baseVersionId: $base, segments: $segments) {
    transcript { versionId segments { id text speaker } }
    conflicts { segmentId mine theirs base mineSpeaker theirsSpeaker start }
    merged
  }
}`;

/** The full list as the web app sends it: starts and texts, one of them edited. */
const edited = (changes: Record<number, string>) => SAMPLE_SEGMENTS.map((segment, i) => ({ start: segment.start, text: changes[i] ?? segment.text }));
const [welcome, thanks, basics] = SAMPLE_SEGMENTS.map((segment) => segment.text);

describe('saves from one base', () => {
  test('two clients change different segments: both land, nobody sees a conflict', async () => {
    const { id, v1 } = await readyTranscript();
    const a = await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Welcome to the show, everyone.' }) });
    const b = await h.gql(SAVE, { id, base: v1, segments: edited({ 2: 'Let us start with the basics.' }) });
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data.saveEdits.segments.map((segment: { text: string }) => segment.text)).toEqual(['Welcome to the show, everyone.', thanks, 'Let us start with the basics.']);
    const read = await current(id);
    expect(read.versionId).toBe(b.data.saveEdits.versionId);
    expect(read.versions.map((version: { source: string }) => version.source)).toEqual(['edit', 'edit', 'upload']);
  });

  test('the same segment: mergeEdits saves the rest, reports the conflict with both texts, and keeps theirs', async () => {
    const { id, v1, ids } = await readyTranscript();
    const theirs = await h.gql(SAVE, { id, base: v1, segments: edited({ 1: 'Thanks for having me here.' }) });
    const v2 = theirs.data.saveEdits.versionId;
    const mine = edited({ 0: 'Hello and welcome.', 1: 'Thank you for having me.' });
    const merged = await h.gql(MERGE, { id, base: v1, segments: mine });
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeEdits.merged).toBe(true);
    expect(merged.data.mergeEdits.conflicts).toEqual([
      { segmentId: ids[1], mine: 'Thank you for having me.', theirs: 'Thanks for having me here.', base: thanks, mineSpeaker: 'Speaker 2', theirsSpeaker: 'Speaker 2', start: 2.5 },
    ]);
    const { transcript } = merged.data.mergeEdits;
    expect(transcript.segments.map((segment: { text: string }) => segment.text)).toEqual(['Hello and welcome.', 'Thanks for having me here.', basics]);
    // One new version, an edit, made on theirs.
    const read = await current(id);
    expect(read.versionId).toBe(transcript.versionId);
    expect(read.versions.slice(0, 2)).toEqual([{ id: transcript.versionId, source: 'edit' }, { id: v2, source: 'edit' }]);

    // Resolving: the chosen text, sent on the version the merge made, is saved without a conflict.
    const chosen = await h.gql(MERGE, { id, base: transcript.versionId, segments: edited({ 0: 'Hello and welcome.', 1: 'Thank you for having me.' }) });
    expect(chosen.data.mergeEdits.conflicts).toEqual([]);
    expect(chosen.data.mergeEdits.merged).toBe(false);
    expect(await texts(id)).toEqual(['Hello and welcome.', 'Thank you for having me.', basics]);
  });

  test('saveEdits with a conflict answers CONFLICT with the conflicts and the current version, and writes nothing', async () => {
    const { id, v1, ids } = await readyTranscript();
    const theirs = await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Theirs, first.', 2: 'Theirs, last.' }) });
    const before = await versions(id);
    const refused = await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Mine, first.', 1: 'Mine, between.', 2: 'Mine, last.' }) });
    expect(refused.data).toBeNull();
    const [error] = refused.errors as { message: string; extensions: Record<string, unknown> }[];
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.message).toMatch(/changed elsewhere since you loaded it, and 2 segments were changed there differently: nothing was saved/);
    expect(error.extensions.currentVersionId).toBe(theirs.data.saveEdits.versionId);
    expect(error.extensions.conflicts).toEqual([
      { segmentId: ids[0], mine: 'Mine, first.', theirs: 'Theirs, first.', base: welcome, mineSpeaker: 'Speaker 1', theirsSpeaker: 'Speaker 1', start: 0 },
      { segmentId: ids[2], mine: 'Mine, last.', theirs: 'Theirs, last.', base: basics, mineSpeaker: 'Speaker 1', theirsSpeaker: 'Speaker 1', start: 4.75 },
    ]);
    expect(await versions(id)).toBe(before);
    expect(await texts(id)).toEqual(['Theirs, first.', thanks, 'Theirs, last.']);
  });

  test('mergeEdits that changes nothing writes no version', async () => {
    const { id, v1 } = await readyTranscript();
    const saved = await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Changed once.' }) });
    const before = await versions(id);
    for (const [base, segments] of [
      [saved.data.saveEdits.versionId, edited({ 0: 'Changed once.' })],
      [v1, edited({})],
      [v1, edited({ 0: 'Changed once.' })],
    ] as const) {
      const merged = await h.gql(MERGE, { id, base, segments });
      expect(merged.data.mergeEdits).toMatchObject({ transcript: { versionId: saved.data.saveEdits.versionId }, conflicts: [] });
    }
    expect(await versions(id)).toBe(before);
  });

  test('a base that is no version of this transcript is refused', async () => {
    const one = await readyTranscript();
    const other = await readyTranscript();
    await h.gql(SAVE, { id: one.id, segments: edited({ 0: 'Moved on.' }) });
    const foreign = await h.gql(MERGE, { id: one.id, base: other.v1, segments: edited({}) });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'baseVersionId is a version of another transcript', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await h.gql(SAVE, { id: one.id, base: 'nope', segments: edited({}) });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  test('another server writing between the read and the write: the save merges again on its version', async () => {
    const { id, v1 } = await readyTranscript();
    const repo = h.app.services.repo;
    const append = repo.appendVersion.bind(repo);
    const { segments: base } = await repo.getVersion(v1);
    // A real write by "another server" lands first, so the store refuses this one (VersionConflict) once.
    repo.appendVersion = async (version) => {
      repo.appendVersion = append;
      await append({ ...version, segments: base.map((segment, i) => (i === 1 ? { ...segment, text: 'Written by the other server.' } : segment)) });
      return append(version);
    };
    try {
      const saved = await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Written here.' }) });
      expect(saved.errors).toBeUndefined();
    } finally {
      repo.appendVersion = append;
    }
    expect(await texts(id)).toEqual(['Written here.', 'Written by the other server.', basics]);
    expect(await versions(id)).toBe(3);
  });
});

describe('commands from an older base', () => {
  const SPLIT = 'mutation ($id: ID!, $start: Float!, $offset: Int!, $base: ID) { splitSegment(id: $id, start: $start, offset: $offset, baseVersionId: $base) { versionId segments { id start text } } }';
  const SPEAKER = 'mutation ($id: ID!, $start: Float!, $base: ID) { setSegmentSpeaker(id: $id, start: $start, speaker: "ETRM", baseVersionId: $base) { segments { speaker } } }';

  test('apply to the current version when the segments they touch did not change since; conflict when one did', async () => {
    const { id, v1, ids } = await readyTranscript();
    await h.gql(SAVE, { id, base: v1, segments: edited({ 0: 'Welcome, welcome.' }) });

    const split = await h.gql(SPLIT, { id, start: 4.75, offset: 'um lets start'.length, base: v1 });
    expect(split.errors).toBeUndefined();
    expect(split.data.splitSegment.segments.map((segment: { text: string }) => segment.text)).toEqual(['Welcome, welcome.', thanks, 'um lets start', 'with the the basics']);

    const before = await versions(id);
    const speaker = await h.gql(SPEAKER, { id, start: 0, base: v1 });
    expect(speaker.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      currentVersionId: split.data.splitSegment.versionId,
      conflicts: [{ segmentId: ids[0], mine: welcome, theirs: 'Welcome, welcome.', base: welcome, mineSpeaker: 'ETRM', theirsSpeaker: 'Speaker 1', start: 0 }],
    });
    expect(speaker.errors?.[0].message).toMatch(/1 segment was changed there differently/);
    expect(await versions(id)).toBe(before);

    // The same split sent again from its base (a retried request): no conflict, no second version.
    const again = await h.gql(SPLIT, { id, start: 4.75, offset: 'um lets start'.length, base: v1 });
    expect(again.errors).toBeUndefined();
    expect(again.data.splitSegment.versionId).toBe(split.data.splitSegment.versionId);
    expect(await versions(id)).toBe(before);
  });

  test('an undo from an older base takes back only its own change', async () => {
    const { id, v1 } = await readyTranscript();
    const mine = await h.gql(SAVE, { id, base: v1, segments: edited({ 2: 'Mine, to be undone.' }) });
    const v2 = mine.data.saveEdits.versionId;
    await h.gql(SAVE, { id, base: v2, segments: edited({ 0: 'Theirs, kept.', 2: 'Mine, to be undone.' }) });
    const undo = await h.gql('mutation ($id: ID!, $v: ID!, $base: ID) { restoreVersion(id: $id, versionId: $v, baseVersionId: $base, as: UNDO) { versionId versions(first: 1) { undoes { id } } } }', {
      id,
      v: v1,
      base: v2,
    });
    expect(undo.errors).toBeUndefined();
    expect(undo.data.restoreVersion.versions[0].undoes.id).toBe(v2);
    expect(await texts(id)).toEqual(['Theirs, kept.', thanks, basics]);
  });
});
