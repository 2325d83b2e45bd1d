import { cleanLine } from './text-clean.ts';

/** The first line of the Word and text files: "ETRM Interview Series - {title}" with the default series. */
export function titleLine(seriesName: string, title: string): string {
  return [cleanLine(seriesName), cleanLine(title)].filter(Boolean).join(' - ');
}
