import type { TranscriptVersion } from '../domain/transcript.ts';

/**
 * What travels on the event bus (server/events/bus.ts), as JSON between servers. Payloads are small: subscribers
 * read the transcript and the version again, so what they answer is what the store holds now.
 *
 * Each kind is one channel (not one per transcript): every server listens to all of them from its start, so a
 * subscription is live the moment it is made, on any server; subscriptions filter by transcript id.
 */
export const TOPICS = {
  transcripts: 'tapescript:transcripts',
  versions: 'tapescript:versions',
  presence: 'tapescript:presence',
  access: 'tapescript:access',
  comments: 'tapescript:comments',
  highlights: 'tapescript:highlights',
  erasures: 'tapescript:erasures',
} as const;

export type TranscriptListChange = 'ADDED' | 'UPDATED' | 'DELETED';

/** A transcript record changed (created, renamed, status or progress, deleted, restored, new current version). */
export interface TranscriptChanged {
  transcriptId: string;
  change: TranscriptListChange;
  /** Transcription progress (0..1) as the server running it saw it; absent when the change is not progress. */
  progress?: number;
}

/** A version's record without its text: what the history lists (its segments are read when a subscriber asks for them). */
export type VersionSummary = Pick<
  TranscriptVersion,
  'id' | 'previousVersionId' | 'transcriptId' | 'source' | 'undoes' | 'label' | 'author' | 'wordCount' | 'createdAt' | 'updatedAt'
>;

/** A version was stored. */
export interface VersionAdded {
  transcriptId: string;
  version: VersionSummary;
  /** Segments added, changed or removed against the version before (domain/changed-segments.ts). */
  changedSegmentIds: string[];
  author: string | null;
  sessionId: string | null;
}

/** A page's heartbeat on a transcript (or its leaving): every server keeps the presence list from these. */
export interface PresenceSignal {
  transcriptId: string;
  sessionId: string;
  name: string;
  segmentId: string | null;
  left?: boolean;
}

/**
 * Who may ask changed: tokens revoked, a user disabled or given another role, a sign-out everywhere, or team mode
 * begun. Every server drops what it cached of them (auth/access-cache.ts). Hashes only: never a token.
 */
export interface AccessChanged {
  userId?: string;
  tokenHashes?: string[];
  teamMode?: boolean;
}

export type CommentChange = 'ADDED' | 'RESOLVED' | 'REOPENED';

/** A comment was added (a new thread or a reply), or its thread resolved or reopened. */
export interface CommentChanged {
  transcriptId: string;
  commentId: string;
  change: CommentChange;
}

export type HighlightChange = 'ADDED' | 'UPDATED' | 'DELETED';

/** A highlight was made, its tags or note changed, or it was deleted. */
export interface HighlightChanged {
  transcriptId: string;
  highlightId: string;
  change: HighlightChange;
}

/**
 * Personal data was erased from these transcripts (services/person-data.ts): their stored versions were rewritten, so
 * every server drops what it keeps of them in memory (versions, first screens). Ids only: never what was erased.
 */
export interface TranscriptsErased {
  transcriptIds: string[];
}

export type LiveTopics = {
  [TOPICS.transcripts]: [TranscriptChanged];
  [TOPICS.versions]: [VersionAdded];
  [TOPICS.presence]: [PresenceSignal];
  [TOPICS.access]: [AccessChanged];
  [TOPICS.comments]: [CommentChanged];
  [TOPICS.highlights]: [HighlightChanged];
  [TOPICS.erasures]: [TranscriptsErased];
};
