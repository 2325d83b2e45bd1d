import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';

/**
 * Finding, exporting and erasing one person (issue 51 item 4) over real HTTP on a real PocketBase. The proof: after the
 * erasure no file of the data dir holds the name (any case, accents or not, UTF-8 or UTF-16), the search index has no
 * term of it, and every other transcript's records are as they were, byte for byte.
 */

const NAME = 'Zoë Quist';
const PRINT = [0.7137913, 0.0314159, 0.2718281, 0.6180339];
let h: Harness;
const headers: Record<string, Record<string, string>> = {};
let zoeId = '';
let otherId = '';
/** A transcript naming the person only in a chapter's title. */
let chaptersId = '';
let draftBase = '';
/** The review link made for the person: it stops working when erased. */
let linkToken = '';
/** Which of SCRIPTS the stand-in editor transcribes next. */
let currentScript = 'zoe';

const timed = (text: string, start: number) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.4, end: start + i * 0.4 + 0.3, confidence: 0.9 }));
  return { speaker: 'Speaker 1', text, start, end: start + 5, words };
};
const SCRIPTS: Record<string, string[]> = {
  zoe: ['Hello, I am Zoë Quist from Leeds.', 'Welcome zoe quist, and thanks for coming.', 'ZOË QUIST is my name on the form.'],
  other: ['Ada joined the ADA in spring.', 'Nothing else to say here.'],
  chapters: ['We talk about the weather first.', 'And then about gardens.'],
};

beforeAll(async () => {
  h = await startHarness();
  const { accounts } = h.app.services;
  for (const role of ['owner', 'editor'] as const) {
    const user = await accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    const { token } = await accounts.createApiToken({ identity, address: 'test' }, role, null);
    headers[role] = { authorization: `Bearer ${token}` };
  }
  h.editor.transcribe = () => {
    const script = SCRIPTS[currentScript];
    return {
      status: 200,
      body: {
        engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 30,
        segments: script.map((text, i) => timed(text, i * 10)),
        voices: { model: 'campplus-test@0', speakers: [{ speaker: 'Speaker 1', embedding: PRINT, seconds: 24 }] },
      },
    };
  };
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: 'campplus-test@0', clips: clips.map(([start, end]) => ({ start, end, embedding: PRINT })) } });
  currentScript = 'zoe';
  zoeId = await upload(`Interview with ${NAME}`);
  currentScript = 'other';
  otherId = await upload('Another interview');
  currentScript = 'chapters';
  chaptersId = await upload('A third interview');
  // The person's data everywhere it goes: an edit (a second content), a speaker renamed (a version label), a voice,
  // a review link, a comment, and a title.
  const { transcript } = await owner('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text } } }', { id: zoeId });
  draftBase = transcript.versionId;
  await owner('mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { id } }', {
    id: zoeId, base: transcript.versionId, segments: transcript.segments.map((s: any, i: number) => ({ id: s.id, start: s.start, text: i === 1 ? 'Welcome Zoë Quist, and thanks for coming today.' : s.text })),
  });
  await owner(`mutation ($id: ID!) { renameSpeaker(id: $id, from: "Speaker 1", to: "${NAME}") { id } }`, { id: zoeId });
  await owner(`mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "${NAME}", name: "${NAME}") { id } }`, { t: zoeId });
  const link = await owner(`mutation ($t: ID!) { createReviewLink(transcriptId: $t, permission: COMMENT, reviewerName: "${NAME}") { url } }`, { t: zoeId });
  linkToken = link.createReviewLink.url.split('/r/')[1];
  await owner(`mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Ask ${NAME} about this") { id } }`, { t: zoeId, s: transcript.segments[2].id });
  await setChapters(zoeId, [`${NAME} introduces herself`]);
  await setChapters(chaptersId, [`Where ${NAME} grew up`, 'Gardens']);
  // Show notes naming them: a draft (its chapter lines) and, in a later version, notes a person saved.
  await owner('mutation ($t: ID!) { draftShowNotes(transcriptId: $t) { markdown } }', { t: chaptersId });
  await owner('mutation ($t: ID!, $md: String!) { saveShowNotes(transcriptId: $t, markdown: $md) { markdown } }', { t: chaptersId, md: `Notes: ${NAME} talks about gardens.` });
  const other = await owner('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: otherId });
  await owner('mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, text: "Fine as it is") { id } }', { t: otherId, s: other.transcript.segments[1].id });
}, 90_000);
afterAll(() => h?.close());

