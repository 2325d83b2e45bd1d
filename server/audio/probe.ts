import { spawn } from 'node:child_process';

export type ProbeResult = 'audio' | 'not-audio' | 'unavailable';

/**
 * Asks ffprobe whether the bytes hold a readable audio stream, so a file that only looks like audio
 * (an ID3 header and nothing after it, say) is refused at upload rather than failing later.
 * Without ffprobe on the machine the check is skipped ('unavailable').
 */
export function probeAudio(bytes: Uint8Array, ffprobe = process.env.FFPROBE_PATH || 'ffprobe'): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const child = spawn(ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', '-i', 'pipe:0'], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', () => {
      clearTimeout(timer);
      resolve('unavailable');
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(output.split(/\s+/).includes('audio') ? 'audio' : 'not-audio');
    });
    // ffprobe stops reading once it has seen enough; the rest of the write is then refused (EPIPE).
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}
