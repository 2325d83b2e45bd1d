import { kmeans, nearest, silhouette, standardize, type Point } from './kmeans.ts';
import { createMfcc } from './mfcc.ts';
import type { Span } from './vad.ts';
import { planWindows, windowFeatures } from './windows.ts';

export interface SpeakerTurn extends Span {
  /** 0, 1, … in order of first appearance. */
  speaker: number;
}

export interface DiarizeOptions {
  /** The number of speakers when the caller knows it. */
  speakers?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// Pitch is one number against 24 MFCC statistics; weighting it keeps it from being drowned out.
const PITCH_WEIGHT = 3;
// Windows shorter than this give noisy features: they are labelled by the clusters, not used to form them.
const RELIABLE_SECONDS = 1;
const AUTO_COUNTS = [2, 3, 4];
// Below this best silhouette the windows do not form separate groups: one voice. Measured here: one LibriVox
// reader 0.14, a synthetic varying voice 0.21, two espeak voices 0.52.
const ONE_VOICE_SILHOUETTE = 0.3;
const MAX_SPEAKERS = 8;
const MIN_WINDOWS_PER_SPEAKER = 2;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Who speaks when: speech windows described by voice features, clustered into speakers. */
export async function diarize(samples: Int16Array, sampleRate: number, spans: Span[], options: DiarizeOptions = {}): Promise<SpeakerTurn[]> {
  const windows = planWindows(spans);
  if (windows.length === 0) return [];
  const mfcc = createMfcc({ sampleRate });
  const features: Point[] = [];
  for (const window of windows) {
    features.push(windowFeatures(samples, sampleRate, window, mfcc));
    // Feature extraction is the long part; letting the event loop breathe keeps the service answering.
    if (features.length % 25 === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.((0.9 * features.length) / windows.length);
      await yieldToLoop();
    }
  }
  const points = standardize(fillUnvoiced(features), features[0].map((_, d) => (d === features[0].length - 1 ? PITCH_WEIGHT : 1)));
  const reliable = points.filter((_, i) => windows[i].end - windows[i].start >= RELIABLE_SECONDS);
  const basis = reliable.length >= 2 ? reliable : points;
  const { centroids } = chooseClustering(basis, options.speakers);
  const labels = points.map((point) => nearest(point, centroids));
  options.onProgress?.(1);
  return turnsOf(windows, labels);
}

/** Unvoiced windows get the average pitch, so they neither attract nor repel any speaker on that feature. */
function fillUnvoiced(features: Point[]): Point[] {
  const last = features[0].length - 1;
  const voiced = features.map((f) => f[last]).filter((value) => !Number.isNaN(value));
  const average = voiced.length ? voiced.reduce((a, b) => a + b, 0) / voiced.length : 0;
  return features.map((f) => (Number.isNaN(f[last]) ? Float64Array.from(f, (value, d) => (d === last ? average : value)) : f));
}

function chooseClustering(points: Point[], hint?: number) {
  if (hint) return kmeans(points, Math.max(1, Math.min(MAX_SPEAKERS, hint)));
  let best = { score: -Infinity, clustering: kmeans(points, 1) };
  for (const k of AUTO_COUNTS) {
    const clustering = kmeans(points, k);
    const sizes = new Array(k).fill(0);
    clustering.labels.forEach((label) => sizes[label]++);
    // A voice heard in a single window is more likely a cough or a laugh than a person.
    if (Math.min(...sizes) < MIN_WINDOWS_PER_SPEAKER) continue;
    const score = silhouette(points, clustering.labels);
    if (score > best.score) best = { score, clustering };
  }
  return best.score >= ONE_VOICE_SILHOUETTE ? best.clustering : kmeans(points, 1);
}

/** Consecutive windows of one speaker become one turn; speakers are renumbered by first appearance. */
export function turnsOf(windows: Span[], labels: number[]): SpeakerTurn[] {
  const order = new Map<number, number>();
  const turns: SpeakerTurn[] = [];
  windows.forEach((window, i) => {
    if (!order.has(labels[i])) order.set(labels[i], order.size);
    const speaker = order.get(labels[i])!;
    const last = turns.at(-1);
    if (last && last.speaker === speaker) last.end = window.end;
    else turns.push({ start: window.start, end: window.end, speaker });
  });
  return turns;
}
