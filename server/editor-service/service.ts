import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EditorServiceConfig } from './config.ts';
import { createEngines } from './engines.ts';
import { ServiceError } from './errors.ts';
import { chapterTitlesRoute } from './http/chapter-titles.ts';
import { refineRoute } from './http/refine.ts';
import { summaryRoute } from './http/summary.ts';
import { sendJson, sendText } from './http/reply.ts';
import { transcribeRoute } from './http/transcribe.ts';
import { voiceprintsRoute } from './http/voiceprints.ts';
import { ProgressBoard } from './progress.ts';
import { carriesSecret } from './secret.ts';

export interface RunningEditorService {
  url: string;
  close(): Promise<void>;
}

/**
 * The editor service of spec section 7: transcription, refinement, progress and health over plain HTTP, and a language
 * model's summary for show notes and chapter titles when one is configured.
 * With a `secret`, every route but /health answers 401 to a request without it (see secret.ts).
 */
export function createEditorService(config: EditorServiceConfig, { secret }: { secret?: string } = {}) {
  const engines = createEngines(config);
  const board = new ProgressBoard();

  async function route(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://service');
    const method = req.method ?? 'GET';
    if (secret && pathname !== '/health' && !carriesSecret(req.headers, secret)) {
      throw new ServiceError(401, 'This editor service needs its secret (EDITOR_SERVICE_SECRET) in the x-editor-service-secret header');
    }
    if (pathname === '/transcribe' || pathname === '/transcribe-deepgram') {
      if (method !== 'POST') throw new ServiceError(405, `${pathname} takes POST with the audio as the body`);
      return transcribeRoute(req, res, { transcriber: engines.transcriber, board, limit: config.maxBodyBytes, signal });
    }
    if (pathname === '/voiceprints') {
      if (method !== 'POST') throw new ServiceError(405, '/voiceprints takes POST with the audio as the body');
      return voiceprintsRoute(req, res, { voiceprints: engines.voiceprints, limit: config.maxBodyBytes, signal });
    }
    if (pathname === '/refine') {
      if (method !== 'POST') throw new ServiceError(405, '/refine takes POST with a JSON array of segments');
      return refineRoute(req, res, engines.refine, config.maxBodyBytes, signal);
    }
    if (pathname === '/summary') {
      if (method !== 'POST') throw new ServiceError(405, '/summary takes POST with the segments as JSON');
      return summaryRoute(req, res, engines.summary, config.maxBodyBytes, signal);
    }
    if (pathname === '/chapter-titles') {
      if (method !== 'POST') throw new ServiceError(405, '/chapter-titles takes POST with the chapters as JSON');
      return chapterTitlesRoute(req, res, engines.chapterTitles, config.maxBodyBytes, signal);
    }
    const job = pathname.match(/^\/progress\/([^/]+)$/)?.[1];
    if (job && method === 'GET') {
      const progress = board.get(decodeURIComponent(job));
      if (!progress) throw new ServiceError(404, 'No such transcription job (unknown, or finished more than 10 minutes ago)');
      return sendJson(res, 200, progress);
    }
    if (pathname === '/health' && method === 'GET') return sendJson(res, 200, engines.health());
    throw new ServiceError(404, `No route for ${method} ${pathname}`);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    // A client that hangs up stops the work done for it (recognizers, provider calls).
    const controller = new AbortController();
    res.on('close', () => !res.writableFinished && controller.abort(new Error('the client went away')));
    route(req, res, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted || res.headersSent) return;
      if (error instanceof ServiceError) return sendText(res, error.status, error.message);
      console.error('editor service:', error);
      sendText(res, 500, 'The editor service failed unexpectedly');
    });
  }

  async function listen(port: number, host = '127.0.0.1'): Promise<RunningEditorService> {
    const server = createServer(handle);
    // TRANSCRIBE_PRELOAD: the worker starts and loads its model now, so the first job does not wait for it.
    if (config.transcribe.whisper.preload) engines.preload().catch((error: Error) => console.error(`editor service: preload failed: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return {
      url: `http://${shownHost}:${address.port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
          engines.close();
        }),
    };
  }

  return { handle, listen };
}
