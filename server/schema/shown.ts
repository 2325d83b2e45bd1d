import type { Transcript } from '../domain/transcript.ts';
import type { Context } from './builder.ts';

/**
 * The transcript as the asker is shown it (services/pseudonyms.ts asSeenBy: pseudonymised for whoever sees
 * pseudonyms, with `shownWith` the list its texts are read through), decided once per request and transcript record.
 * Keyed by the record read, not its id: an event stream's context outlives changes to a list or a grant, and each
 * event reads the transcript again (schema/live.ts), so each event is decided afresh.
 */
const perRequest = new WeakMap<Context, WeakMap<Transcript, Promise<Transcript>>>();

export function seenBy(context: Context, transcript: Transcript): Promise<Transcript> {
  let seen = perRequest.get(context);
  if (!seen) perRequest.set(context, (seen = new WeakMap()));
  let shown = seen.get(transcript);
  if (!shown) seen.set(transcript, (shown = context.services.pseudonyms.asSeenBy(context.identity, transcript)));
  return shown;
}

/** A record of a transcript's text carried with the list its texts are read through (absent: as written). */
export type Shown<T> = T & { shownWith?: Transcript['shownWith'] };

/** `thing` to be shown as `transcript` is shown (its `shownWith`). */
export const shownAs = <T extends object>(transcript: Pick<Transcript, 'shownWith'>, thing: T): Shown<T> =>
  transcript.shownWith ? { ...thing, shownWith: transcript.shownWith } : thing;
