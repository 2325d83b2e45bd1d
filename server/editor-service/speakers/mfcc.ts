import { powerSpectrum } from './fft.ts';

export interface MfccOptions {
  sampleRate: number;
  /** Samples per frame (25 ms at 16 kHz). */
  frameLength: number;
  fftSize: number;
  melBands: number;
  /** Cepstral coefficients kept, c0 included. */
  coefficients: number;
  lowHz: number;
  highHz: number;
}

export const DEFAULT_MFCC: MfccOptions = {
  sampleRate: 16_000,
  frameLength: 400,
  fftSize: 512,
  melBands: 26,
  coefficients: 13,
  lowHz: 60,
  highHz: 7_600,
};

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hz = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** Triangular filters evenly spaced on the mel scale, as weights over FFT bins. */
export function melFilterbank({ sampleRate, fftSize, melBands, lowHz, highHz }: MfccOptions): Float64Array[] {
  const edges = Array.from({ length: melBands + 2 }, (_, i) => hz(mel(lowHz) + ((mel(highHz) - mel(lowHz)) * i) / (melBands + 1)));
  const binHz = sampleRate / fftSize;
  return Array.from({ length: melBands }, (_, band) => {
    const [left, centre, right] = [edges[band], edges[band + 1], edges[band + 2]];
    const weights = new Float64Array(fftSize / 2 + 1);
    for (let k = 0; k < weights.length; k++) {
      const f = k * binHz;
      if (f > left && f < right) weights[k] = f <= centre ? (f - left) / (centre - left) : (right - f) / (right - centre);
    }
    return weights;
  });
}

/**
 * Returns a function from one frame of samples (any scale) to its MFCC vector: pre-emphasis, Hamming window,
 * power spectrum, log mel energies, DCT-II. MFCC statistics describe the shape of a voice's spectrum.
 */
export function createMfcc(options: Partial<MfccOptions> = {}): (frame: ArrayLike<number>) => Float64Array {
  const config = { ...DEFAULT_MFCC, ...options };
  const filters = melFilterbank(config);
  // Each triangle covers a few bins; summing only those keeps hours of audio cheap.
  const reach = filters.map((weights) => [weights.findIndex((w) => w > 0), weights.findLastIndex((w) => w > 0)]);
  const window = Float64Array.from({ length: config.frameLength }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (config.frameLength - 1)));
  const dct = Array.from({ length: config.coefficients }, (_, c) =>
    Float64Array.from({ length: config.melBands }, (_, b) => Math.cos((Math.PI * c * (b + 0.5)) / config.melBands)),
  );
  const shaped = new Float64Array(config.frameLength);
  const energies = new Float64Array(config.melBands);
  return (frame) => {
    for (let n = 0; n < config.frameLength; n++) {
      const x = n < frame.length ? frame[n] : 0;
      const previous = n > 0 && n - 1 < frame.length ? frame[n - 1] : 0;
      shaped[n] = (x - 0.97 * previous) * window[n];
    }
    const power = powerSpectrum(shaped, config.fftSize);
    for (let b = 0; b < config.melBands; b++) {
      let sum = 0;
      const weights = filters[b];
      for (let k = reach[b][0]; k <= reach[b][1]; k++) sum += weights[k] * power[k];
      energies[b] = Math.log(sum + 1e-10);
    }
    return Float64Array.from(dct, (row) => row.reduce((sum, weight, b) => sum + weight * energies[b], 0));
  };
}
