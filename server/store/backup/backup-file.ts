import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * One backup is one file:
 *
 *   tapescript-backup 1\n
 *   {manifest JSON}\n
 *   data.db, gzip-compressed (manifest.database.gzipBytes long)
 *   \nsha256 <hex of every byte before this line>\n
 *
 * The manifest holds the SHA-256 and size of the uncompressed database and of every stored file (the audio). The
 * audio is not inside the file: it is kept once, under its SHA-256, in the `audio/` folder beside the backups, so
 * a backup costs its compressed database plus only the audio no earlier backup in the folder holds.
 */

export const FIRST_LINE = 'tapescript-backup 1';
const TRAILER_PREFIX = '\nsha256 ';
const TRAILER_BYTES = TRAILER_PREFIX.length + 64 + 1;
/** A manifest lists every stored file (about 150 bytes each); far more than any library holds. */
const MAX_HEADER_BYTES = 256 * 1024 * 1024;

export interface StoredFileEntry {
  /** Where PocketBase keeps it, under its storage folder: collection id / record id / file name. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  createdAt: string;
  /** PocketBase's data.db as it was at `createdAt`: size and SHA-256 uncompressed, and its compressed length here. */
  database: { bytes: number; sha256: string; gzipBytes: number };
  /** PocketBase's stored files: the audio, and the `.attrs` file (content type, MD5) it keeps beside each. */
  files: StoredFileEntry[];
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A backup file that is not whole: the message says what is wrong with it. */
export class DamagedBackup extends Error {}

export async function sha256OfStream(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export const sha256OfFile = (file: string) => sha256OfStream(fs.createReadStream(file));

/** Makes a rename in `dir` survive a power cut. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A pass-through stream that hashes and counts what flows through it. */
export function hashingTap(): { tap: Transform; result(): { sha256: string; bytes: number } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ sha256: hash.digest('hex'), bytes }) };
}

/** Compresses `database` into `target`, resolving to the database's own size and SHA-256 and the compressed size. */
export async function compressDatabase(database: string, target: string): Promise<Manifest['database']> {
  const { tap, result } = hashingTap();
  await pipeline(fs.createReadStream(database), tap, zlib.createGzip({ level: 1 }), fs.createWriteStream(target, { mode: 0o600 }));
  return { ...result(), gzipBytes: (await fsp.stat(target)).size };
}

/** Writes the backup file at `target` (owner-only, flushed to disk) from its manifest and compressed database. */
export async function writeBackupFile(target: string, manifest: Manifest, compressedDatabase: string): Promise<void> {
  const hash = createHash('sha256');
  const out = await fsp.open(target, 'wx', 0o600);
  try {
    const write = async (chunk: Buffer) => {
      hash.update(chunk);
      await out.write(chunk);
    };
    await write(Buffer.from(`${FIRST_LINE}\n${JSON.stringify(manifest)}\n`));
    for await (const chunk of fs.createReadStream(compressedDatabase, { highWaterMark: 1024 * 1024 })) await write(chunk as Buffer);
    await out.write(`${TRAILER_PREFIX}${hash.digest('hex')}\n`);
    await out.sync();
  } finally {
    await out.close();
  }
}

/** The manifest and where the compressed database starts; refuses a file that is not a backup. */
export async function readManifest(file: string): Promise<{ manifest: Manifest; databaseOffset: number }> {
  const handle = await fsp.open(file, 'r');
  try {
    let header = Buffer.alloc(0);
    for (let size = 64 * 1024; ; size *= 4) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(size), 0, size, 0);
      header = buffer.subarray(0, bytesRead);
      const firstEnd = header.indexOf('\n');
      const secondEnd = firstEnd < 0 ? -1 : header.indexOf('\n', firstEnd + 1);
      if (firstEnd >= 0 && header.subarray(0, firstEnd).toString() !== FIRST_LINE) {
        throw new DamagedBackup(`${file} is not a Tapescript backup (it does not start with "${FIRST_LINE}").`);
      }
      if (secondEnd >= 0) {
        const manifest = parseManifest(file, header.subarray(firstEnd + 1, secondEnd).toString());
        return { manifest, databaseOffset: secondEnd + 1 };
      }
      if (bytesRead < size || size >= MAX_HEADER_BYTES) {
        throw new DamagedBackup(`${file} is damaged: it ends inside its list of contents (cut short?).`);
      }
    }
  } finally {
    await handle.close();
  }
}

function parseManifest(file: string, text: string): Manifest {
  try {
    const manifest = JSON.parse(text) as Manifest;
    if (typeof manifest.database?.sha256 === 'string' && Array.isArray(manifest.files)) return manifest;
  } catch {
    // reported below
  }
  throw new DamagedBackup(`${file} is damaged: its list of contents cannot be read.`);
}

/** Checks the whole file's SHA-256 against its last line: any changed, missing or added byte is found. */
export async function verifyFileChecksum(file: string): Promise<void> {
  const { size } = await fsp.stat(file);
  const handle = await fsp.open(file, 'r');
  let trailer: string;
  try {
    const { buffer } = await handle.read(Buffer.alloc(TRAILER_BYTES), 0, TRAILER_BYTES, Math.max(0, size - TRAILER_BYTES));
    trailer = buffer.toString();
  } finally {
    await handle.close();
  }
  const recorded = /^\nsha256 ([0-9a-f]{64})\n$/.exec(trailer)?.[1];
  if (size <= TRAILER_BYTES || !recorded) {
    throw new DamagedBackup(`${file} is damaged: its last line is not its checksum (cut short?).`);
  }
  const { sha256 } = await sha256OfStream(fs.createReadStream(file, { end: size - TRAILER_BYTES - 1 }));
  if (sha256 !== recorded) throw new DamagedBackup(`${file} is damaged: its SHA-256 is ${sha256}, but it was written as ${recorded}.`);
}

/** The database, decompressed, as a stream. */
export function databaseStream(file: string, manifest: Manifest, databaseOffset: number): Readable {
  const compressed = fs.createReadStream(file, { start: databaseOffset, end: databaseOffset + manifest.database.gzipBytes - 1 });
  const gunzip = zlib.createGunzip();
  compressed.on('error', (error) => gunzip.destroy(error));
  return compressed.pipe(gunzip);
}
