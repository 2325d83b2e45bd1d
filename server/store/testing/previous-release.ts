import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { bundledBinary, freePort, newSuperuserPassword, runPocketBase } from '../pocketbase-process.ts';
import { migrationsDir } from '../store-check.ts';
import { wavBytes, type Harness } from '../../test/harness.ts';
import { wordsIn } from '../../../shared/word-count.ts';

/**
 * A data dir as a previous release of PocketBase 0.40 wrote it: this PocketBase with only the migrations older than
 * `firstNewMigration`, filled by `fill` through PocketBase's API as a superuser (the way that release's server wrote
 * its records), then stopped, for tests that open it with this release. No hooks run: this release's would write
 * tables that release did not have (write a release's routes' records through its layout, as writePlainTranscript does).
 */
export async function writePreviousReleaseDataDir(dir: string, firstNewMigration: string, fill: (pb: PocketBase) => Promise<void>): Promise<void> {
  const binary = await bundledBinary();
  const pbDir = path.join(dir, 'pocketbase');
  const previousMigrations = path.join(dir, 'previous-migrations');
  await fs.mkdir(previousMigrations, { recursive: true });
  for (const file of await fs.readdir(migrationsDir)) {
    if (file < firstNewMigration) await fs.copyFile(path.join(migrationsDir, file), path.join(previousMigrations, file));
  }
  await runPocketBase(binary, ['migrate', 'up', '--dir', pbDir, '--migrationsDir', previousMigrations]);
  const credentials = { email: 'tapescript@localhost.local', password: newSuperuserPassword() };
  await runPocketBase(binary, ['superuser', 'create', credentials.email, credentials.password, '--dir', pbDir]);
  await fs.writeFile(path.join(dir, 'pocketbase-superuser.json'), JSON.stringify(credentials), { mode: 0o600 });
  const port = await freePort();
  const child = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', pbDir, '--migrationsDir', previousMigrations, '--automigrate=false'], { stdio: 'ignore' });
  try {
    const pb = new PocketBase(`http://127.0.0.1:${port}`);
    pb.autoCancellation(false);
    for (let tries = 0; ; tries++) {
      try {
        await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await fill(pb);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * A transcript as a previous release stored it, written through PocketBase's API: 30 s of audio, four segments of two
 * speakers with word timings, and three versions in the plain layout (the upload, a text edit, a speaker change; this
 * release's start-up converts them, as for any earlier data dir). Answers the records as written: `versions` oldest
 * first, `version` the current one.
 */
export async function writePlainTranscript(
  pb: PocketBase,
  title: string,
): Promise<{ transcript: Record<string, any>; version: Record<string, any>; versions: Record<string, any>[] }> {
  const form = new FormData();
  form.append('file', new Blob([wavBytes(30)], { type: 'audio/wav' }), 'interview.wav');
  form.append('file_type', 'audio/wav');
  form.append('pending', 'false');
  const file = await pb.collection('file_db').create(form);
  const meta = await pb.collection('transcript_meta').create({
    title, file_id: file.id, file_url: `/media/${file.id}`, file_type: 'audio/wav', status: 'ready', duration: 30,
    engine: 'whisper', model: 'base', language: 'en', speaker_engine: 'campplus',
  });
  const uploaded = [0, 7, 14, 21].map((start, i) => {
    const words = Array.from({ length: 15 }, (_, w) => ({ text: `word${w}`, start: start + w * 0.4, end: start + w * 0.4 + 0.38, confidence: 0.9 }));
    return { speaker: `Speaker ${(i % 2) + 1}`, text: words.map((w) => w.text).join(' '), start, end: start + 6, words };
  });
  const edited = uploaded.map((segment, i) => (i === 1 ? { speaker: segment.speaker, text: 'An edited line.', start: segment.start, end: segment.end } : segment));
  const respoken = edited.map((segment, i) => (i === 2 ? { ...segment, speaker: 'Ada' } : segment));
  const versions: Record<string, any>[] = [];
  for (const [source, segments] of [['upload', uploaded], ['edit', edited], ['speakers', respoken]] as const) {
    const previous = versions.at(-1)?.id ?? '';
    versions.push(await pb.collection('transcript_data').create({ meta_id: meta.id, previous_did: previous, source, segments, word_count: segments.reduce((sum, segment) => sum + wordsIn(segment.text), 0) }));
  }
  const version = versions.at(-1)!;
  const transcript = await pb.collection('transcript_meta').update(meta.id, { data_id: version.id });
  return { transcript, version, versions };
}

/** A version's segments as compared across releases: speakers, texts, times and word timings. */
const segmentsShape = (segments: Record<string, any>[]) =>
  segments.map(({ speaker, text, start, end, words }) => ({ speaker, text, start, end, words: (words ?? []).map((w: any) => [w.text, w.start, w.end]) }));

/** The versions of a transcript as the previous release wrote them (writePlainTranscript), oldest first, as readVersionsBack answers. */
export function writtenVersions(written: { versions: Record<string, any>[] }): Array<{ id: string; segments: unknown[] }> {
  return written.versions.map((version) => ({ id: version.id, segments: segmentsShape(version.segments) }));
}

/** Every version of a transcript as this release reads it back over HTTP (as `headers` ask), oldest first. */
export async function readVersionsBack(h: Harness, id: string, headers: Record<string, string> = {}): Promise<Array<{ id: string; segments: unknown[] }>> {
  const { data, errors } = await h.gql('query ($id: ID!) { transcript(id: $id) { versions { id segments { speaker text start end words { text start end } } } } }', { id }, headers);
  if (errors) throw new Error(`Reading the versions of ${id}: ${JSON.stringify(errors)}`);
  return [...data.transcript.versions].reverse().map((version: Record<string, any>) => ({ id: version.id, segments: segmentsShape(version.segments) }));
}
