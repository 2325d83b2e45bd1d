import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Segment } from '../domain/segment-types.ts';
import { VoicesRepo } from '../store/voices-repo.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

/**
 * Known voices through the API with a real PocketBase; the stand-in editor service answers with voiceprints chosen
 * here (the speech worker's are tested on real voices in speech-worker/tests/test_voiceprint.py).
 */

const MODEL = 'campplus-test@000000000000';
/** A unit vector in 4 dimensions at `degrees` from the first axis towards the second, tilted a little by `tilt`. */
const voice = (degrees: number, tilt = 0) => {
  const r = (degrees * Math.PI) / 180;
  const v = [Math.cos(r), Math.sin(r), tilt, 0];
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
/** A unit vector in the plane of the last two dimensions: unlike HOST, GUEST and OTHER (cosine 0 with each). */
const elsewhere = (degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  return [0, 0, Math.cos(r), Math.sin(r)];
};
const HOST = voice(0);
const GUEST = voice(90);
const OTHER = voice(180);

/** Two speakers taking turns, each segment 6 s of 15 confident words. */
function interview(speakers: string[]): Segment[] {
  return Array.from({ length: 8 }, (_, i) => {
    const start = i * 7;
    const words = Array.from({ length: 15 }, (_, w) => ({ text: `word${w}`, start: start + w * 0.4, end: start + w * 0.4 + 0.38, confidence: 0.95 }));
    return { speaker: speakers[i % speakers.length], text: words.map((w) => w.text).join(' '), start, end: start + 6, words };
  });
}

let h: Harness;
/** What the stand-in hears next: per speaker label a voiceprint, and the model. */
let heard: { model: string; speakers: Record<string, number[]> } = { model: MODEL, speakers: {} };
/** The voiceprint each clip the stand-in is asked to measure gets, by its index. */
let clipPrint: (index: number) => number[] = () => HOST;

async function transcribed(speakers: Record<string, number[]>, model = MODEL): Promise<any> {
  heard = { model, speakers };
  const { data } = await (await h.upload('An interview', wavBytes(1), 'interview.wav', 'audio/wav')).json();
  return waitForStatus(h, data.uploadAudio.id);
}

const RECOGNIZED = 'query ($id: ID!) { transcript(id: $id) { versionId segments { speaker } recognizedSpeakers { speaker score voice { id name } } } }';
const REMEMBER = 'mutation ($t: ID!, $s: String!, $n: String!) { rememberVoice(transcriptId: $t, speaker: $s, name: $n) { id name interviews speechSeconds } }';
const speakersOf = (transcript: any) => [...new Set(transcript.segments.map((s: any) => s.speaker))];

beforeAll(async () => {
  h = await startHarness();
  h.editor.transcribe = () => ({
    status: 200,
    body: {
      engine: 'whisper', model: 'base', language: 'en', speakerEngine: 'campplus', duration: 56,
      segments: interview(Object.keys(heard.speakers)),
      voices: { model: heard.model, speakers: Object.entries(heard.speakers).map(([speaker, embedding]) => ({ speaker, embedding, seconds: 24 })) },
    },
  });
  h.editor.voiceprints = (clips) => ({ status: 200, body: { model: MODEL, clips: clips.map(([start, end], i) => ({ start, end, embedding: clipPrint(i) })) } });
}, 60_000);
afterAll(() => h?.close());

describe('remembering a voice and naming it in new transcripts', () => {
  let hostVoice = '';
  let second: any;

  test('a transcript made before any voice is remembered keeps its labels', async () => {
    const first = await transcribed({ 'Speaker 1': HOST, 'Speaker 2': GUEST });
    expect(speakersOf(first)).toEqual(['Speaker 1', 'Speaker 2']);
    expect((await h.gql(RECOGNIZED, { id: first.id })).data.transcript.recognizedSpeakers).toEqual([]);

    clipPrint = (i) => voice(0, (i % 3) * 0.05);
    const { data, errors } = await h.gql(REMEMBER, { t: first.id, s: 'Speaker 1', n: 'ETRM' });
    expect(errors).toBeUndefined();
    hostVoice = data.rememberVoice.id;
    // Speaker 1's 24 s of speech, each segment trimmed 0.5 s at the side that meets the other speaker
    expect(data.rememberVoice).toMatchObject({ name: 'ETRM', interviews: 1 });
    expect(data.rememberVoice.speechSeconds).toBeGreaterThanOrEqual(20);
    const asked = h.editor.requests.filter((request) => request.path === '/voiceprints').at(-1)!;
    const clips: Array<[number, number]> = JSON.parse(asked.query.get('clips')!);
    // Only Speaker 1's segments (starting at 0, 14, 28, 42), in time order
    expect(clips.every(([start]) => Math.floor(start / 7) % 2 === 0)).toBe(true);
    expect(clips).toEqual([...clips].sort((a, b) => a[0] - b[0]));
    // Remembered: the app shows that instead of offering to remember it again; renamed after the voice, still so.
    const REMEMBERED = 'query ($id: ID!) { transcript(id: $id) { rememberedSpeakers { speaker voice { id name } } } }';
    expect((await h.gql(REMEMBERED, { id: first.id })).data.transcript.rememberedSpeakers).toEqual([{ speaker: 'Speaker 1', voice: { id: hostVoice, name: 'ETRM' } }]);
    const rename = 'mutation ($id: ID!, $from: String!, $to: String!) { renameSpeaker(id: $id, from: $from, to: $to) { id } }';
    expect((await h.gql(rename, { id: first.id, from: 'Speaker 1', to: 'ETRM' })).errors).toBeUndefined();
    expect((await h.gql(REMEMBERED, { id: first.id })).data.transcript.rememberedSpeakers).toEqual([{ speaker: 'ETRM', voice: { id: hostVoice, name: 'ETRM' } }]);
  });

  test('the next transcript names the speaker with that voice, with its score', async () => {
    second = await transcribed({ 'Speaker 1': GUEST, 'Speaker 2': voice(8) });
    expect(speakersOf(second)).toEqual(['Speaker 1', 'ETRM']);
    const remembered = (await h.gql('query ($id: ID!) { transcript(id: $id) { rememberedSpeakers { speaker voice { name } } } }', { id: second.id })).data.transcript;
    expect(remembered.rememberedSpeakers).toEqual([{ speaker: 'ETRM', voice: { name: 'ETRM' } }]);
    const { recognizedSpeakers } = (await h.gql(RECOGNIZED.replace('speaker score', 'speaker label score'), { id: second.id })).data.transcript;
    expect(recognizedSpeakers).toEqual([{ speaker: 'ETRM', label: 'Speaker 2', score: expect.closeTo(Math.cos((8 * Math.PI) / 180), 2), voice: { id: hostVoice, name: 'ETRM' } }]);
  });

  test('forgetting the recognition renames it back in a new version, and undo brings the name back', async () => {
    const forgot = await h.gql('mutation ($t: ID!, $s: String!) { forgetRecognition(transcriptId: $t, speaker: $s) { versionId segments { speaker } recognizedSpeakers { speaker } versions { id source } } }', { t: second.id, s: 'ETRM' });
    expect(forgot.errors).toBeUndefined();
    const after = forgot.data.forgetRecognition;
    expect(speakersOf(after)).toEqual(['Speaker 1', 'Speaker 2']);
    expect(after.recognizedSpeakers).toEqual([]);
    expect(after.versions.map((v: any) => v.source).sort()).toEqual(['speakers', 'upload']);
    const named = after.versions.find((v: any) => v.source === 'upload').id;
    const undone = await h.gql('mutation ($id: ID!, $v: ID!, $base: ID) { restoreVersion(id: $id, versionId: $v, baseVersionId: $base, as: UNDO) { segments { speaker } recognizedSpeakers { speaker } } }', { id: second.id, v: named, base: after.versionId });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.restoreVersion.recognizedSpeakers).toEqual([{ speaker: 'ETRM' }]);
    const again = await h.gql('mutation ($t: ID!, $s: String!) { forgetRecognition(transcriptId: $t, speaker: $s) { id } }', { t: second.id, s: 'Speaker 1' });
    expect(again.errors?.[0].message).toBe('"Speaker 1" was not named by voice in this transcript.');
  });

  test('the same name from another interview adds to the voiceprint', async () => {
    clipPrint = (i) => voice(6, (i % 2) * 0.05);
    const { data, errors } = await h.gql(REMEMBER, { t: second.id, s: 'ETRM', n: 'etrm' });
    expect(errors).toBeUndefined();
    expect(data.rememberVoice).toMatchObject({ id: hostVoice, name: 'ETRM', interviews: 2 });
    // Again from the same interview: its voiceprints are replaced, not counted twice
    const replaced = (await h.gql(REMEMBER, { t: second.id, s: 'ETRM', n: 'ETRM' })).data.rememberVoice;
    expect(replaced.interviews).toBe(2);
    expect(replaced.speechSeconds).toBeCloseTo(data.rememberVoice.speechSeconds, 1);
  });

  test('the same speech under a second name is refused (two voices of one speech would never clear the margin): rename instead', async () => {
    const before = (await h.gql('{ voices { id name interviews } }')).data.voices;
    const { errors } = await h.gql(REMEMBER, { t: second.id, s: 'ETRM', n: 'The host' });
    expect(errors?.[0]).toMatchObject({
      message: '"ETRM" of this interview is already remembered as the voice "ETRM". To call that voice "The host", rename it (Voices page, or renameVoice); to remember this speaker under another name, delete "ETRM" first.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'ALREADY_REMEMBERED' },
    });
    expect((await h.gql('{ voices { id name interviews } }')).data.voices).toEqual(before);
  });

  test('another voice under a remembered name is refused', async () => {
    const third = await transcribed({ 'Speaker 1': OTHER, 'Speaker 2': GUEST });
    clipPrint = () => OTHER;
    const { errors } = await h.gql(REMEMBER, { t: third.id, s: 'Speaker 1', n: 'ETRM' });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].message).toMatch(/^"Speaker 1" does not sound like the voice remembered as "ETRM" \(similarity -1\.00; the same voice scores 0\.\d\d or more\)/);
    expect(errors?.[0]).toMatchObject({ extensions: { reason: 'UNLIKE_REMEMBERED_VOICE' } });
  });

  test('a remembered voice under a new name is refused: one person under two names would be named by neither', async () => {
    const before = (await h.gql('{ voices { id name interviews speechSeconds } }')).data.voices;
    const third = await transcribed({ 'Speaker 1': OTHER, 'Speaker 2': GUEST });
    clipPrint = (i) => voice(4, (i % 2) * 0.05);
    const { errors } = await h.gql(REMEMBER, { t: third.id, s: 'Speaker 1', n: 'The host' });
    expect(errors?.[0].message).toMatch(
      /^"Speaker 1" sounds like the voice remembered as "ETRM" \(similarity (0\.9\d|1\.00); one voice scores 0\.70 or more\)\. If it is that person, remember it as "ETRM": this interview is then added to that voice\./,
    );
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SOUNDS_LIKE_REMEMBERED_VOICE', voiceName: 'ETRM' });
    expect((await h.gql('{ voices { id name interviews speechSeconds } }')).data.voices).toEqual(before);
  });

  test('the same person in another language: sameVoice adds the interview although it sounds unlike the voice', async () => {
    const english = await transcribed({ 'Speaker 1': elsewhere(0), 'Speaker 2': GUEST });
    clipPrint = () => elsewhere(0);
    const first = (await h.gql(REMEMBER, { t: english.id, s: 'Speaker 1', n: 'Maria' })).data.rememberVoice;
    const spanish = await transcribed({ 'Speaker 1': elsewhere(90), 'Speaker 2': GUEST });
    clipPrint = () => elsewhere(90);
    const refused = await h.gql(REMEMBER, { t: spanish.id, s: 'Speaker 1', n: 'Maria' });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { reason: 'UNLIKE_REMEMBERED_VOICE' } });
    const SAME = 'mutation ($t: ID!) { rememberVoice(transcriptId: $t, speaker: "Speaker 1", name: "Maria", sameVoice: true) { id name interviews } }';
    const { data, errors } = await h.gql(SAME, { t: spanish.id });
    expect(errors).toBeUndefined();
    expect(data.rememberVoice).toEqual({ id: first.id, name: 'Maria', interviews: 2 });
    // It vouches for the person, not for a speaker whose clips hold two voices.
    const mixed = await transcribed({ 'Speaker 1': elsewhere(180), 'Speaker 2': GUEST });
    clipPrint = (i) => (i % 2 ? elsewhere(90) : elsewhere(270));
    expect((await h.gql(SAME, { t: mixed.id })).errors?.[0].message).toMatch(/does not sound like one voice/);
    await h.gql('mutation ($id: ID!) { deleteVoice(id: $id) }', { id: first.id });
  });

  test('speech that does not sound like one voice is refused with a clear message', async () => {
    const fourth = await transcribed({ 'Speaker 1': GUEST, 'Speaker 2': OTHER });
    clipPrint = (i) => (i % 2 ? GUEST : OTHER);
    const { errors } = await h.gql(REMEMBER, { t: fourth.id, s: 'Speaker 1', n: 'Guest' });
    expect(errors?.[0].message).toMatch(/^The speech of "Speaker 1" does not sound like one voice: \d+ of its \d+ clips \(\d+ s of \d+ s\) sound unlike the rest\. Correct the speakers/);
    expect((await h.gql('{ voices { name } }')).data.voices).toEqual([{ name: 'ETRM' }]);
  });

  test('with under 20 s of clear speech the refusal also says one voice can sound unlike itself', async () => {
    // Four speakers in turn: "Speaker 1" has two segments, two clips of about 5 s.
    const short = await transcribed({ 'Speaker 1': GUEST, 'Speaker 2': OTHER, 'Speaker 3': HOST, 'Speaker 4': voice(45) });
    clipPrint = (i) => (i % 2 ? GUEST : OTHER);
    const { errors } = await h.gql(REMEMBER, { t: short.id, s: 'Speaker 1', n: 'Guest' });
    expect(errors?.[0].message).toMatch(
      /^The speech of "Speaker 1" does not sound like one voice: 1 of its 2 clips \(\d+ s of \d+ s\) sound unlike the rest\. Correct the speakers .* With only \d+ s of clear speech, one voice can also sound unlike itself \(short clips, noise\): if this speaker is one person, remember the voice from a longer interview\.$/,
    );
  });

  test('each voice names one speaker of a recording at most, and other models are never compared', async () => {
    const both = await transcribed({ 'Speaker 1': voice(12), 'Speaker 2': voice(4) });
    expect(speakersOf(both)).toEqual(['Speaker 1', 'ETRM']);
    const otherModel = await transcribed({ 'Speaker 1': HOST, 'Speaker 2': GUEST }, 'another-model@111111111111');
    expect(speakersOf(otherModel)).toEqual(['Speaker 1', 'Speaker 2']);
  });

  test('a voice can be renamed, and deleted: the transcripts keep their names, no longer marked as recognised', async () => {
    const renamed = await h.gql('mutation ($id: ID!) { renameVoice(id: $id, name: "The host") { id name interviews } }', { id: hostVoice });
    expect(renamed.data.renameVoice).toEqual({ id: hostVoice, name: 'The host', interviews: 2 });
    const deleted = await h.gql('mutation ($id: ID!) { deleteVoice(id: $id) }', { id: hostVoice });
    expect(deleted.data.deleteVoice).toBe(hostVoice);
    expect((await h.gql('{ voices { id } }')).data.voices).toEqual([]);
    const { transcript } = (await h.gql(RECOGNIZED, { id: second.id })).data;
    expect(speakersOf(transcript)).toContain('ETRM');
    expect(transcript.recognizedSpeakers).toEqual([]);
    const gone = await h.gql('mutation ($id: ID!) { deleteVoice(id: $id) }', { id: hostVoice });
    expect(gone.errors?.[0]).toMatchObject({ message: 'Voice not found', extensions: { code: 'NOT_FOUND' } });
  });

  test('an integrator\'s mistakes name the voice: a malformed id is "Voice not found", an empty name "Voice name is required"', async () => {
    for (const mutation of ['deleteVoice(id: $id)', 'renameVoice(id: $id, name: "X") { id }']) {
      const { errors } = await h.gql(`mutation ($id: ID!) { ${mutation} }`, { id: 'zzz' });
      expect(errors?.[0]).toMatchObject({ message: 'Voice not found', extensions: { code: 'NOT_FOUND' } });
    }
    const { errors } = await h.gql(REMEMBER, { t: second.id, s: 'Speaker 1', n: '  ' });
    expect(errors?.[0]).toMatchObject({ message: 'Voice name is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('a speaker with too little clear speech cannot be remembered; without a speaker model the service says so', async () => {
    const short = await transcribed({ 'Speaker 1': HOST });
    const tiny = await h.gql(REMEMBER, { t: short.id, s: 'Nobody', n: 'X' });
    expect(tiny.errors?.[0].message).toBe('No segment is spoken by "Nobody"');
    const saved = h.editor.voiceprints;
    h.editor.voiceprints = () => ({ status: 503, body: 'No speaker model is installed in the speech worker, so voices cannot be remembered' });
    const missing = await h.gql(REMEMBER, { t: short.id, s: 'Speaker 1', n: 'X' });
    h.editor.voiceprints = saved;
    expect(missing.errors?.[0]).toMatchObject({
      message: 'The voice could not be measured: No speaker model is installed in the speech worker, so voices cannot be remembered',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

test('TAPESCRIPT_VOICES=off: nothing is remembered or used', async () => {
  const off = await startHarness({ TAPESCRIPT_VOICES: 'off' });
  try {
    expect((await off.gql('{ voicesEnabled voices { id } }')).data).toEqual({ voicesEnabled: false, voices: [] });
    const { data } = await (await off.upload('Off', wavBytes(1), 'off.wav', 'audio/wav')).json();
    const ready = await waitForStatus(off, data.uploadAudio.id);
    const refused = await off.gql(REMEMBER, { t: ready.id, s: 'Speaker 1', n: 'ETRM' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Known voices are turned off on this server (TAPESCRIPT_VOICES=off).', extensions: { code: 'BAD_USER_INPUT' } });
    expect(off.editor.requests.some((request) => request.path === '/voiceprints')).toBe(false);
    expect((await off.gql('query ($id: ID!) { transcript(id: $id) { voiceSuggestions { speaker } } }', { id: ready.id })).data.transcript.voiceSuggestions).toEqual([]);
    const accept = await off.gql('mutation ($t: ID!) { acceptVoiceSuggestion(transcriptId: $t, speaker: "Speaker 1") { interviewAdded } }', { t: ready.id });
    expect(accept.errors?.[0].message).toBe('Known voices are turned off on this server (TAPESCRIPT_VOICES=off).');
    const again = await off.gql('mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { named { speaker } } }', { t: ready.id });
    expect(again.errors?.[0].message).toBe('Known voices are turned off on this server (TAPESCRIPT_VOICES=off).');
  } finally {
    await off.close();
  }
});

/** A server of its own (no voice remembered yet) with the main one's stand-ins and host-like clips; closed after `run`. */
async function withOwnServer(run: (own: Harness, upload: (title: string) => Promise<any>) => Promise<void>): Promise<void> {
  const own = await startHarness();
  try {
    own.editor.transcribe = h.editor.transcribe;
    own.editor.voiceprints = (clips) => ({ status: 200, body: { model: MODEL, clips: clips.map(([start, end], i) => ({ start, end, embedding: voice(0, (i % 3) * 0.05) })) } });
    await run(own, async (title) => waitForStatus(own, (await (await own.upload(title, wavBytes(1), 'a.wav', 'audio/wav')).json()).data.uploadAudio.id));
  } finally {
    await own.close();
  }
}

test('two interviews remembered at once under one new name make one voice of both', () =>
  withOwnServer(async (race, upload) => {
    heard = { model: MODEL, speakers: { 'Speaker 1': HOST, 'Speaker 2': GUEST } };
    const [one, two] = [await upload('Race'), await upload('Race')];
    const answers = await Promise.all([one, two].map((t) => race.gql(REMEMBER, { t: t.id, s: 'Speaker 1', n: 'Host' })));
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    expect((await race.gql('{ voices { name interviews } }')).data.voices).toEqual([{ name: 'Host', interviews: 2 }]);
    // What the later of two such requests meets when both got past the lookup: the name's unique index, case aside.
    expect(await new VoicesRepo(race.app.store).createVoice('HOST')).toBeUndefined();
  }));

test('a voice’s interviews leave out private transcripts the asker may not see', () =>
  withOwnServer(async (own, upload) => {
    heard = { model: MODEL, speakers: { 'Speaker 1': HOST, 'Speaker 2': GUEST } };
    const [open, secret] = [await upload('Open'), await upload('Secret')];
    for (const t of [open, secret]) expect((await own.gql(REMEMBER, { t: t.id, s: 'Speaker 1', n: 'Host' })).errors).toBeUndefined();
    const { accounts } = own.app.services;
    const tokens: Record<string, Record<string, string>> = {};
    for (const role of ['owner', 'editor'] as const) {
      const user = await accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
      const { token } = await accounts.createApiToken({ identity: { kind: 'user', role, user: { id: user.id, email: user.email, name: '' }, tokenId: '' }, address: 'test' }, role, null);
      tokens[role] = { authorization: `Bearer ${token}` };
    }
    await own.app.services.transcriptAccess.setVisibility({ identity: { kind: 'apiToken', role: 'owner', user: { id: 'x', email: 'owner@example.org', name: '' }, tokenId: '' }, address: 'test' }, secret.id, 'private');
    const FROM = '{ voices { interviews speechSeconds rememberedFrom { title speechSeconds } } }';
    const editors = (await own.gql(FROM, {}, tokens.editor)).data.voices[0];
    expect(editors).toMatchObject({ interviews: 1, rememberedFrom: [{ title: 'Open' }] });
    expect(editors.speechSeconds).toBe(editors.rememberedFrom[0].speechSeconds);
    const owners = (await own.gql(FROM, {}, tokens.owner)).data.voices[0];
    expect(owners).toMatchObject({ interviews: 2, rememberedFrom: [{ title: 'Secret' }, { title: 'Open' }] });
    expect(owners.speechSeconds).toBeCloseTo(owners.rememberedFrom[0].speechSeconds + owners.rememberedFrom[1].speechSeconds, 5);
  }));

test('an interview added to a voice by mistake can be taken out of it; its only interview cannot', () =>
  withOwnServer(async (own, upload) => {
    heard = { model: MODEL, speakers: { 'Speaker 1': GUEST, 'Speaker 2': OTHER } };
    const [first, second] = [await upload('First'), await upload('Second')];
    const remembered = await own.gql(REMEMBER, { t: first.id, s: 'Speaker 2', n: 'Host' });
    await own.gql(REMEMBER, { t: second.id, s: 'Speaker 1', n: 'Host' });
    const id = remembered.data.rememberVoice.id;
    const FROM = '{ voices { interviews rememberedFrom { transcriptId title speaker speechSeconds remembered } } }';
    const listed = (await own.gql(FROM)).data.voices[0];
    expect(listed.interviews).toBe(2);
    expect(listed.rememberedFrom.map((i: any) => [i.title, i.speaker])).toEqual([['Second', 'Speaker 1'], ['First', 'Speaker 2']]);
    expect(listed.rememberedFrom[0].speechSeconds).toBeGreaterThan(20);
    expect(Date.parse(listed.rememberedFrom[0].remembered)).not.toBeNaN();

    const FORGET = 'mutation ($v: ID!, $t: ID!) { forgetVoiceInterview(voiceId: $v, transcriptId: $t) { interviews rememberedFrom { title } } }';
    const forgot = await own.gql(FORGET, { v: id, t: second.id });
    expect(forgot.data.forgetVoiceInterview).toEqual({ interviews: 1, rememberedFrom: [{ title: 'First' }] });
    const left = await own.app.store.call((pb) => pb.collection('voice_enrolments').getFullList({ fields: 'transcript' }));
    expect(left).toEqual([{ transcript: first.id }]);

    const again = await own.gql(FORGET, { v: id, t: second.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'The voice "Host" was not remembered from this transcript.', extensions: { code: 'BAD_USER_INPUT' } });
    const last = await own.gql(FORGET, { v: id, t: first.id });
    expect(last.errors?.[0]).toMatchObject({ message: 'This is the only interview the voice "Host" was remembered from: delete the voice instead.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await own.gql(FORGET, { v: 'zzz', t: first.id });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Voice not found', extensions: { code: 'NOT_FOUND' } });
  }));

test('a speaker close to a remembered voice but under the threshold is offered it: turned down it is gone, confirmed it is named and teaches the voice, forgotten it is taken back', () =>
  withOwnServer(async (own, upload) => {
    const clipsAt = (print: (i: number) => number[]) => {
      own.editor.voiceprints = (clips) => ({ status: 200, body: { model: MODEL, clips: clips.map(([start, end], i) => ({ start, end, embedding: print(i) })) } });
    };
    const SUGGESTED = 'query ($id: ID!) { transcript(id: $id) { segments { speaker } recognizedSpeakers { speaker } voiceSuggestions { speaker score voice { id name } } } }';
    const ACCEPT =
      'mutation ($t: ID!, $s: String!) { acceptVoiceSuggestion(transcriptId: $t, speaker: $s) { transcript { segments { speaker } voiceSuggestions { speaker } versions { source } } voice { name interviews } interviewAdded notAddedReason } }';
    const DISMISS = 'mutation ($t: ID!, $s: String!) { dismissVoiceSuggestion(transcriptId: $t, speaker: $s) { voiceSuggestions { speaker } } }';

    heard = { model: MODEL, speakers: { 'Speaker 1': elsewhere(0), 'Speaker 2': GUEST } };
    clipsAt(() => elsewhere(0));
    const allison = (await own.gql(REMEMBER, { t: (await upload('English')).id, s: 'Speaker 1', n: 'Allison' })).data.rememberVoice;

    // 55° away scores 0.57: under the naming threshold (0.6), over the suggestion's (0.5); the guest scores 0 against her.
    heard = { model: MODEL, speakers: { 'Speaker 1': elsewhere(55), 'Speaker 2': GUEST } };
    const declined = await upload('Spanish, declined');
    const offered = (await own.gql(SUGGESTED, { id: declined.id })).data.transcript;
    expect(speakersOf(offered)).toEqual(['Speaker 1', 'Speaker 2']);
    expect(offered.recognizedSpeakers).toEqual([]);
    expect(offered.voiceSuggestions).toEqual([{ speaker: 'Speaker 1', score: expect.closeTo(Math.cos((55 * Math.PI) / 180), 2), voice: { id: allison.id, name: 'Allison' } }]);
    expect((await own.gql(DISMISS, { t: declined.id, s: 'Speaker 1' })).data.dismissVoiceSuggestion.voiceSuggestions).toEqual([]);
    expect((await own.gql(SUGGESTED, { id: declined.id })).data.transcript.voiceSuggestions).toEqual([]);
    expect((await own.gql(DISMISS, { t: declined.id, s: 'Speaker 1' })).errors?.[0]).toMatchObject({
      message: 'No voice is offered for "Speaker 1" in this transcript.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const confirmed = await upload('Spanish, confirmed');
    clipsAt(() => elsewhere(55));
    const accepted = await own.gql(ACCEPT, { t: confirmed.id, s: 'Speaker 1' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptVoiceSuggestion).toMatchObject({ voice: { name: 'Allison', interviews: 2 }, interviewAdded: true, notAddedReason: null });
    const named = accepted.data.acceptVoiceSuggestion.transcript;
    expect(speakersOf(named)).toEqual(['Allison', 'Speaker 2']);
    expect(named.voiceSuggestions).toEqual([]);
    expect(named.versions.map((v: any) => v.source).sort()).toEqual(['speakers', 'upload']);

    // With her Spanish interview in her voice, the next one like it is named without asking.
    const later = await upload('Spanish, later');
    const next = (await own.gql(SUGGESTED, { id: later.id })).data.transcript;
    expect(speakersOf(next)).toEqual(['Allison', 'Speaker 2']);
    expect(next.voiceSuggestions).toEqual([]);

    // The confirmation is listed as such; forgetting it takes its interview out of the voice, and the offer stands again.
    const CONFIRMED = 'query ($id: ID!) { transcript(id: $id) { recognizedSpeakers { speaker label confirmed interviewAdded } } voices { name interviews } }';
    const listed = (await own.gql(CONFIRMED, { id: confirmed.id })).data;
    expect(listed.transcript.recognizedSpeakers).toEqual([{ speaker: 'Allison', label: 'Speaker 1', confirmed: true, interviewAdded: true }]);
    const FORGET_NAME = 'mutation ($t: ID!, $s: String!) { forgetRecognition(transcriptId: $t, speaker: $s) { segments { speaker } recognizedSpeakers { speaker } voiceSuggestions { speaker } } }';
    const forgotten = await own.gql(FORGET_NAME, { t: confirmed.id, s: 'Allison' });
    expect(forgotten.errors).toBeUndefined();
    expect(forgotten.data.forgetRecognition).toMatchObject({ recognizedSpeakers: [], voiceSuggestions: [{ speaker: 'Speaker 1' }] });
    expect(speakersOf(forgotten.data.forgetRecognition)).toEqual(['Speaker 1', 'Speaker 2']);
    expect((await own.gql(CONFIRMED, { id: confirmed.id })).data.voices).toEqual([{ name: 'Allison', interviews: 1 }]);
    expect((await own.gql(FORGET_NAME, { t: confirmed.id, s: 'Allison' })).errors?.[0].message).toBe('"Allison" was not named by voice in this transcript.');
    // …and confirming it again teaches the voice again.
    expect((await own.gql(ACCEPT, { t: confirmed.id, s: 'Speaker 1' })).data.acceptVoiceSuggestion).toMatchObject({ voice: { interviews: 2 }, interviewAdded: true });
    // A name given automatically is no confirmation: forgetting it leaves the voice alone.
    expect((await own.gql(CONFIRMED, { id: later.id })).data.transcript.recognizedSpeakers).toEqual([
      { speaker: 'Allison', label: 'Speaker 1', confirmed: false, interviewAdded: false },
    ]);
    await own.gql(FORGET_NAME, { t: later.id, s: 'Allison' });
    expect((await own.gql(CONFIRMED, { id: later.id })).data.voices).toEqual([{ name: 'Allison', interviews: 2 }]);

    // Speech that cannot be remembered (two voices in its clips) still gets the name; the voice is left as it was.
    heard = { model: MODEL, speakers: { 'Speaker 1': elsewhere(-30), 'Speaker 2': GUEST } };
    const mixed = await upload('Mixed');
    expect((await own.gql(SUGGESTED, { id: mixed.id })).data.transcript.voiceSuggestions.map((s: any) => s.voice.name)).toEqual(['Allison']);
    clipsAt((i) => (i % 2 ? elsewhere(-30) : GUEST));
    const partly = (await own.gql(ACCEPT, { t: mixed.id, s: 'Speaker 1' })).data.acceptVoiceSuggestion;
    expect(partly).toMatchObject({ voice: { name: 'Allison', interviews: 2 }, interviewAdded: false });
    expect(partly.notAddedReason).toMatch(/^The speech of "Speaker 1" does not sound like one voice/);
    expect(speakersOf(partly.transcript)).toEqual(['Allison', 'Speaker 2']);
    expect((await own.gql(CONFIRMED, { id: mixed.id })).data.transcript.recognizedSpeakers).toEqual([
      { speaker: 'Allison', label: 'Speaker 1', confirmed: true, interviewAdded: false },
    ]);
    // Forgetting a confirmation that added nothing only renames.
    expect(speakersOf((await own.gql(FORGET_NAME, { t: mixed.id, s: 'Allison' })).data.forgetRecognition)).toEqual(['Speaker 1', 'Speaker 2']);
    expect((await own.gql(CONFIRMED, { id: mixed.id })).data.voices).toEqual([{ name: 'Allison', interviews: 2 }]);
    expect((await own.gql(ACCEPT, { t: mixed.id, s: 'Speaker 2' })).errors?.[0].message).toBe('No voice is offered for "Speaker 2" in this transcript.');
  }));

test('an earlier transcript’s speakers are named by voice once their voices are remembered: clear ones named, close ones offered, mixed ones left', () =>
  withOwnServer(async (own, upload) => {
    /** The stand-in measures each clip as the voice of the speaker whose segment it lies in (interview(): 7 s per turn). */
    let measured = 0;
    const speaking = (first: (start: number) => number[], second: (start: number) => number[]) => {
      own.editor.voiceprints = (clips) => {
        measured += 1;
        return {
          status: 200,
          body: { model: MODEL, clips: clips.map(([start, end]) => ({ start, end, embedding: Math.floor(start / 7) % 2 ? second(start) : first(start) })) },
        };
      };
    };
    const NAME = 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { transcript { segments { speaker } versions { source } recognizedSpeakers { speaker } voiceSuggestions { speaker } } named { speaker label score confirmed voice { name } } offered { speaker score voice { name } } comparedBefore } }';

    heard = { model: MODEL, speakers: { 'Speaker 1': HOST, 'Speaker 2': GUEST } };
    const earlier = await upload('Before any voice');
    const early = (await own.gql(NAME, { t: earlier.id })).data.nameSpeakersByVoice;
    expect(early).toMatchObject({ named: [], offered: [] });
    expect(early.transcript.versions).toHaveLength(1);

    speaking(() => HOST, () => GUEST);
    expect((await own.gql(REMEMBER, { t: (await upload('Host source')).id, s: 'Speaker 1', n: 'ETRM' })).errors).toBeUndefined();
    speaking(() => elsewhere(0), () => elsewhere(0));
    expect((await own.gql(REMEMBER, { t: (await upload('Allison source')).id, s: 'Speaker 2', n: 'Allison' })).errors).toBeUndefined();

    // The host's clips match ETRM; the guest's score 0.57 against Allison: under the naming threshold, offered.
    speaking((start) => voice(0, (start % 3) * 0.05), () => elsewhere(55));
    const answer = await own.gql(NAME, { t: earlier.id });
    expect(answer.errors).toBeUndefined();
    const { transcript, named, offered } = answer.data.nameSpeakersByVoice;
    expect(named).toEqual([{ speaker: 'ETRM', label: 'Speaker 1', score: expect.closeTo(1, 1), confirmed: false, voice: { name: 'ETRM' } }]);
    expect(offered).toEqual([{ speaker: 'Speaker 2', score: expect.closeTo(Math.cos((55 * Math.PI) / 180), 2), voice: { name: 'Allison' } }]);
    expect(speakersOf(transcript)).toEqual(['ETRM', 'Speaker 2']);
    expect(transcript.versions.map((v: any) => v.source).sort()).toEqual(['speakers', 'upload']);
    expect(transcript).toMatchObject({ recognizedSpeakers: [{ speaker: 'ETRM' }], voiceSuggestions: [{ speaker: 'Speaker 2' }] });

    // A transcript whose engine heard no voiceprints (Deepgram) is READY with its engine's labels, then named the same
    // way from its audio, in a version of its own by no one (the machine's).
    const withVoiceprints = own.editor.transcribe;
    own.editor.transcribe = async (...request) => {
      const answer = (await withVoiceprints(...request)) as { status: number; body: Record<string, unknown> };
      return { ...answer, body: { ...answer.body, engine: 'deepgram', speakerEngine: 'deepgram', voices: undefined } };
    };
    const deepgram = await upload('From Deepgram');
    own.editor.transcribe = withVoiceprints;
    const FROM_AUDIO = 'query ($id: ID!) { transcript(id: $id) { segments { speaker } recognizedSpeakers { speaker label } voiceSuggestions { speaker } versions { source author { name } } } }';
    const namedLater = async () => (await own.gql(FROM_AUDIO, { id: deepgram.id })).data.transcript;
    await expect.poll(async () => speakersOf(await namedLater()), { timeout: 10_000 }).toEqual(['ETRM', 'Speaker 2']);
    const fromAudio = await namedLater();
    expect(fromAudio.recognizedSpeakers).toEqual([{ speaker: 'ETRM', label: 'Speaker 1' }]);
    expect(fromAudio.voiceSuggestions).toEqual([{ speaker: 'Speaker 2' }]);
    expect(fromAudio.versions.map((v: any) => [v.source, v.author?.name ?? null]).sort()).toEqual([['speakers', null], ['upload', 'transcription']]);
    expect((await own.gql(NAME, { t: deepgram.id })).data.nameSpeakersByVoice).toMatchObject({ named: [], comparedBefore: true });

    // Asked again with nothing changed: answered from the comparison recorded, without measuring, and nothing new written.
    const before = measured;
    const again = (await own.gql(NAME, { t: earlier.id })).data.nameSpeakersByVoice;
    expect(again).toMatchObject({ named: [], offered: [], comparedBefore: true });
    expect(again.transcript.versions).toHaveLength(2);
    expect(again.transcript.voiceSuggestions).toEqual([{ speaker: 'Speaker 2' }]);
    expect(measured).toBe(before);
    // A voice remembered since changes what the speakers are compared with: measured again.
    heard = { model: MODEL, speakers: { 'Speaker 1': elsewhere(180), 'Speaker 2': elsewhere(-90) } };
    speaking(() => elsewhere(180), () => elsewhere(-90));
    expect((await own.gql(REMEMBER, { t: (await upload('Third source')).id, s: 'Speaker 1', n: 'Third' })).errors).toBeUndefined();
    speaking((start) => voice(0, (start % 3) * 0.05), () => elsewhere(55));
    measured = 0;
    const measuredAgain = (await own.gql(NAME, { t: earlier.id })).data.nameSpeakersByVoice;
    expect(measuredAgain).toMatchObject({ named: [], offered: [{ speaker: 'Speaker 2' }], comparedBefore: false });
    expect(measured).toBe(1);

    // Undone like a name given at transcription; a speaker whose clips sound like two voices is then left alone.
    await own.gql('mutation ($t: ID!) { forgetRecognition(transcriptId: $t, speaker: "ETRM") { versionId } }', { t: earlier.id });
    // Speaker 1's turns alternate between two voices (its turns start every 14 s).
    speaking((start) => (Math.floor(start / 14) % 2 ? GUEST : HOST), () => OTHER);
    const changed = async () => (await own.gql('query ($id: ID!) { transcript(id: $id) { updatedAt } }', { id: earlier.id })).data.transcript.updatedAt;
    const changedBefore = await changed();
    expect((await own.gql(NAME, { t: earlier.id })).data.nameSpeakersByVoice).toMatchObject({ named: [], offered: [], comparedBefore: false });
    // Recording a comparison that found no one is no change to the transcript (it keeps its place in the library).
    expect(await changed()).toBe(changedBefore);
    expect((await own.gql(NAME, { t: earlier.id })).data.nameSpeakersByVoice).toMatchObject({ named: [], offered: [], comparedBefore: true });

    await own.gql('mutation ($t: ID!) { renameSpeaker(id: $t, from: "Speaker 1", to: "Anna") { versionId } }', { t: earlier.id });
    await own.gql('mutation ($t: ID!) { renameSpeaker(id: $t, from: "Speaker 2", to: "Ben") { versionId } }', { t: earlier.id });
    expect((await own.gql(NAME, { t: earlier.id })).errors?.[0]).toMatchObject({
      message: 'Every speaker of this transcript has a name: only speakers still called "Speaker N" are named by voice.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }));

test('comparisons of one transcript recorded at once (two tabs, two servers) all succeed, leaving one record', async () => {
  const transcript = await transcribed({ 'Speaker 1': HOST });
  const repo = new VoicesRepo(h.app.store);
  const keys = Array.from({ length: 8 }, (_, i) => `digest-${i}`);
  await Promise.all(keys.map((key) => repo.recordComparison(transcript.id, key)));
  const records = await h.app.store.call((pb) => pb.collection('voice_comparisons').getFullList({ filter: pb.filter('transcript = {:t}', { t: transcript.id }) }));
  expect(records).toHaveLength(1);
  expect(keys).toContain(await repo.comparedKey(transcript.id));
});
