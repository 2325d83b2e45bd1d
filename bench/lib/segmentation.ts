/**
 * How far a proposed segmentation of a text is from the true one: Pk (Beeferman, Berger and Lafferty 1999,
 * "Statistical models for text segmentation", Machine Learning 34) and WindowDiff (Pevzner and Hearst 2002, "A critique
 * and improvement of an evaluation metric for text segmentation", Computational Linguistics 28(1)). A segmentation of
 * `units` units (here a transcript's segments) is the indexes where its parts start, the first part's 0 left out, as
 * the chapter finder answers them (server/domain/chapters/text-tiling.ts). Both slide a window of k units over the
 * text and count the windows where the two disagree: Pk on whether its ends lie in the same part, WindowDiff on how
 * many boundaries lie inside it. 0 is perfect.
 */

/** Each unit's part number (0 for the first part), from the starts of the parts after the first. */
function partOf(starts: readonly number[], units: number): number[] {
  const parts: number[] = [];
  let part = 0;
  for (let i = 0; i < units; i++) {
    while (part < starts.length && starts[part] <= i) part++;
    parts.push(part);
  }
  return parts;
}

/** The share of the units - k windows (i, i + k) for which `differ` says the two segmentations disagree. */
function windowError(truth: readonly number[], proposed: readonly number[], units: number, k: number, differ: (t: number, p: number) => boolean): number {
  if (k < 1 || k >= units) throw new Error(`a window of ${k} units does not fit a text of ${units}`);
  const t = partOf(truth, units);
  const p = partOf(proposed, units);
  let errors = 0;
  // A unit's part number minus another's is the number of boundaries between them.
  for (let i = 0; i + k < units; i++) if (differ(t[i + k] - t[i], p[i + k] - p[i])) errors++;
  return errors / (units - k);
}

/** Pk: the share of windows whose two ends are in one part in one segmentation and in two in the other. */
export const pk = (truth: readonly number[], proposed: readonly number[], units: number, k: number) =>
  windowError(truth, proposed, units, k, (t, p) => (t === 0) !== (p === 0));

/** WindowDiff: the share of windows holding a different number of boundaries in the two segmentations. */
export const windowDiff = (truth: readonly number[], proposed: readonly number[], units: number, k: number) =>
  windowError(truth, proposed, units, k, (t, p) => t !== p);

/** The usual window: half the true parts' mean length, rounded, at least 1. */
export const halfMeanLength = (truth: readonly number[], units: number) => Math.max(1, Math.round(units / (truth.length + 1) / 2));

/** `parts` parts of as equal a length as whole units allow: the starts after the first. */
export const evenSplit = (units: number, parts: number) => Array.from({ length: parts - 1 }, (_, i) => Math.round(((i + 1) * units) / parts));
