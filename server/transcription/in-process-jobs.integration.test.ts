import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';
import { SAMPLE_RESULT, type StandInReply } from '../test/stand-in-editor.ts';

// One worker and room for two waiting, so the queue's edges are reachable with a few uploads.
const ENV = { TRANSCRIBE_WORKERS: '1', TAPESCRIPT_MAX_QUEUED_JOBS: '2', TRANSCRIBE_VOCABULARY: 'ETRM, Tapescript' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness(ENV);
});
afterAll(() => h?.close());

/** Answers held back per job until the test releases them. */
const held = new Map<string, (reply: StandInReply) => void>();
beforeEach(() => {
  held.clear();
  h.editor.transcribe = (_audio, _type, query) => new Promise((resolve) => held.set(query.get('job')!, resolve));
});

const UPLOAD = `mutation ($title: String!, $file: Upload!, $language: String, $engine: String, $model: String, $vocabulary: [String!], $speakers: Int) {
  uploadAudio(title: $title, file: $file, language: $language, engine: $engine, model: $model, vocabulary: $vocabulary, speakers: $speakers) { id status queuePosition }
}`;

/** uploadAudio with transcription options, as a multipart request. */
async function upload(title: string, options: Record<string, unknown> = {}, bytes = wavBytes()) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { title, file: null, ...options } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type: 'audio/wav' }), 'a.wav');
  const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
  return (await response.json()) as { data?: { uploadAudio: { id: string; status: string; queuePosition: number | null } }; errors?: any[] };
}

