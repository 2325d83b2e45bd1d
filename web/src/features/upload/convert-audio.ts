import type { AudioSample } from 'mediabunny';
import { tooLongMessage } from '../../../../shared/audio-length.ts';
import { rejectionCause } from './upload-rules.ts';
import { conversionBitrate, convertedName, type ConversionReason } from './conversion-rules.ts';
import { Resampler } from './resample.ts';

/**
 * Takes a recording's audio in the browser (issue 49): Mediabunny demuxes and decodes it (WebCodecs), the audio is mixed
 * to mono and resampled here, WebCodecs encodes Opus, and Mediabunny writes Ogg; what is uploaded is mono Ogg Opus at a
 * bitrate that fits the server's limit. The original file is only read, never sent. Mediabunny is loaded on first use,
 * so the app's first screen does not carry it.
 *
 * Encoding is most of the work (bench/RESULTS.md, conversion): the encoder is driven here rather than through
 * Mediabunny's AudioSampleSource because only WebCodecs' own config sets Opus's complexity.
 */

/**
 * The recognizer hears 16 kHz, so every bit goes to the band it uses; at 48 kHz Opus would spend some above 8 kHz at
 * 23 kbit/s, for the same encoding time (measured at complexity 5: libopus 7.6 s of CPU for 5 minutes at 16 kHz, 6.8 s
 * at 48 kHz).
 */
const SAMPLE_RATE = 16_000;
/**
 * Opus's complexity: 10 (the default) costs 16.5 s of CPU for 5 minutes of speech on this project's 2-core machine
 * (18x real time: under the 20x goal before anything else is done); 5 costs 7.6 s. At 5 the converted files' word
 * error rate is 0.4 points above the originals' at both 17 and 23 kbit/s (bench/RESULTS.md, conversion).
 */
const COMPLEXITY = 5;
/** 60 ms packets: a third of the per-packet overhead of 20 ms ones, which matters at 17 kbit/s; no one listens live. */
const FRAME_MICROSECONDS = 60_000;
/** Audio handed to the encoder at a time: big enough that per-call costs vanish, small enough to cancel at once. */
const CHUNK_SAMPLES = SAMPLE_RATE;

