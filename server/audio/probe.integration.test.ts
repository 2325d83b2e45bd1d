import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { processTree } from '../../bench/lib/processes.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { wavBytes } from '../test/harness.ts';
import { startProbe } from './probe.ts';

const ffprobesRunning = () => processTree(process.pid).filter(({ command }) => command.startsWith('ffprobe ')).length;

test('ffprobe started ahead waits for its file; past four waiting at once, the next starts when given its file', async () => {
  const dir = await makeTempDir('probe-test');
  try {
    // A path ffconcat must quote: a quote and a space.
    const file = path.join(dir, "it's audio.wav");
    await fs.writeFile(file, wavBytes(3, 8000));
    const probes = Array.from({ length: 5 }, () => startProbe());
    expect(ffprobesRunning()).toBe(4);
    expect(await probes[4].of(file)).toEqual({ kind: 'audio', codec: 'pcm_s16le', sampleRate: 8000, channels: 1, duration: 3, video: false });
    expect(await probes[0].of(file)).toEqual({ kind: 'audio', codec: 'pcm_s16le', sampleRate: 8000, channels: 1, duration: 3, video: false });
    for (const probe of probes) probe.cancel();
    await expect.poll(ffprobesRunning).toBe(0);
    // The places are free again.
    const again = Array.from({ length: 4 }, () => startProbe());
    expect(ffprobesRunning()).toBe(4);
    for (const probe of again) probe.cancel();
    await expect.poll(ffprobesRunning).toBe(0);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('an ffprobe that ended while it waited (killed) is replaced when its file is handed over', async () => {
  const dir = await makeTempDir('probe-test');
  try {
    const file = path.join(dir, 'audio.wav');
    await fs.writeFile(file, wavBytes(2, 16000));
    const probe = startProbe();
    const [waiting] = processTree(process.pid).filter(({ command }) => command.startsWith('ffprobe '));
    process.kill(waiting.pid, 'SIGKILL');
    await expect.poll(ffprobesRunning).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100)); // for its 'close' to be heard
    expect(await probe.of(file)).toEqual({ kind: 'audio', codec: 'pcm_s16le', sampleRate: 16000, channels: 1, duration: 2, video: false });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
