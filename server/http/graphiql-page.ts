import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { acceptsGzip, gzipOnce } from './compression.ts';

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];

const defaultQuery = `# Tapescript API. Ctrl+Space completes; Docs describes every field.
query RecentTranscripts {
  transcripts(page: 1, perPage: 15) {
    totalItems
    items { id title status updatedAt wordCount }
  }
}
`;

/** GraphiQL as /graphql shows it. */
const GRAPHIQL_OPTIONS = { title: 'Tapescript GraphQL', defaultQuery } satisfies GraphiQLOptions;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function between(html: string, open: string, close: string): string {
  const start = html.indexOf(open) + open.length;
  const end = html.lastIndexOf(close);
  if (start < open.length || end < start) throw new Error(`GraphiQL page without ${open}…${close}: cannot set its policy`);
  return html.slice(start, end);
}

/**
 * The policy for GraphiQL's page. Its script and base stylesheet are inline (the whole bundle is in the
 * page, nothing from a CDN), so they are allowed by hash; its editor (Monaco) runs in workers made from
 * blob: URLs and adds <style> elements as it goes, which cannot carry a hash.
 */
export function graphiqlPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src ${sha256(between(html, '<script>', '</script>'))}`,
    "worker-src blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CHARSET = '<meta charset="utf-8" />';

/** GraphiQL's page as it is sent: the HTML, and its ETag (the page changes only with the server's packages). */
interface Page {
  html: Buffer;
  etag: string;
}
let page: Promise<Page> | undefined;

/**
 * GraphiQL (rendered by @graphql-yoga/render-graphiql) with its Content-Security-Policy in a <meta> tag, where the
 * hash of the page's own script can travel with the page. Rendered once: the page is about 9 MB. Its package is
 * loaded on the first request for it: held from start-up, the bundle cost every server about 50 MiB of resident
 * memory that most never use.
 */
function graphiqlPage(): Promise<Page> {
  page ??= import('@graphql-yoga/render-graphiql').then(({ renderGraphiQL }) => {
    const rendered = renderGraphiQL(GRAPHIQL_OPTIONS);
    if (!rendered.includes(CHARSET)) throw new Error('GraphiQL page without its charset tag: cannot place its policy');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${graphiqlPolicy(rendered)}" />`;
    // Right after the charset, before any script or style it governs.
    const html = Buffer.from(rendered.replace(CHARSET, `${CHARSET}\n      ${meta}`));
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"` };
  });
  return page;
}

/** Whether a request to /graphql asks for GraphiQL rather than a GraphQL answer (Yoga's own rule). */
export const wantsGraphiQL = (req: IncomingMessage) => req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');

/**
 * GraphiQL's page: gzipped once (2.4 MB of its 9 MB) for clients that take it, and with an ETag, so that a browser
 * opening it again is answered "not modified".
 */
export async function sendGraphiQL(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { html, etag } = await graphiqlPage();
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', etag, vary: 'accept-encoding' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const gzip = acceptsGzip(req);
  const body = gzip ? gzipOnce(`graphiql:${etag}`, () => html) : html;
  res.writeHead(200, { ...headers, 'content-length': body.length, ...(gzip && { 'content-encoding': 'gzip' }) });
  res.end(body);
}
