import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { decodeMono } from '../audio/bleep-levels.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import type { Harness } from '../test/harness.ts';
import { startPseudonymisedReading, type Asker, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';

/**
 * Audiograms over real HTTP with a real PocketBase and ffmpeg (README "Clips"), on real read speech in team mode
 * (test/pseudonymised-reading.ts), kept to a few seconds for speed: the MP4's streams and frame, its length counted in
 * decoded samples, and its subtitle track's words against the words clipped, as the maker is shown them.
 */

let h: Harness;
let dir: string;
let id = '';
let as: PseudonymisedReading['as'];
let segments: { id: string; text: string }[];

beforeAll(async () => {
  let started: PseudonymisedReading;
  [started, dir] = await Promise.all([startPseudonymisedReading({ SERIES_NAME: 'Energy Talks' }), makeTempDir('audiograms-test')]);
  ({ h, id, as } = started);
  segments = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id text } } }', { id }, as.editor)).data.transcript.segments;
}, 120_000);
afterAll(async () => {
  await h?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const CREATE = `mutation ($highlightId: ID, $transcriptId: ID, $from: ID, $fromWord: Int, $to: ID, $toWord: Int, $format: ClipFormat) {
  createClip(highlightId: $highlightId, transcriptId: $transcriptId, fromSegmentId: $from, fromWord: $fromWord, toSegmentId: $to, toWord: $toWord, format: $format) { id format duration }
}`;

async function made(who: Asker, variables: Record<string, unknown>): Promise<{ file: string; duration: number; shares: number[] }> {
  const answer = await h.gql(CREATE, variables, as[who]);
  expect(answer.errors).toBeUndefined();
  const { id: clipId, duration, format } = answer.data.createClip;
  expect(format).toBe(variables.format);
  const shares: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const { clip } = (await h.gql('query ($id: ID!) { clip(id: $id) { status progress url error } }', { id: clipId }, as[who])).data;
    if (clip.status === 'FAILED') throw new Error(clip.error);
    if (clip.status === 'READY') {
      const response = await fetch(`${h.app.url}${clip.url}`, { headers: as[who] });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      const file = path.join(dir, `${clipId}.mp4`);
      await fs.writeFile(file, new Uint8Array(await response.arrayBuffer()));
      return { file, duration, shares };
    }
    shares.push(clip.progress);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The audiogram was not made in 60 s');
}

const streams = (file: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height', '-of', 'json', file], { encoding: 'utf8' });

/** The subtitle track's cues as SubRip, their words in order (the styling ffmpeg writes as tags taken off). */
function cueWords(file: string): string[] {
  const srt = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s', '-f', 'srt', 'pipe:1'], { encoding: 'utf8' });
  const texts = srt.split(/\r?\n\r?\n/).flatMap((block) => block.split(/\r?\n/).slice(2));
  return texts.join(' ').replace(/<[^>]*>/g, '').split(/\s+/).filter(Boolean);
}

async function expectLength(file: string, duration: number) {
  const decoded = await decodeMono(file, 16_000);
  expect(Math.abs(decoded.samples.length / 16_000 - duration)).toBeLessThanOrEqual(0.05);
}

test('a square audiogram of a selection: H.264, AAC and mov_text, 1080×1080, its length the span and padding, its cues the words', async () => {
  // "I am Jane Doe from home.": the editor sees the originals.
  const selection = { transcriptId: id, from: segments[0].id, fromWord: 1, to: segments[0].id, toWord: 6, format: 'AUDIOGRAM_SQUARE' };
  const { file, duration, shares } = await made('editor', selection);
  expect(duration).toBeCloseTo(0.5 - 0.25 + (2.6 - 0.5) + 0.25, 3);
  expect(JSON.parse(streams(file)).streams).toEqual([
    { codec_type: 'video', codec_name: 'h264', width: 1080, height: 1080 },
    { codec_type: 'audio', codec_name: 'aac' },
    { codec_type: 'subtitle', codec_name: 'mov_text' },
  ]);
  await expectLength(file, duration);
  expect(cueWords(file)).toEqual(['I', 'am', 'Jane', 'Doe', 'from', 'home.']);
  // The bar only goes forward.
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
}, 120_000);

test('a vertical audiogram of a highlight, made by a viewer: 1080×1920, and its cues show the pseudonym', async () => {
  const added = await h.gql('mutation ($t: ID!, $s: ID!) { addHighlight(transcriptId: $t, fromSegmentId: $s, fromWord: 2, toSegmentId: $s, toWord: 5) { id } }', { t: id, s: segments[0].id }, as.editor);
  const highlightId = added.data.addHighlight.id;
  const shown = (await h.gql('query ($id: ID!) { transcript(id: $id) { highlights { id quote } } }', { id }, as.viewer)).data.transcript.highlights;
  const quote: string = shown.find((highlight: { id: string }) => highlight.id === highlightId).quote;
  expect(quote).not.toContain('Jane');
  const { file, duration } = await made('viewer', { highlightId, format: 'AUDIOGRAM_VERTICAL' });
  const video = JSON.parse(streams(file)).streams[0];
  expect([video.codec_name, video.width, video.height]).toEqual(['h264', 1080, 1920]);
  await expectLength(file, duration);
  expect(cueWords(file)).toEqual(quote.split(/\s+/));
}, 120_000);
