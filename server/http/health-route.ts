import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services/index.ts';
import type { QueueState } from '../transcription/queue.ts';
import type { BackupHealth } from '../store/backup/backup-schedule.ts';
import type { StoreClient } from '../store/client.ts';
import type { StoreVersions } from '../store/store-check.ts';
import { storeFetch } from '../store/http-fetch.ts';
import { sendJson } from './respond.ts';

/** How long one part (store, editor service) may take to answer before it counts as down. */
const PART_TIMEOUT_MS = 2000;

/** GET /health as load balancers, container health checks and monitors read it. */
export interface Health {
  /** ok: every part answers; degraded: the store answers, something else does not; down: the store does not (503). */
  status: 'ok' | 'degraded' | 'down';
  store: StoreVersions & { reachable: boolean };
  /**
   * `device`: where the editor service's speech worker runs Whisper (cpu or cuda, TAPESCRIPT_DEVICE); null until the
   * worker has started (unless TAPESCRIPT_DEVICE is cpu), or without Whisper.
   */
  editorService: {
    reachable: boolean;
    engines: { transcription: string | null; speakers: string | null; refine: string | null };
    device: 'cpu' | 'cuda' | null;
  };
  queue: QueueState;
  /** The server's scheduled backups: the last run and its outcome, the next; null without TAPESCRIPT_BACKUP_DIR. */
  backup: BackupHealth | null;
}

async function storeAnswers(store: StoreClient): Promise<boolean> {
  try {
    const answer = await storeFetch(`${store.url}/api/health`, { signal: AbortSignal.timeout(PART_TIMEOUT_MS) });
    return answer.status === 200;
  } catch {
    return false;
  }
}

async function editorState(services: Services): Promise<Health['editorService']> {
  const none = { transcription: null, speakers: null, refine: null };
  try {
    const engines = await services.engines.list();
    const chosen = (kind: string) => engines.find((engine) => engine.kind === kind && engine.default)?.name ?? null;
    const device = engines.find((engine) => engine.kind === 'transcription' && engine.name === 'whisper')?.device ?? null;
    return { reachable: true, engines: { transcription: chosen('transcription'), speakers: chosen('speakers'), refine: chosen('refine') }, device };
  } catch {
    return { reachable: false, engines: none, device: null };
  }
}

/** No token needed (it holds no data or secrets: versions and counts only); the Host allow-list still applies. */
export function healthRoute(services: Services, store: StoreClient, versions: StoreVersions, backup: () => BackupHealth | null) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'GET /health' });
    }
    const [reachable, editorService, queue] = await Promise.all([storeAnswers(store), editorState(services), services.jobs.state()]);
    const status = !reachable ? 'down' : editorService.reachable && queue.reachable ? 'ok' : 'degraded';
    const health: Health = { status, store: { pocketbase: versions.pocketbase, sqlite: versions.sqlite, reachable }, editorService, queue, backup: backup() };
    res.setHeader('cache-control', 'no-store');
    sendJson(res, reachable ? 200 : 503, health);
  };
}
