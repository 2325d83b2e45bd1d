import type { GraphQLError } from 'graphql';
import { badInput, userError } from '../domain/errors.ts';
import type { ProbeResult } from './probe.ts';

/**
 * What a real recording can be. Below 4 kHz no speech survives; above 384 kHz no recorder writes. Speech
 * codecs need well over 1 kbit/s (Opus's floor is 6), so a file claiming an hour in a few kilobytes is
 * a header that lies, made to have the decoder produce hours of samples from nothing.
 */
export const AUDIO_LIMITS = { minSampleRate: 4000, maxSampleRate: 384_000, minBytesPerSecond: 125 } as const;

const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** Why uploaded audio is refused, or undefined when it may be stored and transcribed. */
export function audioRefusal(probe: ProbeResult, sizeBytes: number, maxMinutes: number): GraphQLError | undefined {
  if (probe.kind === 'unavailable') {
    return userError('UPSTREAM_UNAVAILABLE', `Audio cannot be checked: ffprobe (part of ffmpeg) did not run (${probe.reason}). Install ffmpeg.`);
  }
  if (probe.kind === 'not-audio') return badInput("The file's content could not be read as audio: it may be damaged or cut short.");
  const { sampleRate, duration } = probe;
  if (sampleRate === null || sampleRate < AUDIO_LIMITS.minSampleRate || sampleRate > AUDIO_LIMITS.maxSampleRate) {
    return badInput(
      `The audio's sample rate (${sampleRate ?? 'unknown'} Hz) is not one a recording has: ` +
        `from ${AUDIO_LIMITS.minSampleRate} to ${AUDIO_LIMITS.maxSampleRate} Hz is accepted.`,
    );
  }
  if (duration === null) return badInput("The audio's length could not be read: the file may be damaged or cut short.");
  if (duration > maxMinutes * 60) {
    return userError('PAYLOAD_TOO_LARGE', `The audio is ${minutes(duration)} minutes long; the limit is ${maxMinutes} minutes.`, {
      maxMinutes,
    });
  }
  if (sizeBytes / duration < AUDIO_LIMITS.minBytesPerSecond) {
    return badInput(
      `The file claims ${minutes(duration)} minutes of audio in ${sizeBytes} bytes, which no recording fits in: it is damaged or not a real recording.`,
    );
  }
  return undefined;
}
