import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import type { Segment } from '../domain/segment-types.ts';
import { contentText, planContents } from './segment-contents.ts';
import { editSequence } from './testing/edit-sequences.ts';

/**
 * Every version of 1,000 random histories reads back exactly as it was saved, through the version store's own
 * logic run in this process: the server's plan of which contents a version stores (segment-contents.ts), and the
 * store's numbering and manifest runs (pb_hooks/lib/manifest.cjs, the module PocketBase runs). 50 more histories
 * go through a real PocketBase in version-history.integration.test.ts.
 */
const manifest = createRequire(import.meta.url)('./pb_hooks/lib/manifest.cjs') as {
  encode(nos: number[]): string;
  decode(runs: string): number[];
  resolve(nos: number[], first: number, count: number): number[];
};

/** One transcript's contents as the store holds them (segment_contents), and its versions' manifests. */
class TranscriptContents {
  readonly bodies = new Map<number, string>();
  /** As the server's repository keeps them: the segment objects of the versions written, with their numbers. */
  private readonly numbered = new WeakMap<Segment, number>();

  write(segments: Segment[]): string {
    const plan = planContents(segments, (segment) => this.numbered.get(segment));
    const first = this.bodies.size + 1;
    plan.contents.forEach((body, k) => this.bodies.set(first + k, body));
    const nos = manifest.resolve(plan.nos, first, plan.contents.length);
    segments.forEach((segment, i) => this.numbered.set(segment, nos[i]));
    return manifest.encode(nos);
  }

  read(runs: string): Segment[] {
    return manifest.decode(runs).map((no) => JSON.parse(this.bodies.get(no)!));
  }
}

/** A version as a read gives it back: the segment's fields in the API's shape. */
const asRead = (segments: Segment[]) => segments.map((segment) => JSON.parse(contentText(segment)));

test('1,000 random histories: every version reads back exactly as it was saved, and stores only what changed', () => {
  let versions = 0;
  let stored = 0;
  let segmentsWritten = 0;
  for (let seed = 1; seed <= 1000; seed++) {
    const history = editSequence(seed, 5 + (seed % 40));
    const contents = new TranscriptContents();
    const manifests = history.map((version) => contents.write(version.segments));
    history.forEach((version, i) => expect(contents.read(manifests[i]), `seed ${seed}, version ${i} (${version.step})`).toEqual(asRead(version.segments)));
    for (const version of history) expect(new Set(version.segments.map((segment) => segment.id)).size).toBe(version.segments.length);
    versions += history.length;
    stored += contents.bodies.size;
    segmentsWritten += history.reduce((sum, version) => sum + version.segments.length, 0);
  }
  expect(versions).toBeGreaterThan(20_000);
  // Whole copies would store every segment of every version; by change, a small part of them.
  expect(stored / segmentsWritten).toBeLessThan(0.25);
});

test('manifest runs: a version that keeps the upload order is one run, an edit one more number', () => {
  expect(manifest.encode([1, 2, 3, 4])).toBe('1-4');
  expect(manifest.encode([1, 2, 9, 4, 5])).toBe('1-2,9,4-5');
  expect(manifest.decode('1-2,9,4-5')).toEqual([1, 2, 9, 4, 5]);
  expect(manifest.decode('')).toEqual([]);
});
