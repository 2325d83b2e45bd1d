import { statusOf } from '../domain/errors.ts';
import type { StoreClient } from './client.ts';

/**
 * Single-use links (export_links, clip_links): a record per link holding only its token's SHA-256 (`hash`) and when it
 * stops working (`expires`). What the link is for is in the collection's other fields.
 */
export interface SingleUseLink {
  id: string;
  hash: string;
  expires: string;
}

/**
 * The link with this hash, taken out of `collection`: whoever deletes it first has it, so two servers (or two requests)
 * cannot both use it. Null when there is none, or another request took it.
 */
export async function takeLink<T extends SingleUseLink>(store: StoreClient, collection: string, hash: string): Promise<T | null> {
  const found = await store.call((pb) => pb.collection(collection).getList<T>(1, 1, { filter: pb.filter('hash = {:hash}', { hash }), skipTotal: true }));
  const link = found.items[0];
  if (!link) return null;
  try {
    await store.call((pb) => pb.collection(collection).delete(link.id));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
  return link;
}

/** Deletes up to 50 links of `collection` that expired unused (kept tidy as new ones are made). */
export async function deleteExpiredLinks(store: StoreClient, collection: string, now: Date): Promise<void> {
  const expired = await store.call((pb) =>
    pb.collection(collection).getList<SingleUseLink>(1, 50, { filter: pb.filter('expires < {:now}', { now: now.toISOString().replace('T', ' ') }), skipTotal: true }),
  );
  for (const link of expired.items) await store.call((pb) => pb.collection(collection).delete(link.id)).catch(() => undefined);
}
