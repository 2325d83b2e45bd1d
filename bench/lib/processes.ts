import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopGroup } from '../../e2e/support/processes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Everything started during the run, stopped newest first at the end, on error and on Ctrl-C. */
const cleanups: Array<{ name: string; stop: () => Promise<unknown> }> = [];

export function onCleanup(name: string, stop: () => Promise<unknown>): () => Promise<void> {
  const entry = { name, stop };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await stop();
  };
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const { name, stop } = cleanups.pop()!;
    await stop().catch((error) => console.error(`cleanup of ${name} failed: ${(error as Error).message}`));
  }
}

export interface Child {
  process: ChildProcess;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** A child in its own process group (so its own children stop with it), registered for cleanup. */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  let output = '';
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = onCleanup(name, () => stopGroup(child));
  return { process: child, pid: child.pid!, output: () => output, stop };
}

/** Resident memory of one process, in bytes (0 once it is gone). */
export function rssBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; also resets and reads the kernel's peak (VmHWM). */
export function sampleRss(pid: number, everyMs = 20) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    // not permitted: the sampled peak still counts
  }
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { before, peak: Math.max(peak, rssBytes(pid, 'VmHWM')) };
    },
  };
}

/** CPU time (user + system, all threads, waited-for children included) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // After "pid (comm) ": state is field 3, so utime (14), stime (15), cutime (16), cstime (17) sit at 11..14.
    return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / 100;
  } catch {
    return NaN;
  }
}

/** A process and everything it started, found through /proc's parent links. */
export function processTree(root: number): { pid: number; command: string }[] {
  const parents = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.replace(/^.*\) /, '').split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
    } catch {
      // gone meanwhile
    }
  }
  const tree: { pid: number; command: string }[] = [];
  for (const queue = [root]; queue.length; ) {
    const pid = queue.shift()!;
    tree.push({ pid, command: commands.get(pid) ?? '' });
    queue.push(...(parents.get(pid) ?? []));
  }
  return tree;
}

/**
 * Samples the resident memory of a process tree every `everyMs` until stopped: the peak of the whole tree's sum
 * and of the processes whose command line matches `part` (e.g. the speech worker).
 */
export function sampleTreeRss(root: number, part: RegExp, everyMs = 200) {
  let total = 0;
  let matching = 0;
  const sample = () => {
    const tree = processTree(root);
    total = Math.max(total, tree.reduce((sum, p) => sum + rssBytes(p.pid), 0));
    matching = Math.max(matching, tree.filter((p) => part.test(p.command)).reduce((sum, p) => sum + rssBytes(p.pid), 0));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { total, matching };
    },
  };
}
