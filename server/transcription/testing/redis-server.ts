import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../store/pocketbase-process.ts';

const START_MS = 10_000;

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away Debian redis-server for tests and the benchmark: loopback only, a free port, its own temp dir,
 * nothing saved to disk. Install it with `npm run setup -- --with-test-tools`.
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${START_MS} ms:\n${output}`)), START_MS);
      child.once('error', (error) => reject(new Error(`redis-server could not start (${error.message}); install it: npm run setup -- --with-test-tools`)));
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
