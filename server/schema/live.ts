import { filter, map, pipe, Repeater } from 'graphql-yoga';
import { displayName, type Identity } from '../auth/identity.ts';
import { readerOf, sees } from '../auth/visibility.ts';
import { notFound } from '../domain/errors.ts';
import type { CommentChanged, HighlightChanged, TranscriptChanged, VersionAdded } from '../events/topics.ts';
import type { Services } from '../services/index.ts';
import type { TranscriptVersion } from '../domain/transcript.ts';
import type { PresenceEntry } from '../services/presence.ts';
import { builder, type Context } from './builder.ts';
import { CommentRef, commentShown } from './comments.ts';
import { HighlightRef, shownTo } from './highlights.ts';
import { seenBy, shownAs } from './shown.ts';
import { TranscriptRef, TranscriptVersionRef, type ReportedProgress } from './transcript.ts';

/**
 * Each subscriber reads the transcript again, so an event answers with what the store holds now; the subscribers of
 * one event on this server share that read (the bus hands them the same event object).
 */
const reads = new WeakMap<TranscriptChanged | VersionAdded, Promise<ReportedProgress>>();

function transcriptOf(event: TranscriptChanged | VersionAdded, services: Services): Promise<ReportedProgress> {
  let read = reads.get(event);
  if (!read) {
    const progress = 'progress' in event ? event.progress : undefined;
    read = services.transcripts.get(event.transcriptId).then((meta) => (progress === undefined ? meta : { ...meta, reportedProgress: progress }));
    reads.set(event, read);
  }
  return read;
}

/** The event's transcript as this subscriber is shown it (pseudonymised for whoever sees pseudonyms: schema/shown.ts). */
const seenIn = async (event: TranscriptChanged | VersionAdded, context: Context) => seenBy(context, await transcriptOf(event, context.services));

/** How long a feed trusts that its asker still sees its transcript before reading it again (at most once per event). */
const SEEN_FOR_MS = 1_000;

/**
 * A transcript's feed; a subscription on a transcript that does not exist (or is not the asker's to see) fails at
 * once, with NOT_FOUND. Once open, it stops passing events within a second of the transcript leaving the asker's
 * view (made private, or unshared): each event past that second reads the transcript again.
 */
async function feedOf<T>(services: Services, identity: Identity, id: string, feed: () => AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const reader = readerOf(identity);
  if (!(await services.transcripts.find(id, reader))) throw notFound();
  if (reader.everything) return feed();
  let checked = { at: Date.now(), seen: Promise.resolve(true) };
  const stillSeen = () => {
    if (Date.now() - checked.at >= SEEN_FOR_MS) {
      checked = { at: Date.now(), seen: services.transcripts.find(id, reader).then((meta) => meta !== null, () => false) };
    }
    return checked.seen;
  };
  return pipe(feed(), filter(stillSeen));
}

/**
 * The transcript list's changes this asker may hear of: a review link its own transcript's only; a person no private
 * transcript that is not theirs to see (each event's transcript is read once for all its subscribers).
 */
function listChangesFor(services: Services, identity: Identity): AsyncIterable<TranscriptChanged> {
  const changes = services.live.transcriptChanges(identity.kind === 'reviewLink' ? identity.link.transcriptId : undefined);
  const reader = readerOf(identity);
  if (reader.everything) return changes;
  return pipe(changes, filter((event: TranscriptChanged) => transcriptOf(event, services).then((meta) => sees(reader, meta), () => false)));
}

const TranscriptListChange = builder.enumType('TranscriptListChange', {
  description: 'How the transcript list changed.',
  values: {
    ADDED: { description: 'A new transcript (an upload).' },
    UPDATED: {
      description: 'A transcript changed: title, status, progress or a new current version; or it came back from deleted (a page that does not list it adds it).',
    },
    DELETED: { description: 'A transcript was deleted: it leaves the list.' },
  } as const,
});

const TranscriptListEvent = builder.objectRef<TranscriptChanged>('TranscriptListEvent').implement({
  description: 'One change to the transcript list.',
  fields: (t) => ({
    change: t.field({ type: TranscriptListChange, description: 'Added, updated or deleted.', resolve: (event) => event.change }),
    transcript: t.field({
      type: TranscriptRef,
      description: 'The transcript as it is now (with status DELETED after a delete), as you are shown it (`showsPseudonyms`).',
      resolve: (event, _args, context) => seenIn(event, context),
    }),
  }),
});

