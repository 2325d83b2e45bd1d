import type { Segment } from '../domain/segments.ts';

/**
 * A segment content as the store keeps it (segment_contents.body) and as reads return it: its JSON text in one
 * key order, so the text is also the content's identity. A version stores only the contents its transcript does
 * not hold yet (docs/storage.md).
 */
export function contentText(segment: Segment): string {
  const words = segment.words?.map((word) => ({ text: word.text, start: word.start, end: word.end, ...(word.confidence !== undefined && { confidence: word.confidence }) }));
  return JSON.stringify({ id: segment.id, speaker: segment.speaker, text: segment.text, start: segment.start, end: segment.end, ...(words && { words }) });
}

/** What a version write sends: each segment's content number, or -k for the k-th of the new contents. */
export interface ContentPlan {
  nos: number[];
  contents: string[];
}

/**
 * Plans a version's contents against those its transcript already holds. A segment that is the very object of a
 * version read or written before (`numbered`: what the server has in memory, which is most of any change's
 * segments, and all of a restored version's) reuses that content at no cost; so does one whose text `byText` knows
 * (the conversion of versions stored whole, which has no such objects). The rest are new contents.
 */
export function planContents(segments: readonly Segment[], numbered: WeakMap<Segment, number> | undefined, byText?: ReadonlyMap<string, number>): ContentPlan {
  const contents: string[] = [];
  const fresh = new Map<string, number>();
  const nos = segments.map((segment) => {
    const same = numbered?.get(segment);
    if (same !== undefined) return same;
    const text = contentText(segment);
    const no = byText?.get(text) ?? fresh.get(text);
    if (no !== undefined) return no;
    contents.push(text);
    fresh.set(text, -contents.length);
    return -contents.length;
  });
  return { nos, contents };
}
