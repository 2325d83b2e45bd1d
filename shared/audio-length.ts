/** "4 h 1 min", "1 min 5 s", "40 s". */
export function audioLength(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/**
 * Why audio longer than the server's limit (TAPESCRIPT_MAX_AUDIO_MINUTES) is refused: the server's answer to such an
 * upload, and what the web app says before converting a recording that would be refused.
 */
export function tooLongMessage(seconds: number, maxMinutes: number): string {
  return `The audio is ${audioLength(seconds)} long; the limit is ${maxMinutes} minute${maxMinutes === 1 ? '' : 's'}.`;
}
