import { createContext, useContext } from 'react';

/**
 * One colour per speaker, in order of first appearance, so a speaker keeps theirs through renames and
 * edits. Each is dark enough to stand out on white (3:1 for graphics) and always comes with the name:
 * colour is never the only sign of a speaker.
 */
export const SPEAKER_PALETTE = ['#2563eb', '#c2410c', '#15803d', '#9333ea', '#be185d', '#0e7490', '#a16207', '#4f46e5', '#b91c1c', '#0f766e'];
/** The unnamed speaker. */
export const UNKNOWN_SPEAKER_COLOR = '#71717a';

export type SpeakerColors = ReadonlyMap<string, string>;

export function speakerColors(names: readonly string[]): SpeakerColors {
  return new Map(names.map((name, index) => [name, SPEAKER_PALETTE[index % SPEAKER_PALETTE.length]]));
}

export const colorOf = (colors: SpeakerColors, speaker: string | null) => (speaker && colors.get(speaker)) || UNKNOWN_SPEAKER_COLOR;

export const SpeakerColorsContext = createContext<SpeakerColors>(new Map());

export const useSpeakerColor = (speaker: string | null) => colorOf(useContext(SpeakerColorsContext), speaker);
