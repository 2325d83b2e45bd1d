import path from 'node:path';
import { ServiceError } from '../errors.ts';
import { FfmpegError, runFfmpeg } from '../../lib/ffmpeg.ts';
import { ChannelLevels } from './levels.ts';

/** What Whisper hears (speech-worker/audio.py decodes to it anyway). */
const SAMPLE_RATE = 16000;
/** ffmpeg decodes at 100x real time or more here; this only stops a decoder that hangs on a hostile file. */
const SPLIT_TIMEOUT_MS = 30 * 60 * 1000;

/** A recording split into its channels: one mono file per channel, and every channel's loudness over time. */
export interface SplitChannels {
  /** 16-bit WAV, 16 kHz mono, channel i in files[i]: WAV so that bleed can be silenced in place (gate.ts). */
  files: string[];
  sampleRate: number;
  levels: ChannelLevels;
}

/**
 * Splits the first audio stream of `input` into one mono 16 kHz WAV file per channel in `dir`, and measures each
 * channel's loudness from the same decoding (ffmpeg hands the channels, still together, as 32-bit float WAV on its
 * standard output). Audio without exactly `count` channels is refused (400), naming the counts.
 */
export async function splitChannels(input: string, count: number, dir: string, signal?: AbortSignal): Promise<SplitChannels> {
  const files = Array.from({ length: count }, (_, c) => path.join(dir, `channel-${c}.wav`));
  const split = Array.from({ length: count }, (_, c) => `[c${c}]channelmap=map=${c}:channel_layout=mono[t${c}]`);
  const graph = `[0:a:0]aresample=${SAMPLE_RATE},asplit=${count + 1}[all]${files.map((_, c) => `[c${c}]`).join('')};${split.join(';')}`;
  const args = [
    ...['-protocol_whitelist', 'file', '-i', `file:${input}`, '-filter_complex', graph],
    ...files.flatMap((file, c) => ['-map', `[t${c}]`, '-c:a', 'pcm_s16le', '-fflags', '+bitexact', '-map_metadata', '-1', '-y', `file:${file}`]),
    ...['-map', '[all]', '-c:a', 'pcm_f32le', '-fflags', '+bitexact', '-map_metadata', '-1', '-f', 'wav', 'pipe:1'],
  ];
  const wav = new FloatWavStream((channels) => {
    if (channels !== count) throw channelsProblem(count, channels);
    return new ChannelLevels(channels, SAMPLE_RATE);
  });
  try {
    await runFfmpeg({ args, timeoutMs: SPLIT_TIMEOUT_MS, signal, onStdout: (chunk) => wav.add(chunk) });
  } catch (error) {
    if (!(error instanceof FfmpegError)) throw error;
    if (error.reason === 'missing') throw new ServiceError(503, `ffmpeg did not run (${error.said}); install ffmpeg`);
    if (error.reason === 'aborted') throw new ServiceError(499, 'The transcription was cancelled');
    // channelmap names a channel past the last: the audio has fewer channels than tracks.
    const fewer = /not available from input layout '([^']*)'/.exec(error.log);
    if (fewer) throw channelsProblem(count, LAYOUT_CHANNELS[fewer[1]] ?? Number(/^(\d+) channels$/.exec(fewer[1])?.[1] ?? NaN));
    throw new ServiceError(415, `ffmpeg could not split the audio into its channels (${error.said})`);
  }
  if (!wav.levels) throw new ServiceError(415, 'ffmpeg could not split the audio into its channels (it gave no audio)');
  return { files, sampleRate: SAMPLE_RATE, levels: wav.levels };
}

/** ffmpeg's names of the layouts a file with fewer channels than tracks may have ("3 channels" for any unnamed one). */
const LAYOUT_CHANNELS: Record<string, number> = { mono: 1, stereo: 2 };

const channelsProblem = (count: number, channels: number) =>
  new ServiceError(400, `The audio has ${Number.isNaN(channels) ? 'fewer channels' : channels === 1 ? 'one channel' : `${channels} channels`}, but ${count} tracks were named: name one speaker per channel`);

/**
 * Reads a 32-bit float WAV as ffmpeg streams it (the data chunk's size unknown, so to the end): the header gives the
 * channel count to `start`, which makes the levels the samples then go to, whole sample frames at a time.
 */
class FloatWavStream {
  levels?: ChannelLevels;
  private pending: Buffer = Buffer.alloc(0);
  private frameBytes = 0;

  constructor(private readonly start: (channels: number) => ChannelLevels) {}

  add(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (!this.levels && !this.readHeader()) return;
    const whole = this.pending.length - (this.pending.length % this.frameBytes);
    // A copy: the samples must be 4-byte aligned whatever the chunk's offset in its pool.
    this.levels!.add(new Float32Array(new Uint8Array(this.pending.subarray(0, whole)).buffer));
    this.pending = this.pending.subarray(whole);
  }

  /** Walks the chunks up to "data"; false while the header has not all arrived. */
  private readHeader(): boolean {
    let at = 12;
    let channels = 0;
    while (at + 8 <= this.pending.length) {
      const id = this.pending.toString('ascii', at, at + 4);
      if (id === 'data') {
        if (!channels) throw new ServiceError(500, 'ffmpeg wrote a WAV without its format');
        this.frameBytes = channels * 4;
        this.levels = this.start(channels);
        this.pending = this.pending.subarray(at + 8);
        return true;
      }
      const size = this.pending.readUInt32LE(at + 4);
      if (id === 'fmt ') {
        if (at + 12 > this.pending.length) return false;
        channels = this.pending.readUInt16LE(at + 10);
      }
      at += 8 + size + (size % 2);
    }
    return false;
  }
}
