import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Python speech worker's folder and the virtual environment `npm run setup` makes in it. */
export const SPEECH_WORKER_DIR = fileURLToPath(new URL('../../speech-worker/', import.meta.url));
export const SPEECH_WORKER_SCRIPT = path.join(SPEECH_WORKER_DIR, 'worker.py');
export const SPEECH_WORKER_PYTHON = path.join(SPEECH_WORKER_DIR, '.venv', 'bin', 'python');
