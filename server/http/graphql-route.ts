import type { IncomingMessage, ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { UploadService } from '../services/uploads.ts';
import { sendGraphiQL, wantsGraphiQL } from './graphiql-page.ts';
import { MultipartError, readMultipart, type MultipartRequest } from './multipart.ts';
import { readBody } from './read-body.ts';
import { sendJson, sendResponse } from './respond.ts';

/**
 * The largest GraphQL request body other than an upload (Yoga's own default, enforced here: see yoga.ts).
 */
const MAX_BODY_BYTES = 25_000_000;

const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'apollo-require-preflight'];

/**
 * What GraphiQL's own <meta> policy cannot say (see graphiql-page.ts); scripts and styles are governed
 * there, by hash. Harmless on the JSON answers.
 */
const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/**
 * A browser may send multipart, urlencoded and text/plain bodies cross-site without a preflight, so those
 * need a custom header (which a cross-site form cannot add). JSON bodies already force a preflight.
 */
function needsCsrfHeader(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return !type.startsWith('application/json') && !type.startsWith('application/graphql-response+json');
}

function graphqlError(res: ServerResponse, status: number, message: string, code: string): void {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] });
}

/** /graphql: CSRF check, multipart upload parsing (graphql-upload-minimal), then Yoga. */
export function graphqlRoute(yoga: YogaServerInstance<{}, any>, uploads: UploadService) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    if (wantsGraphiQL(req)) return sendGraphiQL(req, res);
    if (needsCsrfHeader(req) && !CSRF_HEADERS.some((name) => req.headers[name] !== undefined)) {
      graphqlError(
        res,
        403,
        'Requests other than application/json must carry an "x-graphql-yoga-csrf" (or "apollo-require-preflight") header.',
        'CSRF_HEADER_REQUIRED',
      );
      req.resume();
      return;
    }
    if (req.method === 'POST' && (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
      let multipart: MultipartRequest;
      try {
        multipart = await readMultipart(req, res, uploads);
      } catch (error) {
        if (!(error instanceof MultipartError)) throw error;
        graphqlError(res, error.status, error.message, error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
        req.resume();
        return;
      }
      (req as IncomingMessage & { body?: unknown }).body = multipart.operations;
      // The body is read; its size was bounded by the file limit, not by Yoga's 25 MB JSON limit.
      delete req.headers['content-length'];
      let answer: Response;
      try {
        answer = await yoga.handleNodeRequestAndResponse(req, res);
      } finally {
        // The uploaded file lives on disk only as long as its request, and stays in the store only if a transcript
        // adopted it: its record goes before the answer, so a refused upload has left nothing when it is told so.
        await multipart.dispose();
      }
      return sendResponse(res, answer);
    }
    if (req.method === 'POST') {
      const body = await readBody(req, MAX_BODY_BYTES);
      if (body === 'too large') {
        graphqlError(res, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`, 'PAYLOAD_TOO_LARGE');
        req.resume();
        return;
      }
      // Read and bounded here, so Yoga takes it as it is instead of streaming it through its own limit.
      if (body.length) (req as IncomingMessage & { body?: unknown }).body = body;
    }
    await yoga(req, res);
  };
}
