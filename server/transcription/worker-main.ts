import { parseArgs } from 'node:util';
import { sweepTempDirsAtStart } from '../lib/temp-dir.ts';
import { startQueueWorker } from './transcribe-worker.ts';
import { loadEditorServiceConfig } from '../editor-service/config.ts';
import { createEngines } from '../editor-service/engines.ts';

const USAGE = 'Usage: npm run worker -- --queue redis://HOST:6379 [--concurrency 1] [--lock-ms 30000] [--heartbeat-ms 10000]';

function whole(raw: string | undefined, name: string, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

/**
 * `npm run worker -- --queue redis://…`: a transcription worker for a server started with TAPESCRIPT_QUEUE_URL.
 * It runs the editor service's engines in this process; everything else (audio, credential) comes in the job.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { queue: { type: 'string' }, concurrency: { type: 'string' }, 'lock-ms': { type: 'string' }, 'heartbeat-ms': { type: 'string' } },
  });
  if (!values.queue || !/^rediss?:\/\//.test(values.queue)) throw new Error(`--queue must be a redis:// URL\n${USAGE}`);
  const config = loadEditorServiceConfig(process.env);
  await sweepTempDirsAtStart((message) => console.log(message));
  const engines = createEngines(config);
  const worker = startQueueWorker({
    url: values.queue,
    // The upload's engine (or this machine's default) with the upload's choices, as the HTTP route does.
    transcribe: async (audio, { engine, ...options }) => (await engines.transcriber(engine)).transcribe(audio, options),
    engines: engines.health().engines,
    heartbeatMs: whole(values['heartbeat-ms'], 'heartbeat-ms', 10_000, 100),
    concurrency: whole(values.concurrency, 'concurrency', 1, 1),
    lockMs: whole(values['lock-ms'], 'lock-ms', 30_000, 1000),
  });
  await worker.waitUntilReady();
  if (config.transcribe.whisper.preload) await engines.preload();
  console.log(`Worker ${worker.id} taking transcription jobs from ${new URL(values.queue).host} (default engine: ${(await engines.transcriber()).name}; queues: ${worker.queues.join(', ')})`);

  let stopping = false;
  const stop = async (signal: string) => {
    // The first signal lets the running job finish; a second one leaves it for another worker to retry.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the running job, then stopping (again to stop now)`);
    await worker.close();
    engines.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`The worker cannot start: ${error.message}`);
  process.exit(1);
});
