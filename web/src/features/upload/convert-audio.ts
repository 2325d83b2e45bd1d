import type { ConversionAudioOptions } from 'mediabunny';
import { tooLongMessage } from '../../../../shared/audio-length.ts';
import { rejectionCause } from './upload-rules.ts';
import { conversionBitrate, convertedName, type ConversionReason } from './conversion-rules.ts';

/**
 * Takes a recording's audio in the browser (issue 49): WebCodecs decodes it, Mediabunny demuxes and muxes, and what is
 * uploaded is mono Ogg Opus at a bitrate that fits the server's limit. The original file is only read, never sent.
 * Mediabunny is loaded on first use, so the app's first screen does not carry it.
 */

/** The recognizer hears 16 kHz; speech keeps everything it needs there, and the encoder has a third of the samples to code. */
const SAMPLE_RATE = 16_000;

export interface ConversionPlan {
  reason: ConversionReason;
  /** The length of the audio taken, in seconds. */
  seconds: number;
  /** The Opus bitrate, bit/s. */
  bitrate: number;
  /** The server's upload limit the result must fit. */
  maxBytes: number;
}

/** The plan for converting `file`, or the one line saying why it cannot be (shown beneath the rejected message). */
export type Planned = { plan: ConversionPlan } | { refusal: string };

const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

const hasWebCodecs = () => typeof AudioDecoder !== 'undefined' && typeof AudioEncoder !== 'undefined';

/** Whether this browser can take audio out of a file at all (WebCodecs); without it files over the limit are refused as before. */
export const browserConverts = hasWebCodecs;

/**
 * Reads the file's first audio track's codec and length (its headers, not its media) and decides the bitrate. Audio
 * longer than the server accepts is refused here, with the server's own words, before anything is converted.
 */
export async function planConversion(file: File, reason: ConversionReason, limits: { maxBytes: number; maxAudioMinutes: number | null }): Promise<Planned> {
  // A file over the limit is refused for its size too: the line says both.
  const cannot = reason === 'too-large' ? `${rejectionCause(file, ['file-too-large'], limits.maxBytes)}, and it cannot be converted` : `${file.name} cannot be converted`;
  // Browsers offer WebCodecs only to pages served over HTTPS or from localhost.
  if (!window.isSecureContext) return { refusal: `${cannot} here: the browser converts only on pages served over HTTPS (or from localhost).` };
  if (!hasWebCodecs()) return { refusal: `${cannot} here: this browser has no WebCodecs (a current Chrome, Edge, Firefox or Safari has).` };
  const { Input, BlobSource, ALL_FORMATS, canEncodeAudio } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    let track;
    try {
      track = (await input.getAudioTracks())[0];
    } catch {
      return { refusal: `${cannot}: it is not an audio or video file this browser can read.` };
    }
    if (!track) return { refusal: `${cannot}: it has no sound.` };
    if (!(await track.canDecode())) return { refusal: `${cannot}: this browser cannot decode its audio (${(await track.getCodec()) ?? 'an unknown codec'}).` };
    const seconds = (await track.computeDuration()) - Math.max(0, await track.getFirstTimestamp());
    if (!(seconds > 0)) return { refusal: `${cannot}: its audio has no length.` };
    if (limits.maxAudioMinutes !== null && seconds > limits.maxAudioMinutes * 60) return { refusal: tooLongMessage(seconds, limits.maxAudioMinutes) };
    const bitrate = conversionBitrate(limits.maxBytes, seconds);
    if (!(await canEncodeAudio('opus', { numberOfChannels: 1, sampleRate: SAMPLE_RATE, bitrate })))
      return { refusal: `${cannot}: this browser cannot encode Opus at ${Math.round(bitrate / 1000)} kbit/s.` };
    return { plan: { reason, seconds, bitrate, maxBytes: limits.maxBytes } };
  } finally {
    input.dispose();
  }
}

/**
 * The file's first audio track as mono Ogg Opus at the plan's bitrate, held in memory until uploaded. `onProgress`
 * gets the share done (0..1). Aborting `signal` cancels the conversion (its promise rejects with an AbortError) and
 * drops what was made. A result over the limit is an error, so nothing the server would refuse is sent.
 */
export async function convertToOggOpus(file: File, plan: ConversionPlan, progress: { signal: AbortSignal; onProgress: (done: number) => void }): Promise<File> {
  const { Quality } = await import('mediabunny');
  const bytes = await firstAudioAsOgg(
    file,
    file.name,
    // A constant bitrate keeps the size as planned.
    { codec: 'opus', numberOfChannels: 1, sampleRate: SAMPLE_RATE, quality: new Quality({ bitrate: plan.bitrate, bitrateMode: 'constant' }), forceTranscode: true },
    progress,
  );
  if (bytes.byteLength > plan.maxBytes) {
    throw new Error(`The audio taken from ${file.name} came to ${mib(bytes.byteLength)} MB, over the ${mib(plan.maxBytes)} MB limit, so it was not uploaded.`);
  }
  return new File([bytes], convertedName(file.name), { type: 'audio/ogg' });
}

/**
 * A browser recording (MediaRecorder's WebM with Opus) as Ogg Opus named `name`: its Opus packets are copied as they
 * are, so this takes a moment for hours of sound and loses nothing.
 */
export async function remuxToOggOpus(recording: Blob, name: string): Promise<File> {
  const bytes = await firstAudioAsOgg(recording, name, { codec: 'opus' });
  return new File([bytes], name, { type: 'audio/ogg' });
}

/** The first audio track of `media` (other tracks are commentary or other languages) made into Ogg by Mediabunny as `audio` says. */
async function firstAudioAsOgg(
  media: Blob,
  name: string,
  audio: ConversionAudioOptions,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<ArrayBuffer> {
  const { Input, BlobSource, ALL_FORMATS, Output, OggOutputFormat, BufferTarget, Conversion } = await import('mediabunny');
  signal?.throwIfAborted();
  const input = new Input({ source: new BlobSource(media), formats: ALL_FORMATS });
  const target = new BufferTarget();
  try {
    const conversion = await Conversion.init({
      input,
      output: new Output({ format: new OggOutputFormat(), target }),
      video: { discard: true },
      audio: (track) => (track.number === 1 ? audio : { discard: true }),
      tags: {},
      showWarnings: false,
    });
    if (!conversion.isValid) throw new Error(`${name} cannot be converted: ${conversion.discardedTracks.map((discarded) => discarded.reason).join(', ') || 'it has no sound'}.`);
    if (onProgress) conversion.onProgress = onProgress;
    const cancel = () => void conversion.cancel();
    signal?.addEventListener('abort', cancel);
    try {
      await conversion.execute();
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    signal?.throwIfAborted();
    return target.buffer!;
  } catch (error) {
    // A cancelled conversion says so as an AbortError, whatever Mediabunny threw on the way out.
    signal?.throwIfAborted();
    throw error;
  } finally {
    input.dispose();
  }
}
