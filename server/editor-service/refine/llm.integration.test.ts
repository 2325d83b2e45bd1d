import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.ts';
import { sendJson, startStandIn } from '../testing/stand-in.ts';
import { chunk, createLlmEngine } from './llm.ts';

let standIn: Awaited<ReturnType<typeof startStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1763719331,
  model: 'stand-in',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

/** Capitalises every text it is sent, like a model doing its job; or mangles chosen chunks. */
function modelAnswer(body: Buffer, mangle = (_n: number) => false, n = 0) {
  const { messages } = JSON.parse(body.toString());
  const { segments } = JSON.parse(messages.at(-1).content);
  const fixed = segments.map((s: { text: string }) => ({ ...s, text: s.text[0].toUpperCase() + s.text.slice(1) + '.' }));
  return completion(JSON.stringify({ segments: mangle(n) ? fixed.slice(1) : fixed }));
}

const segments = Array.from({ length: 5 }, (_, i) => ({ speaker: `Speaker ${(i % 2) + 1}`, text: `line number ${i}`, start: i * 2, end: i * 2 + 1.5 }));

describe('llm refine engine', () => {
  it('sends chunks to chat/completions with the key and model, and takes back the texts', async () => {
    standIn = await startStandIn((request, res) => sendJson(res, 200, modelAnswer(request.body)));
    const engine = createLlmEngine({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'tiny', timeoutMs: 5000, chunkSegments: 2 });
    const result = await engine.refine(segments);
    expect(result).toEqual({ texts: segments.map((_, i) => `Line number ${i}.`), notes: [] });
    expect(standIn.requests).toHaveLength(3);
    const [first] = standIn.requests;
    expect(first.url).toBe('/chat/completions');
    expect(first.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(first.body.toString());
    expect(body.model).toBe('tiny');
    expect(JSON.parse(body.messages[1].content).segments).toEqual([
      { start: 0, end: 1.5, speaker: 'Speaker 1', text: 'line number 0' },
      { start: 2, end: 3.5, speaker: 'Speaker 2', text: 'line number 1' },
    ]);
  });

  it('keeps the original text of a chunk the model answered badly, and says so', async () => {
    let n = 0;
    standIn = await startStandIn((request, res) => sendJson(res, 200, modelAnswer(request.body, (k) => k === 1, n++)));
    const engine = createLlmEngine({ baseUrl: standIn.url, model: 'tiny', timeoutMs: 5000, chunkSegments: 2 });
    const result = await engine.refine(segments);
    expect(result.texts).toEqual(['Line number 0.', 'Line number 1.', 'line number 2', 'line number 3', 'Line number 4.']);
    expect(result.notes).toEqual(['chunk 2 of 3 (segments 3-4) kept its original text: the answer had 1 segments instead of 2']);
  });

  it('fails with the provider status and body when the API answers with an error', async () => {
    standIn = await startStandIn((_request, res) =>
      sendJson(res, 429, { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }),
    );
    const engine = createLlmEngine({ baseUrl: standIn.url, model: 'tiny', timeoutMs: 5000 });
    const error = await engine.refine(segments).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(502);
    expect((error as ServiceError).message).toMatch(/^The language model answered 429: .*Rate limit reached/);
  });

  it('fails with 504 when the API does not answer in time', async () => {
    standIn = await startStandIn(() => {});
    const engine = createLlmEngine({ baseUrl: standIn.url, model: 'tiny', timeoutMs: 200 });
    const error = await engine.refine(segments).catch((e: unknown) => e);
    expect((error as ServiceError).status).toBe(504);
  });
});

describe('chunk', () => {
  it('splits by count and by characters, never leaving a chunk empty', () => {
    const items = ['aaaa', 'bb', 'cccccc', 'd', 'e'].map((text) => ({ text }));
    expect(chunk(items, 3, 100).map((c) => c.length)).toEqual([3, 2]);
    expect(chunk(items, 10, 6).map((c) => c.map((i) => i.text).join('|'))).toEqual(['aaaa|bb', 'cccccc', 'd|e']);
    expect(chunk([{ text: 'x'.repeat(50) }], 10, 6)).toHaveLength(1);
  });
});

describe('llm refine engine with pseudonyms', () => {
  const terms = [
    { term: 'Jane Doe', replacement: '[Person A]' },
    { term: 'Jane', replacement: '[Person A]' },
    { term: 'Zoë Kowalczyk', replacement: 'Participant 7' },
    { term: 'Acme, Inc.', replacement: '[Organisation 1]' },
  ];
  const named = [
    { speaker: 'Jane Doe', text: "i work at acme inc, jane's team", start: 0, end: 2 },
    { speaker: 'Zoë Kowalczyk', text: 'JANE\ndoe hired me and zoe kowalczyk’s friend', start: 2, end: 4 },
    { speaker: 'Speaker 3', text: 'nothing to hide here', start: 4, end: 6 },
  ];
  /** Every term's words in any case, accents aside: none may be in what the model is sent. */
  const leaks = (body: string) => ['jane', 'doe', 'zoe', 'zoë', 'kowalczyk', 'acme'].filter((word) => body.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(word.normalize('NFD').replace(/\p{M}/gu, '')));

  it('sends placeholders only, in the texts, the speakers, the context and the instructions, and puts the terms back', async () => {
    standIn = await startStandIn((request, res) => sendJson(res, 200, modelAnswer(request.body)));
    const engine = createLlmEngine({ baseUrl: standIn.url, model: 'tiny', timeoutMs: 5000, chunkSegments: 2 });
    const result = await engine.refine(named, undefined, terms);
    expect(standIn.requests).toHaveLength(2);
    for (const request of standIn.requests) expect(leaks(request.body.toString())).toEqual([]);
    const sent = JSON.parse(JSON.parse(standIn.requests[0].body.toString()).messages[1].content);
    expect(sent.segments).toEqual([
      { start: 0, end: 2, speaker: '[Person A]', text: "i work at [Organisation 1], [Person A]'s team" },
      { start: 2, end: 4, speaker: '[Participant 7]', text: '[Person A] hired me and [Participant 7]’s friend' },
    ]);
    expect(sent.after).toEqual([{ start: 4, end: 6, speaker: 'Speaker 3', text: 'nothing to hide here' }]);
    expect(result).toEqual({
      texts: ["I work at acme inc, jane's team.", 'JANE\ndoe hired me and zoe kowalczyk’s friend.', 'Nothing to hide here.'],
      notes: [],
    });
  });

  it('keeps the original text of a chunk whose placeholders came back altered', async () => {
    standIn = await startStandIn((request, res) => {
      const { messages } = JSON.parse(request.body.toString());
      const { segments } = JSON.parse(messages.at(-1).content);
      const answered = segments.map((s: { text: string }) => ({ ...s, text: s.text.replace('[Person A]', 'Mary') + '.' }));
      sendJson(res, 200, completion(JSON.stringify({ segments: answered })));
    });
    const engine = createLlmEngine({ baseUrl: standIn.url, model: 'tiny', timeoutMs: 5000, chunkSegments: 2 });
    const result = await engine.refine(named, undefined, terms);
    expect(result.texts).toEqual([named[0].text, named[1].text, 'nothing to hide here.']);
    expect(result.notes).toEqual(['chunk 1 of 2 (segments 1-2) kept its original text: segment 1 came back with its placeholders altered']);
  });
});
