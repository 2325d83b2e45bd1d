const DATE_AND_MINUTE = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const format = new Intl.DateTimeFormat('en-US', DATE_AND_MINUTE);
/** Versions are often seconds apart, so the history shows seconds too. */
const formatToSecond = new Intl.DateTimeFormat('en-US', { ...DATE_AND_MINUTE, second: '2-digit' });

/**
 * "Nov 21, 2026, 3:05 PM" in the reader's time zone. Newer ICU puts a narrow no-break space before
 * AM/PM; a plain space reads the same and keeps the text predictable.
 */
export function formatUpdated(iso: string, withSeconds = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (withSeconds ? formatToSecond : format).format(date).replace(/\u202f/g, ' ');
}
