import { ENGINE_NAMES } from '../editor-service/engines.ts';
import type { EngineStatus } from '../editor-service/contract.ts';
import type { WorkerRecord } from './worker-registry.ts';

const NO_WORKER = {
  reason: 'no live queue worker runs it',
  fix: 'start `npm run worker -- --queue …` on a machine that has it (npm run setup; npm run models -- add NAME for a model)',
};

/** The value most entries have; ties go to the first in `values`' order. */
function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}

/**
 * The transcription and speaker engines the live workers run, as one list: an engine is available when any worker
 * has it, with every model some worker runs; its default model, and the default engine, are the ones most workers
 * default to. An engine no worker can run keeps the first worker's reason (or says that no worker runs it).
 */
export function engineUnion(workers: readonly WorkerRecord[]): EngineStatus[] {
  const reported = workers.flatMap((worker) => worker.engines);
  const names = (kind: EngineStatus['kind']) => [...new Set(reported.filter((engine) => engine.kind === kind).map((engine) => engine.name))];
  const transcription = [...new Set([...ENGINE_NAMES, ...names('transcription')])];
  const defaultEngine = mostCommon(reported.filter((engine) => engine.kind === 'transcription' && engine.available && engine.default).map((engine) => engine.name));

  function merged(kind: EngineStatus['kind'], name: string): EngineStatus {
    const entries = reported.filter((engine) => engine.kind === kind && engine.name === name);
    const runners = entries.filter((engine) => engine.available);
    const models = [...new Set(runners.flatMap((engine) => engine.models))].sort();
    const available = runners.length > 0;
    const why = available ? { reason: null, fix: null } : entries[0] ? { reason: entries[0].reason, fix: entries[0].fix } : NO_WORKER;
    const isDefault = kind === 'transcription' ? name === defaultEngine : runners.some((engine) => engine.default);
    return {
      kind, name, available, default: isDefault, models,
      defaultModel: mostCommon(runners.flatMap((engine) => (engine.defaultModel ? [engine.defaultModel] : []))),
      // The device most of its workers run it on (each worker's own is in its registration).
      device: mostCommon(runners.flatMap((engine) => (engine.device ? [engine.device] : []))) as EngineStatus['device'],
      ...why,
    };
  }
  return [...transcription.map((name) => merged('transcription', name)), ...names('speakers').map((name) => merged('speakers', name))];
}
