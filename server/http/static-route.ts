import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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

/**
 * The built web app. Paths that are not files get index.html, so the client router decides
 * (and redirects unknown routes to /).
 */
export function staticRoute(webDir: string) {
  const root = path.resolve(webDir);
  return (req: IncomingMessage, res: ServerResponse, segments: string[]): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    let file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = path.join(root, 'index.html');
    }
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return sendText(res, 503, 'The web app is not built yet: run "npm run build:web" (npm start does it).');
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': CONTENT_SECURITY_POLICY,
    });
    if (req.method === 'HEAD') return void res.end();
    // A file that vanishes mid-read ends this response, not the process.
    pipeline(fs.createReadStream(file), res).catch(() => res.destroy());
  };
}
