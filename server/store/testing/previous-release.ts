import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { wavBytes } from '../../test/harness.ts';
import { restWriter } from './rest-writer.ts';
import { bundledBinary, freePort, newSuperuserPassword, runPocketBase } from '../pocketbase-process.ts';
import { migrationsDir } from '../store-check.ts';

type Json = Record<string, any>;

export interface PreviousReleaseDataDir {
  /** A ready transcript with two speakers, its audio and its one version (as the API gives it). */
  transcript: Json;
  version: Json;
}

/**
 * A data dir as the release before `firstNew` wrote it: the bundled PocketBase with only the migrations older than
 * that one (this release's migrations are applied by the server under test at its start), filled through PocketBase's
 * REST API with a transcript of the shapes that release stored. Its version is in the plain layout, which this
 * release's start-up converts (version-layout.ts), as it does for any data dir of an earlier release.
 */
export async function writePreviousReleaseDataDir(dataDir: string, firstNew: string): Promise<PreviousReleaseDataDir> {
  const binary = await bundledBinary();
  const pbDir = path.join(dataDir, 'pocketbase');
  await fs.mkdir(pbDir, { recursive: true, mode: 0o700 });
  const oldMigrations = await fs.mkdtemp(path.join(os.tmpdir(), 'tapescript-previous-migrations-'));
  try {
    for (const file of await fs.readdir(migrationsDir)) {
      if (file.endsWith('.js') && file < firstNew) await fs.copyFile(path.join(migrationsDir, file), path.join(oldMigrations, file));
    }
    await runPocketBase(binary, ['migrate', 'up', '--dir', pbDir, '--migrationsDir', oldMigrations]);
    const credentials = { email: 'tapescript@localhost.local', password: newSuperuserPassword() };
    await runPocketBase(binary, ['superuser', 'upsert', credentials.email, credentials.password, '--dir', pbDir]);
    await fs.writeFile(path.join(dataDir, 'pocketbase-superuser.json'), JSON.stringify(credentials), { mode: 0o600 });
    return await fill(binary, pbDir, oldMigrations, credentials);
  } finally {
    await fs.rm(oldMigrations, { recursive: true, force: true });
  }
}

async function fill(binary: string, pbDir: string, migrations: string, credentials: { email: string; password: string }): Promise<PreviousReleaseDataDir> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', pbDir, '--migrationsDir', migrations, '--automigrate=false'], { stdio: 'ignore' });
  try {
    const { send } = await restWriter(url, '/api/collections/_superusers/auth-with-password', credentials);
    const form = new FormData();
    form.append('file', new Blob([wavBytes(30)], { type: 'audio/wav' }), 'interview.wav');
    form.append('file_type', 'audio/wav');
    form.append('pending', 'false');
    const file = await send('file_db', form);
    const meta = await send('transcript_meta', {
      title: 'Before known voices', file_id: file.id, file_url: `/media/${file.id}`, file_type: 'audio/wav', status: 'ready', duration: 30,
      engine: 'whisper', model: 'base', language: 'en', speaker_engine: 'campplus',
    });
    const segments = [0, 7, 14, 21].map((start, i) => {
      const words = Array.from({ length: 15 }, (_, w) => ({ text: `word${w}`, start: start + w * 0.4, end: start + w * 0.4 + 0.38, confidence: 0.9 }));
      return { speaker: `Speaker ${(i % 2) + 1}`, text: words.map((w) => w.text).join(' '), start, end: start + 6, words };
    });
    const version = await send('transcript_data', { meta_id: meta.id, previous_did: '', source: 'upload', segments, word_count: 60 });
    const transcript = await send('transcript_meta', { data_id: version.id }, meta.id);
    return { transcript, version };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
