import type { ChildProcess } from 'node:child_process';

/** SIGTERM to the child's process group (so the PocketBase it started stops too), SIGKILL after 10 s. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

export interface WaitOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** The access token, when the server was started with one. */
  token?: string;
}

/** Polls `POST /graphql { __typename }` until it answers 200; returns the milliseconds waited. */
export async function waitForGraphql(
  baseUrl: string,
  child: { process: ChildProcess; output: () => string },
  { timeoutMs = 60_000, everyMs = 20, token }: WaitOptions = {},
): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`The server exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query: '{ __typename }' }),
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`No answer from ${baseUrl}/graphql within ${timeoutMs} ms:\n${child.output()}`);
}
