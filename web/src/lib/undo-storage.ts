/**
 * The editor's undo and redo stacks, kept in this browser's IndexedDB (one record per person and transcript) so
 * they survive a reload, and cleared at sign-out: a shared machine keeps no one's edits for the next person.
 * Any failure (no IndexedDB, private mode, quota) leaves undo working for the open page only.
 */
const DATABASE = 'tapescript-undo';
const STACKS = 'stacks';

/** Where the stacks of one person's transcript are read and written. */
export interface UndoStorage {
  load(key: string): Promise<unknown>;
  /** Writes the value; null deletes it. */
  store(key: string, value: unknown): Promise<void>;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STACKS);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function run(mode: IDBTransactionMode, act: (stacks: IDBObjectStore) => IDBRequest): Promise<unknown> {
  const database = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const request = act(database.transaction(STACKS, mode).objectStore(STACKS));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
  } finally {
    database.close();
  }
}

export const indexedDbUndoStorage: UndoStorage = {
  load: (key) => (typeof indexedDB === 'undefined' ? Promise.resolve(null) : run('readonly', (stacks) => stacks.get(key)).catch(() => null)),
  store: async (key, value) => {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (stacks) => (value === null ? stacks.delete(key) : stacks.put(value, key))).catch(() => undefined);
  },
};

/** Forgets every person's stacks (sign-out): the database goes, whoever's records it held. */
export function clearUndoStorage(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    // Blocked by another tab holding it open: that tab closes it after its next write, and the delete goes on then.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
