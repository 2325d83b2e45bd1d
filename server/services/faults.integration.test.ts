import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const SAVE = 'mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { versionId } }';

test('PocketBase killed: the API says UPSTREAM_UNAVAILABLE, PocketBase is restarted, the next call works, the chain is intact', async () => {
  const { data } = await (await h.upload('Before the crash', wavBytes(), 'c.wav', 'audio/wav')).json();
  const { id } = await waitForStatus(h, data.uploadAudio.id);
  const pid = h.app.pocketbase!.pid!;
  process.kill(pid, 'SIGKILL');
  // Hold PocketBase's port from the moment it is free (its exit is logged before the restart delay starts), so the
  // restarts fail until the calls below are made: on a busy machine they would otherwise outlast the delay.
  await until(async () => h.logs.some((line) => /PocketBase exited/.test(line)), Boolean, 10_000);
  const blocker = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => blocker.once('error', reject).listen(Number(new URL(h.app.pocketbase!.url).port), '127.0.0.1', resolve));

  // While it is down every kind of call fails cleanly.
  const failedUpload = await (await h.upload('During the crash', wavBytes(), 'd.wav', 'audio/wav')).json();
  expect(failedUpload.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Failed to upload file: The data store is not reachable/),
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });

  const during = await h.gql('query ($id: ID!) { transcript(id: $id) { title } }', { id });
  expect(during.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  // The list is read from PocketBase's database file beside it (store/local-database.ts): it still answers.
  expect((await h.gql('{ transcripts { totalItems } }')).data.transcripts.totalItems).toBe(1);
  const failedSave = await h.gql(SAVE, { id, segments: [{ start: 0, text: 'lost?' }] });
  expect(failedSave.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  await new Promise((resolve) => blocker.close(resolve));

  const after = await until(() => h.gql('query ($id: ID!) { transcript(id: $id) { title } }', { id }), (r) => !r.errors);
  expect(after.data.transcript.title).toBe('Before the crash');
  expect(h.app.pocketbase!.pid).not.toBe(pid);
  expect(h.logs.some((line) => /PocketBase exited .*restarting/.test(line))).toBe(true);

  const saved = await h.gql(SAVE, { id, segments: [{ start: 0, text: 'after the crash' }] });
  expect(saved.errors).toBeUndefined();
  const versions = (await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id previousId } } }', { id })).data.transcript.versions;
  expect(versions).toHaveLength(2);
  expect(versions[0].previousId).toBe(versions[1].id);
});

test('server restarted during a transcription: the job resumes on start', async () => {
  const dataDir = h.dataDir;
  let started!: () => void;
  const reached = new Promise<void>((resolve) => (started = resolve));
  h.editor.transcribe = () => {
    started();
    return new Promise(() => undefined); // never answers: the server goes down first
  };
  const { data } = await (await h.upload('Interrupted', wavBytes(), 'i.wav', 'audio/wav')).json();
  await reached;
  const editor = h.editor;
  await h.close({ keepData: true });

  editor.transcribe = () => ({ status: 200, body: { engine: 'stand-in', duration: 3, segments: [{ speaker: 'Speaker 1', text: 'resumed', start: 0, end: 3 }] } });
  h = await startHarness({}, { dataDir, editor });
  const transcript = await waitForStatus(h, data.uploadAudio.id);
  expect(transcript).toMatchObject({ status: 'READY', segments: [{ text: 'resumed' }] });
});

test('a data directory that cannot be written stops start-up with a clear message and a non-zero exit', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, TAPESCRIPT_DATA_DIR: '/dev/null/tapescript', EDITOR_SERVICE_URL: 'http://127.0.0.1:9', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/Tapescript cannot start: The data directory \/dev\/null\/tapescript\/pocketbase is not writable/);
});

test('a port in use stops start-up with a clear message and leaves no PocketBase behind', async () => {
  const port = new URL(h.app.url).port;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, TAPESCRIPT_DATA_DIR: `${h.dataDir}-second`, EDITOR_SERVICE_URL: 'http://127.0.0.1:9', PORT: port },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(new RegExp(`Tapescript cannot start: Cannot listen on 127.0.0.1:${port}: .*EADDRINUSE`));
  // No PocketBase serving that second data directory is left running.
  expect(spawnSync('pgrep', ['-f', `pocketbase serve.*${h.dataDir}-second`]).status).toBe(1);
  fs.rmSync(`${h.dataDir}-second`, { recursive: true, force: true });
});
