/**
 * The labels transcription gives speakers ("Speaker 1", "Speaker 2"…): a speaker still carrying one has not been
 * named by a person, so naming by voice may name it.
 */
const NUMBERED = /^Speaker \d+$/;

export const isNumberedSpeaker = (speaker: string): boolean => NUMBERED.test(speaker);
