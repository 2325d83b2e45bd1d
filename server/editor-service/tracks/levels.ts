/** The level given to digital silence (and to stretches past the end), in dBFS. */
export const SILENCE_DB = -120;
/** A mean square of samples as a level in dBFS, no lower than SILENCE_DB. */
export const decibels = (meanSquare: number) => (meanSquare > 0 ? Math.max(SILENCE_DB, 10 * Math.log10(meanSquare)) : SILENCE_DB);

/** Frames of this many milliseconds: fine enough for a word (0.1-1 s), 100 numbers a second a channel to keep. */
const FRAME_MS = 10;
/** Frames are kept in blocks of a minute, so a long recording grows by small allocations. */
const BLOCK_FRAMES = 6000;

/**
 * The loudness of each channel of a recording over any stretch of it: fed the decoded samples (float PCM, the
 * channels interleaved) as they come, it keeps each 10 ms frame's sum of squares per channel (an hour of 8 channels
 * is 11 MB), and answers the RMS level in dBFS of a channel between two times.
 */
export class ChannelLevels {
  private readonly frameSamples: number;
  private readonly blocks: Float32Array[][];
  /** Sums of squares of the frame being filled, per channel, and how many samples a channel it holds. */
  private readonly current: Float64Array;
  private filled = 0;
  private frames = 0;

  constructor(
    readonly channels: number,
    readonly sampleRate: number,
  ) {
    this.frameSamples = Math.round((sampleRate * FRAME_MS) / 1000);
    this.blocks = Array.from({ length: channels }, () => []);
    this.current = new Float64Array(channels);
  }

  /** The seconds of audio taken so far. */
  get duration(): number {
    return (this.frames * this.frameSamples + this.filled) / this.sampleRate;
  }

  /** Whole frames measured so far, and the seconds each covers. */
  get frameCount(): number {
    return this.frames;
  }

  get frameSeconds(): number {
    return this.frameSamples / this.sampleRate;
  }

  /** The mean square of `channel`'s samples in one whole frame (0 ≤ frame < frameCount). */
  frameMeanSquare(channel: number, frame: number): number {
    return this.blocks[channel][Math.floor(frame / BLOCK_FRAMES)][frame % BLOCK_FRAMES] / this.frameSamples;
  }

  /** Takes interleaved samples (a whole number of sample frames: one sample of every channel). */
  add(samples: Float32Array): void {
    const { channels } = this;
    for (let i = 0; i + channels <= samples.length; i += channels) {
      for (let c = 0; c < channels; c++) this.current[c] += samples[i + c] * samples[i + c];
      if (++this.filled === this.frameSamples) this.endFrame();
    }
  }

  /** The RMS level in dBFS of `channel` from `start` to `end` seconds (the frames they touch; at least one). */
  levelDb(channel: number, start: number, end: number): number {
    const perSecond = this.sampleRate / this.frameSamples;
    const first = Math.max(0, Math.floor(start * perSecond));
    const last = Math.min(this.frames, Math.max(first + 1, Math.ceil(end * perSecond)));
    if (last <= first) return SILENCE_DB;
    let sum = 0;
    for (let frame = first; frame < last; frame++) sum += this.blocks[channel][Math.floor(frame / BLOCK_FRAMES)][frame % BLOCK_FRAMES];
    return decibels(sum / ((last - first) * this.frameSamples));
  }

  private endFrame(): void {
    const at = this.frames % BLOCK_FRAMES;
    for (let c = 0; c < this.channels; c++) {
      if (at === 0) this.blocks[c].push(new Float32Array(BLOCK_FRAMES));
      this.blocks[c].at(-1)![at] = this.current[c];
      this.current[c] = 0;
    }
    this.filled = 0;
    this.frames++;
  }
}
