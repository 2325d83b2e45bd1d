/** The tags of many things, most used first (case aside, each as first spelled; ties alphabetical): suggestions. */
export function mostUsedTags(lists: Iterable<readonly string[]>, limit: number): string[] {
  const counts = new Map<string, { tag: string; n: number }>();
  for (const tags of lists) {
    for (const tag of tags) {
      const counted = counts.get(tag.toLowerCase()) ?? { tag, n: 0 };
      counts.set(tag.toLowerCase(), { tag: counted.tag, n: counted.n + 1 });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.tag.localeCompare(b.tag))
    .slice(0, limit)
    .map(({ tag }) => tag);
}
