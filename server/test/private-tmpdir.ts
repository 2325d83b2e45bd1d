import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

export interface PrivateTmpdir {
  path: string;
  /** Waits a moment for files removed just after an answer is sent, then asserts the directory is empty. */
  expectEmpty: () => Promise<void>;
  /** Puts TMPDIR back and removes the directory. */
  restore: () => Promise<void>;
}

/**
 * A new directory as TMPDIR, which os.tmpdir() follows: the temporary files the server in this process makes (spooled
 * uploads, audio taken out of a video) go there, so a test can show that none is left behind. Set it after the
 * harness has started, or its PocketBase (a child process, which inherits TMPDIR) would write there too.
 */
export async function usePrivateTmpdir(prefix: string): Promise<PrivateTmpdir> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return {
    path: dir,
    async expectEmpty() {
      for (const deadline = Date.now() + 2_000; Date.now() < deadline && (await fs.readdir(dir)).length; ) await new Promise((r) => setTimeout(r, 20));
      expect(await fs.readdir(dir)).toEqual([]);
    },
    async restore() {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
