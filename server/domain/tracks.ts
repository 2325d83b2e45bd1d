import { badInput } from './errors.ts';
import { cleanLine } from './user-text.ts';

/** How many tracks (or channels as tracks) one recording may have, and how long a track's speaker name may be. */
export const TRACK_LIMITS = { min: 2, max: 8, speakerChars: 100 } as const;

/**
 * The speaker names of a recording's tracks or channels, checked: 2 to 8 of them (`argument` is named in the message),
 * each 1 to 100 characters once trimmed, no two alike (case-insensitive): each track is one person.
 */
export function cleanSpeakers(names: readonly string[], argument: string, unit: 'track' | 'channel'): string[] {
  const { min, max, speakerChars } = TRACK_LIMITS;
  if (names.length < min || names.length > max) throw badInput(`${argument} takes ${min} to ${max} ${unit}s, got ${names.length}.`);
  const which = (i: number) => `${unit === 'track' ? 'Track' : 'Channel'} ${i + 1}`;
  const seen = new Set<string>();
  return names.map((raw, i) => {
    const name = cleanLine(raw);
    if (!name || name.length > speakerChars) throw badInput(`${which(i)}: its speaker's name must be 1 to ${speakerChars} characters, got ${name.length}.`);
    if (seen.has(name.toLowerCase())) throw badInput(`${which(i)}: "${name}" names another ${unit}'s speaker too; each ${unit} is one person.`);
    seen.add(name.toLowerCase());
    return name;
  });
}
