import { cleanLine } from './text-clean.ts';

const FALLBACK_NAME = 'transcript';

// Most file systems cap a name at 255 bytes; stay under it with the extension.
const MAX_NAME_BYTES = 240;

function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let result = '';
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    result += char;
  }
  return result;
}

/**
 * `{title}.{extension}` keeping the title as written, except what cannot be in a file name: slashes
 * become "-" (a title like "AC/DC" must not name a folder), control characters go, and leading dots go
 * so the name is neither hidden nor "..". An empty title falls back to "transcript".
 */
export function exportFilename(title: string, extension: string): string {
  const base = cleanLine(title.replace(/[\\/]/g, '-')).replace(/^[.\s]+/, '');
  const safe = truncateUtf8(base, MAX_NAME_BYTES).trim() || FALLBACK_NAME;
  return `${safe}.${extension}`;
}
