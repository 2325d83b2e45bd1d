import { badInput, userError } from '../domain/errors.ts';
import type { TranscribeOptions } from '../domain/transcribe-options.ts';
import { EditorServiceError, type EditorClient, type EngineStatus } from '../editor/client.ts';
import { languageProblem } from '../editor-service/languages.ts';
import type { EngineName } from '../editor-service/contract.ts';
import type { TranscriptionQueue } from '../transcription/queue.ts';

const KINDS = new Set<EngineStatus['kind']>(['transcription', 'speakers', 'refine']);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Which engines can run, for the `engines` query: the editor service's; with queue workers, the transcription and
 * speaker engines of the live workers (transcription/workers-engines.ts) and the editor service's refinement.
 */
export class EngineService {
  constructor(
    private readonly editor: EditorClient,
    private readonly jobs: Pick<TranscriptionQueue, 'workerEngines'>,
  ) {}

  async list(): Promise<EngineStatus[]> {
    return (await this.gather()).engines;
  }

  /** The list, and whether queue workers run the transcriptions (their engines then count only while they are live). */
  private async gather(): Promise<{ engines: EngineStatus[]; onWorkers: boolean }> {
    let own: EngineStatus[];
    try {
      own = await this.editor.engines();
    } catch (error) {
      if (!(error instanceof EditorServiceError)) throw error;
      throw userError('UPSTREAM_UNAVAILABLE', `Cannot list the engines: the editor service did not answer (${error.status} ${error.body}).`);
    }
    const workers = await this.jobs.workerEngines().catch((error: Error) => {
      throw userError('UPSTREAM_UNAVAILABLE', `Cannot list the engines: the job queue did not say which workers are live (${error.message}).`);
    });
    const listed = workers ? [...workers, ...own.filter((engine) => engine?.kind === 'refine')] : own;
    // Entries the schema cannot show (a kind added later, a name missing) are left out rather than failing the list.
    const engines = listed
      .filter((engine) => KINDS.has(engine?.kind) && typeof engine.name === 'string' && engine.name !== '')
      .map((engine) => ({
        kind: engine.kind,
        name: engine.name,
        available: engine.available === true,
        default: engine.default === true,
        models: Array.isArray(engine.models) ? engine.models.filter((model): model is string => typeof model === 'string') : [],
        defaultModel: text(engine.defaultModel),
        reason: text(engine.reason),
        fix: text(engine.fix),
        device: engine.device === 'cpu' || engine.device === 'cuda' ? engine.device : null,
      }));
    return { engines, onWorkers: workers !== undefined };
  }

  /**
   * Refuses uploadAudio options the editor service cannot run: an engine that is not available, a model that is not
   * installed or that the engine has no choice of, a language the engine does not know. Checked at upload, so that no
   * transcript is stored only to fail, and fail again on every retry (which reuses its options). When the editor
   * service does not answer, they are let through: the transcription says what is wrong, as it would have.
   */
  async check(options: TranscribeOptions): Promise<void> {
    if (!options.engine && !options.model && !options.language) return;
    let gathered: Awaited<ReturnType<EngineService['gather']>>;
    try {
      gathered = await this.gather();
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'UPSTREAM_UNAVAILABLE') return;
      throw error;
    }
    const transcription = gathered.engines.filter((candidate) => candidate.kind === 'transcription');
    // With no live queue worker there is no default engine: a model is whisper's.
    const engine = options.engine
      ? transcription.find((candidate) => candidate.name === options.engine)
      : (transcription.find((candidate) => candidate.default) ?? (options.model ? transcription.find((candidate) => candidate.name === 'whisper') : undefined));
    if (!engine) return;
    const listed = 'query { engines } lists the engines, their models and what makes one available.';
    if (!engine.available) throw badInput(`The ${engine.name} engine is not available here: ${engine.reason}; fix: ${engine.fix}. ${listed}`);
    if (options.model && engine.name !== 'whisper') throw badInput(`model applies to the whisper engine only; ${engine.name} has no model choice.`);
    if (options.model && !engine.models.includes(options.model)) {
      // With queue workers, a model counts only while a live worker runs it; nothing would take its job.
      const where = gathered.onWorkers ? 'run by the live queue workers; no live worker runs it' : 'installed for whisper';
      throw badInput(`model must be one of ${engine.models.join(', ')} (${where}), got "${options.model}". ${listed}`);
    }
    const problem = options.language && languageProblem(engine.name as EngineName, options.model ?? engine.defaultModel ?? undefined, options.language);
    if (problem) throw badInput(`${problem}.`);
  }
}
