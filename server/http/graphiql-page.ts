import { createHash } from 'node:crypto';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];

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
const rendered = new Map<string, string>();

/**
 * GraphiQL (rendered by @graphql-yoga/render-graphiql) with its Content-Security-Policy in a <meta> tag,
 * where the hash of the page's own script can travel with the page. Rendered once per set of options:
 * the page is about 9 MB. Its package is loaded on the first request for it: held from start-up, the bundle
 * cost every server about 50 MiB of resident memory that most never use.
 */
export async function renderGraphiQLWithPolicy(options?: GraphiQLOptions): Promise<string> {
  const key = JSON.stringify(options ?? {});
  let html = rendered.get(key);
  if (!html) {
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
    const page = renderGraphiQL(options);
    if (!page.includes(CHARSET)) throw new Error('GraphiQL page without its charset tag: cannot place its policy');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${graphiqlPolicy(page)}" />`;
    // Right after the charset, before any script or style it governs.
    html = page.replace(CHARSET, `${CHARSET}\n      ${meta}`);
    rendered.set(key, html);
  }
  return html;
}
