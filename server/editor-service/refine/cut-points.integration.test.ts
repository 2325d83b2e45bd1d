import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips } from '../../../scripts/fixtures/librivox.ts';
import { sendJson, startStandIn } from '../testing/stand-in.ts';
import type { RefineEngine, RefineSegment } from '../types.ts';
import { createLlmEngine } from './llm.ts';
import { rulesEngine } from './rules-engine.ts';
import { refineSegments } from './rules.ts';

/**
 * Refine never puts a full stop inside a sentence. Real read sentences (the LibriVox clips' reference transcripts) are
 * cut into two segments at each word boundary, as a recognizer hands them over when the reader pauses or another
 * voice takes the turn: the first part begins with a capital and has no end, the second goes on in small letters and
 * ends the sentence. Whole sentences one after another are the control: their ends and capitals stay.
 */
interface Trial {
  segments: RefineSegment[];
  /** Indexes of the segments whose sentence goes on into the next. */
  cuts: number[];
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

async function trials(): Promise<{ cuts: Trial[]; wholes: RefineSegment[][] }> {
  const sentences = (await librivoxClips()).map((clip) => clip.reference.split(' ').filter(Boolean));
  const cuts: Trial[] = [];
  for (const [n, words] of sentences.entries()) {
    // Every place a sentence can be cut once, and every pair of places (three segments); the speaker alternates
    // with the cut: the same reader paused, or another voice took over mid-sentence.
    const places = Array.from({ length: words.length - 1 }, (_, i) => i + 1);
    const splits = [...places.map((at) => [at]), ...places.flatMap((a) => places.filter((b) => b > a).map((b) => [a, b]))];
    for (const split of splits) {
      const edges = [0, ...split, words.length];
      const segments = edges.slice(1).map((end, i) => {
        const text = words.slice(edges[i], end).join(' ');
        return {
          speaker: `Speaker ${((i + split[0]) % 2) + 1}`,
          start: n * 100 + edges[i],
          end: n * 100 + end,
          text: i === 0 ? capital(text) : end === words.length ? `${text}.` : text,
        };
      });
      cuts.push({ segments, cuts: split.map((_, i) => i) });
    }
  }
  const wholes = sentences.slice(1).map((words, n) => [
    { speaker: 'Speaker 1', start: 0, end: 5, text: capital(sentences[n].join(' ')) },
    { speaker: 'Speaker 2', start: 5, end: 10, text: capital(words.join(' ')) },
  ]);
  return { cuts, wholes };
}

async function check(engine: RefineEngine) {
  const { cuts, wholes } = await trials();
  expect(cuts.length).toBeGreaterThan(300);
  for (const { segments, cuts: at } of cuts) {
    const { texts } = await engine.refine(segments);
    // No full stop at a cut, no capital after it; the sentence still ends where it ends.
    for (const cut of at) {
      expect(texts[cut], JSON.stringify(segments)).not.toMatch(/[.!?…]$/);
      expect(texts[cut + 1], JSON.stringify(segments)).toMatch(/^(?:[^\p{Lu}]|I\b)/u); // "I" is always a capital
    }
    expect(texts.at(-1)).toMatch(/\.$/);
  }
  for (const segments of wholes) {
    const { texts } = await engine.refine(segments);
    for (const text of texts) expect(text).toMatch(/^\p{Lu}.*\.$/u);
  }
}

describe('refine never adds a full stop inside a sentence, on real sentences cut at each word', () => {
  it('the rules engine', async () => {
    await check(rulesEngine);
  });

  describe('the LLM engine, against a local stand-in of the chat-completions API', () => {
    let standIn: Awaited<ReturnType<typeof startStandIn>>;
    let sawContext = 0;
    beforeAll(async () => {
      // The stand-in "model" reads the chunk with its context as one running text, as the instructions ask.
      standIn = await startStandIn((request, res) => {
        const { messages } = JSON.parse(request.body.toString());
        const { before, segments, after } = JSON.parse(messages.at(-1).content) as Record<'before' | 'segments' | 'after', { text: string }[]>;
        if (before.length || after.length) sawContext++;
        const texts = refineSegments([...before, ...segments, ...after].map((segment) => segment.text)).slice(before.length, before.length + segments.length);
        const content = JSON.stringify({ segments: segments.map((segment, i) => ({ ...segment, text: texts[i] })) });
        sendJson(res, 200, { id: 'c', object: 'chat.completion', created: 1, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
      });
    });
    afterAll(() => standIn?.close());

    it('sends each chunk with its neighbours as read-only context, and keeps sentences whole across chunks', async () => {
      // One segment per chunk: every cut falls between two requests, and only the context can tell.
      await check(createLlmEngine({ baseUrl: standIn.url, model: 'stand-in', timeoutMs: 5000, chunkSegments: 1 }));
      expect(sawContext).toBeGreaterThan(0);
    });
  });
});
