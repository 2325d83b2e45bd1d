import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';

/** The containers an integrator may send, each with the audio codec its makers usually write. */
export const VIDEOS = {
  mp4: { name: 'interview.mp4', type: 'video/mp4', audio: ['-c:a', 'aac', '-b:a', '64k'], video: ['-c:v', 'libx264', '-preset', 'ultrafast'] },
  mov: { name: 'interview.mov', type: 'video/quicktime', audio: ['-c:a', 'aac', '-b:a', '64k'], video: ['-c:v', 'libx264', '-preset', 'ultrafast'] },
  mkv: { name: 'interview.mkv', type: 'video/x-matroska', audio: ['-c:a', 'pcm_s16le'], video: ['-c:v', 'libx264', '-preset', 'ultrafast'] },
  webm: { name: 'interview.webm', type: 'video/webm', audio: ['-c:a', 'libopus', '-b:a', '48k'], video: ['-c:v', 'libvpx', '-deadline', 'realtime'] },
} as const;
export type VideoKind = keyof typeof VIDEOS;

/**
 * A small real video written into `dir`: a LibriVox clip (Debian's pocketsphinx-testdata, real read speech) as its
 * audio, under a generated picture; `audio: false` for one without sound. Answers its path, and the clip's path and reference text.
 */
export async function makeVideo(dir: string, kind: VideoKind, { audio = true, clip = 0 } = {}): Promise<{ path: string; speech: string; reference: string }> {
  const { path: speech, reference } = (await librivoxClips())[clip];
  const { name, video, audio: audioCodec } = VIDEOS[kind];
  const file = path.join(dir, `${audio ? '' : 'silent-'}${name}`);
  const sound = audio ? ['-i', speech, '-map', '0:v', '-map', '1:a', '-shortest', ...audioCodec] : ['-t', '3'];
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=teal:s=160x120:r=10', ...sound, ...video, file]);
  return { path: file, speech, reference };
}
