/**
 * The transcript a page's path opens (/transcript/{id}), or null: read by the browser's prefetch and by the
 * server's first screen, so both take the same pages for a transcript's. No imports: the web app bundles this.
 */
export function transcriptIdOf(pathname: string): string | null {
  const id = /^\/transcript\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}
