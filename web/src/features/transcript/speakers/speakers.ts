export interface SpeakerCount {
  name: string;
  segments: number;
}

/** The named speakers of a transcript in order of first appearance, with how many segments each has. */
export function speakerCounts(segments: Iterable<{ speaker: string | null }>): SpeakerCount[] {
  const counts = new Map<string, number>();
  for (const { speaker } of segments) if (speaker) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, segments: count }));
}
