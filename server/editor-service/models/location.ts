import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The installation's root folder (the repository), whatever the working directory. */
const INSTALLATION = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where every engine's model files live: TAPESCRIPT_MODELS_DIR, else `models/` of the installation. Models belong to
 * the installation, not to the data: a custom TAPESCRIPT_DATA_DIR must never make an engine lose its model.
 */
export function modelsDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.TAPESCRIPT_MODELS_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(INSTALLATION, 'models');
}
