import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';

const guards = path.join(import.meta.dirname, 'process-guards.ts');

/** Runs a tiny program in its own Node (with tsx), as `npm start` runs the server. */
function run(program: string): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: path.join(import.meta.dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

const rejectThenServe = `
  Promise.reject(new Error('forgotten rejection'));
  setTimeout(() => console.log('still serving'), 100);
`;

test('an unhandled promise rejection is logged and the process keeps running', () => {
  const guarded = run(`import { guardProcess } from ${JSON.stringify(guards)}; guardProcess(console.log); ${rejectThenServe}`);
  expect(guarded.status).toBe(0);
  expect(guarded.output).toMatch(/Unhandled promise rejection \(the server keeps running\): Error: forgotten rejection/);
  expect(guarded.output).toContain('still serving');
  // Without the guard, Node ends the process (the behaviour the guard replaces).
  expect(run(rejectThenServe)).toMatchObject({ status: 1, output: expect.not.stringContaining('still serving') });
});
