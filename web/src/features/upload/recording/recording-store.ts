/**
 * Browser recordings kept in IndexedDB chunk by chunk as MediaRecorder hands them over (every second), so a closed
 * tab, a crash or a lost connection loses at most the last chunk or two. A recording stays here until it is
 * uploaded or discarded; whatever is here when the app opens is offered back.
 */

const DB_NAME = 'tapescript-recordings';
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';

/** What is known of a kept recording without reading its sound. */
export interface StoredRecording {
  id: string;
  /** When recording began, ms since the epoch. */
  startedAt: number;
  /** MediaRecorder's type, e.g. "audio/webm;codecs=opus". */
  mimeType: string;
  /** Seconds recorded (pauses left out) when its last chunk was kept. */
  seconds: number;
}

interface Chunk {
  recordingId: string;
  /** 0, 1, 2…: the order MediaRecorder gave them in, which is the only order in which they play. */
  index: number;
  data: Blob;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECORDINGS, { keyPath: 'id' });
      request.result.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'index'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** The chunks' keys of one recording: [id, 0] up to [id, anything]. */
const chunksOf = (id: string) => IDBKeyRange.bound([id, 0], [id, Infinity]);

/** Runs `work` in one transaction over both stores; resolves with its result once the transaction is committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (recordings: IDBObjectStore, chunks: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction([RECORDINGS, CHUNKS], mode, { durability: 'strict' });
      const request = work(transaction.objectStore(RECORDINGS), transaction.objectStore(CHUNKS));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Notes a recording that has just begun (before its first chunk). */
export async function beginRecording(recording: StoredRecording): Promise<void> {
  await inTransaction('readwrite', (recordings) => void recordings.put(recording));
}

/** Keeps the recording's next chunk and how long the recording now is, together. */
export async function keepChunk(id: string, index: number, data: Blob, seconds: number): Promise<void> {
  await inTransaction('readwrite', (recordings, chunks) => {
    chunks.put({ recordingId: id, index, data } satisfies Chunk);
    const request = recordings.get(id);
    request.onsuccess = () => {
      if (request.result) recordings.put({ ...(request.result as StoredRecording), seconds });
    };
  });
}

/** Every kept recording, oldest first. */
async function keptRecordings(): Promise<StoredRecording[]> {
  const all = ((await inTransaction('readonly', (recordings) => recordings.getAll())) ?? []) as StoredRecording[];
  return all.sort((a, b) => a.startedAt - b.startedAt);
}

/** The Web Lock a tab holds while it records: its recording is not left over, though it is kept here. */
export const lockName = (id: string) => `tapescript-recording-${id}`;

/** The kept recordings no tab is recording now (those a closed tab or a crash left, and those not yet uploaded). */
export async function unfinishedRecordings(): Promise<StoredRecording[]> {
  const held = new Set(((await navigator.locks?.query())?.held ?? []).map((lock) => lock.name));
  return (await keptRecordings()).filter((recording) => !held.has(lockName(recording.id)));
}

/** The recording's sound: its chunks in order, as one file of its type. */
export async function recordingBlob(recording: StoredRecording): Promise<Blob> {
  const chunks = ((await inTransaction('readonly', (_, chunks) => chunks.getAll(chunksOf(recording.id)))) ?? []) as Chunk[];
  return new Blob(
    chunks.map((chunk) => chunk.data),
    { type: recording.mimeType },
  );
}

/** Forgets the recording and its sound (after it is uploaded, or discarded). */
export async function removeRecording(id: string): Promise<void> {
  await inTransaction('readwrite', (recordings, chunks) => {
    recordings.delete(id);
    chunks.delete(chunksOf(id));
  });
}
