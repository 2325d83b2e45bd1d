import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** `npm start`: the whole product on one port, with embedded PocketBase and editor service by default. */
async function main(): Promise<void> {
  const config = loadConfig();
  let editor: { url: string; close(): Promise<void> } | undefined;
  if (!config.editorServiceUrl) {
    const { createEditorService, loadEditorServiceConfig } = await import('./editor-service/index.ts');
    editor = await createEditorService(loadEditorServiceConfig(process.env)).listen(0, '127.0.0.1');
  }
  const app = await startApp(config, { editorServiceUrl: editor?.url });
  console.log(`Tapescript is running at ${app.url}/  (GraphQL and GraphiQL at ${app.url}/graphql)`);

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

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Tapescript cannot start: ${error.message}` : error);
  process.exit(1);
});
