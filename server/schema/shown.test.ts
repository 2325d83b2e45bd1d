import { expect, test } from 'vitest';
import { LOCAL } from '../auth/identity.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { Context } from './builder.ts';
import { seenBy, shownAs } from './shown.ts';

/** A request's context whose pseudonyms service counts the views it decides. */
function contextCounting(): { context: Context; decided: string[] } {
  const decided: string[] = [];
  const asSeenBy = async (_identity: unknown, transcript: Transcript) => {
    decided.push(transcript.id);
    return { ...transcript, shownWith: [] };
  };
  return { context: { identity: LOCAL, services: { pseudonyms: { asSeenBy } } } as unknown as Context, decided };
}

const record = (id: string) => ({ id, title: 'A talk' }) as Transcript;

test('a transcript record is decided once per request, however many fields ask', async () => {
  const { context, decided } = contextCounting();
  const transcript = record('t1');
  const [a, b] = await Promise.all([seenBy(context, transcript), seenBy(context, transcript)]);
  expect(a).toBe(b);
  expect(decided).toEqual(['t1']);
});

test('a record read again (the next event of a stream) is decided again; another request decides its own', async () => {
  const { context, decided } = contextCounting();
  await seenBy(context, record('t1'));
  await seenBy(context, record('t1'));
  await seenBy(contextCounting().context, record('t1'));
  expect(decided).toEqual(['t1', 't1']);
});

test('shownAs carries the list of a pseudonymised view, and leaves a thing as it is otherwise', () => {
  const thing = { text: 'x' };
  expect(shownAs({}, thing)).toBe(thing);
  expect(shownAs({ shownWith: [] }, thing)).toEqual({ text: 'x', shownWith: [] });
});
