import { SEGMENT_CLASS } from './segment-styles.ts';

/** The text box of the segment starting at `start`, when its row is rendered. */
export function segmentBox(start: number): HTMLTextAreaElement | null {
  // A number's text (digits, ".", "e", "-") needs no escaping inside the quotes.
  return document.querySelector<HTMLTextAreaElement>(`li[data-start="${start}"] textarea`);
}

/** The segment id of a row's text box, or null when `element` is not one (a comment's box in the row is not). */
export function segmentIdOf(element: EventTarget | null): string | null {
  if (!(element instanceof HTMLTextAreaElement) || !element.classList.contains(SEGMENT_CLASS.box)) return null;
  return element.closest<HTMLElement>('li[data-segment-id]')?.dataset.segmentId ?? null;
}

/** The index of the segment starting at `start` (segments ordered by start), or -1. */
export function indexOfStart(segments: ReadonlyArray<{ start: number }>, start: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (segments[mid].start === start) return mid;
    if (segments[mid].start < start) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
