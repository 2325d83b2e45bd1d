import { ConfigError, loadConfig } from '../../config.ts';
import { DamagedBackup, megabytes } from './backup-file.ts';
import { checkBackup, restoreBackup } from './restore-backup.ts';

/** `npm run restore -- FILE` restores into TAPESCRIPT_DATA_DIR (which must be empty); `--check FILE` only verifies. */

const USAGE = 'Usage: npm run restore -- FILE   (into TAPESCRIPT_DATA_DIR, which must be empty)\n       npm run restore -- --check FILE';

async function main(): Promise<void> {
  // Whatever this command creates (SQLite's -wal and -shm beside a database it opens included) is owner-only.
  process.umask(0o077);
  const args = process.argv.slice(2);
  const checkOnly = args[0] === '--check';
  const file = checkOnly ? args[1] : args[0];
  if (!file || args.length !== (checkOnly ? 2 : 1)) throw new ConfigError(USAGE);
  if (checkOnly) {
    const { manifest, audioBytes } = await checkBackup(file);
    console.log(
      `${file} is whole: taken ${manifest.createdAt}, database ${megabytes(manifest.database.bytes)}, ` +
        `${manifest.files.length} stored file(s) (${megabytes(audioBytes)}); every checksum matches.`,
    );
    return;
  }
  const config = loadConfig();
  if (config.pocketbase.url) {
    throw new ConfigError("With POCKETBASE_URL the database is on that PocketBase's host: restore there (see the README's Backups section).");
  }
  const started = performance.now();
  const { manifest } = await restoreBackup(file, config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${manifest.files.length} stored file(s)); every checksum matched. Start the server on it with TAPESCRIPT_DATA_DIR=${config.dataDir}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DamagedBackup ? `Restore refused: ${error.message}` : error);
  process.exit(1);
});
