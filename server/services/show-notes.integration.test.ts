import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEditorService, type RunningEditorService } from '../editor-service/service.ts';
import { sendJson, startStandIn } from '../editor-service/testing/stand-in.ts';
import { talkOn } from '../domain/chapters/subjects.test-support.ts';
import { SHOW_NOTES_MAX } from '../domain/show-notes/show-notes.ts';
import { startHarness, waitForStatus, wavBytes, type Harness } from '../test/harness.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';

/**
 * Show notes on a real PocketBase over real HTTP (README "Show notes"): drafted offline from the transcript and saved
 * as versions of kind SHOW_NOTES, carried by later versions, brought back by a restore, exported as .md and .docx, and
 * read by a viewer who may not draft them. With a language model (the real editor service before a stand-in speaking
 * OpenAI's chat completions), the summary is the model's, held to the segment times it cites, pseudonyms hidden.
 */

let h: Harness;
let id = '';
const as: Record<'owner' | 'viewer', Record<string, string>> = { owner: {}, viewer: {} };
const { segments: talk } = talkOn(['bread', 'stars', 'boats']);

const NOTES = 'query ($id: ID!) { showNotes(transcriptId: $id) { markdown drafted byModel updatedAt author { kind } } }';
const DRAFT = 'mutation ($id: ID!) { draftShowNotes(transcriptId: $id) { markdown drafted byModel updatedAt } }';
const SAVE = 'mutation ($id: ID!, $md: String!) { saveShowNotes(transcriptId: $id, markdown: $md) { markdown drafted byModel } }';
const READ = 'query ($id: ID!) { transcript(id: $id) { versionId segments { id start end text speaker } versions { id kind label } } }';
/** GraphQL as the owner, unless told whom. */
const gql = (query: string, variables: Record<string, unknown>, who: Record<string, string> = as.owner) => h.gql(query, variables, who);
const read = async () => (await gql(READ, { id })).data.transcript;
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code ?? 'ok';
const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const EXPORT = 'mutation ($id: ID!, $format: ExportFormat!) { export(id: $id, format: $format) { filename contentBase64 } }';

beforeAll(async () => {
  h = await startHarness();
  const duration = talk[talk.length - 1].end + 1;
  h.editor.transcribe = () => ({ status: 200, body: { ...SAMPLE_RESULT, duration, segments: talk.map(({ speaker, text, start, end }) => ({ speaker, text, start, end })) } });
  id = (await (await h.upload('Bread, stars and boats', wavBytes(), 'three.wav', 'audio/wav')).json()).data.uploadAudio.id;
  expect((await waitForStatus(h, id)).status).toBe('READY');
  const { accounts } = h.app.services;
  for (const role of ['owner', 'viewer'] as const) {
    const user = await accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: '' }, tokenId: '' };
    const { token } = await accounts.createApiToken({ identity, address: 'test' }, role, null);
    as[role] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => h?.close());

