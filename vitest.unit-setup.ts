// The unit tier's promise: no test starts a process or listens on a socket, so the tier runs in seconds with
// nothing installed but node_modules. A test that does either fails here with a message naming the tier it
// belongs in, instead of passing slowly (or hanging on a missing binary) in the fast one.
import childProcess from 'node:child_process';
import net from 'node:net';
import { syncBuiltinESMExports } from 'node:module';

const moveIt =
  'it belongs in the integration tier (name it *.integration.test.ts), or in the system tier ' +
  '(*.system.test.ts) when it runs Whisper or real speech, a browser, or measures memory, fuzzes or loads';

function refuse(what: string): never {
  throw new Error(`A unit test called ${what}: ${moveIt}.`);
}

const startsAProcess = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
for (const name of startsAProcess) {
  childProcess[name] = (() => refuse(`child_process.${name}`)) as never;
}
// http, https and net servers all listen through net.Server.
net.Server.prototype.listen = function listen() {
  return refuse('listen() on a server');
};
// Named imports (`import { spawn } from 'node:child_process'`) read the ES module's own bindings: copy ours in.
syncBuiltinESMExports();
