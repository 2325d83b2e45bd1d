import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeMono, silenceLevelDb, speechReference, type Decoded } from '../audio/bleep-levels.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { waitForStatus, wavBytes, type Harness } from '../test/harness.ts';
import { startPseudonymisedReading, type Asker, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';
import { SAMPLE_RESULT } from '../test/stand-in-editor.ts';

/**
 * Audio clips over real HTTP with a real PocketBase and ffmpeg (README "Clips"), on real read speech in team mode
 * (test/pseudonymised-reading.ts): the clip's decoded samples are counted and matched against the recording.
 */

let h: Harness;
let dir: string;
let reading: string;
let id = '';
let as: PseudonymisedReading['as'];
let segments: { id: string; text: string }[];
let source: Decoded;

const RATE = 16_000;

beforeAll(async () => {
  let started: PseudonymisedReading;
  [started, dir] = await Promise.all([startPseudonymisedReading(), makeTempDir('clips-test')]);
  ({ h, id, reading, as } = started);
  segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id text } } }', { id }, as.editor)).data.transcript.segments;
  source = await decodeMono(reading, RATE);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const CREATE = `mutation ($highlightId: ID, $transcriptId: ID, $from: ID, $fromWord: Int, $to: ID, $toWord: Int, $format: ClipFormat, $paddingMs: Int) {
  createClip(highlightId: $highlightId, transcriptId: $transcriptId, fromSegmentId: $from, fromWord: $fromWord, toSegmentId: $to, toWord: $toWord, format: $format, paddingMs: $paddingMs) { id status duration start url }
}`;
const CLIP = 'query ($id: ID!) { clip(id: $id) { id status progress url duration start error } }';

const clipCount = () => h.app.store.call((pb) => pb.collection('clips').getFullList({ fields: 'id' })).then((list) => list.length);

/** "I am Jane Doe from" in the first segment: words 1 to 5, said from 0.5 s to 2.1 s. */
const SELECTION = () => ({ transcriptId: id, from: segments[0].id, fromWord: 1, to: segments[0].id, toWord: 5 });
/** "Nothing to hide": no term, 12.0 s to 13.0 s. */
const PLAIN = () => ({ transcriptId: id, from: segments[2].id, fromWord: 0, to: segments[2].id, toWord: 2 });

async function make(who: Asker, variables: Record<string, unknown>) {
  const answer = await h.gql(CREATE, variables, as[who]);
  if (answer.errors) throw new Error(answer.errors[0].message);
  return answer.data.createClip as { id: string; status: string; duration: number; start: number };
}

