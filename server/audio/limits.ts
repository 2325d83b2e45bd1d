import type { GraphQLError } from 'graphql';
import { badInput, userError } from '../domain/errors.ts';
import type { ProbeResult } from './probe.ts';

/**
 * What a real recording can be. Below 4 kHz no speech survives; above 384 kHz no recorder writes. Even
 * pure silence costs a codec bytes (Vorbis at 8 kHz: about 90 a second), so a file claiming an hour in a
 * few kilobytes is a header that lies, made to have the decoder produce hours of samples from nothing.
 */
export const AUDIO_LIMITS = { minSampleRate: 4000, maxSampleRate: 384_000, minBytesPerSecond: 32 } as const;

/** "4 h 1 min", "1 min 5 s", "40 s". */
function length(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

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
    return userError('PAYLOAD_TOO_LARGE', `The audio is ${length(duration)} long; the limit is ${maxMinutes} minute${maxMinutes === 1 ? '' : 's'}.`, {
      maxMinutes,
    });
  }
  if (sizeBytes / duration < AUDIO_LIMITS.minBytesPerSecond) {
    return badInput(
      `The file claims ${length(duration)} of audio in ${sizeBytes} bytes, which no recording fits in: it is damaged or not a real recording.`,
    );
  }
  return undefined;
}
