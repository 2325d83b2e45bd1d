import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FirstScreenRenderer } from './first-screen.ts';
import { acceptsGzip, gzipOnce, worthCompressing } from './compression.ts';
import { sendText } from './respond.ts';

// Emotion (Chakra) injects <style> tags, hence 'unsafe-inline' for styles only; scripts come from this origin.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** index.html with a server-rendered first screen in #root and its data at the end of <body>. */
async function sendFirstScreen(res: ServerResponse, index: string, screen: { root: string; data: string }): Promise<boolean> {
  const template = await fs.promises.readFile(index, 'utf8').catch(() => null);
  if (!template?.includes('<div id="root"></div>') || !template.includes('</body>')) return false;
  const html = template.replace('<div id="root"></div>', () => `<div id="root">${screen.root}</div>`).replace('</body>', () => `${screen.data}</body>`);
  res.writeHead(200, {
    'content-type': TYPES['.html'],
    'content-length': Buffer.byteLength(html),
    // It holds the transcript's text: kept by no cache, and never one shared between users.
    'cache-control': 'private, no-store',
    'content-security-policy': CONTENT_SECURITY_POLICY,
  });
  res.end(html);
  return true;
}

/**
 * The built web app. Paths that are not files get index.html, so the client router decides
 * (and redirects unknown routes to /); a page with a first screen (a transcript) gets it rendered in.
 */
export function staticRoute(webDir: string, firstScreen?: FirstScreenRenderer) {
  const root = path.resolve(webDir);
  return async (req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    let file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = path.join(root, 'index.html');
      const screen = req.method === 'GET' && firstScreen ? await firstScreen(req, `/${segments.map(encodeURIComponent).join('/')}`) : null;
      if (screen && (await sendFirstScreen(res, file, screen))) return;
    }
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return sendText(res, 503, 'The web app is not built yet: run "npm run build:web" (npm start does it).');
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': CONTENT_SECURITY_POLICY,
    };
    if (worthCompressing(type, stat.size)) {
      // The app's scripts are about 1.1 MB, a third of that gzipped: what a page far from the server waits for.
      const body = acceptsGzip(req) ? gzipOnce(`${file}:${stat.size}:${stat.mtimeMs}`, () => fs.readFileSync(file)) : undefined;
      res.writeHead(200, { ...headers, vary: 'accept-encoding', 'content-length': body?.length ?? stat.size, ...(body && { 'content-encoding': 'gzip' }) });
      if (req.method === 'HEAD') return void res.end();
      if (body) return void res.end(body);
    } else {
      res.writeHead(200, { ...headers, 'content-length': stat.size });
      if (req.method === 'HEAD') return void res.end();
    }
    // A file that vanishes mid-read ends this response, not the process.
    pipeline(fs.createReadStream(file), res).catch(() => res.destroy());
  };
}
