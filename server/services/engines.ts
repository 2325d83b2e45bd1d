import { userError } from '../domain/errors.ts';
import { EditorServiceError, type EditorClient, type EngineStatus } from '../editor/client.ts';

const KINDS = new Set<EngineStatus['kind']>(['transcription', 'speakers', 'refine']);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Which engines the editor service has, for the `engines` query. */
export class EngineService {
  constructor(private readonly editor: EditorClient) {}

  async list(): Promise<EngineStatus[]> {
    let engines: EngineStatus[];
    try {
      engines = await this.editor.engines();
    } catch (error) {
      if (!(error instanceof EditorServiceError)) throw error;
      throw userError('UPSTREAM_UNAVAILABLE', `Cannot list the engines: the editor service did not answer (${error.status} ${error.body}).`);
    }
    // Entries the schema cannot show (a kind added later, a name missing) are left out rather than failing the list.
    return engines
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
      }));
  }
}
