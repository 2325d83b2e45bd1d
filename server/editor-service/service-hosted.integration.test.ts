import { afterEach, describe, expect, it } from 'vitest';
import { loadEditorServiceConfig } from './config.ts';
import { createEditorService, type RunningEditorService } from './service.ts';
import { sendJson, startStandIn } from './testing/stand-in.ts';
import { deepgramSample } from './transcribe/deepgram-sample.ts';

// The service with hosted engines, each provider played by a stand-in on 127.0.0.1.
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function serviceWith(env: NodeJS.ProcessEnv): Promise<RunningEditorService> {
  const service = await createEditorService(loadEditorServiceConfig(env)).listen(0, '127.0.0.1');
  open.push(service);
  return service;
}

async function standIn(...args: Parameters<typeof startStandIn>) {
  const started = await startStandIn(...args);
  open.push(started);
  return started;
}

const segments = [
  { speaker: 'Speaker 1', text: 'um so how did it start', start: 0.5, end: 2.9, words: [{ text: 'um', start: 0.5, end: 0.7 }] },
  { speaker: 'Speaker 2', text: 'it started the the year i left', start: 3.5, end: 5.1 },
  // All in small letters with no punctuation, as Vosk or PocketSphinx wrote (transcripts of earlier releases): each segment is taken as a sentence.
  { text: 'already fine', start: 6 },
];

const refine = (service: RunningEditorService, body: unknown) =>
  fetch(`${service.url}/refine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('transcription with Deepgram', () => {
  it('answers with Deepgram utterances as segments and reports the job done', async () => {
    const deepgram = await standIn((_request, res) => sendJson(res, 200, deepgramSample));
    const service = await serviceWith({ DEEPGRAM_API_KEY: 'dg-key', DEEPGRAM_BASE_URL: deepgram.url });
    const response = await fetch(`${service.url}/transcribe-deepgram?job=dg-1`, { method: 'POST', headers: { 'content-type': 'audio/mpeg' }, body: 'ID3 fake mp3' });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.engine).toBe('deepgram');
    expect(result.segments.map((s: { speaker: string }) => s.speaker)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
    expect(deepgram.requests[0].headers['content-type']).toBe('audio/mpeg');
    expect(await (await fetch(`${service.url}/progress/dg-1`)).json()).toEqual({ job: 'dg-1', progress: 1, stage: 'done' });
    const health = await (await fetch(`${service.url}/health`)).json();
    const transcription = health.engines.filter((engine: { kind: string }) => engine.kind === 'transcription');
    expect(transcription.find((engine: { default: boolean }) => engine.default)).toMatchObject({ name: 'deepgram', available: true });
    expect(transcription.find((engine: { name: string }) => engine.name === 'whisper').available).toBe(true);
  });

  it('answers 502 with the provider status and body when Deepgram refuses', async () => {
    const deepgram = await standIn((_request, res) => sendJson(res, 401, { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.' }));
    const service = await serviceWith({ DEEPGRAM_API_KEY: 'wrong', DEEPGRAM_BASE_URL: deepgram.url });
    const response = await fetch(`${service.url}/transcribe-deepgram`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: 'RIFF' });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('Deepgram answered 401: {"err_code":"INVALID_AUTH","err_msg":"Invalid credentials."}');
  });

  it('answers 504 when Deepgram does not answer in time', async () => {
    const deepgram = await standIn(() => {});
    const service = await serviceWith({ DEEPGRAM_API_KEY: 'dg-key', DEEPGRAM_BASE_URL: deepgram.url, DEEPGRAM_TIMEOUT_MS: '1000' });
    const response = await fetch(`${service.url}/transcribe`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: 'RIFF' });
    expect(response.status).toBe(504);
  });
});

describe('refine with rules (the offline default)', () => {
  it('cleans the texts and keeps count, times and speakers; the body is the bare array', async () => {
    const service = await serviceWith({});
    const response = await refine(service, segments);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-refine-engine')).toBe('rules');
    expect(await response.json()).toEqual([
      { speaker: 'Speaker 1', text: 'So how did it start.', start: 0.5, end: 2.9 },
      { speaker: 'Speaker 2', text: 'It started the year I left.', start: 3.5, end: 5.1 },
      { text: 'Already fine.', start: 6 },
    ]);
  });

  it.each([
    ['not JSON', '{', /JSON array of segments/],
    ['an object', { segments: [] }, /JSON array of segments/],
    ['a segment without text', [{ start: 1 }], /Segment 1 needs a text/],
    ['a negative start', [{ text: 'a', start: 0 }, { text: 'b', start: -1 }], /Segment 2 needs a start/],
    ['a pseudonym without a replacement', { segments: [{ text: 'a', start: 0 }], pseudonyms: [{ term: 'Jane' }] }, /Pseudonym 1 needs a term and a replacement/],
  ])('answers 400 for %s', async (_case, body, message) => {
    const service = await serviceWith({});
    const response = await fetch(`${service.url}/refine`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
  });
});

describe('refine with a language model', () => {
  /** A model that corrects one known mis-hearing, or breaks its answer for chunks holding "broken". */
  function model() {
    return standIn((request, res) => {
      const { messages } = JSON.parse(request.body.toString());
      const sent = JSON.parse(messages.at(-1).content).segments as Array<{ text: string }>;
      const fixed = sent.map((s) => ({ ...s, text: s.text.replace('the the', 'the').replace('um so', 'So') }));
      const answer = sent.some((s) => s.text.includes('broken')) ? fixed.slice(1) : fixed;
      sendJson(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ segments: answer }) } }] });
    });
  }

  it('returns the model texts with count, times and speakers unchanged', async () => {
    const llm = await model();
    const service = await serviceWith({ LLM_BASE_URL: llm.url, LLM_MODEL: 'stand-in', LLM_API_KEY: 'sk-1' });
    const response = await refine(service, segments);
    expect(response.headers.get('x-refine-engine')).toBe('llm');
    expect(response.headers.get('x-refine-notes')).toBeNull();
    const refined = await response.json();
    expect(refined.map((s: { text: string }) => s.text)).toEqual(['So how did it start', 'it started the year i left', 'already fine']);
    expect(refined.map(({ text: _text, ...rest }: { text: string }) => rest)).toEqual([
      { speaker: 'Speaker 1', start: 0.5, end: 2.9 },
      { speaker: 'Speaker 2', start: 3.5, end: 5.1 },
      { start: 6 },
    ]);
  });

  it('keeps a badly answered chunk as it was and says so in a header', async () => {
    const llm = await model();
    const service = await serviceWith({ LLM_BASE_URL: llm.url, LLM_MODEL: 'stand-in' });
    const response = await refine(service, [{ text: 'a broken chunk', start: 0, end: 1 }, { text: 'and more', start: 1, end: 2 }]);
    expect(response.status).toBe(200);
    expect((await response.json()).map((s: { text: string }) => s.text)).toEqual(['a broken chunk', 'and more']);
    expect(response.headers.get('x-refine-notes')).toMatch(/chunk 1 of 1 .* kept its original text/);
  });

  it('answers 502 with the provider status and body when the API fails', async () => {
    const llm = await standIn((_request, res) => sendJson(res, 500, { error: { message: 'model overloaded' } }));
    const service = await serviceWith({ LLM_BASE_URL: llm.url, LLM_MODEL: 'stand-in' });
    const response = await refine(service, segments);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('The language model answered 500: {"error":{"message":"model overloaded"}}');
  });
});
