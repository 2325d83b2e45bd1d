import type { EditorServiceConfig } from './config.ts';
import { availableRecognizers } from './recognizers/index.ts';
import { createLlmEngine } from './refine/llm.ts';
import { rulesEngine } from './refine/rules-engine.ts';
import { createDeepgramEngine } from './transcribe/deepgram.ts';
import { createLocalEngine } from './transcribe/local.ts';
import type { RefineEngine, TranscriptionEngine } from './types.ts';

/** The engines the configuration chose, and what /health says about them. */
export function createEngines(config: EditorServiceConfig) {
  const local = createLocalEngine(config.local);
  const transcribe: TranscriptionEngine = config.transcribe.engine === 'deepgram' ? createDeepgramEngine(config.transcribe.deepgram) : local;
  const refine: RefineEngine = config.refine.engine === 'llm' ? createLlmEngine(config.refine.llm) : rulesEngine;

  async function health() {
    const recognizers = await availableRecognizers();
    return {
      ok: true,
      transcribe: {
        engine: transcribe.name,
        available: [...(recognizers.length ? ['local'] : []), ...(config.transcribe.engine === 'deepgram' ? ['deepgram'] : [])],
        recognizers,
      },
      refine: { engine: refine.name, available: ['rules', ...(config.refine.engine === 'llm' ? ['llm'] : [])] },
    };
  }

  return { transcribe, refine, health };
}
