import type { IncomingMessage, ServerResponse } from 'node:http';
import { spoolToFile, type SpooledFile } from '../../lib/spool.ts';
import { ServiceError } from '../errors.ts';
import type { ClipVoiceprints } from '../contract.ts';
import type { AudioFile } from '../types.ts';
import { tooLarge } from './body.ts';
import { sendJson } from './reply.ts';
import { audioType } from './transcribe.ts';

/** The speech worker's limits on one request (speech-worker/protocol.py). */
export const MOST_CLIPS = 500;
export const LONGEST_CLIP = 120;
export const MOST_CLIP_SECONDS = 600;

/** The clips parameter: a URL-encoded JSON array of [start, end] pairs in seconds, in time order. */
export function clipsOf(raw: string | null): Array<[number, number]> {
  const problem = `clips must be a JSON array of 1 to ${MOST_CLIPS} [start, end] pairs in seconds, in time order, each at most ${LONGEST_CLIP} s long and ${MOST_CLIP_SECONDS} s in all`;
  let clips: unknown;
  try {
    clips = JSON.parse(raw ?? '');
  } catch {
    throw new ServiceError(400, problem);
  }
  if (!Array.isArray(clips) || clips.length < 1 || clips.length > MOST_CLIPS) throw new ServiceError(400, problem);
  let previousEnd = 0;
  let total = 0;
  for (const clip of clips) {
    const [start, end] = Array.isArray(clip) && clip.length === 2 ? clip : [];
    const valid = Number.isFinite(start) && Number.isFinite(end) && previousEnd <= start && start < end && end - start <= LONGEST_CLIP;
    if (!valid) throw new ServiceError(400, problem);
    previousEnd = end;
    total += end - start;
  }
  if (total > MOST_CLIP_SECONDS) throw new ServiceError(400, problem);
  return clips as Array<[number, number]>;
}

/** POST /voiceprints?clips=[[start, end], …]: a recording in, the voiceprint of each clip out (for remembering a voice). */
export async function voiceprintsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  { voiceprints, limit, signal }: { voiceprints: (audio: AudioFile, clips: Array<[number, number]>, signal: AbortSignal) => Promise<ClipVoiceprints>; limit: number; signal: AbortSignal },
): Promise<void> {
  audioType(req);
  const clips = clipsOf(new URL(req.url ?? '/', 'http://service').searchParams.get('clips'));
  if (Number(req.headers['content-length']) > limit) throw tooLarge(limit);
  let audio: SpooledFile | undefined;
  try {
    audio = await spoolToFile(req, limit, { stopAtLimit: true, label: 'editor-audio' });
    if (audio.overLimit) throw tooLarge(limit);
    if (audio.size === 0) throw new ServiceError(400, 'The request body holds no audio');
    sendJson(res, 200, await voiceprints(audio, clips, signal));
  } finally {
    await audio?.dispose();
  }
}
