import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp, type App, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startStandInEditor, type StandInEditor } from './stand-in-editor.ts';

export interface Harness {
  app: App;
  editor: StandInEditor;
  dataDir: string;
  logs: string[];
  /** A GraphQL request over real HTTP (with extra headers, e.g. X-Tapescript-Session); returns the parsed body. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** A GraphQL multipart upload of uploadAudio, as curl or the browser would send it. */
  upload(title: string, bytes: Uint8Array<ArrayBuffer>, filename: string, type: string, headers?: Record<string, string>): Promise<Response>;
  /** Stops the server; with keepData the data directory and stand-in editor stay for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The real server on a free port with a real PocketBase in a temp directory and a stand-in editor service. */
export async function startHarness(
  env: Record<string, string> = {},
  reuse: { dataDir?: string; editor?: StandInEditor } = {},
  options: Pick<AppOptions, 'presence'> = {},
): Promise<Harness> {
  const dataDir = reuse.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-test-')));
  const editor = reuse.editor ?? (await startStandInEditor());
  const logs: string[] = [];
  const config = loadConfig({ PORT: '0', TAPESCRIPT_DATA_DIR: dataDir, EDITOR_SERVICE_URL: editor.url, TAPESCRIPT_WEB_DIR: path.join(dataDir, 'web'), ...env });
  const app = await startApp(config, { ...options, log: (message) => logs.push(message) });

  const harness: Harness = {
    app,
    editor,
    dataDir,
    logs,
    async gql(query, variables, headers = {}) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    upload(title, bytes, filename, type, headers = { 'x-graphql-yoga-csrf': '1' }) {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id title status } }',
          variables: { title, file: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([bytes], { type }), filename);
      return fetch(`${app.url}/graphql`, { method: 'POST', body: form, headers });
    },
    async close({ keepData = false } = {}) {
      await app.close();
      if (keepData) return;
      await editor.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A short valid WAV file (silence), enough for the type checks. */
export function wavBytes(seconds = 0.5, sampleRate = 16000): Uint8Array<ArrayBuffer> {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

/** Polls until the transcript leaves TRANSCRIBING (bounded); `headers` ask as someone, where the server wants a sign-in. */
export async function waitForStatus(h: Harness, id: string, timeoutMs = 20_000, headers: Record<string, string> = {}): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await h.gql('query ($id: ID!) { transcript(id: $id) { id status error versionId segments { start end text speaker } } }', { id }, headers);
    if (data.transcript.status !== 'TRANSCRIBING' || Date.now() > deadline) return data.transcript;
    await new Promise((r) => setTimeout(r, 50));
  }
}
