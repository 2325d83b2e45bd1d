import { spawn } from 'node:child_process';
import { openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { stopGroup, waitForGraphql } from '../../e2e/support/processes.ts';
import { freePort } from '../store/pocketbase-process.ts';
import { startStandInEditor, type StandInEditor } from '../test/stand-in-editor.ts';

const MIB = 1024 * 1024;
/** Large enough that holding it whole even once stands out from the server's own ups and downs. */
const AUDIO_MIB = 200;

/** A 16 kHz mono WAV of `mib` MiB of tone, written a MiB at a time (the test never holds it either). */
async function writeLargeWav(file: string, mib: number): Promise<void> {
  const bytes = mib * MIB;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  const chunk = Buffer.alloc(MIB);
  for (let i = 0; i < chunk.length; i += 2) chunk.writeInt16LE(Math.round(Math.sin(i / 20) * 3000), i);
  const handle = await open(file, 'w');
  try {
    await handle.write(header);
    for (let i = 0; i < mib; i++) await handle.write(chunk);
  } finally {
    await handle.close();
  }
}

const status = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))![1]) * 1024;

let dir: string;
let editor: StandInEditor;
let server: ReturnType<typeof spawn> | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-memory-test-'));
  editor = await startStandInEditor();
});
afterAll(async () => {
  if (server) await stopGroup(server);
  await editor?.close();
  await rm(dir, { recursive: true, force: true });
});

test(`a ${AUDIO_MIB} MiB recording goes from the store to the editor service without the server holding it`, { timeout: 180_000 }, async () => {
  const audio = path.join(dir, 'long.wav');
  await writeLargeWav(audio, AUDIO_MIB);
  const port = await freePort();
  let output = '';
  // Its own process, so its peak resident memory is the server's alone.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), TAPESCRIPT_DATA_DIR: path.join(dir, 'data'), EDITOR_SERVICE_URL: editor.url, TAPESCRIPT_MAX_UPLOAD_MB: String(AUDIO_MIB + 10) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
  server.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForGraphql(url, { process: server, output: () => output });
  const pid = server.pid!;

  await new Promise((resolve) => setTimeout(resolve, 1000)); // settled after start-up
  const idle = status(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM starts again from the current resident size

  // The peak is read when the stand-in editor has the whole body, i.e. once the transfer is over.
  const peaks: number[] = [];
  editor.transcribe = (body) => {
    peaks.push(status(pid, 'VmHWM'));
    return { status: 200, body: { engine: 'stand-in', duration: 1, segments: [{ speaker: 'Speaker 1', text: 'long', start: 0, end: 1, received: body.length }] } };
  };
  const form = new FormData();
  const query = 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }';
  form.append('operations', JSON.stringify({ query, variables: { title: 'Long', file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', await openAsBlob(audio, { type: 'audio/wav' }), 'long.wav');
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
  expect((await response.json()).errors).toBeUndefined();
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && !peaks.length; ) await new Promise((r) => setTimeout(r, 50));

  expect(editor.requests.find((r) => r.path === '/transcribe-deepgram')?.bytes).toBe(AUDIO_MIB * MIB + 44);
  // Upload and transfer together: holding the recording whole even once would add AUDIO_MIB by itself (the code before
  // streaming added 562 MiB). Streamed it is ~45 MiB, more on a busy machine whose collector runs late (106 MiB seen).
  const grew = (peaks[0] - idle) / MIB;
  expect(grew, `server peak ${Math.round(peaks[0] / MIB)} MiB over ${Math.round(idle / MIB)} MiB idle`).toBeLessThan(AUDIO_MIB * 0.75);
});