async function ready(who: Asker, clipId: string) {
  for (let i = 0; i < 400; i++) {
    const { data } = await h.gql(CLIP, { id: clipId }, as[who]);
    if (data.clip.status === 'READY' || data.clip.status === 'FAILED') return data.clip;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The clip was not made in 20 s');
}

async function fetchClip(who: Asker, url: string, name: string): Promise<string> {
  const response = await fetch(`${h.app.url}${url}`, { headers: as[who] });
  expect(response.status).toBe(200);
  const file = path.join(dir, name);
  await fs.writeFile(file, new Uint8Array(await response.arrayBuffer()));
  return file;
}

/** How well `part` matches the recording from sample `lag` on (every other sample: enough to tell places apart). */
function score(part: Int16Array, lag: number): number {
  let dot = 0;
  let energy = 0;
  for (let i = 0; i < part.length; i += 2) {
    const s = source.samples[lag + i];
    dot += part[i] * s;
    energy += s * s;
  }
  return dot / Math.sqrt(energy || 1);
}

/**
 * Where in the recording the clip's audio is: the lag (within `around` ± 0.1 s) at which its middle (fades left out)
 * best correlates with the recording, in seconds; searched every 8 samples, then sample by sample around the best.
 */
function placeInSource(clip: Decoded, around: number): number {
  const skip = Math.round(0.05 * RATE);
  const part = clip.samples.subarray(skip, clip.samples.length - skip);
  const best = (from: number, to: number, step: number) => {
    let found = { lag: from, score: -Infinity };
    for (let lag = Math.max(0, from); lag <= Math.min(to, source.samples.length - part.length); lag += step) {
      const now = score(part, lag);
      if (now > found.score) found = { lag, score: now };
    }
    return found.lag;
  };
  const centre = Math.round(around * RATE) + skip;
  const coarse = best(centre - 0.1 * RATE, centre + 0.1 * RATE, 8);
  return (best(coarse - 8, coarse + 8, 1) - skip) / RATE;
}

describe('a clip of a selection', () => {
  for (const format of ['MP3', 'M4A', 'OGG']) {
    test(`in ${format}: its decoded length is the words' span plus the padding, and it is the recording at that place`, async () => {
      const made = await make('editor', { ...SELECTION(), format, paddingMs: 250 });
      expect(made.status).toBe('QUEUED');
      const clip = await ready('editor', made.id);
      expect(clip).toMatchObject({ status: 'READY', url: `/clips/${made.id}`, progress: 1, error: null });
      expect(clip.start).toBeCloseTo(0.25, 3);
      expect(clip.duration).toBeCloseTo(2.1, 3);
      const decoded = await decodeMono(await fetchClip('editor', clip.url, `clip.${format.toLowerCase()}`), RATE);
      // Samples counted, not the container's duration: 1.6 s of words and 2 × 250 ms.
      const [length, offset] = [decoded.samples.length / RATE, placeInSource(decoded, 0.25) - 0.25];
      expect(Math.abs(length - 2.1)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(offset)).toBeLessThanOrEqual(0.01);
    });
  }

  test('padding is clamped to the recording, and a Range request answers 206', async () => {
    // "Hello," starts at 0.1 s: 250 ms before it is before the recording.
    const made = await make('editor', { transcriptId: id, from: segments[0].id, fromWord: 0, to: segments[0].id, toWord: 0, paddingMs: 250 });
    const clip = await ready('editor', made.id);
    expect(clip.start).toBe(0);
    expect(clip.duration).toBeCloseTo(0.75, 3);
    const ranged = await fetch(`${h.app.url}${clip.url}`, { headers: { ...as.editor, range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('who hears a clip', () => {
  test('one made by someone who sees pseudonyms is bleeped; one of the originals is not served to them', async () => {
    const original = await ready('editor', (await make('editor', SELECTION())).id);
    const bleeped = await ready('viewer', (await make('viewer', SELECTION())).id);
    // "Jane Doe" is said from 1.02 to 1.55 s: 0.77 to 1.30 s into a clip starting at 0.25 s.
    const span = [{ start: 0.77, end: 1.3 }];
    const reference = speechReference(source);
    const heard = await decodeMono(await fetchClip('viewer', bleeped.url, 'viewer.mp3'), RATE);
    expect(silenceLevelDb(heard, span, reference)).toBeLessThanOrEqual(-40);
    expect(silenceLevelDb(await decodeMono(await fetchClip('editor', original.url, 'editor.mp3'), RATE), span, reference)).toBeGreaterThan(-40);
    // The viewer cannot have the editor's clip, by query or by address; the editor may hear the viewer's.
    expect((await h.gql(CLIP, { id: original.id }, as.viewer)).data.clip).toBeNull();
    expect((await fetch(`${h.app.url}${original.url}`, { headers: as.viewer })).status).toBe(404);
    expect((await fetch(`${h.app.url}${bleeped.url}`, { headers: as.editor })).status).toBe(200);
  });

  test('a review link may not make or hear clips', async () => {
    const clip = await ready('editor', (await make('editor', PLAIN())).id);
    const refused = await h.gql(CREATE, PLAIN(), as.reviewer);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await h.gql(CLIP, { id: clip.id }, as.reviewer)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await fetch(`${h.app.url}${clip.url}`, { headers: as.reviewer })).status).toBe(404);
    expect((await fetch(`${h.app.url}${clip.url}`)).status).toBe(401);
  });

  test('a single-use link downloads the clip once, without signing in', async () => {
    const clip = await ready('editor', (await make('editor', { ...PLAIN(), format: 'OGG' })).id);
    const link = (await h.gql('mutation ($id: ID!) { clipLink(id: $id) }', { id: clip.id }, as.editor)).data.clipLink as string;
    expect(link).toMatch(/^\/download\/tsc_/);
    const first = await fetch(`${h.app.url}${link}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/ogg');
    expect(first.headers.get('content-disposition')).toContain(`clip-${clip.id}.ogg`);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(`${h.app.url}${link}`)).status).toBe(404);
  });

  test('a private transcript’s clips are not there for those it is not shared with', async () => {
    const clip = await ready('editor', (await make('editor', PLAIN())).id);
    const access = 'mutation ($id: ID!, $v: TranscriptVisibility!) { setTranscriptAccess(id: $id, visibility: $v) { visibility } }';
    expect((await h.gql(access, { id, v: 'PRIVATE' }, as.editor)).errors).toBeUndefined();
    try {
      expect((await h.gql(CREATE, PLAIN(), as.viewer)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await h.gql(CLIP, { id: clip.id }, as.viewer)).data.clip).toBeNull();
      // A pseudonymised clip too: the viewer made none here, but the owner sees the editor's.
      expect((await fetch(`${h.app.url}${clip.url}`, { headers: as.owner })).status).toBe(200);
    } finally {
      await h.gql(access, { id, v: 'TEAM' }, as.editor);
    }
  });
});

describe('refused clips leave nothing behind', () => {
  test('no word, both forms or neither, and more than three minutes', async () => {
    const before = await clipCount();
    const code = async (variables: Record<string, unknown>) => (await h.gql(CREATE, variables, as.editor)).errors?.[0];
    expect(await code({ ...SELECTION(), fromWord: 3, toWord: 2 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('at least one word') });
    expect((await code({ transcriptId: id }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await code({}))?.message).toContain('either a highlightId');
    expect((await code({ ...SELECTION(), paddingMs: 60_000 }))?.extensions?.code).toBe('BAD_USER_INPUT');

    // Four minutes of audio with one segment across it.
    const long = 240;
    const words = Array.from({ length: 4 }, (_, i) => ({ text: `w${i}`, start: i * 60, end: i * 60 + 59, confidence: 0.9 }));
    const previous = h.editor.transcribe;
    h.editor.transcribe = () => ({ status: 200, body: { ...SAMPLE_RESULT, duration: long, segments: [{ speaker: 'A', start: 0, end: long, text: 'w0 w1 w2 w3', words }] } });
    try {
      const uploaded = await (await h.upload('Long', wavBytes(long, 8000), 'long.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
      const longId = uploaded.data.uploadAudio.id;
      const [segment] = (await waitForStatus(h, longId, 20_000, as.editor)).segments;
      const segmentId = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: longId }, as.editor)).data.transcript.segments[0].id;
      expect(segment.end).toBe(long);
      const refused = await code({ transcriptId: longId, from: segmentId, fromWord: 0, to: segmentId, toWord: 3 });
      expect(refused).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('at most 3 minutes') });
      // Three words (0 to 179 s with the padding clamped at the start) are within the limit.
      await ready('editor', (await make('editor', { transcriptId: longId, from: segmentId, fromWord: 0, to: segmentId, toWord: 2, paddingMs: 0 })).id);
    } finally {
      h.editor.transcribe = previous;
    }
    expect(await clipCount()).toBe(before + 1);
  });
});

describe('how long clips are kept', () => {
  const ADD = 'mutation ($t: ID!, $s: ID!) { addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 0, toSegmentId: $s, toWord: 2) { id } }';

  test('a highlight’s clip is its words, kept while the highlight is and deleted with it', async () => {
    const highlightId = (await h.gql(ADD, { t: id, s: segments[2].id }, as.editor)).data.addHighlight.id;
    const clip = await ready('editor', (await make('editor', { highlightId, paddingMs: 0 })).id);
    expect(clip.start).toBeCloseTo(12, 3);
    expect(clip.duration).toBeCloseTo(1, 3);
    // A day and more later the selection clips go, the highlight's stays.
    const deleted = await h.app.services.clips.cleanUp(new Date(Date.now() + 25 * 3_600_000));
    expect(deleted).toBeGreaterThan(0);
    expect(await clipCount()).toBe(1);
    expect((await h.gql(CLIP, { id: clip.id }, as.editor)).data.clip.status).toBe('READY');
    expect((await h.gql('mutation ($id: ID!) { deleteHighlight(id: $id) }', { id: highlightId }, as.editor)).data.deleteHighlight).toBe(true);
    expect(await clipCount()).toBe(0);
    expect((await h.gql(CLIP, { id: clip.id }, as.editor)).data.clip).toBeNull();
  });

  test('a transcript whose audio is removed (retention, an erasure asking for it) loses its clips', async () => {
    const uploaded = await (await h.upload('Audio going', wavBytes(10), 'going.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
    const goingId = uploaded.data.uploadAudio.id;
    await waitForStatus(h, goingId, 20_000, as.editor);
    const segmentId = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id: goingId }, as.editor)).data.transcript.segments[0].id;
    const clip = await ready('editor', (await make('editor', { transcriptId: goingId, from: segmentId, fromWord: 0, to: segmentId, toWord: 1 })).id);
    expect(clip.status).toBe('READY');
    await h.app.services.purge.removeAudio(goingId);
    expect((await h.gql(CLIP, { id: clip.id }, as.editor)).data.clip).toBeNull();
  });

  test('a transcript deleted for good takes its clips with it, files included', async () => {
    const clip = await ready('editor', (await make('editor', PLAIN())).id);
    const record = await h.app.store.call((pb) => pb.collection('clips').getOne<{ collectionId: string }>(clip.id));
    const folder = path.join(h.dataDir, 'pocketbase', 'storage', record.collectionId, clip.id);
    expect(await fs.access(folder).then(() => true)).toBe(true);
    await h.app.services.transcripts.delete(id);
    await h.app.services.purge.deletePermanently(id);
    expect(await clipCount()).toBe(0);
    await expect.poll(() => fs.access(folder).then(() => true, () => false)).toBe(false);
  });
});
