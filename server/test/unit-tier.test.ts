import childProcess, { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { expect, test } from 'vitest';

// The unit tier's setup file (vitest.unit-setup.ts) at work: this file runs in the unit tier.
const belongsElsewhere = /A unit test called .*: it belongs in the integration tier \(name it \*\.integration\.test\.ts\)/;

test('starting a process throws, named or through the module, and says which tier the test belongs in', () => {
  expect(() => spawn(process.execPath, ['-e', ''])).toThrow(belongsElsewhere);
  expect(() => execFileSync(process.execPath, ['-e', ''])).toThrow(belongsElsewhere);
  for (const start of [childProcess.exec, childProcess.execSync, childProcess.fork, childProcess.spawnSync, childProcess.execFile]) {
    expect(() => (start as (command: string) => unknown)('true')).toThrow(belongsElsewhere);
  }
});

test('listening on a socket throws, for net and http servers alike', () => {
  expect(() => net.createServer().listen(0, '127.0.0.1')).toThrow(belongsElsewhere);
  expect(() => http.createServer().listen(0, '127.0.0.1')).toThrow(belongsElsewhere);
});