const VersionEvent = builder.objectRef<VersionAdded>('VersionEvent').implement({
  description: 'A new version of a transcript, as stored, with who made it.',
  fields: (t) => ({
    transcript: t.field({
      type: TranscriptRef,
      description: 'The transcript as it is now (its current version may already be a later one), as you are shown it (`showsPseudonyms`).',
      resolve: (event, _args, context) => seenIn(event, context),
    }),
    version: t.field({
      type: TranscriptVersionRef,
      description: 'The new version (its segments are read when asked for), pseudonymised as its transcript is shown to you.',
      // The event carries the version's record without its text, as the history lists it.
      resolve: async (event, _args, context) => shownAs(await seenIn(event, context), event.version as TranscriptVersion),
    }),
    changedSegmentIds: t.idList({
      description: 'Ids of the segments this version added, changed or removed, against the version before it.',
      resolve: (event) => event.changedSegmentIds,
    }),
    author: t.string({
      nullable: true,
      description: 'The display name of whoever made it (the X-Tapescript-Name header of their request); null when none was sent, and for transcriptions.',
      resolve: (event) => event.author,
    }),
    sessionId: t.string({
      nullable: true,
      description: 'The page that made it (the X-Tapescript-Session header of its request), so a page can skip its own; null when none was sent.',
      resolve: (event) => event.sessionId,
    }),
  }),
});

const PresenceRef = builder.objectRef<PresenceEntry>('Presence').implement({
  description: 'A page that has a transcript open.',
  fields: (t) => ({
    sessionId: t.id({ description: 'The page (tab), as given to updatePresence.', resolve: (entry) => entry.sessionId }),
    name: t.exposeString('name', { description: 'The display name, cleaned, at most 60 characters.' }),
    color: t.exposeString('color', {
      description: 'The marker colour for this page, "#RRGGBB": the same for a session everywhere; readable as text on white and under white text.',
    }),
    segmentId: t.id({ nullable: true, description: 'The segment the person is in; null when none.', resolve: (entry) => entry.segmentId }),
    lastSeen: t.float({ description: 'When this server last heard from the page (ms since epoch); it leaves 10 s after.', resolve: (entry) => entry.lastSeen }),
  }),
});

/** A page's presence list, as `live` sends it (the `presence` subscription sends the bare list). */
interface PresenceChanged {
  transcriptId: string;
  presence: PresenceEntry[];
}

const PresenceEvent = builder.objectRef<PresenceChanged>('PresenceEvent').implement({
  description: 'Who has a transcript open now, and where (the whole list).',
  fields: (t) => ({
    transcriptId: t.id({ description: 'The transcript.', resolve: (event) => event.transcriptId }),
    presence: t.field({ type: [PresenceRef], description: 'Every page that has it open.', resolve: (event) => event.presence }),
  }),
});

const CommentChange = builder.enumType('CommentChange', {
  description: 'What happened to a comment.',
  values: {
    ADDED: { description: 'A new thread, or a reply.' },
    RESOLVED: { description: 'Its thread was resolved.' },
    REOPENED: { description: 'Its thread was opened again.' },
  } as const,
});

const CommentEvent = builder.objectRef<CommentChanged>('CommentEvent').implement({
  description: 'A comment on the open transcript was added, or its thread resolved or reopened.',
  fields: (t) => ({
    transcriptId: t.id({ description: 'The transcript.', resolve: (event) => event.transcriptId }),
    commentChange: t.field({ type: CommentChange, description: 'Added, resolved or reopened.', resolve: (event) => event.change }),
    comment: t.field({
      type: CommentRef,
      description:
        'The comment as it is now, placed in the current version (for a resolve or reopen, the thread’s first comment); its quote pseudonymised as its transcript is shown to you.',
      resolve: async (event, _args, context) => commentShown(context, await context.services.comments.view(event.commentId)),
    }),
  }),
});

const HighlightChange = builder.enumType('HighlightChange', {
  description: 'What happened to a highlight.',
  values: {
    ADDED: { description: 'It was made.' },
    UPDATED: { description: 'Its tags or note changed.' },
    DELETED: { description: 'It was deleted.' },
  } as const,
});

const HighlightEvent = builder.objectRef<HighlightChanged>('HighlightEvent').implement({
  description: 'A highlight on the open transcript was made, changed or deleted. Review links never hear of highlights.',
  fields: (t) => ({
    transcriptId: t.id({ description: 'The transcript.', resolve: (event) => event.transcriptId }),
    highlightChange: t.field({ type: HighlightChange, description: 'Added, updated or deleted.', resolve: (event) => event.change }),
    highlightId: t.id({ description: 'The highlight (gone, after a delete).', resolve: (event) => event.highlightId }),
    highlight: t.field({
      type: HighlightRef,
      nullable: true,
      description: 'The highlight as it is now, placed in the current version, as you are shown it (`showsPseudonyms`); null once deleted.',
      resolve: async (event, _args, { services, identity }) => {
        const view = await services.highlights.view(event.highlightId);
        return view && shownTo(services, identity, view);
      },
    }),
  }),
});

type LiveEventValue = TranscriptChanged | VersionAdded | PresenceChanged | CommentChanged | HighlightChanged;