describe('show notes', () => {
  test('none at first; a draft holds a summary of 3 to 6 cited sentences, and the speakers, as a SHOW_NOTES version', async () => {
    expect((await gql(NOTES, { id })).data.showNotes).toBeNull();
    const before = await read();
    const answer = await gql(DRAFT, { id });
    expect(answer.errors).toBeUndefined();
    const draft = answer.data.draftShowNotes;
    expect(draft).toMatchObject({ drafted: true, byModel: false });
    expect(draft.markdown).toMatch(/^# Bread, stars and boats\n\n## Summary\n/);
    const summary = draft.markdown.split('## Summary\n\n')[1].split('\n\n')[0].split('\n');
    expect(summary.length).toBeGreaterThanOrEqual(3);
    expect(summary.length).toBeLessThanOrEqual(6);
    // Each line is a sentence of the transcript, with its speaker and its segment's start.
    for (const line of summary) {
      const [, sentence, speaker, time] = /^- (.+) \((Host|Guest), \[(\d\d:\d\d)\]\)$/.exec(line)!;
      const segment = before.segments.find((s: { text: string }) => s.text.includes(sentence));
      expect(segment).toMatchObject({ speaker });
      expect(clock(segment.start)).toBe(time);
    }
    expect(draft.markdown).toContain('## Speakers\n\n- Host\n- Guest\n');
    expect(draft.markdown).not.toContain('## Chapters');
    const after = await read();
    expect(after.versions[0]).toMatchObject({ kind: 'SHOW_NOTES', label: 'Show notes drafted' });
    expect(after.segments).toEqual(before.segments);
    expect((await gql(NOTES, { id })).data.showNotes).toMatchObject({ markdown: draft.markdown, drafted: true, byModel: false });
  });

  test('a draft lists the chapters as CHAPTERS_YOUTUBE writes them, and the highlights as key quotes', async () => {
    const { versionId, segments } = await read();
    const set = await gql('mutation ($t: ID!, $b: ID!, $c: [ChapterInput!]!) { setChapters(transcriptId: $t, baseVersionId: $b, chapters: $c) { id } }', {
      t: id, b: versionId, c: [{ segmentId: segments[0].id, title: 'Baking' }, { segmentId: segments[20].id, title: 'Looking up' }],
    });
    expect(set.errors).toBeUndefined();
    const words = segments[21].text.split(' ');
    const highlighted = await gql('mutation ($t: ID!, $s: ID!, $to: Int!) { addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: $to) { id } }', { t: id, s: segments[21].id, to: words.length - 1 });
    expect(highlighted.errors).toBeUndefined();
    const { markdown } = (await gql(DRAFT, { id })).data.draftShowNotes;
    const youtube = Buffer.from((await gql(EXPORT, { id, format: 'CHAPTERS_YOUTUBE' })).data.export.contentBase64, 'base64').toString().trimEnd();
    expect(markdown).toContain(`## Chapters\n\n${youtube.split('\n').join('  \n')}\n`);
    expect(markdown).toContain(`## Key quotes\n\n> “${segments[21].text}”  \n> Guest, [${clock(segments[21].start)}]\n`);
  });

  test('a save is a version that is no draft; later versions carry it; a restore brings an earlier one back', async () => {
    const drafted = (await gql(NOTES, { id })).data.showNotes;
    const saved = await gql(SAVE, { id, md: '# Our episode\r\n\r\nWe talk about **bread**.   \n' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveShowNotes).toEqual({ markdown: '# Our episode\n\nWe talk about **bread**.', drafted: false, byModel: false });
    const { versionId, segments, versions } = await read();
    expect(versions[0]).toMatchObject({ kind: 'SHOW_NOTES', label: 'Show notes saved' });
    // An edit of the text carries the notes on, untouched.
    const edited = await gql('mutation ($id: ID!, $b: ID!, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $b, segments: $s) { versionId } }', {
      id, b: versionId, s: segments.map((s: { id: string; start: number; end: number; text: string; speaker: string }, i: number) => ({ id: s.id, start: s.start, end: s.end, speaker: s.speaker, text: i === 0 ? `${s.text} Indeed.` : s.text })),
    });
    expect(edited.errors).toBeUndefined();
    expect((await gql(NOTES, { id })).data.showNotes).toMatchObject({ markdown: '# Our episode\n\nWe talk about **bread**.', drafted: false });
    // Restoring the version the last draft wrote brings the draft back (and the text as it was then).
    const draftVersion = (await read()).versions.find((v: { kind: string; label: string }) => v.kind === 'SHOW_NOTES' && v.label === 'Show notes drafted').id;
    const restored = await gql('mutation ($id: ID!, $v: ID!) { restoreVersion(id: $id, versionId: $v) { versionId } }', { id, v: draftVersion });
    expect(restored.errors).toBeUndefined();
    expect((await gql(NOTES, { id })).data.showNotes).toEqual(drafted);
  });

  test('too long a text is refused, empty is saved, and the export of empty notes is refused', async () => {
    const long = await gql(SAVE, { id, md: 'x'.repeat(SHOW_NOTES_MAX + 1) });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toMatch(/at most 50,000 characters/);
    const before = await read();
    expect((await gql(SAVE, { id, md: '  ' })).data.saveShowNotes).toEqual({ markdown: '', drafted: false, byModel: false });
    expect((await read()).versions.length).toBe(before.versions.length + 1);
    expect(codeOf(await gql(EXPORT, { id, format: 'SHOW_NOTES_MARKDOWN' }))).toBe('BAD_USER_INPUT');
  });

  test('exported as .md (the markdown as saved) and .docx (headings, bullets, quotes)', async () => {
    const markdown = '# Our episode\n\n## Summary\n\n- We talk about **bread** [00:01]\n\n> “A good loaf.”  \n> Guest, [00:05]';
    await gql(SAVE, { id, md: markdown });
    const md = (await gql(EXPORT, { id, format: 'SHOW_NOTES_MARKDOWN' })).data.export;
    expect(md.filename).toBe('Bread, stars and boats.shownotes.md');
    expect(Buffer.from(md.contentBase64, 'base64').toString()).toBe(`${markdown}\n`);
    const docx = (await gql(EXPORT, { id, format: 'SHOW_NOTES_DOCX' })).data.export;
    expect(docx.filename).toBe('Bread, stars and boats.shownotes.docx');
    const xml = strFromU8(unzipSync(Buffer.from(docx.contentBase64, 'base64'))['word/document.xml']);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>.*Our episode/);
    expect(xml).toMatch(/<w:numPr>.*We talk about /);
    expect(xml).toMatch(/<w:b\/>.*bread<\/w:t>/);
    expect(xml).toContain('“A good loaf.”');
  });

  test('a viewer reads them and may not draft or save them', async () => {
    expect((await gql(NOTES, { id }, as.viewer)).data.showNotes.markdown).toMatch(/^# Our episode/);
    expect(codeOf(await gql(DRAFT, { id }, as.viewer))).toBe('FORBIDDEN');
    expect(codeOf(await gql(SAVE, { id, md: 'mine' }, as.viewer))).toBe('FORBIDDEN');
  });
});

describe('show notes drafted by a language model', () => {
  let service: RunningEditorService;
  let model: Awaited<ReturnType<typeof startStandIn>>;

  beforeAll(async () => {
    // The model names the guest by the placeholder it was sent, cites a time twice over (once one that no segment
    // starts at), writes a sentence citing nothing and one citing only a time that does not exist.
    model = await startStandIn((request, res) => {
      const { messages } = JSON.parse(request.body.toString());
      const { segments } = JSON.parse(messages.at(-1).content) as { segments: { time: string; speaker: string }[] };
      const guest = segments.find((segment) => segment.speaker !== segments[0].speaker)!.speaker;
      const lines = [`${guest} and the host talk about bread. [${segments[0].time}]`, `- Then they look at the stars. [${segments[20].time}] [59:59]`, 'They enjoyed it.', 'And boats, at last. [59:58]'];
      sendJson(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ lines }) }, finish_reason: 'stop' }] });
    });
    service = await createEditorService(loadEditorServiceConfig({ LLM_BASE_URL: model.url, LLM_MODEL: 'tiny' })).listen(0, '127.0.0.1');
    h.editor.summary = async (body) => {
      const answer = await fetch(`${service.url}/summary`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, body: await answer.json() };
    };
    const named = await gql('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Guest", kind: PERSON) { replacement } }', { t: id });
    expect(named.errors).toBeUndefined();
  });
  afterAll(async () => {
    await service?.close();
    await model?.close();
  });

  test('each kept sentence cites a segment’s time; uncited ones and times no segment starts at are dropped; the draft says a model wrote it', async () => {
    const { segments } = await read();
    const answer = await gql(DRAFT, { id });
    expect(answer.errors).toBeUndefined();
    const draft = answer.data.draftShowNotes;
    expect(draft).toMatchObject({ drafted: true, byModel: true });
    const summary = draft.markdown.split('## Summary\n\n')[1].split('\n\n')[0];
    expect(summary).toBe(`- Guest and the host talk about bread. ([00:00])\n- Then they look at the stars. ([${clock(segments[20].start)}])`);
    // The guest's name never reached the model: its placeholder did, and came back as the name.
    const sent = model.requests.map((request) => request.body.toString()).join('\n');
    expect(sent).not.toMatch(/Guest/);
    expect(sent).toContain('[Person A]');
    // A person's save is no longer the model's draft.
    expect((await gql(SAVE, { id, md: draft.markdown })).data.saveShowNotes).toMatchObject({ drafted: false, byModel: false });
  });

  test('a model that cites nothing that exists leaves the summary to the offline method, not labelled a model’s', async () => {
    h.editor.summary = () => ({ status: 200, body: { lines: ['Nothing here cites a segment. [59:59]', 'Nor here.'] } });
    const draft = (await gql(DRAFT, { id })).data.draftShowNotes;
    expect(draft).toMatchObject({ drafted: true, byModel: false });
    expect(draft.markdown).toMatch(/## Summary\n\n- .+ \((Host|Guest), \[\d\d:\d\d\]\)\n/);
  });
});
