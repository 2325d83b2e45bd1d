import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEditorService, type RunningEditorService } from '../editor-service/service.ts';
import { sendJson, startStandIn } from '../editor-service/testing/stand-in.ts';
import { talkOn } from '../domain/chapters/subjects.test-support.ts';
import { startHarness, waitForStatus, wavBytes, type Harness } from '../test/harness.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';

/**
 * Chapters on a real PocketBase over real HTTP: set as versions of their own, carried by every later version (moved
 * by a merge, gone with a deleted segment), brought back by a restore and an undo, proposed from the text.
 */

let h: Harness;
let id = '';
const { segments: talk, starts } = talkOn(['bread', 'stars', 'boats']);

const READ = 'query ($id: ID!) { transcript(id: $id) { versionId chapters { id segmentId start title } segments { id start end text } versions { id kind label } } }';
const SET = 'mutation ($t: ID!, $b: ID!, $c: [ChapterInput!]!) { setChapters(transcriptId: $t, baseVersionId: $b, chapters: $c) { versionId chapters { id segmentId start title } } }';
const read = async () => (await h.gql(READ, { id })).data.transcript;
const set = (base: string, chapters: { segmentId: string; title: string }[]) => h.gql(SET, { t: id, b: base, c: chapters });
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code ?? 'ok';

beforeAll(async () => {
  h = await startHarness();
  const duration = talk[talk.length - 1].end + 1;
  h.editor.transcribe = () => ({ status: 200, body: { ...SAMPLE_RESULT, duration, segments: talk.map(({ speaker, text, start, end }) => ({ speaker, text, start, end })) } });
  const response = await h.upload('Three subjects', wavBytes(), 'three.wav', 'audio/wav');
  id = (await response.json()).data.uploadAudio.id;
  expect((await waitForStatus(h, id)).status).toBe('READY');
}, 60_000);
afterAll(() => h?.close());

