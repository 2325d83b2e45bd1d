interface Plan {
  cos: Float64Array;
  sin: Float64Array;
  reverse: Uint32Array;
}

// Twiddles and bit reversal depend only on the size, and one size is used for thousands of frames.
const plans = new Map<number, Plan>();

function plan(size: number): Plan {
  let found = plans.get(size);
  if (found) return found;
  if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size must be a power of two, got ${size}`);
  const bits = Math.log2(size);
  const reverse = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reverse[i] = r;
  }
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let i = 0; i < size / 2; i++) {
    cos[i] = Math.cos((-2 * Math.PI * i) / size);
    sin[i] = Math.sin((-2 * Math.PI * i) / size);
  }
  found = { cos, sin, reverse };
  plans.set(size, found);
  return found;
}

/** In-place iterative radix-2 FFT of (re, im); the length must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const size = re.length;
  const { cos, sin, reverse } = plan(size);
  for (let i = 0; i < size; i++) {
    const j = reverse[i];
    if (j > i) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let half = 1; half < size; half *= 2) {
    const step = size / (half * 2);
    for (let start = 0; start < size; start += half * 2) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step];
        const wi = sin[k * step];
        const a = start + k;
        const b = a + half;
        const tr = re[b] * wr - im[b] * wi;
        const ti = re[b] * wi + im[b] * wr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

/** |X(k)|² for k = 0..size/2 of a real frame zero-padded to `size`. */
export function powerSpectrum(frame: ArrayLike<number>, size: number): Float64Array {
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < Math.min(frame.length, size); i++) re[i] = frame[i];
  fft(re, im);
  const power = new Float64Array(size / 2 + 1);
  for (let k = 0; k <= size / 2; k++) power[k] = re[k] * re[k] + im[k] * im[k];
  return power;
}
