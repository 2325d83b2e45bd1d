import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { migrationsDir } from './store-check.ts';

/**
 * Data dirs that past releases' own servers wrote (release-dirs/write-release-dir.ts), opened by this one: every
 * migration since runs on them, and everything each release answered about its transcripts this one answers the same.
 * b10a048 is the release before review links, comments, version labels and export links; 1039682 the release before
 * voice suggestions (transcript_meta.voice_suggestions); 86e106c the release before recorded voice comparisons
 * (voice_comparisons), with one voice remembered; ab1f9bd the release before private transcripts' index, erasures,
 * pseudonyms and bleeped renders (migrations 1765500000-1765800000); b3309f1 the release before pseudonymised search
 * rows, the new export formats' links, pseudonymised export links and highlights (migrations 1765900000-1766200000);
 * b6db260 the release before the quote bank's index, clips and imports, with two highlights made through its API
 * (found in the quote bank after the upgrade); b44121b the release before chapters, transcript tags and audiograms
 * (migrations 1766500000-1766700000); 91bb405 the release before show notes (migration 1766800000), with two chapters
 * and two tags made through its API (read back after the upgrade; its chapters are the drafted show notes' list).
 * None of them had show notes.
 */

const TRANSCRIPT = `query ($id: ID!) { transcript(id: $id) {
  id title status language engine model speakerEngine duration wordCount versionId
  segments { id speaker text start end words { text start end confidence } }
  versions { id kind source wordCount previousId segments { speaker text start end words { text start end confidence } } }
} }`;

