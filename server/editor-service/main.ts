import { sweepTempDirsAtStart } from '../lib/temp-dir.ts';
import { createEditorService, loadEditorServiceConfig } from './index.ts';

/** `npm run editor-service`: the editor service alone, so it can be hosted apart from the product. */
async function main(): Promise<void> {
  const config = loadEditorServiceConfig(process.env);
  await sweepTempDirsAtStart((message) => console.log(message));
  const secret = process.env.EDITOR_SERVICE_SECRET || undefined;
  if (!secret) console.warn('EDITOR_SERVICE_SECRET is not set: anyone who can reach this service can use it.');
  const service = await createEditorService(config, { secret }).listen(config.port, config.host);
  console.log(`Editor service at ${service.url} (transcribe: ${config.transcribe.engine}, refine: ${config.refine.engine})`);
  const stop = async () => {
    await service.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(`The editor service cannot start: ${error.message}`);
  process.exit(1);
});
