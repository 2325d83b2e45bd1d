import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { contentText } from './segment-contents.ts';
import { editSequence } from './testing/edit-sequences.ts';
import { TranscriptsRepo } from './transcripts-repo.ts';

/** 50 random histories through a real PocketBase: every version reads back exactly as it was saved (see the property test). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

test('50 random histories through PocketBase: every version reads back exactly as it was saved', { timeout: 120_000 }, async () => {
  const writer = h.app.services.repo;
  for (let seed = 5001; seed <= 5050; seed++) {
    const history = editSequence(seed, 3 + (seed % 25));
    const meta = await writer.createTranscript({ title: `History ${seed}`, fileId: '', fileUrl: '', fileType: 'audio', status: 'ready', transcribeOptions: null });
    const ids: string[] = [];
    let base = '';
    for (const version of history) {
      const { version: written } = await writer.appendVersion({ transcriptId: meta.id, base, segments: version.segments, source: version.step === 'typing' ? 'edit' : 'restore' });
      ids.push((base = written.id));
    }
    // Read by a repository that has none of them in memory: each version is put together by the store.
    const reader = new TranscriptsRepo(h.app.store);
    for (const [i, id] of ids.entries()) {
      const read = await reader.getVersion(id);
      expect(read.segments, `seed ${seed}, version ${i} (${history[i].step})`).toEqual(history[i].segments.map((segment) => JSON.parse(contentText(segment))));
    }
  }
});
