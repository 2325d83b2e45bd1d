import { audioLength } from '../../../../shared/audio-length.ts';
import { ACCEPTED_VIDEO, megabytes } from './upload-rules.ts';

const VIDEO_EXTENSIONS = Object.values(ACCEPTED_VIDEO).flat();

/** Opus at this rate keeps speech as clear as the recognizer needs; more only makes the upload bigger. */
export const MAX_BITRATE = 32_000;
/** Of the limit, the part the audio may fill: the rest is left to the Ogg pages' own bytes. */
export const LIMIT_SHARE = 0.97;

export type ConversionReason = 'video' | 'too-large';

/** Why a chosen file has its audio taken in the browser before uploading, or null when it is uploaded as it is. */
export function conversionReason(file: { name: string; type: string; size: number }, maxBytes: number): ConversionReason | null {
  const name = file.name.toLowerCase();
  if (file.type.startsWith('video/') || VIDEO_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'video';
  return file.size > maxBytes ? 'too-large' : null;
}

/** The Opus bitrate (bit/s) at which `seconds` of audio fill at most LIMIT_SHARE of the limit, and never above MAX_BITRATE. */
export function conversionBitrate(maxBytes: number, seconds: number): number {
  return Math.min(MAX_BITRATE, Math.floor((LIMIT_SHARE * maxBytes * 8) / seconds));
}

/** The uploaded file's name: the original's, its extension replaced. */
export const convertedName = (name: string) => `${name.replace(/\.[^.]*$/, '')}.ogg`;

/**
 * Seconds left, from the time taken so far and the share done; null while too little is done to tell (the first
 * second, or the first 2 %, is mostly start-up).
 */
export function secondsLeft(elapsedSeconds: number, done: number): number | null {
  if (elapsedSeconds < 1 || done < 0.02) return null;
  return (elapsedSeconds * (1 - done)) / done;
}

export const timeLeftText = (seconds: number | null) => (seconds === null ? 'estimating the time left' : `about ${audioLength(Math.max(1, seconds))} left`);

/** What the upload dialog says it will do with a file whose audio is taken in the browser. */
export function conversionOffer(file: { name: string; size: number }, plan: { reason: ConversionReason; seconds: number; bitrate: number }, maxBytes: number): string {
  const why = plan.reason === 'video' ? `${file.name} is a video` : `${file.name} is ${megabytes(file.size)} MB, over the ${megabytes(maxBytes)} MB limit`;
  const size = (plan.bitrate * plan.seconds) / 8 / (1024 * 1024);
  return (
    `${why}: its audio (${audioLength(plan.seconds)}) is taken here in your browser and uploaded as Ogg Opus ` +
    `at ${Math.round(plan.bitrate / 1000)} kbit/s, about ${size < 10 ? size.toFixed(1) : Math.round(size)} MB. The original never leaves this computer.`
  );
}
