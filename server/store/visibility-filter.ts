import { createRequire } from 'node:module';
import type { Reader } from '../auth/visibility.ts';

/** The visibility rule as SQL (pb_hooks/lib/visibility.cjs), shared with PocketBase's search route. */
export const { seenBySql, hiddenFromSql } = createRequire(import.meta.url)('./pb_hooks/lib/visibility.cjs') as {
  seenBySql(alias: string): string;
  hiddenFromSql(alias: string): string;
};

/** The `{:reader}` the SQL compares with: undefined when the reader sees everything (no clause), "#" for nobody in particular. */
export function readerParam(reader: Reader): string | undefined {
  return reader.everything ? undefined : (reader.userId ?? '#');
}

/** The same rule in PocketBase's filter syntax, for the list read through its API (a store on another machine). */
export function seenByFilter(reader: Reader): { filter: string; params: Record<string, string> } | undefined {
  const id = readerParam(reader);
  if (id === undefined) return undefined;
  return { filter: "(visibility != 'private' || created_by.userId = {:reader} || shares ~ {:reader})", params: { reader: id } };
}
