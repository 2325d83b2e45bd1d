import { createRequire } from 'node:module';
import type { PseudonymViewer, Reader } from '../auth/visibility.ts';

/** The visibility rule as SQL (pb_hooks/lib/visibility.cjs), shared with PocketBase's search route. */
export const { seenBySql, hiddenFromSql } = createRequire(import.meta.url)('./pb_hooks/lib/visibility.cjs') as {
  seenBySql(alias: string): string;
  hiddenFromSql(alias: string): string;
};

/** The `{:reader}` the SQL compares with: undefined when the reader sees everything (no clause), "#" for nobody in particular. */
export function readerParam(reader: Reader): string | undefined {
  return reader.everything ? undefined : (reader.userId ?? '#');
}

/**
 * The same rule in PocketBase's filter syntax, for the list read through its API (a store on another machine);
 * `via` names the relation to the transcript when the list is of a transcript's things ("transcript.").
 */
export function seenByFilter(reader: Reader, via = ''): { filter: string; params: Record<string, string> } | undefined {
  const id = readerParam(reader);
  if (id === undefined) return undefined;
  return { filter: `(${via}visibility != 'private' || ${via}created_by.userId = {:reader} || ${via}shares ~ {:reader})`, params: { reader: id } };
}

/** The pseudonymised view as SQL (pb_hooks/lib/pseudonym-view.cjs): where a transcript shows its reader pseudonyms, and its title as shown. */
export const { showsPseudonymsSql, shownTitleSql, showsAnyPseudonymsSql } = createRequire(import.meta.url)('./pb_hooks/lib/pseudonym-view.cjs') as {
  showsPseudonymsSql(alias: string): string;
  shownTitleSql(alias: string): string;
  showsAnyPseudonymsSql(): string;
};

/** The `{:viewer}` and `{:viewer_role}` that SQL compares with ("#": a review link or nobody); none for null (originals everywhere). */
export function viewerParams(viewer: PseudonymViewer | undefined): { viewer: string; viewer_role: string } | undefined {
  return viewer ? { viewer: viewer.userId ?? '#', viewer_role: viewer.role } : undefined;
}
