/** The text box of the segment starting at `start`, found through the row's data-start. */
export function segmentBox(start: number): HTMLTextAreaElement | null {
  return document.querySelector<HTMLTextAreaElement>(`li[data-start="${CSS.escape(String(start))}"] textarea`);
}

/** The segment start of a row's text box, or null when `element` is not one. */
export function segmentStartOf(element: EventTarget | null): number | null {
  if (!(element instanceof HTMLTextAreaElement)) return null;
  const row = element.closest<HTMLElement>('li[data-start]');
  return row ? Number(row.dataset.start) : null;
}

/** Shows text in a segment box selected, scrolled to the middle of the screen. */
export function selectInSegment(start: number, from: number, to: number): void {
  const box = segmentBox(start);
  if (!box) return;
  box.closest('li')?.scrollIntoView({ block: 'center' });
  box.focus({ preventScroll: true });
  box.setSelectionRange(from, to);
}
