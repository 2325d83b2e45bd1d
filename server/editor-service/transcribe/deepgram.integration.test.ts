import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpooledFile } from '../../lib/spool.ts';
import { ServiceError } from '../errors.ts';
import { audioFileOf } from '../testing/audio-file.ts';
import { sendJson, startStandIn } from '../testing/stand-in.ts';
import { createDeepgramEngine } from './deepgram.ts';
import { segmentsFromDeepgram } from './deepgram-response.ts';
import { deepgramSample } from './deepgram-sample.ts';

const bytes = Buffer.from('RIFF....WAVEfmt fake audio bytes');
let audio: SpooledFile;
beforeAll(async () => {
  audio = await audioFileOf(bytes);
});
afterAll(() => audio.dispose());
let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('deepgram engine', () => {
  it('sends the raw audio with the key and options, and turns utterances into segments', async () => {
    standIn = await startStandIn((_request, res) => sendJson(res, 200, deepgramSample));
    const engine = createDeepgramEngine({ apiKey: 'dg-key', baseUrl: standIn.url, timeoutMs: 5000 });
    const result = await engine.transcribe(audio, { contentType: 'audio/wav' }); // no language given: Deepgram detects it

    const [request] = standIn.requests;
    expect(request.method).toBe('POST');
    const url = new URL(request.url, standIn.url);
    expect(url.pathname).toBe('/v1/listen');
    expect(Object.fromEntries(url.searchParams)).toEqual({ model: 'nova-3', smart_format: 'true', punctuate: 'true', diarize: 'true', utterances: 'true', detect_language: 'true' });
    expect(request.headers.authorization).toBe('Token dg-key');
    expect(request.headers['content-type']).toBe('audio/wav');
    // Read from the file and sent with its length (a blob of the file, not a copy in memory).
    expect(request.body.equals(bytes)).toBe(true);
    expect(request.headers['content-length']).toBe(String(bytes.length));

    expect(result.engine).toBe('deepgram');
    expect(result.duration).toBe(7.2);
    expect(result.segments.map(({ speaker, text, start, end }) => ({ speaker, text, start, end }))).toEqual([
      { speaker: 'Speaker 1', text: 'Welcome to the show. How did it start?', start: 0.48, end: 2.88 },
      { speaker: 'Speaker 2', text: 'It started three years ago.', start: 3.52, end: 5.04 },
      { speaker: 'Speaker 1', text: 'That is a long time.', start: 5.76, end: 6.88 },
    ]);
    expect(result.segments[1].words![4]).toEqual({ text: 'ago.', start: 4.64, end: 5.04, confidence: 0.998 });
  });

  it('passes the provider status and body on as a 502', async () => {
    standIn = await startStandIn((_request, res) =>
      sendJson(res, 401, { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.', request_id: '4a3e5f0b-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }),
    );
    const engine = createDeepgramEngine({ apiKey: 'wrong', baseUrl: standIn.url, timeoutMs: 5000 });
    const error = await failureOf(engine.transcribe(audio, { contentType: 'audio/wav' }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^Deepgram answered 401: .*INVALID_AUTH.*Invalid credentials/);
  });

  it('gives up with a 504 when the provider does not answer in time', async () => {
    standIn = await startStandIn(() => {}); // holds the request until the stand-in closes
    const engine = createDeepgramEngine({ apiKey: 'dg-key', baseUrl: standIn.url, timeoutMs: 300 });
    const error = await failureOf(engine.transcribe(audio, { contentType: 'audio/wav' }));
    expect(error.status).toBe(504);
    expect(error.message).toBe('Deepgram did not answer within 0.3 s');
  });

  it('reports an unreachable provider as a 502', async () => {
    standIn = await startStandIn(() => {});
    const url = standIn.url;
    await standIn.close();
    standIn = undefined;
    const engine = createDeepgramEngine({ apiKey: 'dg-key', baseUrl: url, timeoutMs: 5000 });
    const error = await failureOf(engine.transcribe(audio, { contentType: 'audio/wav' }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^Deepgram is unreachable/);
  });

  it('answers 502 when the provider sends something that is not a transcript', async () => {
    standIn = await startStandIn((_request, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'));
    const engine = createDeepgramEngine({ apiKey: 'dg-key', baseUrl: standIn.url, timeoutMs: 5000 });
    expect((await failureOf(engine.transcribe(audio, { contentType: 'audio/wav' }))).status).toBe(502);
  });
});

describe('segmentsFromDeepgram', () => {
  it('groups the words by speaker when the answer has no utterances', () => {
    const { utterances: _utterances, ...results } = deepgramSample.results;
    const { segments } = segmentsFromDeepgram({ ...deepgramSample, results });
    expect(segments.map((s) => [s.speaker, s.text])).toEqual([
      ['Speaker 1', 'Welcome to the show. How did it start?'],
      ['Speaker 2', 'It started three years ago.'],
      ['Speaker 1', 'That is a long time.'],
    ]);
  });
});
