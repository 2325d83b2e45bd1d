import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * Runs `npm run <name> -- ...args` as npm does: its command from package.json in sh, with node_modules/.bin first
 * on the PATH (npm itself is left out: it adds a second or more per run). Bounded in time; `input` is its standard input.
 */
export function runScript(name: string, args: string[], env: Record<string, string>, timeoutMs = 60_000, input?: string): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', `${scripts[name]} "$@"`, 'sh', ...args], {
      cwd: root,
      env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH}`, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
