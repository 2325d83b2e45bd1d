/**
 * A promise that rejects with no one listening (a forgotten `.catch` in some callback) is logged and the
 * server keeps serving: such a rejection leaves no half-done synchronous state behind. An uncaught
 * *exception* still ends the process (Node's default): after one, state may be inconsistent.
 */
export function guardProcess(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    log(`Unhandled promise rejection (the server keeps running): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
}
