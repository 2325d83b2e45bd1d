import { expect, test } from 'vitest';
import { createEventBus } from './bus.ts';
import { feed, MAX_WAITING_EVENTS } from './feed.ts';
import { TOPICS, type TranscriptChanged } from './topics.ts';

const change = (transcriptId: string, progress?: number): TranscriptChanged => ({ transcriptId, change: 'UPDATED', ...(progress === undefined ? {} : { progress }) });

test('a feed listens from the moment it is made, and keeps only what it asks for', async () => {
  const bus = await createEventBus(undefined, () => undefined);
  const mine = feed(bus, TOPICS.transcripts, (event) => event.transcriptId === 'a');
  // Published before anyone called next(): still received.
  bus.publish(TOPICS.transcripts, change('b'));
  bus.publish(TOPICS.transcripts, change('a', 0.25));
  bus.publish(TOPICS.transcripts, change('a', 0.5));
  expect((await mine.next()).value).toEqual(change('a', 0.25));
  expect((await mine.next()).value).toEqual(change('a', 0.5));
  await mine.return?.();
  expect(await mine.next()).toEqual({ done: true, value: undefined });
});

test('a reader that stops reading is ended with an error once it is too far behind, not queued for without end', async () => {
  const logged: string[] = [];
  const bus = await createEventBus(undefined, (line) => logged.push(line));
  const stalled = feed(bus, TOPICS.transcripts, () => true);
  for (let i = 0; i <= MAX_WAITING_EVENTS * 5; i++) bus.publish(TOPICS.transcripts, change('a', i));
  let read = 0;
  await expect(
    (async () => {
      while (!(await stalled.next()).done) read++;
    })(),
  ).rejects.toThrow(/fell more than 256 events behind/);
  expect(read).toBeLessThanOrEqual(MAX_WAITING_EVENTS);
  expect(logged).toEqual([]);
});
