/** Seconds as m:ss (minutes are not wrapped into hours: 2 h reads 120:00). */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** Keeps a seek inside the audio. */
export function clampTime(seconds: number, duration: number): number {
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return Math.min(Math.max(seconds, 0), max);
}
