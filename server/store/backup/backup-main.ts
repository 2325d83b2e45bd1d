import { ConfigError, loadConfig } from '../../config.ts';
import { megabytes } from './backup-file.ts';
import { takeBackup } from './take-backup.ts';

/** `npm run backup`: backs up TAPESCRIPT_DATA_DIR into TAPESCRIPT_BACKUP_DIR; the last line printed is the file. */

async function main(): Promise<void> {
  // Whatever this command creates (SQLite's -wal and -shm beside a database it opens included) is owner-only.
  process.umask(0o077);
  const config = loadConfig();
  if (!config.backup.dir) throw new ConfigError('Set TAPESCRIPT_BACKUP_DIR to the folder that keeps the backups, e.g. TAPESCRIPT_BACKUP_DIR=/srv/tapescript-backups npm run backup');
  const result = await takeBackup(config.dataDir, config.backup.dir, config.backup.keep);
  console.log(
    `Backed up ${config.dataDir} in ${(result.durationMs / 1000).toFixed(1)} s: database ${megabytes(result.databaseBytes)} (copied in ${result.copyMs} ms, ` +
      `${megabytes(result.bytes)} compressed), ${result.files} stored file(s) (audio), ${megabytes(result.audioBytesAdded)} of them new to ${config.backup.dir}/audio.`,
  );
  if (result.removed.backups) console.log(`Removed ${result.removed.backups} older backup(s) and ${result.removed.files} file(s) of audio/ only they held (TAPESCRIPT_BACKUP_KEEP=${config.backup.keep}).`);
  console.log(result.file);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
