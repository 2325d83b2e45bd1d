import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReading } from '../../../scripts/fixtures/librivox.ts';
import { makeTracksRecording, PLAIN_BLEED } from '../../../scripts/fixtures/tracks.ts';
import { loadEditorServiceConfig } from '../config.ts';
import { createEditorService, type RunningEditorService } from '../service.ts';
import { normalizedWord, overlapShare } from '../segments/track-merge.ts';
import type { JobProgress, Transcription } from '../contract.ts';

// The real offline pipeline with one track per speaker: ffmpeg splits the channels, Whisper tiny.en hears each alone.
let service: RunningEditorService;
beforeAll(async () => {
  service = await createEditorService(loadEditorServiceConfig({ TRANSCRIBE_ENGINE: 'whisper' })).listen(0, '127.0.0.1');
});
afterAll(() => service.close());

const post = async (file: string, query: string, type = 'audio/ogg') =>
  fetch(`${service.url}/transcribe${query}`, { method: 'POST', headers: { 'content-type': type }, body: await readFile(file) });

const tracksQuery = (names: string[]) => `tracks=${encodeURIComponent(JSON.stringify(names))}`;

describe('one track per speaker', () => {
  it('gives the words their track’s speaker and transcribes no word twice from the other microphone’s bleed', { timeout: 240_000 }, async () => {
    // Two real voices taking turns, each on its own channel; each channel also hears the other voice 18 dB down, 10 ms late.
    const recording = await makeTracksRecording(PLAIN_BLEED);
    const job = `tracks-${Date.now()}`;
    const seen: JobProgress[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const reply = await fetch(`${service.url}/progress/${job}`);
        if (reply.ok) seen.push((await reply.json()) as JobProgress);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const response = await post(recording.path, `?job=${job}&model=tiny.en&language=en&${tracksQuery(['Reader', 'Allison'])}`);
    polling = false;
    await poller;
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as Transcription;
    expect(result).toMatchObject({ engine: 'whisper', model: 'tiny.en', language: 'en', speakerEngine: 'tracks', voices: null });
    expect(result.duration).toBeCloseTo(recording.duration, 0);
    expect(new Set(result.segments.map((segment) => segment.speaker))).toEqual(new Set(['Reader', 'Allison']));

    const names = ['Reader', 'Allison'];
    const words = result.segments.flatMap((segment) => (segment.words ?? []).map((word) => ({ ...word, speaker: segment.speaker })));
    // No word is there twice: the bleed copy of every word heard the same on both channels is gone.
    const duplicated = words.filter((word, i) =>
      words.some((other, j) => j !== i && other.speaker !== word.speaker && normalizedWord(other.text) === normalizedWord(word.text) && overlapShare(word, other) >= 0.5),
    );
    expect(duplicated, JSON.stringify(duplicated)).toEqual([]);
    // Every word lies in a turn of its own speaker (its middle, with a quarter second for Whisper's timings): the bleed
    // was silenced before Whisper heard it (tracks/gate.ts), so none is misheard onto the wrong track.
    const turnOf = (at: number) => recording.turns.find((turn) => turn.start - 0.25 <= at && at <= turn.end + 0.25);
    const misplaced = words.filter((word) => names[turnOf((word.start + word.end) / 2)?.track ?? -1] !== word.speaker);
    expect(misplaced, JSON.stringify(misplaced)).toEqual([]);
    const reference = recording.turns.flatMap((turn) => turn.text.split(/\s+/).map(normalizedWord).filter(Boolean));
    expect(words.length).toBeGreaterThan(reference.length * 0.9);
    expect(words.length).toBeLessThan(reference.length * 1.06);
    // Progress ran over the whole job (both tracks), forward only.
    const progress = seen.map((entry) => entry.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.some((entry) => entry.stage === 'recognizing' && entry.progress > 0.3 && entry.progress < 0.7)).toBe(true);
  });

  it.each([
    ['["Ann"]', 400, /tracks must be a JSON array of 2 to 8 speaker names/],
    ['["Ann",""]', 400, /tracks must be a JSON array/],
    ['Ann,Ben', 400, /tracks must be a JSON array/],
    [JSON.stringify(Array.from({ length: 9 }, (_, i) => `P${i}`)), 400, /2 to 8 speaker names/],
    [JSON.stringify(['Ann', 'x'.repeat(101)]), 400, /of 1 to 100 characters/],
    [`${JSON.stringify(['Ann', 'Ben'])}&speakers=3`, 400, /speakers must be the number of tracks \(2\)/],
  ])('answers tracks=%s with %i and a clear message', async (tracks, status, message) => {
    const [list, rest] = tracks.split('&');
    const response = await post((await makeReading()).path, `?tracks=${encodeURIComponent(list)}${rest ? `&${rest}` : ''}`, 'audio/wav');
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
  });

  it('refuses audio whose channels are not one per named track', async () => {
    const mono = await post((await makeReading()).path, `?model=tiny.en&${tracksQuery(['Ann', 'Ben'])}`, 'audio/wav');
    expect(mono.status).toBe(400);
    expect(await mono.text()).toBe('The audio has one channel, but 2 tracks were named: name one speaker per channel');
    const stereo = await post((await makeTracksRecording(PLAIN_BLEED)).path, `?model=tiny.en&${tracksQuery(['Ann', 'Ben', 'Cy'])}`);
    expect(stereo.status).toBe(400);
    expect(await stereo.text()).toBe('The audio has 2 channels, but 3 tracks were named: name one speaker per channel');
    const three = await makeTracksRecording({ ...PLAIN_BLEED, tracks: 3, turns: 3 });
    const fewer = await post(three.path, `?model=tiny.en&${tracksQuery(['Ann', 'Ben'])}`);
    expect(fewer.status).toBe(400);
    expect(await fewer.text()).toBe('The audio has 3 channels, but 2 tracks were named: name one speaker per channel');
  });
});
