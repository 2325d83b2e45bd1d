import { randomBytes } from 'node:crypto';
import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Health } from './editor-service/contract.ts';
import { sweepTempDirsAtStart } from './lib/temp-dir.ts';
import { guardProcess } from './process-guards.ts';

/** `npm start`: the whole product on one port, with embedded PocketBase and editor service by default. */
async function main(): Promise<void> {
  guardProcess((message) => console.error(message));
  const config = loadConfig();
  await sweepTempDirsAtStart((message) => console.log(message));
  let editor: { url: string; close(): Promise<void> } | undefined;
  // A new secret at every start: other local users cannot call the embedded service on its loopback port.
  const editorSecret = randomBytes(32).toString('base64url');
  if (!config.editorServiceUrl) {
    const { createEditorService, loadEditorServiceConfig } = await import('./editor-service/index.ts');
    editor = await createEditorService(loadEditorServiceConfig(process.env), { secret: editorSecret }).listen(0, '127.0.0.1');
  }
  const app = await startApp(config, { editorServiceUrl: editor?.url, editorServiceSecret: editorSecret });
  // Before anything is announced: a stop signal from then on must release the data dir and PocketBase cleanly.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await editor?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  console.log(`Tapescript is running at ${app.url}/  (GraphQL and GraphiQL at ${app.url}/graphql)`);
  if (config.queueUrl) {
    console.log(`Transcription jobs go to the queue at ${new URL(config.queueUrl).host}: start workers with "npm run worker -- --queue <the same URL>"`);
  }
  await reportEngines(config.editorServiceUrl ?? editor!.url);
}

/** Says which engines will do the work, so a missing offline model is noticed at start, not in the text. */
async function reportEngines(editorUrl: string): Promise<void> {
  try {
    const health = (await (await fetch(`${editorUrl}/health`)).json()) as Health;
    const chosen = (kind: string) => health.engines.find((engine) => engine.kind === kind && engine.default);
    const transcription = chosen('transcription');
    const model = transcription?.defaultModel ? ` ${transcription.defaultModel}` : '';
    console.log(`Transcription: ${transcription?.name ?? 'none'}${model}; speakers: ${chosen('speakers')?.name}; refinement: ${chosen('refine')?.name}`);
    const whisper = health.engines.find((engine) => engine.kind === 'transcription' && engine.name === 'whisper');
    if (whisper && !whisper.available) {
      console.log(`  Whisper is not available (${whisper.reason}), so transcripts are of lower quality: run "${whisper.fix}".`);
    }
  } catch (error) {
    console.error(`The editor service at ${editorUrl} did not answer /health: ${(error as Error).message}`);
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Tapescript cannot start: ${error.message}` : error);
  process.exit(1);
});
