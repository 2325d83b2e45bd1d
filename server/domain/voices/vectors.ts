/** Voiceprint arithmetic: unit vectors compared by cosine. */

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return aa && bb ? dot / Math.sqrt(aa * bb) : 0;
}

function unit(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length ? vector.map((value) => value / length) : [...vector];
}

/** The normalised mean of normalised vectors: what several clips of one voice have in common. */
export function centroid(vectors: readonly (readonly number[])[]): number[] {
  if (vectors.length === 0) throw new Error('no vectors to average');
  const sum = new Array<number>(vectors[0].length).fill(0);
  for (const vector of vectors) unit(vector).forEach((value, i) => (sum[i] += value));
  return unit(sum);
}
