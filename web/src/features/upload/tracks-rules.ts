import { titleFromFileName } from '../../lib/title.ts';

/**
 * One track per speaker (issue 49): several files recorded together, or one file whose channels each hold one
 * person, become one transcript where each word's speaker is its track's. The server's bounds (uploadTracks).
 */
export const TRACK_LIMITS = { min: 2, max: 8, nameChars: 100 } as const;

/** How the chosen files are to be read: one recording, separate tracks, or the channels of one file as tracks. */
export type TrackLayout = { kind: 'single' } | { kind: 'tracks'; speakers: string[] } | { kind: 'channels'; speakers: string[] };

/** A track's speaker as prefilled from its file name: "ann_mic.wav" becomes "ann mic", as titles are prefilled. */
export const speakerFromFileName = (fileName: string) => titleFromFileName(fileName).trim().slice(0, TRACK_LIMITS.nameChars);

/** The channels' speakers before the user names them. */
export const channelSpeakers = (channels: number) => Array.from({ length: channels }, (_, i) => `Speaker ${i + 1}`);

/** Why a track's name cannot be used (null when it can): empty, too long, or the same as an earlier track's. */
export function trackNameProblem(names: readonly string[], index: number): string | null {
  const name = names[index].trim();
  if (!name) return 'Name who speaks on this track';
  if (name.length > TRACK_LIMITS.nameChars) return `At most ${TRACK_LIMITS.nameChars} characters`;
  const earlier = names.slice(0, index).some((other) => other.trim().toLowerCase() === name.toLowerCase());
  return earlier ? 'Another track has this name' : null;
}

/** Why these files cannot be one recording's tracks (null when they can): the server takes 2 to 8. */
export function trackCountProblem(count: number): string | null {
  if (count > TRACK_LIMITS.max) return `At most ${TRACK_LIMITS.max} tracks can be one recording; ${count} files were chosen.`;
  return null;
}
