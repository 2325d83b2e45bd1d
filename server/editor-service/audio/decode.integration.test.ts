import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRIVOX_DIR } from '../../../scripts/fixtures/librivox.ts';
import { run } from '../../../scripts/fixtures/run.ts';
import { ServiceError } from '../errors.ts';
import { audioFileOf } from '../testing/audio-file.ts';
import { decodeToPcm } from './decode.ts';
import { SAMPLE_RATE } from './pcm.ts';

const clip = `${LIBRIVOX_DIR}/sense_and_sensibility_01_austen_64kb-0880.wav`; // 2.99 s
const encode = (format: string, codec: string, extra: string[] = []) =>
  run('ffmpeg', ['-v', 'error', '-i', clip, '-c:a', codec, ...extra, '-f', format, 'pipe:1']);

async function m4aWithIndexAtEnd(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-m4a-'));
  try {
    const file = path.join(dir, 'clip.m4a');
    await run('ffmpeg', ['-v', 'error', '-i', clip, '-c:a', 'aac', file]);
    const bytes = await readFile(file);
    expect(bytes.indexOf('moov')).toBeGreaterThan(bytes.indexOf('mdat'));
    return bytes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Decodes bytes as the engines do: from a file. */
async function decodeBytes(ffmpeg: string, bytes: Uint8Array): Promise<Buffer> {
  const file = await audioFileOf(bytes);
  try {
    return await decodeToPcm(ffmpeg, file.path);
  } finally {
    await file.dispose();
  }
}

describe('decodeToPcm', () => {
  it.each([
    ['wav', () => readFile(clip)],
    ['mp3', () => encode('mp3', 'libmp3lame')],
    ['ogg', () => encode('ogg', 'libvorbis')],
    // A plain m4a file has its index (moov) at the end, which a pipe cannot seek back from once the file outgrows its buffer.
    ['m4a', () => m4aWithIndexAtEnd()],
  ])('decodes %s to 16 kHz mono samples', async (_format, make) => {
    const pcm = await decodeBytes('/usr/bin/ffmpeg', await make());
    expect(pcm.length / 2 / SAMPLE_RATE).toBeGreaterThan(2.9);
    expect(pcm.length / 2 / SAMPLE_RATE).toBeLessThan(3.2);
  });

  it('refuses bytes that are not audio with a 415', async () => {
    const error = await decodeBytes('/usr/bin/ffmpeg', Buffer.from('plain text, not audio')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(415);
  });

  it('says so when ffmpeg is missing', async () => {
    const error = await decodeBytes('/nonexistent/ffmpeg', Buffer.from('x')).catch((e: unknown) => e);
    expect((error as ServiceError).status).toBe(503);
    expect((error as ServiceError).message).toMatch(/FFMPEG_PATH/);
  });
});