describe.each(['b10a048', '1039682', '86e106c', 'ab1f9bd', 'b3309f1', 'b6db260', 'b44121b', '91bb405'])('a data dir written by release %s', (release) => {
  const RELEASE = path.join(import.meta.dirname, 'release-dirs', release);
  const written = JSON.parse(readFileSync(`${RELEASE}.json`, 'utf8'));
  const [interview, second] = written.transcripts;
  let h: Harness;

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-release-dir-'));
    execFileSync('tar', ['-xzf', `${RELEASE}.tar.gz`, '-C', dataDir]);
    h = await startHarness({}, { dataDir });
  }, 60_000);
  afterAll(() => h?.close());

  test('every migration of this release has run on the dir', async () => {
    const { migrations } = await h.app.store.call((pb) => pb.send<{ migrations: string[] }>('/api/tapescript/version', { method: 'GET' }));
    const ours = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.js'));
    expect(migrations).toEqual(expect.arrayContaining(ours));
  });

  test.each([
    ['an interview through uploads, edits, a split, speakers, a merge, a refine, a restore and a rename', interview],
    ['an interview as it was transcribed', second],
  ])('%s reads back as that release answered: segments, words, speakers and every version', async (_label, before) => {
    const { data, errors } = await h.gql(TRANSCRIPT, { id: before.id });
    expect(errors).toBeUndefined();
    expect(data.transcript).toEqual(before);
  });

  test('its chapters read back as written (none before migration 1766500000), and chapters are proposed on its text', async () => {
    for (const { id } of [interview, second]) {
      const { data, errors } = await h.gql('query ($id: ID!) { transcript(id: $id) { chapters { id segmentId start title } } suggestChapters(transcriptId: $id) { segmentId start } }', { id });
      expect(errors).toBeUndefined();
      expect(data.transcript.chapters).toEqual(id === interview.id ? (written.chapters ?? []) : []);
      expect(data.suggestChapters[0]).toEqual({ segmentId: expect.any(String), start: 0 });
    }
  });

  test('its versions have no show notes (migration 1766800000), and show notes are drafted on its text', async () => {
    const { data, errors } = await h.gql('query ($id: ID!) { showNotes(transcriptId: $id) { markdown } }', { id: second.id });
    expect(errors).toBeUndefined();
    expect(data.showNotes).toBeNull();
    const drafted = await h.gql('mutation ($id: ID!) { draftShowNotes(transcriptId: $id) { markdown drafted } }', { id: second.id });
    expect(drafted.errors).toBeUndefined();
    expect(drafted.data.draftShowNotes).toEqual({ markdown: expect.stringMatching(/^# .+\n\n## Summary\n/), drafted: true });
    // The first interview's chapters, where that release set them, are the draft's chapter list.
    if (written.chapters) {
      const withChapters = await h.gql('mutation ($id: ID!) { draftShowNotes(transcriptId: $id) { markdown } }', { id: interview.id });
      expect(withChapters.errors).toBeUndefined();
      expect(withChapters.data.draftShowNotes.markdown).toContain('00:27 Engines and looms');
    }
  });

  test('its transcripts are listed, the deleted one is not, and comes back with restoreTranscript', async () => {
    const list = async () => (await h.gql('{ transcripts(perPage: 50) { items { id title } } }')).data.transcripts.items.map((t: { title: string }) => t.title);
    expect(await list()).toEqual(expect.arrayContaining([interview.title, second.title]));
    expect(await list()).not.toContain(written.deleted.title);
    const restored = await h.gql('mutation ($id: ID!) { restoreTranscript(id: $id) { title status } }', { id: written.deleted.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreTranscript).toEqual({ title: written.deleted.title, status: 'READY' });
    expect(await list()).toContain(written.deleted.title);
  });

  test('search finds its words, and its audio is still served', async () => {
    const { data, errors } = await h.gql('query { search(query: "Zürich") { transcript { id } speaker snippet } }');
    expect(errors).toBeUndefined();
    expect(data.search).toEqual(expect.arrayContaining([expect.objectContaining({ transcript: { id: interview.id }, snippet: expect.stringContaining('Zürich') })]));
    const { data: file } = await h.gql('query ($id: ID!) { transcript(id: $id) { fileUrl } }', { id: interview.id });
    const audio = await fetch(new URL(file.transcript.fileUrl, h.app.url));
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).subarray(0, 4).toString()).toBe('RIFF');
  });

  test('editing goes on where that release left it: a labelled save, an undo back to its text, and a Word export', async () => {
    const id = interview.id;
    const segments = interview.segments.map((s: { start: number; text: string }, i: number) => ({ start: s.start, text: i === 0 ? 'Welcome back to the series, everyone.' : s.text }));
    const saved = await h.gql('mutation ($id: ID!, $b: ID, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $b, segments: $s) { versionId versions { id label } } }', { id, b: interview.versionId, s: segments });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveEdits.versions[0].label).toMatch(/segment 1/i);
    const undone = await h.gql('mutation ($id: ID!, $b: ID, $v: ID!) { restoreVersion(id: $id, baseVersionId: $b, versionId: $v, as: UNDO) { segments { text } } }', {
      id, b: saved.data.saveEdits.versionId, v: interview.versionId,
    });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.restoreVersion.segments.map((s: { text: string }) => s.text)).toEqual(interview.segments.map((s: { text: string }) => s.text));
    const exported = await h.gql('mutation ($id: ID!) { export(id: $id, format: DOCX) { filename contentBase64 } }', { id });
    expect(exported.errors).toBeUndefined();
    expect(exported.data.export.filename).toMatch(/\.docx$/);
    expect(Buffer.from(exported.data.export.contentBase64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  test('its transcripts have the tags that release set (none before migration 1766600000), take others without a version, and are found by them', async () => {
    const TAGS = 'query ($id: ID!) { transcript(id: $id) { tags versions { id } } }';
    const before = (await h.gql(TAGS, { id: second.id })).data.transcript;
    expect(before.tags).toEqual(written.tags ?? []);
    const set = await h.gql('mutation ($id: ID!) { setTranscriptTags(id: $id, tags: ["Archive"]) { tags } }', { id: second.id });
    expect(set.errors).toBeUndefined();
    expect((await h.gql(TAGS, { id: second.id })).data.transcript).toEqual({ tags: ['Archive'], versions: before.versions });
    const found = (await h.gql('{ transcripts(perPage: 50, tags: ["archive"]) { items { id title } } }')).data.transcripts.items;
    expect(found).toEqual([{ id: second.id, title: second.title }]);
  });

  test('its transcripts are offered no voice: that release stored no offers', async () => {
    for (const { id } of [interview, second]) {
      const { data, errors } = await h.gql('query ($id: ID!) { transcript(id: $id) { voiceSuggestions { speaker } recognizedSpeakers { speaker } } }', { id });
      expect(errors).toBeUndefined();
      expect(data.transcript).toEqual({ voiceSuggestions: [], recognizedSpeakers: [] });
    }
  });

  test.runIf(written.highlights)('its highlights read back as that release answered, with their tags suggested', async () => {
    const { data, errors } = await h.gql('query ($id: ID!) { transcript(id: $id) { highlights { id quote speaker start end tags note outdated } } }', { id: interview.id });
    expect(errors).toBeUndefined();
    expect(data.transcript.highlights).toEqual(written.highlights);
    expect((await h.gql('{ highlightTags }')).data.highlightTags).toEqual(written.highlightTags);
    // The quote bank's index (migration 1766300000) was built for them: found by their words and by a tag.
    const found = async (args: string) => (await h.gql(`{ highlights(${args}) { id } }`)).data.highlights.map((found: { id: string }) => found.id);
    expect(await found('query: "Zürich"')).toEqual([written.highlights.find((highlight: { tags: string[] }) => highlight.tags.includes('Places')).id]);
    expect(await found('tags: ["radio"]')).toEqual([written.highlights.find((highlight: { tags: string[] }) => highlight.tags.includes('radio')).id]);
  });

  // Last: naming writes a version and a recognition.
  test.runIf(written.voices)('its remembered voice stays, and names speakers: compared once, then answered from the comparison recorded', async () => {
    expect((await h.gql('{ voices { name interviews speechSeconds } }')).data.voices).toEqual(written.voices);
    let measured = 0;
    // The stand-in speech worker measures each clip as that release's did when the voice was remembered.
    h.editor.voiceprints = (clips) => {
      measured += 1;
      return { status: 200, body: { model: 'campplus-test@000000000000', clips: clips.map(([start, end]) => ({ start, end, embedding: [1, 0, 0, 0] })) } };
    };
    const NAME = 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { comparedBefore } }';
    const first = await h.gql(NAME, { t: second.id });
    expect(first.errors).toBeUndefined();
    expect(first.data.nameSpeakersByVoice).toEqual({ comparedBefore: false });
    expect((await h.gql(NAME, { t: second.id })).data.nameSpeakersByVoice).toEqual({ comparedBefore: true });
    expect(measured).toBe(1);
  });
});
