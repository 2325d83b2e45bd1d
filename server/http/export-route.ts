import type { IncomingMessage, ServerResponse } from 'node:http';
import { ANONYMOUS } from '../auth/identity.ts';
import { factsOf } from '../auth/request-facts.ts';
import { statusOf } from '../domain/errors.ts';
import { contentDisposition } from '../export/content-disposition.ts';
import type { ExportFormat } from '../export/index.ts';
import { EXPORT_FORMATS } from '../export/index.ts';
import type { ExportService } from '../services/exports.ts';
import { exportQuery } from './export-query.ts';
import { sendText } from './respond.ts';

/**
 * GET /export/{id}.{docx|srt|vtt|txt|pdf|md|json|eaf|chapters-youtube|chapters-json|chapters-vtt|show-notes-markdown|show-notes-docx}[?timestamps=…&speakerLabels=…&pageNumbers=1&comments=1&chapters=1&subtitle=…&pseudonymise=1]:
 * a download of the current version with those options (`exportQuery`), pseudonymised for whoever sees pseudonyms; a
 * bad value is a 400 that says which.
 */
export function exportRoute(exports: ExportService) {
  return async (req: IncomingMessage, res: ServerResponse, rest: string, query: URLSearchParams): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    const match = /^([a-z0-9]{15})\.([a-z-]+)$/.exec(rest);
    if (!match || !EXPORT_FORMATS.includes(match[2] as ExportFormat)) {
      return sendText(res, 404, `Not found: use /export/{id}.${EXPORT_FORMATS.join(', .')}`);
    }
    try {
      // Identified by the http layer before this route is reached; nobody, should that ever fail (pseudonyms, then).
      const identity = factsOf(req)?.identity ?? ANONYMOUS;
      const file = await exports.export(identity, match[1], match[2] as ExportFormat, exportQuery(query));
      res.writeHead(200, {
        'content-type': file.mimeType,
        'content-length': file.bytes.byteLength,
        'content-disposition': contentDisposition(file.filename),
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(file.bytes));
    } catch (error) {
      sendText(res, statusOf(error), error instanceof Error && statusOf(error) < 500 ? error.message : 'Could not export this transcript');
    }
  };
}

/**
 * GET /download/{token}: the file of an export link (Mutation.export's `url`), used up by this request. The token is
 * the credential, so the route is answered before anyone is identified; a link used, expired or unknown is a 404.
 */
export function exportLinkRoute(exports: ExportService) {
  return async (req: IncomingMessage, res: ServerResponse, token: string): Promise<void> => {
    req.resume();
    // Only GET: a HEAD (a link checker, a preview) would use the link up without downloading it.
    if (req.method !== 'GET') return sendText(res, 405, 'Method not allowed: a download link is used by GET, once');
    try {
      const file = await exports.byLink(token);
      res.writeHead(200, {
        'content-type': file.mimeType,
        'content-length': file.bytes.byteLength,
        'content-disposition': contentDisposition(file.filename),
        'cache-control': 'no-store',
        // The link is in the address: no page it leads to passes it on.
        'referrer-policy': 'no-referrer',
      });
      res.end(Buffer.from(file.bytes));
    } catch (error) {
      sendText(res, statusOf(error), error instanceof Error && statusOf(error) < 500 ? error.message : 'Could not export this transcript');
    }
  };
}
