/** The parts of a request target the routes use, parsed once and never trusted as-is. */
export interface RequestTarget {
  /** The path with dot-segments resolved, still percent-encoded (for logs). */
  pathname: string;
  /** Each path segment, percent-decoded: `/media/abc` → ['media', 'abc']. */
  segments: string[];
  query: URLSearchParams;
}

// NUL and other control characters have no business in a path and break file-system calls.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Parses `req.url` (origin-form only: "/path?query"). Undefined for anything else, including
 * targets that `new URL` would read as a host ("//[") and paths with bad escapes or control characters.
 */
export function parseTarget(raw: string | undefined): RequestTarget | undefined {
  if (!raw?.startsWith('/')) return undefined;
  let url: URL;
  try {
    // Prefixing the origin keeps "//host/path" a path instead of an authority.
    url = new URL(`http://localhost${raw}`);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const segment of url.pathname.split('/').slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (CONTROL.test(decoded)) return undefined;
    segments.push(decoded);
  }
  return { pathname: url.pathname, segments, query: url.searchParams };
}
