import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { guardProcess } from './process-guards.ts';

/** `npm start`: the whole product on one port, with embedded PocketBase and editor service by default. */
async function main(): Promise<void> {
  guardProcess((message) => console.error(message));
  const config = loadConfig();
  let editor: { url: string; close(): Promise<void> } | undefined;
  if (!config.editorServiceUrl) {
    const { createEditorService, loadEditorServiceConfig } = await import('./editor-service/index.ts');
    editor = await createEditorService(loadEditorServiceConfig(process.env)).listen(0, '127.0.0.1');
  }
  const app = await startApp(config, { editorServiceUrl: editor?.url });
  console.log(`Tapescript is running at ${app.url}/  (GraphQL and GraphiQL at ${app.url}/graphql)`);
  await reportEngines(config.editorServiceUrl ?? editor!.url);

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
}

/** Says which engines will do the work, so a missing offline model is noticed at start, not in the text. */
async function reportEngines(editorUrl: string): Promise<void> {
  try {
    const health = (await (await fetch(`${editorUrl}/health`)).json()) as {
      transcribe: { engine: string; recognizers?: string[] };
      refine: { engine: string };
    };
    const recognizer = health.transcribe.engine === 'local' ? ` (${health.transcribe.recognizers?.[0] ?? 'no recognizer installed'})` : '';
    console.log(`Transcription: ${health.transcribe.engine}${recognizer}; refinement: ${health.refine.engine}`);
    if (health.transcribe.engine === 'local' && health.transcribe.recognizers?.[0] !== 'vosk') {
      console.log('  The Vosk model is missing, so transcripts are draft quality: run "npx tsx scripts/models/fetch.ts" (or set TRANSCRIBE_MODEL_DIR).');
    }
  } catch (error) {
    console.error(`The editor service at ${editorUrl} did not answer /health: ${(error as Error).message}`);
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Tapescript cannot start: ${error.message}` : error);
  process.exit(1);
});
