/**
 * Mono resampling for the browser conversion: a windowed-sinc filter, so that going down to 16 kHz drops what lies
 * above 8 kHz instead of folding it back into the speech band as aliasing (Mediabunny's own transform interpolates
 * linearly, with no low-pass), and going up (8 kHz telephone audio) adds no images. Streaming: audio of any length is
 * fed in pieces and comes out as one continuous signal, `round(input ÷ ratio)` samples long.
 */

/** Zero crossings of the sinc on each side: 8 gives about 60 dB of stopband with a Blackman window, plenty for speech. */
const ZERO_CROSSINGS = 8;
/** The passband ends this far below the lower Nyquist frequency, so the filter's transition band stays under it. */
const PASSBAND = 0.92;
/** More phases than this (rates with no small common step, e.g. 44,056 Hz) are rounded to the nearest of this many. */
const MAX_PHASES = 1024;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export class Resampler {
  /** Input samples per output sample is `step ÷ outRate`, in whole units of the phase grid. */
  private readonly step: number;
  private readonly phases: number;
  private readonly half: number;
  /** One filter per phase, each `2 × half` taps, for input samples i−half+1 … i+half around output position i + phase. */
  private readonly table: Float32Array;
  /** Input kept: `buffer[0]` is input sample `bufferStart` (negative indices are the silence before the start). */
  private buffer = new Float32Array(4096);
  private bufferStart: number;
  private buffered = 0;
  private inputCount = 0;
  private outputCount = 0;

  constructor(
    private readonly inRate: number,
    private readonly outRate: number,
  ) {
    const common = gcd(inRate, outRate);
    this.phases = Math.min(outRate / common, MAX_PHASES);
    this.step = inRate;
    // The cut-off in cycles per input sample: below both rates' Nyquist frequencies.
    const cutoff = 0.5 * Math.min(1, outRate / inRate) * PASSBAND;
    this.half = Math.ceil(ZERO_CROSSINGS / (2 * cutoff));
    const taps = 2 * this.half;
    this.table = new Float32Array(this.phases * taps);
    for (let phase = 0; phase < this.phases; phase++) {
      const fraction = phase / this.phases;
      let sum = 0;
      for (let k = 0; k < taps; k++) {
        const x = k - this.half + 1 - fraction;
        const sinc = x === 0 ? 1 : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x * 2 * cutoff);
        const w = (x + this.half) / (2 * this.half);
        const blackman = w <= 0 || w >= 1 ? 0 : 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
        this.table[phase * taps + k] = sinc * blackman;
        sum += sinc * blackman;
      }
      // Unity gain at 0 Hz for every phase: no ripple in loudness from one output sample to the next.
      for (let k = 0; k < taps; k++) this.table[phase * taps + k] /= sum;
    }
    this.bufferStart = -this.half;
    this.buffered = this.half;
  }

  /** Takes the next input samples; answers the output samples they complete. */
  push(input: Float32Array): Float32Array {
    this.append(input);
    this.inputCount += input.length;
    return this.produce();
  }

  /** The output still owed once the input has ended (its tail, filtered against silence). */
  flush(): Float32Array {
    this.append(new Float32Array(this.half + 1));
    const owed = Math.round((this.inputCount * this.outRate) / this.inRate) - this.outputCount;
    return this.produce().subarray(0, Math.max(0, owed));
  }

  /** Every output sample whose taps are all buffered. */
  private produce(): Float32Array {
    const { buffer, table, half, step, outRate, phases } = this;
    const taps = 2 * half;
    const end = this.bufferStart + this.buffered - half;
    const first = Math.floor((this.outputCount * step) / outRate);
    const out = new Float32Array(Math.max(0, Math.ceil(((end - first) * outRate) / step) + 1));
    let made = 0;
    for (; made < out.length; made++) {
      const position = (this.outputCount + made) * step;
      let index = Math.floor(position / outRate);
      let phase = Math.round(((position - index * outRate) * phases) / outRate);
      if (phase === phases) [index, phase] = [index + 1, 0];
      if (index >= end) break;
      const from = index - half + 1 - this.bufferStart;
      const filter = phase * taps;
      let sum = 0;
      for (let k = 0; k < taps; k++) sum += buffer[from + k] * table[filter + k];
      out[made] = sum;
    }
    this.outputCount += made;
    this.discardBefore(Math.floor((this.outputCount * step) / outRate) - half + 1);
    return out.subarray(0, made);
  }

  private append(input: Float32Array): void {
    if (this.buffered + input.length > this.buffer.length) {
      const grown = new Float32Array(Math.max(this.buffer.length * 2, this.buffered + input.length));
      grown.set(this.buffer.subarray(0, this.buffered));
      this.buffer = grown;
    }
    this.buffer.set(input, this.buffered);
    this.buffered += input.length;
  }

  private discardBefore(sample: number): void {
    const drop = Math.min(this.buffered, Math.max(0, sample - this.bufferStart));
    if (drop === 0) return;
    this.buffer.copyWithin(0, drop, this.buffered);
    this.buffered -= drop;
    this.bufferStart += drop;
  }
}
