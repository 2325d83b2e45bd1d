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
