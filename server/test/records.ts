import type { App } from '../app.ts';

/** Counts records straight from PocketBase, to prove what was (not) written. */
export async function countRecords(app: App, collection: 'file_db' | 'transcript_meta' | 'transcript_data', filter = ''): Promise<number> {
  const page = await app.store.call((pb) => pb.collection(collection).getList(1, 1, filter ? { filter } : {}));
  return page.totalItems;
}
