import { formatClock } from './time.ts';

/** Seconds of a voice's speech as the Voices page and the editor say them: "1:08 of speech". */
export const speechOf = (seconds: number) => `${formatClock(seconds)} of speech`;

/** What a remembered voice was made from: "2 interviews, 1:08 of speech". */
export function voiceSource({ interviews, speechSeconds }: { interviews: number; speechSeconds: number }): string {
  return `${interviews} ${interviews === 1 ? 'interview' : 'interviews'}, ${speechOf(speechSeconds)}`;
}
