/**
 * PocketBase checkpoints its WAL every day at 00:00 UTC with `PRAGMA wal_checkpoint(TRUNCATE)` on its writing
 * connection (core/base.go, cron "__pbDBOptimize__"). A TRUNCATE checkpoint waits, holding the write lock, until
 * every reader has reached the newest snapshot, and PocketBase's writes queue behind it on that one connection: a
 * database copy in progress at midnight would hold up saves for as long as it reads. So the copy is not started
 * from 23:55 to 00:01 UTC.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Before midnight: far longer than a copy takes (see docs/store.md). After: the checkpoint has run. */
const QUIET_BEFORE = 5 * MINUTE;
const QUIET_AFTER = 1 * MINUTE;

/** Milliseconds to wait from `now` before the database copy may start (0 outside the quiet window). */
export function waitForDailyCheckpoint(now: Date): number {
  const sinceMidnight = now.getTime() % DAY;
  if (sinceMidnight < QUIET_AFTER) return QUIET_AFTER - sinceMidnight;
  if (sinceMidnight >= DAY - QUIET_BEFORE) return DAY - sinceMidnight + QUIET_AFTER;
  return 0;
}