describe('chapters', () => {
  test('a transcript starts with none; suggestChapters proposes one per subject at segment starts and saves nothing', async () => {
    const before = await read();
    expect(before.chapters).toEqual([]);
    const { data, errors } = await h.gql('query ($id: ID!) { suggestChapters(transcriptId: $id) { id segmentId start title } }', { id });
    expect(errors).toBeUndefined();
    expect(data.suggestChapters).toHaveLength(3);
    const segmentStarts = new Map(before.segments.map((s: { id: string; start: number }) => [s.id, s.start]));
    for (const chapter of data.suggestChapters) expect(chapter.start).toBe(segmentStarts.get(chapter.segmentId));
    expect(data.suggestChapters[0].start).toBe(0);
    const found = data.suggestChapters.slice(1).map((chapter: { segmentId: string }) => before.segments.findIndex((s: { id: string }) => s.id === chapter.segmentId));
    found.forEach((at: number, i: number) => expect(Math.abs(at - starts[i + 1])).toBeLessThanOrEqual(1));
    expect((await read()).versionId).toBe(before.versionId);
  });

  test('setChapters writes a CHAPTERS version with the same segments, chapters sorted by start with their segments’ starts', async () => {
    const before = await read();
    const [first, , third] = [before.segments[0], before.segments[1], before.segments[20]];
    const answer = await set(before.versionId, [
      { segmentId: third.id, title: '  Looking   up ' },
      { segmentId: first.id, title: 'Baking' },
    ]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.setChapters.chapters).toEqual([
      { id: `c${first.id}`, segmentId: first.id, start: first.start, title: 'Baking' },
      { id: `c${third.id}`, segmentId: third.id, start: third.start, title: 'Looking up' },
    ]);
    const after = await read();
    expect(after.versions[0]).toMatchObject({ kind: 'CHAPTERS', label: 'Chapters: 2 added' });
    expect(after.segments).toEqual(before.segments);
    // The same chapters again write nothing.
    expect((await set(after.versionId, [{ segmentId: first.id, title: 'Baking' }, { segmentId: third.id, title: 'Looking up' }])).data.setChapters.versionId).toBe(after.versionId);
  });

  test.each([
    ['an empty title', (s: string) => [{ segmentId: s, title: ' ' }], 'BAD_USER_INPUT'],
    ['a title over 200 characters', (s: string) => [{ segmentId: s, title: 'x'.repeat(201) }], 'BAD_USER_INPUT'],
    ['a segment the version has not', () => [{ segmentId: 'nope', title: 'Gone' }], 'BAD_USER_INPUT'],
    ['two chapters on one segment', (s: string) => [{ segmentId: s, title: 'One' }, { segmentId: s, title: 'Two' }], 'BAD_USER_INPUT'],
  ])('refuses %s, writing nothing', async (_what, chapters, code) => {
    const before = await read();
    expect(codeOf(await set(before.versionId, chapters(before.segments[0].id)))).toBe(code);
    expect((await read()).versionId).toBe(before.versionId);
  });

  test('a stale base: applies when the chapters were not changed since, CONFLICT when they were', async () => {
    const start = await read();
    // A text edit since: the chapters are the same, so a change made on `start` still applies.
    const segments = start.segments.map((s: { id: string; start: number; text: string }, i: number) => ({ id: s.id, start: s.start, text: i === 5 ? `${s.text} Indeed.` : s.text }));
    expect((await h.gql('mutation ($id: ID!, $b: ID, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $b, segments: $s) { id } }', { id, b: start.versionId, s: segments })).errors).toBeUndefined();
    const renamed = start.chapters.map((c: { segmentId: string; title: string }, i: number) => ({ segmentId: c.segmentId, title: i === 0 ? 'Bread' : c.title }));
    const applied = await set(start.versionId, renamed);
    expect(applied.errors).toBeUndefined();
    expect(applied.data.setChapters.chapters[0].title).toBe('Bread');
    // Now `start`'s chapters are not the current ones: a change made on it is a conflict.
    const refused = await set(start.versionId, [{ segmentId: start.segments[0].id, title: 'Mine' }]);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0].extensions).toMatchObject({ currentVersionId: applied.data.setChapters.versionId, conflicts: [] });
  });

  test('later versions carry the chapters: a merged segment’s chapter moves to the segment before, a deleted one’s goes', async () => {
    const before = await read();
    const [, second] = before.chapters;
    const at = before.segments.findIndex((s: { id: string }) => s.id === second.segmentId);
    const merged = await h.gql('mutation ($id: ID!, $s: ID!, $b: ID) { mergeSegmentWithPrevious(id: $id, segmentId: $s, baseVersionId: $b) { chapters { segmentId title start } } }', {
      id, s: second.segmentId, b: before.versionId,
    });
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeSegmentWithPrevious.chapters[1]).toEqual({ segmentId: before.segments[at - 1].id, title: second.title, start: before.segments[at - 1].start });
    const now = await read();
    const without = now.segments.filter((s: { id: string }) => s.id !== before.segments[at - 1].id).map((s: { id: string; start: number; text: string }) => ({ id: s.id, start: s.start, text: s.text }));
    const deleted = await h.gql('mutation ($id: ID!, $b: ID, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $b, segments: $s) { chapters { title } } }', { id, b: now.versionId, s: without });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.saveEdits.chapters).toEqual([{ title: 'Bread' }]);
  });

  test('a restore brings a version’s chapters back, and an undo of setChapters takes them back', async () => {
    const history = (await read()).versions;
    const withTwo = history.find((v: { label: string }) => v.label === 'Chapters: 2 added');
    const restored = await h.gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { versionId chapters { title } } }', { id, v: withTwo.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreVersion.chapters.map((c: { title: string }) => c.title)).toEqual(['Baking', 'Looking up']);
    const current = await read();
    const changed = await set(current.versionId, [{ segmentId: current.segments[0].id, title: 'Only one' }]);
    expect(changed.data.setChapters.chapters).toHaveLength(1);
    const undone = await h.gql('mutation ($id: ID!, $b: ID, $v: ID!) { restoreVersion(id: $id, baseVersionId: $b, versionId: $v, as: UNDO) { chapters { title } versions(first: 1) { label } } }', {
      id, b: changed.data.setChapters.versionId, v: current.versionId,
    });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.restoreVersion.chapters.map((c: { title: string }) => c.title)).toEqual(['Baking', 'Looking up']);
    expect(undone.data.restoreVersion.versions[0].label).toBe('Undo: chapters — 1 renamed, 1 removed');
  });

  test('exports each chapter format with the chapters’ starts, and Markdown with chapter headings', async () => {
    const { chapters } = await read();
    const exported = async (format: string, options: Record<string, unknown> = {}) => {
      const answer = await h.gql('mutation ($id: ID!, $f: ExportFormat!, $o: ExportOptions) { export(id: $id, format: $f, options: $o) { filename mimeType contentBase64 } }', { id, f: format, o: options });
      expect(answer.errors).toBeUndefined();
      return { ...answer.data.export, text: Buffer.from(answer.data.export.contentBase64, 'base64').toString('utf8') };
    };
    const json = await exported('CHAPTERS_JSON');
    expect(json.filename).toBe('Three subjects.chapters.json');
    expect(JSON.parse(json.text)).toEqual({ version: '1.2.0', chapters: chapters.map((c: { start: number; title: string }) => ({ startTime: c.start, title: c.title })) });
    const youtube = await exported('CHAPTERS_YOUTUBE');
    expect(youtube.text.split('\n')[0]).toBe('00:00 Baking');
    expect(youtube.text.split('\n')).toHaveLength(chapters.length + 1);
    const vtt = await exported('CHAPTERS_VTT');
    expect(vtt.text).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(vtt.text).toContain('Looking up');
    const markdown = await exported('MARKDOWN', { chapters: true });
    expect(markdown.text).toContain('\n\n## Baking\n\n');
    expect(markdown.text).toContain('\n\n## Looking up\n\n');
    expect((await exported('MARKDOWN')).text).not.toContain('## ');
  });

  test('a version without chapters has none to export: BAD_USER_INPUT', async () => {
    const current = await read();
    expect((await set(current.versionId, [])).errors).toBeUndefined();
    const answer = await h.gql('mutation ($id: ID!) { export(id: $id, format: CHAPTERS_YOUTUBE) { filename } }', { id });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });
});

