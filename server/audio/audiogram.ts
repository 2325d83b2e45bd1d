import fs from 'node:fs/promises';
import path from 'node:path';
import type { CaptionCue } from '../domain/audiogram-captions.ts';
import { CLIP_FADE_SECONDS, type ClipWindow } from '../domain/clips.ts';
import { runFfmpeg } from '../lib/ffmpeg.ts';
import { progressReader } from './clip.ts';
import { localInput } from './ffmpeg.ts';

export type AudiogramShape = 'square' | 'vertical';

/** Where things sit in each frame, in pixels: the waveform's band, and the tops of the speaker's name and the captions. */
const LAYOUTS: Record<AudiogramShape, { width: number; height: number; titleTop: number; waveTop: number; waveHeight: number; speakerTop: number; captionTop: number; captionSize: number }> = {
  square: { width: 1080, height: 1080, titleTop: 70, waveTop: 190, waveHeight: 320, speakerTop: 560, captionTop: 640, captionSize: 72 },
  vertical: { width: 1080, height: 1920, titleTop: 180, waveTop: 640, waveHeight: 480, speakerTop: 1230, captionTop: 1320, captionSize: 80 },
};

/** The look: a dark slate background, a teal waveform and speaker name, white captions with the spoken word in amber. */
const BACKGROUND = '0x0F172A';
const WAVE = '0x2DD4BF';
// ASS colours are &HBBGGRR.
const ASS_WHITE = '&H00FFFFFF';
const ASS_GREY = '&H00B8A394';
const ASS_TEAL = '&H00BFD42D';
const ASS_AMBER = '&H0024BFFB';
/** Frames a second: the waveform moves smoothly at 25, and fewer frames encode faster (bench group audiogram). */
const FPS = 25;

/**
 * Time allowed: a minute to start, then ten times real time. A vertical one takes about 1.2 s of ffmpeg CPU a second
 * of clip (bench group audiogram), spread over the cores; on a machine busy with other work it took 8.4 s of wall time.
 */
export const audiogramTimeoutMs = (seconds: number) => 60_000 + seconds * 10_000;

export interface AudiogramRender {
  /** The recording, or its bleeped render (a local file, read seekable). */
  input: string;
  window: ClipWindow;
  shape: AudiogramShape;
  /** The words, timed from the window's start, as the viewer is shown them. */
  cues: CaptionCue[];
  /** The series title shown at the top. */
  title: string;
  /** The captions' font family, and the folder its files are in (libass finds it there). */
  font: { family: string; dir: string };
  /** The MP4 to write; its folder takes the subtitle files too. */
  output: string;
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  ffmpeg?: string;
}

/**
 * Renders an audiogram (README "Clips"): `window` of the recording as AAC, with a video of its waveform, the series
 * title, and the words burned in as captions a few at a time, the word being said in colour, the speaker's name above
 * them; plus a mov_text subtitle track of the same cues. H.264 at `-preset veryfast` (the bench group audiogram
 * measured it), faststart, so a browser plays it while it loads.
 */
