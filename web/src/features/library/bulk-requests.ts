import type { Client, CombinedError } from 'urql';

/**
 * Delete and Tag on many transcripts send the single mutations, aliased, several to a request (README "Working on many
 * transcripts"): each transcript stands on its own, so nothing needs them all-or-nothing, and one refused is reported
 * while the others are done. A request holds at most the server's alias limit (server/yoga.ts maxAliases).
 */
export const ALIASES_PER_REQUEST = 20;

/** One transcript's change: its id, and the variables its field takes beyond the id. */
export interface BulkItem {
  id: string;
  title: string;
  tags?: string[];
}

/** The aliased mutation for `count` transcripts: `t0: deleteTranscript(id: $id0) { id status }`, or setTranscriptTags. */
export function bulkDocument(action: 'delete' | 'tags', count: number): string {
  const indices = Array.from({ length: count }, (_, i) => i);
  if (action === 'delete') {
    const variables = indices.map((i) => `$id${i}: ID!`).join(', ');
    return `mutation BulkDelete(${variables}) { ${indices.map((i) => `t${i}: deleteTranscript(id: $id${i}) { id status }`).join(' ')} }`;
  }
  const variables = indices.map((i) => `$id${i}: ID!, $tags${i}: [String!]!`).join(', ');
  return `mutation BulkTags(${variables}) { ${indices.map((i) => `t${i}: setTranscriptTags(id: $id${i}, tags: $tags${i}) { id tags }`).join(' ')} }`;
}

/** The titles of the transcripts that were refused, each with the server's reason. */
export type Refusals = { title: string; message: string }[];

/** Runs the change on every item, ALIASES_PER_REQUEST at a time; answers the refusals (none: all done). */
export async function runBulk(client: Client, action: 'delete' | 'tags', items: readonly BulkItem[]): Promise<Refusals> {
  const refusals: Refusals = [];
  for (let from = 0; from < items.length; from += ALIASES_PER_REQUEST) {
    const chunk = items.slice(from, from + ALIASES_PER_REQUEST);
    const variables = Object.fromEntries(chunk.flatMap((item, i) => [[`id${i}`, item.id], ...(action === 'tags' ? [[`tags${i}`, item.tags ?? []]] : [])]));
    const result = await client.mutation(bulkDocument(action, chunk.length), variables).toPromise();
    refusals.push(...refusalsOf(result.error, chunk));
  }
  return refusals;
}

/** Each error's transcript, by the alias its path starts with; an error of the whole request stands for every one. */
function refusalsOf(error: CombinedError | undefined, chunk: readonly BulkItem[]): Refusals {
  if (!error) return [];
  if (error.networkError || error.graphQLErrors.some((e) => !e.path)) return chunk.map(({ title }) => ({ title, message: error.graphQLErrors[0]?.message ?? error.message }));
  return error.graphQLErrors.map((e) => ({ title: chunk[Number(String(e.path![0]).slice(1))]?.title ?? '', message: e.message }));
}

/**
 * A transcript's tags after adding or removing one (case aside, as the server compares them); null when that changes
 * nothing (already there, or not there to remove), so the transcript is left out. Past the limit the server refuses.
 */
export function tagsAfter(current: readonly string[], change: { add: string } | { remove: string }): string[] | null {
  const tag = ('add' in change ? change.add : change.remove).trim();
  const has = current.some((existing) => existing.toLowerCase() === tag.toLowerCase());
  if ('add' in change) return has ? null : [...current, tag];
  return has ? current.filter((existing) => existing.toLowerCase() !== tag.toLowerCase()) : null;
}
