import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEditorServiceConfig } from '../config.ts';
import { createEditorService, type RunningEditorService } from '../service.ts';
import { sendJson, startStandIn } from '../testing/stand-in.ts';
import { deepgramSample } from '../transcribe/deepgram-sample.ts';

// Tracks with a hosted engine: Deepgram (a stand-in on 127.0.0.1) hears each channel alone and, as a microphone
// that caught everyone would, answers every word of the sample on both; the louder channel keeps each word.
let dir: string;
let audio: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tracks-hosted-'));
  audio = path.join(dir, 'two-tracks.ogg');
  // Channel 0 loud for the first 3.2 s and 18 dB down after; channel 1 the other way round.
  const level = (loudFirst: boolean) => `volume='if(lt(t,3.2),${loudFirst ? 0.5 : 0.0625},${loudFirst ? 0.0625 : 0.5})':eval=frame`;
  const graph = `[0]asplit[a][b];[a]${level(true)}[l];[b]${level(false)}[r];[l][r]join=inputs=2:channel_layout=stereo`;
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=7.5:c=pink:r=16000', '-filter_complex', graph, '-c:a', 'libopus', '-mapping_family', '255', '-y', audio]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('sends each channel to Deepgram alone and gives each word to the track where it is loudest', async () => {
  const deepgram = await startStandIn((_request, res) => sendJson(res, 200, deepgramSample));
  let service: RunningEditorService | undefined;
  try {
    service = await createEditorService(loadEditorServiceConfig({ DEEPGRAM_API_KEY: 'dg-key', DEEPGRAM_BASE_URL: deepgram.url })).listen(0, '127.0.0.1');
    const query = `job=tracks-dg&language=en&tracks=${encodeURIComponent(JSON.stringify(['Ann', 'Ben']))}`;
    const response = await fetch(`${service.url}/transcribe-deepgram?${query}`, { method: 'POST', headers: { 'content-type': 'audio/ogg' }, body: await readFile(audio) });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ engine: 'deepgram', language: 'en', speakerEngine: 'tracks', voices: null });
    expect(result.segments.map((segment: { speaker: string; text: string }) => [segment.speaker, segment.text])).toEqual([
      ['Ann', 'Welcome to the show. How did it start?'],
      ['Ben', 'It started three years ago. That is a long time.'],
    ]);
    expect(deepgram.requests).toHaveLength(2);
    expect(deepgram.requests.map((request) => request.headers['content-type'])).toEqual(['audio/wav', 'audio/wav']);
    expect(deepgram.requests.every((request) => request.body.subarray(0, 4).toString('ascii') === 'RIFF')).toBe(true);
    // Each microphone's stretch of the other's voice, 18 dB down, was silenced before it was sent (tracks/gate.ts).
    const silent = (wav: Buffer, from: number, to: number) => {
      const samples = wav.subarray(wav.indexOf('data') + 8);
      for (let i = Math.round(from * 16000); i < Math.round(to * 16000); i++) if (samples.readInt16LE(2 * i) !== 0) return false;
      return true;
    };
    const [ann, ben] = deepgram.requests.map((request) => request.body);
    expect([silent(ann, 3.5, 7), silent(ben, 0, 3)]).toEqual([true, true]);
    expect([silent(ann, 0.2, 3), silent(ben, 3.5, 7)]).toEqual([false, false]);
    expect(await (await fetch(`${service.url}/progress/tracks-dg`)).json()).toEqual({ job: 'tracks-dg', progress: 1, stage: 'done' });
  } finally {
    await service?.close();
    await deepgram.close();
  }
});