const LiveEvent = builder.unionType('LiveEvent', {
  description: 'One event of `live`: a change to the transcript list, a new version, who is here, a comment or a highlight.',
  types: [TranscriptListEvent, VersionEvent, PresenceEvent, CommentEvent, HighlightEvent],
  resolveType: (event: LiveEventValue) =>
    'commentId' in event
      ? CommentEvent
      : 'highlightId' in event
        ? HighlightEvent
        : 'change' in event
          ? TranscriptListEvent
          : 'version' in event
            ? VersionEvent
            : PresenceEvent,
});

builder.subscriptionFields((t) => ({
  live: t.field({
    type: LiveEvent,
    description:
      'Everything a page shows live, in one stream (browsers open only six connections to a server, so a page keeps one): every change to the transcript list and, with `transcriptId`, that transcript’s new versions, its comments, its highlights and who has it open (the whole presence list at once, then on each change). A review link hears of its own transcript only, and never of highlights. NOT_FOUND for an unknown transcript.',
    args: { transcriptId: t.arg.id({ description: 'The transcript open on the page, if any.' }) },
    subscribe: async (_root, { transcriptId }, { services, identity }) => {
      const list = listChangesFor(services, identity);
      if (transcriptId == null) return list;
      const id = String(transcriptId);
      return feedOf(services, identity, id, () => {
        const presence = pipe(services.presence.watch(id), map((entries): PresenceChanged => ({ transcriptId: id, presence: entries })));
        const streams: AsyncIterable<LiveEventValue>[] = [list, services.live.versionsOf(id), presence, services.live.commentsOf(id)];
        // Reviewers never see highlights, tags or notes (README "Highlights").
        if (identity.kind !== 'reviewLink') streams.push(services.live.highlightsOf(id));
        return Repeater.merge(streams);
      });
    },
    resolve: (event) => event,
  }),
  transcriptListChanged: t.field({
    type: TranscriptListEvent,
    description: 'Any change to the transcript list: added, renamed, status/progress, deleted, restored.',
    subscribe: (_root, _args, { services, identity }) => listChangesFor(services, identity),
    resolve: (event) => event,
  }),
  transcriptChanged: t.field({
    type: TranscriptRef,
    description:
      'One transcript’s record changes (status, progress, title, current version id), as you are shown it (`showsPseudonyms`). NOT_FOUND for an unknown id.',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    subscribe: (_root, { id }, { services, identity }) => feedOf(services, identity, String(id), () => services.live.transcriptChanges(String(id))),
    resolve: (event, _args, context) => seenIn(event, context),
  }),
  versionAdded: t.field({
    type: VersionEvent,
    description: 'Each new version of one transcript, after it is stored. NOT_FOUND for an unknown id.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }) },
    subscribe: (_root, { transcriptId }, { services, identity }) => feedOf(services, identity, String(transcriptId), () => services.live.versionsOf(String(transcriptId))),
    resolve: (event) => event,
  }),
  presence: t.field({
    type: [PresenceRef],
    description: 'Who has the transcript open, and where: the whole list now, then each time it changes. NOT_FOUND for an unknown id.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }) },
    subscribe: (_root, { transcriptId }, { services, identity }) => feedOf(services, identity, String(transcriptId), () => services.presence.watch(String(transcriptId))),
    resolve: (list) => list,
  }),
}));

builder.mutationFields((t) => ({
  updatePresence: t.boolean({
    description:
      'Says this page has the transcript open (and which segment it is in); send every few seconds. Presence leaves 10 s after the last. BUSY when 50 pages have it open already.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript open on the page.' }),
      sessionId: t.arg.id({ required: true, description: 'The page’s random id (8 to 64 letters, digits, "-" or "_"), as in X-Tapescript-Session.' }),
      name: t.arg.string({
        required: true,
        description: 'The display name shown to others (cleaned; cut to 60 characters). In team mode the signed-in user’s own name is shown instead.',
      }),
      segmentId: t.arg.id({ description: 'The segment the person is in, if any.' }),
    },
    resolve: async (_root, { transcriptId, sessionId, name, segmentId }, { services, identity }) => {
      // A signed-in person is shown by their own name: a name sent by the page could claim to be anyone.
      const shown = displayName(identity) ?? name;
      await services.presence.heartbeat(String(transcriptId), String(sessionId), shown, segmentId == null ? null : String(segmentId));
      return true;
    },
  }),
  leavePresence: t.boolean({
    description: 'Leaves at once (a closing tab).',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript the page had open.' }),
      sessionId: t.arg.id({ required: true, description: 'The page’s id, as given to updatePresence.' }),
    },
    resolve: (_root, { transcriptId, sessionId }, { services }) => {
      services.presence.leave(String(transcriptId), String(sessionId));
      return true;
    },
  }),
}));
