/** Whole milliseconds, never negative; bad input (NaN) reads as 0 rather than "NaN:NaN". */
function toMillis(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.round(seconds * 1000)) : 0;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** m:ss as the transcript page shows it (seconds truncated, like a player clock); h:mm:ss from one hour. */
export function formatClock(seconds: number): string {
  const total = Math.floor(toMillis(seconds) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** hh:mm:ss plus milliseconds after `separator`: SRT uses "," and WebVTT ".". */
export function formatCueTime(seconds: number, separator: ',' | '.'): string {
  const ms = toMillis(seconds);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** The `[hh:mm:ss]` every export writes for a moment (seconds truncated, as a player clock shows them). */
export function formatTimestamp(seconds: number): string {
  const total = Math.floor(toMillis(seconds) / 1000);
  return `[${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}]`;
}