describe('chapters titled by a language model', () => {
  let service: RunningEditorService;
  let model: Awaited<ReturnType<typeof startStandIn>>;

  beforeAll(async () => {
    // The model titles the first chapter with the placeholder it was sent for a listed word, answers an empty title for
    // the second and one too long for the third.
    model = await startStandIn((request, res) => {
      const { messages } = JSON.parse(request.body.toString());
      const { chapters } = JSON.parse(messages.at(-1).content) as { chapters: string[] };
      const titles = [chapters[0].includes('[Person A]') ? 'Baking, and [Person A]' : 'Baking', '', 'x'.repeat(201)];
      sendJson(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ titles }) }, finish_reason: 'stop' }] });
    });
    service = await createEditorService(loadEditorServiceConfig({ LLM_BASE_URL: model.url, LLM_MODEL: 'tiny' })).listen(0, '127.0.0.1');
    h.editor.chapterTitles = async (body) => {
      const answer = await fetch(`${service.url}/chapter-titles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, body: await answer.json() };
    };
    const named = await h.gql('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "crust", kind: PERSON) { replacement } }', { t: id });
    expect(named.errors).toBeUndefined();
  });
  afterAll(async () => {
    await service?.close();
    await model?.close();
  });

  test('the boundaries are the offline method’s; the model’s titles are taken where usable, names put back, else the key phrases stay', async () => {
    const SUGGEST = 'query ($id: ID!) { suggestChapters(transcriptId: $id) { segmentId start title } }';
    const { data, errors } = await h.gql(SUGGEST, { id });
    expect(errors).toBeUndefined();
    const before = h.editor.chapterTitles;
    h.editor.chapterTitles = () => ({ status: 404, body: 'No language model is configured' });
    const offline = (await h.gql(SUGGEST, { id })).data.suggestChapters;
    h.editor.chapterTitles = before;
    expect(data.suggestChapters.map((chapter: { segmentId: string }) => chapter.segmentId)).toEqual(offline.map((chapter: { segmentId: string }) => chapter.segmentId));
    expect(data.suggestChapters.map((chapter: { title: string }) => chapter.title)).toEqual(['Baking, and crust', offline[1].title, offline[2].title]);
    const sent = model.requests.map((request) => request.body.toString()).join('\n');
    expect(sent).not.toMatch(/crust/i);
    expect(sent).toContain('[Person A]');
  });
});