async function until(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sentFor = (id: string) => h.editor.requests.filter((r) => r.path === '/transcribe-deepgram' && r.query.get('job') === id);
const positionOf = async (id: string) =>
  (await h.gql('query ($id: ID!) { transcript(id: $id) { queuePosition } }', { id })).data.transcript.queuePosition;

describe('the transcription queue', () => {
  test('runs TRANSCRIBE_WORKERS at once, shows the others’ places, and refuses past its depth with BUSY, writing nothing', async () => {
    const a = (await upload('A')).data!.uploadAudio;
    await until('A to be sent', () => held.has(a.id));
    const b = (await upload('B')).data!.uploadAudio;
    const c = (await upload('C')).data!.uploadAudio;
    expect([await positionOf(a.id), b.queuePosition, c.queuePosition]).toEqual([null, 1, 2]);

    const before = [await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')];
    const full = await upload('D');
    expect(full.data ?? null).toBeNull();
    expect(full.errors![0]).toMatchObject({
      message: 'The transcription queue is full (2 waiting); try again in a few minutes.',
      extensions: { code: 'BUSY' },
    });
    expect([await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')]).toEqual(before);

    held.get(a.id)!({ status: 200, body: SAMPLE_RESULT });
    await until('B to be sent', () => held.has(b.id));
    expect([await positionOf(b.id), await positionOf(c.id)]).toEqual([null, 1]);
    held.get(b.id)!({ status: 200, body: SAMPLE_RESULT });
    await until('C to be sent', () => held.has(c.id));
    held.get(c.id)!({ status: 200, body: SAMPLE_RESULT });
    await h.app.services.jobs.idle();
    for (const { id } of [a, b, c]) expect((await waitForStatus(h, id)).status).toBe('READY');
  });

  test('deleting a waiting transcript takes it out of the queue: it is never sent', async () => {
    const a = (await upload('Running')).data!.uploadAudio;
    await until('the first to be sent', () => held.has(a.id));
    const b = (await upload('Deleted while waiting')).data!.uploadAudio;
    const deleted = await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { status queuePosition } }', { id: b.id });
    expect(deleted.data.deleteTranscript).toEqual({ status: 'DELETED', queuePosition: null });
    held.get(a.id)!({ status: 200, body: SAMPLE_RESULT });
    await h.app.services.jobs.idle();
    expect(sentFor(b.id)).toEqual([]);
  });

  test('deleting a transcript being transcribed aborts its editor-service request and frees the worker', async () => {
    const a = (await upload('Deleted while running')).data!.uploadAudio;
    await until('it to be sent', () => held.has(a.id));
    await h.gql('mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id: a.id });
    await until('the request to be aborted', () => h.editor.aborted.includes(a.id));

    const next = (await upload('Next')).data!.uploadAudio;
    await until('the next to be sent on the freed worker', () => held.has(next.id));
    held.get(next.id)!({ status: 200, body: SAMPLE_RESULT });
    expect((await waitForStatus(h, next.id)).status).toBe('READY');
    const meta = await h.app.store.call((pb) => pb.collection('transcript_meta').getOne(a.id));
    expect(meta).toMatchObject({ status: 'deleted', error: '', data_id: '' });
  });
});

describe('transcription options', () => {
  test('are sent as query parameters (vocabulary merged with TRANSCRIBE_VOCABULARY), kept for a retry, and the engine is recorded', async () => {
    const options = { language: 'EN', engine: 'Whisper', model: 'tiny.en', vocabulary: ['Okonkwo', ' etrm ', ''], speakers: 2 };
    const { data, errors } = await upload('With options', options);
    expect(errors).toBeUndefined();
    const id = data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    const expected = { job: id, language: 'en', engine: 'whisper', model: 'tiny.en', speakers: '2', vocabulary: '["Okonkwo","etrm","Tapescript"]' };
    expect(Object.fromEntries(sentFor(id)[0].query)).toEqual(expected);
    held.get(id)!({ status: 500, body: 'engine exploded' });
    expect((await waitForStatus(h, id)).status).toBe('FAILED');

    await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { id } }', { id });
    await until('the retry to be sent', () => sentFor(id).length === 2);
    expect(Object.fromEntries(sentFor(id)[1].query)).toEqual(expected);
    held.get(id)!({ status: 200, body: SAMPLE_RESULT });
    await waitForStatus(h, id);
    const { data: read } = await h.gql(
      'query ($id: ID!) { transcript(id: $id) { status engine model language speakerEngine segments { text words { text start end confidence } } } }',
      { id },
    );
    expect(read.transcript).toMatchObject({ status: 'READY', engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus' });
    expect(read.transcript.segments[0].words[0]).toEqual({ text: 'welcome', start: 0, end: 0.625, confidence: 0.9 });
  });

  test('a transcript made without options sends none but the global vocabulary', async () => {
    const id = (await upload('Plain')).data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    expect(Object.fromEntries(sentFor(id)[0].query)).toEqual({ job: id, vocabulary: '["ETRM","Tapescript"]' });
    const fields = 'query ($id: ID!) { transcript(id: $id) { engine model language speakerEngine queuePosition } }';
    const nothingYet = { engine: null, model: null, language: null, speakerEngine: null, queuePosition: null };
    expect((await h.gql(fields, { id })).data.transcript).toEqual(nothingYet);
    held.get(id)!({ status: 200, body: { ...SAMPLE_RESULT, model: null, language: null, speakerEngine: null } });
    await waitForStatus(h, id);
    expect((await h.gql(fields, { id })).data.transcript).toEqual({ ...nothingYet, engine: 'whisper' });
  });

  test.each([
    [{ language: 'english' }, 'language must be a 2- or 3-letter language code such as "en" or "de" (or left out to detect it), got "english".'],
    [{ engine: 'local:vosk' }, 'engine must be one of whisper, deepgram, got "local:vosk".'],
    // An engine earlier releases offered: refused like any other, saying why.
    [{ engine: 'vosk' }, 'engine: the vosk engine was removed (Whisper is faster and more accurate); use one of whisper, deepgram.'],
    [{ engine: 'pocketsphinx' }, 'engine: the pocketsphinx engine was removed (Whisper is faster and more accurate); use one of whisper, deepgram.'],
    [{ model: '../../etc/passwd' }, /^model must be a model name such as "base"/],
    [{ vocabulary: Array.from({ length: 101 }, (_, i) => `w${i}`) }, 'vocabulary takes at most 100 entries, got 101.'],
    [{ vocabulary: ['x'.repeat(101)] }, /^vocabulary takes entries of at most 100 characters/],
    [{ speakers: 9 }, 'speakers must be a whole number from 1 to 8, got 9.'],
    [{ speakers: 0 }, 'speakers must be a whole number from 1 to 8, got 0.'],
    // Options the editor service cannot run (its /health: whisper with base and tiny.en; deepgram without a key), refused
    // at once rather than stored to fail, and fail again on every retry.
    [{ engine: 'deepgram' }, 'The deepgram engine is not available here: DEEPGRAM_API_KEY is not set; fix: set DEEPGRAM_API_KEY. query { engines } lists the engines, their models and what makes one available.'],
    [{ model: 'large-v3' }, 'model must be one of base, tiny.en (installed for whisper), got "large-v3".'],
    [{ language: 'xx' }, /^Whisper does not know the language "xx"; leave language out to detect it, or give one of af, am, ar, .*, yue\.$/],
    [{ language: 'de', model: 'tiny.en' }, 'Whisper tiny.en knows only English; choose model base for language "de".'],
  ])('refused with a clear message and nothing written: %j', async (options, message) => {
    const before = [await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')];
    const { data, errors } = await upload('Bad option', options);
    expect(data ?? null).toBeNull();
    expect(errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(errors![0].message).toMatch(message);
    expect([await countRecords(h.app, 'file_db'), await countRecords(h.app, 'transcript_meta')]).toEqual(before);
  });
});

describe('audio without speech', () => {
  test('becomes a READY transcript with no segments, and saveEdits can add the first one', async () => {
    const id = (await upload('Silence')).data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    held.get(id)!({ status: 200, body: { ...SAMPLE_RESULT, duration: 12, segments: [] } });
    const ready = await waitForStatus(h, id);
    expect(ready).toMatchObject({ status: 'READY', error: null, segments: [] });
    expect((await h.gql('query ($id: ID!) { transcript(id: $id) { wordCount duration } }', { id })).data.transcript).toEqual({ wordCount: 0, duration: 12 });

    const saved = await h.gql(
      `mutation ($id: ID!, $segments: [SegmentInput!]!, $base: ID) {
        saveEdits(id: $id, segments: $segments, baseVersionId: $base) { wordCount segments { start end text words { text start end confidence } } }
      }`,
      { id, base: ready.versionId, segments: [{ start: 1, end: 3, text: 'Music plays' }] },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveEdits).toEqual({
      wordCount: 2,
      segments: [
        {
          start: 1,
          end: 3,
          text: 'Music plays',
          words: [
            { text: 'Music', start: 1, end: 2, confidence: null },
            { text: 'plays', start: 2, end: 3, confidence: null },
          ],
        },
      ],
    });
  });
});

test('a transcription left running by a restart resumes with the options of its upload', async () => {
  const id = (await upload('Across a restart', { language: 'de', speakers: 3 })).data!.uploadAudio.id;
  await until('it to be sent', () => held.has(id));
  await h.close({ keepData: true });
  h = await startHarness(ENV, { dataDir: h.dataDir, editor: h.editor });
  await until('it to be sent again', () => sentFor(id).length === 2);
  expect(Object.fromEntries(sentFor(id)[1].query)).toEqual({ job: id, language: 'de', speakers: '3', vocabulary: '["ETRM","Tapescript"]' });
  held.get(id)!({ status: 200, body: SAMPLE_RESULT });
  expect((await waitForStatus(h, id)).status).toBe('READY');
});

describe('engines earlier releases offered (vosk, pocketsphinx)', () => {
  const HISTORY = 'query ($id: ID!) { transcript(id: $id) { status engine versions { label source } } }';
  const REPLACED = 'Transcribed with whisper: the vosk engine this upload asked for was removed';

  test('a failed transcript whose upload asked for one is retried with the default engine, and its history says so', async () => {
    const id = (await upload('Failed with vosk')).data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    held.get(id)!({ status: 503, body: 'vosk is not installed; run `npm run setup`' });
    expect((await waitForStatus(h, id)).status).toBe('FAILED');
    // The options as the earlier release stored them with the upload.
    await h.app.services.repo.updateTranscript(id, { transcribeOptions: { engine: 'vosk', language: 'en', speakers: 2 } });

    expect((await h.gql('mutation ($id: ID!) { retryTranscription(id: $id) { status } }', { id })).data.retryTranscription.status).toBe('TRANSCRIBING');
    await until('it to be sent again', () => sentFor(id).length === 2);
    // No engine: the editor service's default; the upload's other options stay.
    expect(Object.fromEntries(sentFor(id)[1].query)).toEqual({ job: id, language: 'en', speakers: '2', vocabulary: '["ETRM","Tapescript"]' });
    held.get(id)!({ status: 200, body: SAMPLE_RESULT });
    await waitForStatus(h, id);
    expect((await h.gql(HISTORY, { id })).data.transcript).toEqual({ status: 'READY', engine: 'whisper', versions: [{ label: REPLACED, source: 'upload' }] });
  });

  test('a queued one resumed after the upgrade runs with the default engine, and says so', async () => {
    const id = (await upload('Queued for pocketsphinx')).data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    await h.app.services.repo.updateTranscript(id, { transcribeOptions: { engine: 'pocketsphinx' } });
    await h.close({ keepData: true });
    h = await startHarness(ENV, { dataDir: h.dataDir, editor: h.editor });
    await until('it to be sent again', () => sentFor(id).length === 2);
    expect(Object.fromEntries(sentFor(id)[1].query)).toEqual({ job: id, vocabulary: '["ETRM","Tapescript"]' });
    held.get(id)!({ status: 200, body: SAMPLE_RESULT });
    await waitForStatus(h, id);
    expect((await h.gql(HISTORY, { id })).data.transcript.versions).toEqual([
      { label: REPLACED.replace('vosk', 'pocketsphinx'), source: 'upload' },
    ]);
  });

  test('a transcript one of them made still opens, reads, exports and takes edits', async () => {
    const id = (await upload('Made by vosk')).data!.uploadAudio.id;
    await until('it to be sent', () => held.has(id));
    held.get(id)!({ status: 200, body: SAMPLE_RESULT });
    await waitForStatus(h, id);
    // As the earlier release stored it: its engine's name, the MFCC speaker labels, no model or language.
    await h.app.services.repo.updateTranscript(id, { engine: 'vosk', speakerEngine: 'mfcc', model: '', language: '', transcribeOptions: { engine: 'vosk' } });

    const read = await h.gql('query ($id: ID!) { transcript(id: $id) { status engine model language speakerEngine versionId segments { text } } }', { id });
    expect(read.errors).toBeUndefined();
    expect(read.data.transcript).toMatchObject({ status: 'READY', engine: 'vosk', model: null, language: null, speakerEngine: 'mfcc' });
    expect(read.data.transcript.segments.map((segment: { text: string }) => segment.text)).toEqual(SAMPLE_RESULT.segments.map((segment) => segment.text));
    const exported = await fetch(`${h.app.url}/export/${id}.txt`);
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('welcome to the show');
    const saved = await h.gql('mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { engine } }', {
      id,
      base: read.data.transcript.versionId,
      segments: [{ start: 0, end: 8, text: 'Edited.', speaker: 'Speaker 1' }],
    });
    expect(saved).toEqual({ data: { saveEdits: { engine: 'vosk' } } });
  });
});
