import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPseudonymisedReading, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';

/**
 * The `showNotes` field of a pseudonymised transcript over real HTTP (README "Show notes", "Pseudonyms"): those who see
 * its pseudonyms (a viewer, a review link) read its notes pseudonymised, the title, summary, speakers and chapters
 * alike; its editors and owners read the originals. The downloads are checked in pseudonymised-downloads.
 */
let r: PseudonymisedReading;
const NOTES = 'query ($id: ID!) { showNotes(transcriptId: $id) { markdown drafted } }';

beforeAll(async () => {
  r = await startPseudonymisedReading();
  const drafted = await r.h.gql('mutation ($id: ID!) { draftShowNotes(transcriptId: $id) { markdown } }', { id: r.id }, r.as.editor);
  if (drafted.errors) throw new Error(`Drafting show notes: ${drafted.errors[0].message}`);
}, 60_000);
afterAll(() => r?.h.close());

test('editors and owners read the notes as drafted, naming the terms', async () => {
  for (const asker of ['owner', 'editor'] as const) {
    const { data, errors } = await r.h.gql(NOTES, { id: r.id }, r.as[asker]);
    expect(errors, asker).toBeUndefined();
    expect(data.showNotes.markdown, asker).toMatch(/Jane Doe/);
    expect(data.showNotes.markdown, asker).toMatch(/Acme/);
  }
});

test('a viewer and a review link read them pseudonymised: no term is left', async () => {
  for (const asker of ['viewer', 'reviewer'] as const) {
    const { data, errors } = await r.h.gql(NOTES, { id: r.id }, r.as[asker]);
    expect(errors, asker).toBeUndefined();
    expect(data.showNotes.drafted, asker).toBe(true);
    expect(data.showNotes.markdown, asker).not.toMatch(/Jane|Doe|Acme/);
    expect(data.showNotes.markdown, asker).toMatch(/^# /);
  }
});
