/**
 * The Whisper models of the catalogue (server/editor-service/models/catalogue.ts): which are installed, adding one
 * from the model hub (TAPESCRIPT_MODEL_HUB_URL, default https://huggingface.co), removing one. Models go where every
 * engine's models live (TAPESCRIPT_MODELS_DIR, default ./models).
 *
 *   npm run models -- list | add NAME | remove NAME
 */
import { loadEditorServiceConfig } from '../../server/editor-service/config.ts';
import { CATALOGUE, installedModels, type CatalogueModel, type Figure } from '../../server/editor-service/models/catalogue.ts';
import { modelsDir } from '../../server/editor-service/models/location.ts';
import { addModel, byteSize, ModelCommandError, removeModel } from '../../server/editor-service/models/model-install.ts';

const USAGE = 'usage: npm run models -- list | add NAME | remove NAME';
const [command, name, ...rest] = process.argv.slice(2);
const dir = modelsDir();

try {
  if (command === 'list' && !name) list();
  else if (command === 'add' && name && !rest.length) await add(name);
  else if (command === 'remove' && name && !rest.length) await remove(name);
  else {
    console.log(USAGE);
    process.exit(command === '-h' || command === '--help' ? 0 : 2);
  }
} catch (error) {
  if (!(error instanceof ModelCommandError)) throw error;
  console.error(error.message);
  process.exit(1);
}

function list(): void {
  const installed = new Set(installedModels(dir).map((model) => model.name));
  const sources = new Map<string, number>();
  const cite = (figure: Figure | null) => {
    if (!figure) return 'no published figure recorded';
    if (!sources.has(figure.source)) sources.set(figure.source, sources.size + 1);
    return `${figure.text} [${figure.measuredHere ? 'measured here (2 cores)' : 'published, not measured here'}; ${sources.get(figure.source)}]`;
  };
  console.log(`Whisper models in ${dir} (default: ${defaultModel()}):`);
  for (const model of CATALOGUE) {
    console.log(`\n${model.name.padEnd(18)} ${installed.has(model.name) ? 'installed' : 'available'} · ${describe(model)}`);
    console.log(`  speed:    ${cite(model.speed)}`);
    console.log(`  accuracy: ${cite(model.accuracy)}`);
  }
  console.log('\nSources:');
  for (const [source, index] of sources) console.log(`  ${index}. ${source}`);
  console.log('Speeds measured here are real-time factors (processing time / audio time: lower is faster); published ones are relative speeds (higher is faster).');
}

function describe(model: CatalogueModel): string {
  return [
    `${byteSize(model.diskBytes)} on disk`,
    `~${byteSize(model.memoryBytes)} memory`,
    model.englishOnly ? 'English only' : 'many languages',
    model.licence,
    model.verified ? 'files pinned here' : 'not verified here (checked against the hub at download)',
    `${model.repo}@${model.revision.slice(0, 12)}`,
  ].join(' · ');
}

async function add(model: string): Promise<void> {
  const bar = process.stdout.isTTY ? progressBar() : undefined;
  const announced = new Set<string>();
  const result = await addModel(model, {
    modelsDir: dir,
    hubUrl: process.env.TAPESCRIPT_MODEL_HUB_URL?.trim() || undefined,
    log: (line) => {
      bar?.clear();
      console.log(line);
    },
    onProgress: (file, received, total) => {
      if (bar) bar.draw(file, received, total);
      else if (!announced.has(file)) {
        announced.add(file);
        console.log(`${file}: downloading${total ? ` ${byteSize(total)}` : ''}`);
      }
    },
  });
  bar?.clear();
  if (result.alreadyInstalled) {
    console.log(`${result.model.name} is already installed in ${result.dir}.`);
    return;
  }
  const how = result.model.verified
    ? 'every file matched the SHA-256 pinned in the catalogue'
    : "not verified here: every file matched the hash and size the hub published for it (recorded in the folder's .tapescript-model.json)";
  console.log(`Installed ${result.model.name} in ${result.dir}: ${how}.`);
  console.log(`Choose it per upload in the upload dialog, or for every upload with TRANSCRIBE_MODEL=${result.model.name} (restart the server).`);
}

async function remove(model: string): Promise<void> {
  const removed = await removeModel(model, { modelsDir: dir, defaultModel: defaultModel() });
  console.log(`Removed ${model} (${removed}).`);
}

function defaultModel(): string {
  return loadEditorServiceConfig(process.env).transcribe.whisper.model;
}

/** One line redrawn in place: the file, a bar, the share and the bytes. */
function progressBar() {
  let drawn = '';
  return {
    draw(file: string, received: number, total: number | null) {
      const share = total ? Math.min(1, received / total) : 0;
      const width = 30;
      const filled = Math.round(share * width);
      const amount = total ? `${Math.round(share * 100)}% of ${byteSize(total)}` : byteSize(received);
      const line = `\r${file.padEnd(24)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${amount}   `;
      // Redrawn only when it changes (a percent), not for every chunk received.
      if (line !== drawn) process.stdout.write(line);
      drawn = line;
    },
    clear() {
      if (drawn) process.stdout.write('\r\x1b[K');
      drawn = '';
    },
  };
}
