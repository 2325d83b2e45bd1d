import { formatClock } from './time.ts';

/** What a remembered voice was made from, said the same on the Voices page and in the editor: "2 interviews, 1:08 of speech". */
export function voiceSource({ interviews, speechSeconds }: { interviews: number; speechSeconds: number }): string {
  return `${interviews} ${interviews === 1 ? 'interview' : 'interviews'}, ${formatClock(speechSeconds)} of speech`;
}
