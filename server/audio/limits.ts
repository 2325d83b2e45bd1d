import type { GraphQLError } from 'graphql';
import { badInput, userError } from '../domain/errors.ts';
import { audioLength, tooLongMessage } from '../../shared/audio-length.ts';
import type { ProbeResult } from './probe.ts';

/**
 * What a real recording can be. Below 4 kHz no speech survives; above 384 kHz no recorder writes. Even
 * pure silence costs a codec bytes (Vorbis at 8 kHz: about 90 a second), so a file claiming an hour in a
 * few kilobytes is a header that lies, made to have the decoder produce hours of samples from nothing.
 */
export const AUDIO_LIMITS = { minSampleRate: 4000, maxSampleRate: 384_000, minBytesPerSecond: 32 } as const;

/** Why uploaded audio is refused, or undefined when it may be stored and transcribed. */
export function audioRefusal(probe: ProbeResult, sizeBytes: number, maxMinutes: number): GraphQLError | undefined {
  if (probe.kind === 'unavailable') {
    return userError('UPSTREAM_UNAVAILABLE', `The audio cannot be checked right now: ${probe.reason}.`);
  }
  if (probe.kind === 'silent-video') return badInput('The video has no audio stream: there is nothing to transcribe.');
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
    return userError('PAYLOAD_TOO_LARGE', tooLongMessage(duration, maxMinutes), {
      maxMinutes,
    });
  }
  if (sizeBytes / duration < AUDIO_LIMITS.minBytesPerSecond) {
    return badInput(
      `The file claims ${audioLength(duration)} of audio in ${sizeBytes} bytes, which no recording fits in: it is damaged or not a real recording.`,
    );
  }
  return undefined;
}