const encoderConfig = (bitrate: number): AudioEncoderConfig => ({
  codec: 'opus',
  sampleRate: SAMPLE_RATE,
  numberOfChannels: 1,
  bitrate,
  // A constant bitrate keeps the size as planned.
  bitrateMode: 'constant',
  opus: { format: 'opus', complexity: COMPLEXITY, frameDuration: FRAME_MICROSECONDS },
});

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
  const { Input, BlobSource, ALL_FORMATS } = await import('mediabunny');
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
    if (!(await AudioEncoder.isConfigSupported(encoderConfig(bitrate))).supported)
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
export async function convertToOggOpus(file: File, plan: ConversionPlan, { signal, onProgress }: { signal: AbortSignal; onProgress: (done: number) => void }): Promise<File> {
  const { Input, BlobSource, ALL_FORMATS, Output, OggOutputFormat, BufferTarget, AudioSampleSink, EncodedAudioPacketSource, EncodedPacket } = await import('mediabunny');
  signal.throwIfAborted();
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const output = new Output({ format: new OggOutputFormat(), target });
  const packets = new EncodedAudioPacketSource('opus');
  output.addAudioTrack(packets);
  // The encoder answers in callbacks; its packets go to the muxer one after another, and the first failure is kept.
  let muxing = Promise.resolve();
  let failure: unknown = null;
  const encoder = new AudioEncoder({
    output: (chunk, meta) => {
      muxing = muxing.then(() => packets.add(EncodedPacket.fromEncodedChunk(chunk), meta)).catch((error: unknown) => void (failure ??= error));
    },
    error: (error) => void (failure ??= error),
  });
  const check = () => {
    signal.throwIfAborted();
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  };
  try {
    const track = (await input.getAudioTracks())[0];
    if (!track) throw new Error(`${file.name} cannot be converted: it has no sound.`);
    encoder.configure(encoderConfig(plan.bitrate));
    await output.start();
    // The audio starts where the plan's length was measured from: at the first sample, or at 0 when it starts before.
    const start = Math.max(0, await track.getFirstTimestamp());
    let resampler: Resampler | null = null;
    /** Input frames fed to the resampler, counted from `start`. */
    let fed = 0;
    let mono = new Float32Array(0);
    let plane = new Float32Array(0);
    const chunk = new Float32Array(CHUNK_SAMPLES);
    let filled = 0;
    let encoded = 0;
    const encode = async (samples: Float32Array) => {
      for (let at = 0; at < samples.length; ) {
        const take = Math.min(samples.length - at, CHUNK_SAMPLES - filled);
        chunk.set(samples.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled === CHUNK_SAMPLES) await encodeChunk(chunk);
      }
    };
    const encodeChunk = async (samples: Float32Array<ArrayBuffer>) => {
      const data = new AudioData({ format: 'f32', sampleRate: SAMPLE_RATE, numberOfChannels: 1, numberOfFrames: samples.length, timestamp: Math.round((encoded / SAMPLE_RATE) * 1e6), data: samples });
      encoder.encode(data);
      data.close();
      encoded += samples.length;
      filled = 0;
      // Backpressure: the decoder does not run ahead of the encoder and the muxer.
      if (encoder.encodeQueueSize > 2) await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
      await muxing;
      check();
      onProgress(Math.min(1, encoded / SAMPLE_RATE / plan.seconds));
    };
    for await (const sample of new AudioSampleSink(track).samples()) {
      try {
        check();
        resampler ??= new Resampler(sample.sampleRate, SAMPLE_RATE);
        // Samples are placed by their timestamps, as a player would: a gap between them (files joined without
        // re-encoding have them) becomes silence and an overlap is dropped, so the result is as long as the original.
        const at = Math.round((sample.timestamp - start) * sample.sampleRate);
        if (at > fed) {
          await encode(resampler.push(new Float32Array(at - fed)));
          fed = at;
        }
        const skip = fed - at;
        const frames = sample.numberOfFrames - skip;
        if (frames <= 0) continue;
        if (mono.length < frames) [mono, plane] = [new Float32Array(frames), new Float32Array(frames)];
        mixToMono(sample, skip, frames, mono, plane);
        fed += frames;
        await encode(resampler.push(mono.subarray(0, frames)));
      } finally {
        sample.close();
      }
    }
    check();
    if (!resampler) throw new Error(`${file.name} cannot be converted: its audio has no length.`);
    await encode(resampler.flush());
    if (filled) await encodeChunk(chunk.subarray(0, filled));
    await encoder.flush();
    await muxing;
    check();
    await output.finalize();
    const bytes = target.buffer!;
    if (bytes.byteLength > plan.maxBytes) {
      throw new Error(`The audio taken from ${file.name} came to ${mib(bytes.byteLength)} MB, over the ${mib(plan.maxBytes)} MB limit, so it was not uploaded.`);
    }
    return new File([bytes], convertedName(file.name), { type: 'audio/ogg' });
  } catch (error) {
    if (output.state === 'started') await output.cancel();
    // A cancelled conversion says so as an AbortError, whatever was thrown on the way out.
    signal.throwIfAborted();
    throw error;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
    input.dispose();
  }
}

/** The average of the sample's channels from frame `skip` on, into `mono`; `plane` holds one channel at a time. */
function mixToMono(sample: AudioSample, skip: number, frames: number, mono: Float32Array, plane: Float32Array): void {
  const channels = sample.numberOfChannels;
  sample.copyTo(mono, { planeIndex: 0, format: 'f32-planar', frameOffset: skip, frameCount: frames });
  for (let channel = 1; channel < channels; channel++) {
    sample.copyTo(plane, { planeIndex: channel, format: 'f32-planar', frameOffset: skip, frameCount: frames });
    for (let i = 0; i < frames; i++) mono[i] += plane[i];
  }
  if (channels > 1) for (let i = 0; i < frames; i++) mono[i] /= channels;
}

/**
 * A browser recording (MediaRecorder's WebM with Opus) as Ogg Opus named `name`: Mediabunny copies its Opus packets
 * as they are, so this takes a moment for hours of sound and loses nothing.
 */
export async function remuxToOggOpus(recording: Blob, name: string): Promise<File> {
  const { Input, BlobSource, ALL_FORMATS, Output, OggOutputFormat, BufferTarget, Conversion } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(recording), formats: ALL_FORMATS });
  const target = new BufferTarget();
  try {
    const conversion = await Conversion.init({
      input,
      output: new Output({ format: new OggOutputFormat(), target }),
      video: { discard: true },
      audio: (track) => (track.number === 1 ? { codec: 'opus' } : { discard: true }),
      tags: {},
      showWarnings: false,
    });
    if (!conversion.isValid) throw new Error(`${name} cannot be converted: ${conversion.discardedTracks.map((discarded) => discarded.reason).join(', ') || 'it has no sound'}.`);
    await conversion.execute();
    return new File([target.buffer!], name, { type: 'audio/ogg' });
  } finally {
    input.dispose();
  }
}