async function as(who: string, query: string, variables: Record<string, unknown> = {}) {
  return h.gql(query, variables, headers[who]);
}

async function owner(query: string, variables: Record<string, unknown> = {}) {
  const answer = await as('owner', query, variables);
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
}

/** Chapters titled `titles`, one on each of the first segments. */
async function setChapters(id: string, titles: string[]): Promise<void> {
  const { transcript } = await owner('query ($id: ID!) { transcript(id: $id) { versionId segments { id } } }', { id });
  await owner('mutation ($id: ID!, $base: ID!, $chapters: [ChapterInput!]!) { setChapters(transcriptId: $id, baseVersionId: $base, chapters: $chapters) { id } }', {
    id, base: transcript.versionId, chapters: titles.map((title, i) => ({ segmentId: transcript.segments[i].id, title })),
  });
}

async function upload(title: string): Promise<string> {
  const answer = await (await h.upload(title, wavBytes(1), 'a.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...headers.owner })).json();
  const id = answer.data.uploadAudio.id as string;
  for (let tries = 0; tries < 400; tries++) {
    if ((await owner('query ($id: ID!) { transcript(id: $id) { status } }', { id })).transcript.status !== 'TRANSCRIBING') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return id;
}

const PERSON = 'query ($name: String, $email: String, $voiceId: ID) { personData(name: $name, email: $email, voiceId: $voiceId) { matches { id kind snippet transcript { id } } } }';

const database = () => new DatabaseSync(path.join(h.dataDir, 'pocketbase', 'data.db'), { readOnly: true });

/** Every record of a transcript, as the database holds it. */
function recordsOf(id: string): unknown {
  const db = database();
  try {
    const all = (sql: string) => db.prepare(sql).all(id);
    return {
      meta: all('SELECT * FROM transcript_meta WHERE id = ?'),
      versions: all('SELECT * FROM transcript_data WHERE meta_id = ? ORDER BY id'),
      contents: all('SELECT * FROM segment_contents WHERE meta_id = ? ORDER BY no'),
      search: all('SELECT r.row, r.content_no, s.text, s.segment_id FROM search_segment_rows r JOIN search_segments s ON s.rowid = r.row WHERE r.transcript_id = ? ORDER BY r.row'),
      comments: all('SELECT * FROM comments WHERE transcript = ? ORDER BY id'),
      reviewLinks: all('SELECT * FROM review_links WHERE transcript = ? ORDER BY id'),
    };
  } finally {
    db.close();
  }
}

/**
 * The name as bytes may hold it: any case, with or without accents (composed or not), as written or URL-encoded (a
 * request log keeps addresses), in UTF-8 and UTF-16 either way.
 */
function spellingsOf(name: string): Buffer[] {
  const bare = name.normalize('NFD').replace(/\p{M}/gu, '');
  const forms = [name, name.normalize('NFD'), bare].flatMap((form) => [form, form.toLowerCase(), form.toUpperCase()]);
  const encoded = forms.flatMap((form) => [encodeURIComponent(form), encodeURIComponent(form).replace(/%20/g, '+')]);
  return [...new Set([...forms, ...encoded])].flatMap((form) => [Buffer.from(form, 'utf8'), Buffer.from(form, 'utf16le'), Buffer.from(form, 'utf16le').swap16()]);
}

/** Files under `dir` holding any of `needles`. */
async function filesHolding(dir: string, needles: Buffer[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await fs.readFile(file);
    if (needles.some((needle) => bytes.includes(needle))) found.push(file);
  }
  return found;
}

test('personData: exactly one of name, email and voiceId; the same ids every time; each occurrence apart ("Ada" and "ADA")', async () => {
  expect((await as('owner', PERSON, { name: 'Ada', email: 'a@example.org' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect((await as('owner', PERSON, {})).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  const ada = (await owner(PERSON, { name: 'Ada' })).personData.matches;
  expect(ada.map((m: any) => [m.kind, m.transcript.id, m.snippet])).toEqual([
    ['TEXT', otherId, 'Ada joined the ADA in spring.'],
    ['TEXT', otherId, 'Ada joined the ADA in spring.'],
  ]);
  expect(new Set(ada.map((m: any) => m.id)).size).toBe(2);
  expect((await owner(PERSON, { name: 'ada' })).personData.matches).toEqual(ada);

  const zoe = (await owner(PERSON, { name: 'zoe quist' })).personData.matches;
  const kinds = zoe.map((m: any) => m.kind).sort();
  expect(kinds).toEqual(['COMMENT', 'REVIEW_LINK', 'SPEAKER', 'TEXT', 'TEXT', 'TEXT', 'TEXT', 'TEXT', 'TEXT', 'TEXT', 'VOICE'].sort());
  expect(zoe.filter((m: any) => m.kind === 'TEXT').map((m: any) => m.snippet)).toContain('ZOË QUIST is my name on the form.');
  // A chapter's title is text too, and so are the show notes: the third transcript holds the name only there (the
  // draft's chapter line and the saved notes are the show notes' first occurrence, listed from the latest).
  expect(zoe.filter((m: any) => m.transcript?.id === chaptersId).map((m: any) => [m.kind, m.snippet])).toEqual([['TEXT', `Where ${NAME} grew up`], ['TEXT', `Notes: ${NAME} talks about gardens.`]]);
  // By their voice: the voice and the speaker recognised as it; by email: the comments they wrote.
  const { voices } = await owner('{ voices { id name } }');
  const voice = voices.find((v: any) => v.name === NAME);
  const byVoice = (await owner(PERSON, { voiceId: voice.id })).personData.matches;
  expect(byVoice.map((m: any) => [m.kind, m.transcript?.id ?? null]).sort()).toEqual([['SPEAKER', zoeId], ['VOICE', null]]);
  expect((await as('owner', PERSON, { voiceId: 'zzzzzzzzzzzzzzz' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const byEmail = (await owner(PERSON, { email: 'OWNER@example.org' })).personData.matches;
  expect(byEmail.map((m: any) => [m.kind, m.snippet]).sort()).toEqual([['COMMENT', `Ask ${NAME} about this`], ['COMMENT', 'Fine as it is']]);
});

test('non-owners may not find, export or erase a person', async () => {
  for (const query of [
    PERSON,
    'mutation { exportPersonData(name: "Ada", matchIds: ["x"]) { filename } }',
    'mutation { erasePersonData(name: "Ada", matchIds: ["x"]) { transcripts } }',
  ]) {
    expect((await as('editor', query, { name: 'Ada' })).errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
  }
});

test('exportPersonData: a zip of the chosen matches as JSON, with the audio where they speak', async () => {
  const matches = (await owner(PERSON, { name: NAME })).personData.matches;
  const { exportPersonData } = await owner('mutation ($name: String, $ids: [ID!]!) { exportPersonData(name: $name, matchIds: $ids) { filename mimeType contentBase64 } }', {
    name: NAME, ids: matches.map((m: any) => m.id),
  });
  expect(exportPersonData).toMatchObject({ filename: 'personal-data.zip', mimeType: 'application/zip' });
  const files = unzipSync(Buffer.from(exportPersonData.contentBase64, 'base64'));
  const json = JSON.parse(strFromU8(files['person.json']));
  expect(json.person).toEqual({ name: NAME });
  expect(json.matches.map((m: any) => m.id).sort()).toEqual(matches.map((m: any) => m.id).sort());
  const speaker = json.matches.find((m: any) => m.kind === 'speaker');
  expect(speaker.segments.map((s: any) => s.text)).toContain('Hello, I am Zoë Quist from Leeds.');
  expect(files[speaker.audio].byteLength).toBe(wavBytes(1).byteLength);
  // Made of a choice, it has no download link.
  const url = await as('owner', 'mutation ($ids: [ID!]!) { exportPersonData(name: "Zoë Quist", matchIds: $ids) { url } }', { ids: [matches[0].id] });
  expect(url.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

test('erasePersonData leaves nothing of the name in the data dir, and every other transcript as it was', async () => {
  const before = recordsOf(otherId);
  expect(await h.app.services.access.reviewLink(linkToken, 'test')).not.toBeNull();
  // The server keeps the versions it read in memory: read now, they must not be answered from there afterwards.
  const HISTORY = 'query ($id: ID!) { transcript(id: $id) { versions { label segments { speaker text } } } }';
  expect(JSON.stringify(await owner(HISTORY, { id: zoeId }))).toMatch(/zoë quist/i);
  // Pseudonymised before its terms are listed, its search rows have twins holding the name (services/search-shown.ts).
  await owner('mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id: zoeId });
  const twins = () => {
    const db = database();
    try {
      return db.prepare("SELECT count(*) AS n FROM search_shown WHERE transcript_id = ? AND text LIKE '%quist%'").get(zoeId)!.n;
    } finally {
      db.close();
    }
  };
  for (let tries = 0; tries < 100 && twins() === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(twins()).toBe(3);
  // A copy an earlier upgrade kept beside the store holds the name too: erasing deletes it.
  const copy = path.join(h.dataDir, 'pocketbase-before-versions-by-change');
  await fs.mkdir(copy);
  await fs.copyFile(path.join(h.dataDir, 'pocketbase', 'data.db'), path.join(copy, 'data.db'));
  // A request whose address holds the name, as PocketBase's request log keeps it (in auxiliary.db, written in batches).
  await h.app.store.call((pb) => pb.collection('transcript_meta').getList(1, 1, { filter: pb.filter('title ~ {:name}', { name: NAME }) }));
  const aux = path.join(h.dataDir, 'pocketbase', 'auxiliary.db');
  for (let tries = 0; tries < 100 && !(await filesHolding(path.dirname(aux), spellingsOf(NAME))).some((file) => file.startsWith(aux)); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Pseudonym lists hold the name as a term: the transcript's own list, the library's (a term holding the name is
  // about them too), and a suggestion naming them that was turned down. A term that does not name them stays.
  await owner(`mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "${NAME}", kind: PERSON) { id } }`, { t: zoeId });
  await owner('mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Leeds", kind: PLACE) { id } }', { t: zoeId });
  await owner('mutation { setPseudonym(term: "Dr ZOE QUIST", kind: PERSON) { id } }');
  await owner('mutation ($t: ID!) { dismissPseudonymSuggestion(transcriptId: $t, term: "zoë quist") }', { t: zoeId });
  const holding = await filesHolding(h.dataDir, spellingsOf(NAME));
  expect(holding.some((file) => file.startsWith(aux)) && holding.includes(path.join(copy, 'data.db'))).toBe(true);
  const matches = (await owner(PERSON, { name: NAME })).personData.matches;
  const { erasePersonData } = await owner('mutation ($name: String, $ids: [ID!]!) { erasePersonData(name: $name, matchIds: $ids) { transcripts versions comments voices reviewLinks } }', {
    name: NAME, ids: matches.map((m: any) => m.id),
  });
  expect(erasePersonData).toEqual({ transcripts: 2, versions: 8, comments: 1, voices: 1, reviewLinks: 1 });

  expect(await filesHolding(h.dataDir, spellingsOf(NAME))).toEqual([]);
  const db = database();
  try {
    db.exec("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, 'search_segments', 'row')");
    expect(db.prepare("SELECT term FROM temp.terms WHERE term IN ('zoe', 'quist')").all()).toEqual([]);
  } finally {
    db.close();
  }
  expect(recordsOf(otherId)).toEqual(before);
  const lists = await owner('query ($t: ID!) { own: pseudonyms(transcriptId: $t) { term } library: pseudonyms { term } }', { t: zoeId });
  expect(lists).toEqual({ own: [{ term: 'Leeds' }], library: [] });

  const { transcript } = await owner('query ($id: ID!) { transcript(id: $id) { title erasedAt segments { speaker text } } }', { id: zoeId });
  expect(transcript.title).toBe('Interview with [removed]');
  expect(Date.now() - Date.parse(transcript.erasedAt)).toBeLessThan(60_000);
  expect((await owner('query ($id: ID!) { transcript(id: $id) { erasedAt } }', { id: otherId })).transcript.erasedAt).toBeNull();
  expect(transcript.segments.map((s: any) => s.text)).toEqual(['Hello, I am [removed] from Leeds.', 'Welcome [removed], and thanks for coming today.', '[removed] is my name on the form.']);
  expect(new Set(transcript.segments.map((s: any) => s.speaker))).toEqual(new Set(['[removed]']));
  const CHAPTERS = 'query ($id: ID!) { transcript(id: $id) { chapters { title } } }';
  expect((await owner(CHAPTERS, { id: zoeId })).transcript.chapters).toEqual([{ title: '[removed] introduces herself' }]);
  expect((await owner(CHAPTERS, { id: chaptersId })).transcript.chapters).toEqual([{ title: 'Where [removed] grew up' }, { title: 'Gardens' }]);
  expect((await owner('query ($id: ID!) { showNotes(transcriptId: $id) { markdown } }', { id: chaptersId })).showNotes.markdown).toBe('Notes: [removed] talks about gardens.');
  expect(JSON.stringify(await owner(HISTORY, { id: zoeId }))).not.toMatch(/zo[eë] quist/i);
  await expect(fs.access(copy)).rejects.toThrow();
  expect(await h.app.services.access.reviewLink(linkToken, 'test')).toBeNull();
  expect((await owner(PERSON, { name: NAME })).personData.matches).toEqual([]);
  const audit = await owner('{ auditLog(first: 5) { action subject } }');
  expect(audit.auditLog[0]).toMatchObject({ action: 'person-erased', subject: '2 transcript(s), 8 version(s), 1 comment(s), 0 highlight(s), 1 voice(s), 1 review link(s)' });
});

test('a draft kept from before the erasure is refused when it comes back; one made after is saved', async () => {
  const stale = await as('owner', 'mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { id } }', {
    id: zoeId, base: draftBase, segments: [{ start: 0, text: 'Hello, I am Zoë Quist from Leeds, again.' }],
  });
  expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', erased: true });
  const { transcript } = await owner('query ($id: ID!) { transcript(id: $id) { versionId segments { id start text } } }', { id: zoeId });
  expect(transcript.segments[0].text).toBe('Hello, I am [removed] from Leeds.');
  await owner('mutation ($id: ID!, $base: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { id } }', {
    id: zoeId, base: transcript.versionId, segments: [{ id: transcript.segments[0].id, start: 0, text: 'Hello again.' }],
  });
});

test('erasing only the chosen occurrence: "Ada" goes, "ADA" stays, and so does the pseudonym that hides it', async () => {
  await owner('mutation { setPseudonym(term: "ADA", kind: ORG) { id } }');
  const [ada] = (await owner(PERSON, { name: 'Ada' })).personData.matches;
  await owner('mutation ($ids: [ID!]!) { erasePersonData(name: "Ada", matchIds: $ids, replacement: "A.") { transcripts } }', { ids: [ada.id] });
  const { transcript } = await owner('query ($id: ID!) { transcript(id: $id) { segments { text } } }', { id: otherId });
  expect(transcript.segments[0].text).toBe('A. joined the ADA in spring.');
  // The unchosen "ADA" is still there to hide: the library's pseudonym for it is kept.
  expect((await owner('{ pseudonyms { term } }')).pseudonyms.map((entry: { term: string }) => entry.term)).toContain('ADA');
});
