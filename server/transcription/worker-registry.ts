/**
 * Which workers are live and what they run: each queue worker keeps a key in the queue's Redis that expires unless
 * its heartbeat renews it, so a worker that stops or dies drops out by itself.
 */
import type { Redis } from 'ioredis';
import type { EngineStatus } from '../editor-service/contract.ts';

const KEY_PREFIX = 'tapescript-worker:';
/** A registration outlives this many missed heartbeats. */
const MISSED_BEATS = 3;

export interface WorkerRecord {
  id: string;
  /** Where its engines run, as they report it (EngineStatus.device): null while that is not known yet. */
  device: EngineStatus['device'];
  /** Its transcription and speaker engines as its editor-service engines report them (models, defaults). */
  engines: EngineStatus[];
  /** The queues it takes jobs from (protocol.ts queuesServed). */
  queues: string[];
}

/** Writes the record now and every `heartbeatMs`, each time for MISSED_BEATS heartbeats; `stop` removes it. */
export function registerWorker(redis: Redis, record: WorkerRecord, heartbeatMs: number, log: (message: string) => void) {
  const key = KEY_PREFIX + record.id;
  const beat = () => redis.set(key, JSON.stringify(record), 'PX', heartbeatMs * MISSED_BEATS).then(() => undefined);
  const timer = setInterval(() => void beat().catch((error: Error) => log(`Worker registration: ${error.message}`)), heartbeatMs);
  timer.unref();
  return {
    ready: beat(),
    async stop(): Promise<void> {
      clearInterval(timer);
      await redis.del(key);
    },
  };
}

/** Every worker whose registration has not expired. */
export async function liveWorkers(redis: Redis): Promise<WorkerRecord[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${KEY_PREFIX}*`, count: 100 }) as AsyncIterable<string[]>) keys.push(...batch);
  if (!keys.length) return [];
  const values = await redis.mget(keys.sort());
  // A key can expire between the scan and the read.
  return values.filter((value): value is string => value !== null).map((value) => JSON.parse(value) as WorkerRecord);
}
