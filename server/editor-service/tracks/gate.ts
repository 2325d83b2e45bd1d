import { open } from 'node:fs/promises';
import { decibels, type ChannelLevels } from './levels.ts';

/**
 * Bleed gating, before each track is transcribed. Where a track is at least `belowDb` quieter than the loudest other
 * track while that one is speaking (both levels over ±`windowS`), the track holds only the other person's voice as
 * its microphone caught it (14-20 dB down in practice): it is silenced there, so the recognizer never hears it, and
 * cannot mishear it as other words, which the word rule (segments/track-merge.ts) would then keep. A person's own
 * voice on their own microphone is about as loud as the other's on theirs, so simultaneous speech stays.
 */
export const GATE = { belowDb: 10, speakingDb: -50, windowS: 0.15 } as const;

/** A stretch of a track to silence, in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** Every channel's level per frame, averaged over ±windowS (a running sum: linear in the recording's length). */
function smoothedLevels(levels: ChannelLevels): Float32Array[] {
  const half = Math.max(1, Math.round(GATE.windowS / levels.frameSeconds));
  const frames = levels.frameCount;
  return Array.from({ length: levels.channels }, (_, channel) => {
    const prefix = new Float64Array(frames + 1);
    for (let f = 0; f < frames; f++) prefix[f + 1] = prefix[f] + levels.frameMeanSquare(channel, f);
    const smoothed = new Float32Array(frames);
    for (let f = 0; f < frames; f++) {
      const [from, to] = [Math.max(0, f - half), Math.min(frames, f + half + 1)];
      smoothed[f] = decibels((prefix[to] - prefix[from]) / (to - from));
    }
    return smoothed;
  });
}

/** For each channel, the stretches where it holds only another track's bleed (see GATE). */
export function bleedSpans(levels: ChannelLevels): Span[][] {
  const smoothed = smoothedLevels(levels);
  const seconds = levels.frameSeconds;
  return smoothed.map((own, channel) => {
    const spans: Span[] = [];
    for (let f = 0; f < own.length; f++) {
      let loudest = -Infinity;
      for (let other = 0; other < smoothed.length; other++) if (other !== channel) loudest = Math.max(loudest, smoothed[other][f]);
      if (!(loudest >= GATE.speakingDb && own[f] <= loudest - GATE.belowDb)) continue;
      const last = spans.at(-1);
      if (last && last.end >= f * seconds) last.end = (f + 1) * seconds;
      else spans.push({ start: f * seconds, end: (f + 1) * seconds });
    }
    return spans;
  });
}

/** Writes silence over `spans` of a 16-bit mono WAV file, in place (its samples start at its "data" chunk). */
export async function silence(wavPath: string, sampleRate: number, spans: readonly Span[]): Promise<void> {
  if (!spans.length) return;
  const file = await open(wavPath, 'r+');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const data = dataOffset(head.subarray(0, bytesRead));
    const { size } = await file.stat();
    for (const span of spans) {
      const from = data + 2 * Math.floor(span.start * sampleRate);
      const to = Math.min(size, data + 2 * Math.ceil(span.end * sampleRate));
      if (to > from) await file.write(Buffer.alloc(to - from), 0, to - from, from);
    }
  } finally {
    await file.close();
  }
}

/** Where a WAV's samples start: after the "data" chunk's header, found by walking the chunks from byte 12. */
function dataOffset(head: Buffer): number {
  for (let at = 12; at + 8 <= head.length; at += 8 + head.readUInt32LE(at + 4) + (head.readUInt32LE(at + 4) % 2)) {
    if (head.toString('ascii', at, at + 4) === 'data') return at + 8;
  }
  throw new Error('a channel file ffmpeg wrote has no data chunk in its first 4 KB');
}