export async function renderAudiogram({ input, window, shape, cues, title, font, output, onProgress, signal, ffmpeg }: AudiogramRender): Promise<void> {
  const length = window.end - window.start;
  const layout = LAYOUTS[shape];
  const dir = path.dirname(output);
  const burned = path.join(dir, 'captions.ass');
  const track = path.join(dir, 'cues.ass');
  await fs.writeFile(burned, burnedCaptions(cues, title, font.family, layout));
  await fs.writeFile(track, cueTrack(cues));
  const fades = `afade=t=in:st=0:d=${CLIP_FADE_SECONDS},afade=t=out:st=${Math.max(0, length - CLIP_FADE_SECONDS)}:d=${CLIP_FADE_SECONDS}`;
  const graph = [
    `[0:a]${fades},aresample=48000,asplit=2[a][w]`,
    `[w]showwaves=s=${layout.width}x${layout.waveHeight}:mode=cline:rate=${FPS}:colors=${WAVE}:scale=sqrt:draw=full,format=yuva420p[wave]`,
    `color=c=${BACKGROUND}:s=${layout.width}x${layout.height}:r=${FPS}:d=${length},format=yuv420p[bg]`,
    `[bg][wave]overlay=x=0:y=${layout.waveTop}:shortest=1,ass=filename=${filterPath(burned)}:fontsdir=${filterPath(font.dir)},format=yuv420p[v]`,
  ].join(';');
  const args = [
    ...['-ss', String(window.start), '-t', String(length)],
    ...localInput(input),
    ...localInput(track),
    ...['-filter_complex', graph, '-map', '[v]', '-map', '[a]', '-map', '1:s', '-map_metadata', '-1'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2)],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000'],
    ...['-c:s', 'mov_text', '-metadata:s:s:0', 'language=und'],
    ...['-t', String(length), '-f', 'mp4', '-movflags', '+faststart'],
    ...['-progress', 'pipe:1', '-y', `file:${output}`],
  ];
  const progress = progressReader(length, onProgress);
  await runFfmpeg({ args, timeoutMs: audiogramTimeoutMs(length), signal, onStdout: progress.read, ffmpeg });
  progress.check();
}

/** A path as a filter option's value: temporary and font folders need no escaping, and one that would is refused. */
function filterPath(file: string): string {
  if (!/^[\w./-]+$/.test(file)) throw new Error(`the audiogram's files need a plain path, not ${file}`);
  return file;
}

/** ASS's h:mm:ss.cc. */
function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(cs / 360_000)}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}

/** Text as ASS shows it: braces open override blocks and a backslash starts a tag, so neither passes. */
const assText = (text: string) => text.replace(/[{}]/g, '').replace(/\\/g, '/').replace(/\s+/g, ' ');

const dialogue = (start: number, end: number, style: string, text: string) => `Dialogue: 0,${assTime(start)},${assTime(end)},${style},,0,0,0,,${text}`;

/** The burned-in captions: the title throughout, and per cue its speaker and its words, one event per word said. */
function burnedCaptions(cues: readonly CaptionCue[], title: string, family: string, layout: (typeof LAYOUTS)[AudiogramShape]): string {
  const end = cues.reduce((last, cue) => Math.max(last, cue.end), 0) + 3600;
  const style = (name: string, size: number, colour: string, bold: boolean, top: number) =>
    `Style: ${name},${family},${size},${colour},${colour},&H00000000,&H00000000,${bold ? -1 : 0},0,0,0,100,100,0,0,1,0,0,8,90,90,${top},1`;
  const events = cues.flatMap((cue) => [
    dialogue(cue.start, cue.end, 'Speaker', assText(cue.speaker)),
    ...cue.words.map((word, index) => {
      const from = index === 0 ? cue.start : word.start;
      const to = index === cue.words.length - 1 ? cue.end : cue.words[index + 1].start;
      const text = cue.words.map((other, at) => (at === index ? `{\\c${ASS_AMBER}&}${assText(other.text)}{\\c${ASS_WHITE}&}` : assText(other.text))).join(' ');
      return dialogue(from, to, 'Caption', text);
    }),
  ]);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${layout.width}`,
    `PlayResY: ${layout.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    style('Title', 50, ASS_GREY, false, layout.titleTop),
    style('Speaker', 48, ASS_TEAL, true, layout.speakerTop),
    style('Caption', layout.captionSize, ASS_WHITE, true, layout.captionTop),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    dialogue(0, end, 'Title', assText(title)),
    ...events,
    '',
  ].join('\n');
}

/** The subtitle track: each cue's words as one plain cue (mov_text keeps the text, not the look). */
function cueTrack(cues: readonly CaptionCue[]): string {
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: Default,Sans,48,&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,2,10,10,10,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map((cue) => dialogue(cue.start, cue.end, 'Default', cue.words.map((word) => assText(word.text)).join(' '))),
    '',
  ].join('\n');
}
