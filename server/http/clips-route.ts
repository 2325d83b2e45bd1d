import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Identity } from '../auth/identity.ts';
import { statusOf } from '../domain/errors.ts';
import { contentDisposition } from '../export/content-disposition.ts';
import type { ClipService } from '../services/clips.ts';
import { fetchStored, passStored } from './media-route.ts';
import { sendText } from './respond.ts';

const refusal = (error: unknown) => {
  const status = statusOf(error);
  return { status, text: status === 404 ? 'Clip not found' : status === 503 ? 'The data store is not reachable' : 'Could not read the clip' };
};

/**
 * GET /clips/{id}: a ready clip's audio, with HTTP Range passed through (players seek), for whoever may hear it
 * (services/clips.ts: who sees the transcript; a clip of the originals only for those who see originals). Anything
 * else, a clip not ready among them, is a 404.
 */
export function clipRoute(clips: ClipService) {
  return async (req: IncomingMessage, res: ServerResponse, id: string, identity: Identity): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    let upstream: Response;
    let type: string;
    try {
      const audio = await clips.audio(identity, id);
      type = audio.type;
      upstream = await fetchStored(req, audio.address);
    } catch (error) {
      const { status, text } = refusal(error);
      return sendText(res, status, text);
    }
    // Who may hear a clip differs by person: a browser another person used keeps nothing it may replay.
    await passStored(req, res, upstream, type, 'private, no-cache');
  };
}

/**
 * GET /download/{token} for a clip link (Mutation.clipLink): the clip as a download, the link used up by this request.
 * The token is the credential; a link used, expired or unknown is a 404.
 */
export function clipLinkRoute(clips: ClipService) {
  return async (req: IncomingMessage, res: ServerResponse, token: string): Promise<void> => {
    req.resume();
    if (req.method !== 'GET') return sendText(res, 405, 'Method not allowed: a download link is used by GET, once');
    let upstream: Response;
    let file: Awaited<ReturnType<ClipService['byLink']>>;
    try {
      file = await clips.byLink(token);
      upstream = await fetch(file.address);
    } catch (error) {
      const status = statusOf(error);
      return sendText(res, status, status < 500 ? (error as Error).message : 'Could not read the clip');
    }
    await passStored(req, res, upstream, file.type, 'no-store', { 'content-disposition': contentDisposition(file.filename), 'referrer-policy': 'no-referrer' });
  };
}
