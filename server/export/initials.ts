/** A name's initials: the first character of each of its words, upper-cased ("Ada Okafor" → "AO", "Speaker 1" → "S1"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0].toLocaleUpperCase('en'))
    .join('');
}

/**
 * Initials for each speaker, distinct: when a second speaker's initials are taken, a number follows ("AO", "AO2",
 * "AO3"), so which speaker is "AO2" depends only on the order `names` lists them in (their first appearance).
 */
export function initialsBySpeaker(names: Iterable<string>): Map<string, string> {
  const labels = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    if (labels.has(name)) continue;
    const initials = initialsOf(name) || '?';
    let label = initials;
    for (let n = 2; taken.has(label); n++) label = `${initials}${n}`;
    labels.set(name, label);
    taken.add(label);
  }
  return labels;
}
