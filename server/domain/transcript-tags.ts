import { MAX_TRANSCRIPT_TAG_CHARS, MAX_TRANSCRIPT_TAGS } from '../../shared/transcript-tag-limits.ts';
import { badInput } from './errors.ts';
import { cleanLine } from './user-text.ts';

/**
 * A transcript's tags as kept, in the order given, each on one line and trimmed. Unlike a highlight's (cleanTags), a
 * blank tag or one given twice (case aside) is refused rather than dropped: a bulk change that sends them is wrong.
 */
export function cleanTranscriptTags(raw: readonly string[]): string[] {
  const tags = raw.map(cleanLine);
  if (tags.length > MAX_TRANSCRIPT_TAGS) throw badInput(`A transcript has at most ${MAX_TRANSCRIPT_TAGS} tags; ${tags.length} were given.`);
  const seen = new Set<string>();
  for (const tag of tags) {
    const length = [...tag].length;
    if (length === 0) throw badInput('A tag cannot be blank.');
    if (length > MAX_TRANSCRIPT_TAG_CHARS) throw badInput(`A tag is at most ${MAX_TRANSCRIPT_TAG_CHARS} characters: "${[...tag].slice(0, 20).join('')}…" is longer.`);
    if (seen.has(tag.toLowerCase())) throw badInput(`The tag "${tag}" is given twice (tags are the same whatever their case).`);
    seen.add(tag.toLowerCase());
  }
  return tags;
}
