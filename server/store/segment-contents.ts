import type { Segment } from '../domain/segment-types.ts';

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

/** A content this transcript already holds for the segment, if the caller knows one (its number), else undefined. */
export type KnownContent = (segment: Segment) => number | undefined;

/**
 * Plans a version's contents against those its transcript already holds: `known` names the content of a segment
 * the server has seen (see TranscriptsRepo.appendVersion); `byText` does for any content given by its text (the
 * conversion of versions stored whole). The rest are new contents.
 */
export function planContents(segments: readonly Segment[], known: KnownContent, byText?: ReadonlyMap<string, number>): ContentPlan {
  const contents: string[] = [];
  const fresh = new Map<string, number>();
  const nos = segments.map((segment) => {
    const same = known(segment);
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
