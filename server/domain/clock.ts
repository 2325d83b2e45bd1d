const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time as YouTube's chapter lines and show notes' citations write it: mm:ss, or h:mm:ss from an hour (seconds
 * truncated).
 */
export function minutesClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const clock = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return h ? `${h}:${clock}` : clock;
}
