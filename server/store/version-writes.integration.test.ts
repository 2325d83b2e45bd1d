import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopGroup } from '../../e2e/support/processes.ts';
import { startHarness, wavBytes, waitForStatus, type Harness } from '../test/harness.ts';
import { startStandInEditor, type StandInEditor } from '../test/stand-in-editor.ts';
import { freePort, startEmbeddedPocketBase, type EmbeddedPocketBase } from './pocketbase-process.ts';
import { VersionConflict } from './transcripts-repo.ts';

/** A version write is one compare-and-set in the store (pb_hooks/versions.pb.js), whatever runs beside it. */

const SAVE = 'mutation ($id: ID!, $base: ID, $segments: [SegmentInput!]!) { saveEdits(id: $id, baseVersionId: $base, segments: $segments) { versionId } }';
const VERSIONS = 'query ($id: ID!) { transcript(id: $id) { versionId segments { text } versions { id previousId } } }';

describe('two servers on one PocketBase', () => {
  let pocketbase: EmbeddedPocketBase;
  let editor: StandInEditor;
  let dir: string;
  const servers: { process: ChildProcess; url: string; output: () => string }[] = [];

  /** `npm run serve` as its own process on the shared PocketBase (as POCKETBASE_URL deployments run it). */
  async function startServer(name: string): Promise<(typeof servers)[number]> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        TAPESCRIPT_DATA_DIR: path.join(dir, name),
        TAPESCRIPT_WEB_DIR: path.join(dir, 'web'),
        EDITOR_SERVICE_URL: editor.url,
        POCKETBASE_URL: pocketbase.url,
        POCKETBASE_SUPERUSER_EMAIL: pocketbase.email,
        POCKETBASE_SUPERUSER_PASSWORD: pocketbase.password,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const read = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000));
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    const server = { process: child, url: `http://127.0.0.1:${port}`, output: () => output };
    servers.push(server);
    for (const deadline = Date.now() + 30_000; !output.includes('Tapescript is running'); ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server ${name} did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return server;
  }

  const gql = async (url: string, query: string, variables: Record<string, unknown>) =>
    (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-shared-store-'));
    pocketbase = await startEmbeddedPocketBase(path.join(dir, 'store'), () => undefined);
    editor = await startStandInEditor();
  }, 30_000);
  afterAll(async () => {
    for (const server of servers) await stopGroup(server.process);
    await editor?.close();
    await pocketbase?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('both save from the same base at once: exactly one wins, the other gets CONFLICT, every round', { timeout: 90_000 }, async () => {
    const [a, b] = await Promise.all([startServer('a'), startServer('b')]);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($file: Upload!) { uploadAudio(title: "Shared", file: $file) { id } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([wavBytes(8)], { type: 'audio/wav' }), 'shared.wav');
    const uploaded = await (await fetch(`${a.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1' } })).json();
    const id = uploaded.data.uploadAudio.id;
    let current = (await gql(a.url, VERSIONS, { id })).data.transcript;
    for (const deadline = Date.now() + 20_000; !current.versionId && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = (await gql(a.url, VERSIONS, { id })).data.transcript;
    }

    for (let round = 1; round <= 15; round++) {
      const base = current.versionId;
      const edit = (who: string) => [{ start: 0, end: 2.5, text: `${who} wrote round ${round}` }];
      const answers = await Promise.all([gql(a.url, SAVE, { id, base, segments: edit('A') }), gql(b.url, SAVE, { id, base, segments: edit('B') })]);
      const won = answers.filter((answer) => !answer.errors);
      const lost = answers.filter((answer) => answer.errors);
      expect(won, JSON.stringify(answers)).toHaveLength(1);
      expect(lost[0].errors[0].extensions.code).toBe('CONFLICT');
      const winner = answers[0].errors ? 'B' : 'A';
      current = (await gql(b.url, VERSIONS, { id })).data.transcript;
      expect(current.versionId).toBe(won[0].data.saveEdits.versionId);
      expect(current.segments[0].text).toBe(`${winner} wrote round ${round}`);
      expect(current.versions.find((version: { id: string }) => version.id === current.versionId).previousId).toBe(base);
    }
    // One version per round after the first: no write was lost or made twice.
    expect(current.versions).toHaveLength(16);
  });
});

describe('in the store itself', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  async function readyTranscript(): Promise<string> {
    const { data } = await (await h.upload('Store writes', wavBytes(8), 's.wav', 'audio/wav')).json();
    return (await waitForStatus(h, data.uploadAudio.id)).id;
  }

  test('two appends onto the same version at once: one is written, the other is refused and writes nothing', async () => {
    const id = await readyTranscript();
    const repo = h.app.services.repo;
    const meta = await repo.getTranscript(id);
    const append = (text: string) => repo.appendVersion({ transcriptId: id, base: meta.currentVersionId, segments: [{ speaker: 'Speaker 1', text, start: 0, end: 1 }], source: 'edit' });
    const results = await Promise.allSettled([append('one'), append('two'), append('three')]);
    const written = results.filter((result) => result.status === 'fulfilled');
    expect(written).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
      expect((result as PromiseRejectedResult).reason.currentVersionId).toBe((written[0] as PromiseFulfilledResult<{ version: { id: string } }>).value.version.id);
    }
    const stored = await h.app.store.call((pb) => pb.collection('transcript_data').getFullList({ filter: pb.filter('meta_id = {:id}', { id }) }));
    expect(stored).toHaveLength(2); // the upload's and the one written
  });

  test('a first version is written only while the transcript is still transcribing', async () => {
    const id = await readyTranscript();
    const repo = h.app.services.repo;
    const meta = await repo.getTranscript(id);
    await repo.updateTranscript(id, { status: 'deleted' });
    const late = repo.appendVersion({ transcriptId: id, base: meta.currentVersionId, segments: [], source: 'upload', requireStatus: 'transcribing', transcriptFields: { status: 'ready' } });
    await expect(late).rejects.toMatchObject({ status: 'deleted' });
    expect((await repo.getTranscript(id)).status).toBe('deleted');
  });

  test('a save while another connection holds the SQLite write lock waits for it, instead of failing', async () => {
    const id = await readyTranscript();
    const { data } = await h.gql(VERSIONS, { id });
    // A backup tool or an operator's sqlite3 shell taking the lock for a moment (node:sqlite, a connection of its own).
    const other = new DatabaseSync(path.join(h.dataDir, 'pocketbase', 'data.db'), { timeout: 10_000 });
    other.exec('BEGIN IMMEDIATE');
    let settled = false;
    const save = h.gql(SAVE, { id, base: data.transcript.versionId, segments: [{ start: 0, text: 'saved after the lock', speaker: 'Speaker 1' }] }).finally(() => (settled = true));
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const answer = await save;
    expect(answer.errors).toBeUndefined();
    expect((await h.gql(VERSIONS, { id })).data.transcript).toMatchObject({ versionId: answer.data.saveEdits.versionId, segments: [{ text: 'saved after the lock' }] });
  });

  test('PocketBase killed (kill -9) at any point of a save: the old version or the new one is current, whole, and no orphan is left', { timeout: 120_000 }, async () => {
    const id = await readyTranscript();
    // A long transcript, so that a save is long enough to be cut in the middle.
    const long = (label: string) => Array.from({ length: 1500 }, (_, i) => ({ start: i * 0.005, end: (i + 1) * 0.005, text: `${label} segment ${i} with a few more words in it` }));
    let base = (await h.gql(VERSIONS, { id })).data.transcript.versionId;
    for (let round = 0; round < 8; round++) {
      const text = `round ${round}`;
      const saving = h.gql(SAVE, { id, base, segments: long(text) });
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      process.kill(h.app.pocketbase!.pid!, 'SIGKILL');
      await saving;
      // Until PocketBase is back.
      let after = await h.gql(VERSIONS, { id });
      for (const deadline = Date.now() + 20_000; after.errors && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await h.gql(VERSIONS, { id });
      }
      const { versionId, segments, versions } = after.data.transcript;
      const texts = new Set(segments.map((segment: { text: string }) => segment.text.split(' segment')[0]));
      if (versionId === base) {
        expect(texts.has(text)).toBe(false);
      } else {
        expect([...texts]).toEqual([text]); // the new version, whole
        expect(segments).toHaveLength(1500);
      }
      const stored = await h.app.store.call((pb) => pb.collection('transcript_data').getFullList({ filter: pb.filter('meta_id = {:id}', { id }), fields: 'id' }));
      expect(stored.map((record) => record.id).sort()).toEqual(versions.map((version: { id: string }) => version.id).sort());
      base = versionId;
    }
  });
});
