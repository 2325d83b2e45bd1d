import type { StoredOrigin } from './origin.ts';
import type { Pseudonym } from './pseudonyms/pseudonym.ts';
import type { Author } from './author.ts';
import type { StoredChapter } from './chapters/chapters.ts';
import type { StoredShowNotes } from './show-notes/show-notes.ts';
import type { Segment } from './segment-types.ts';
import type { StoredTranscribeOptions } from './transcribe-options.ts';

/**
 * A transcript and its versions as the server works with them. The store's records (transcript_meta and
 * transcript_data, with their own field names) are mapped to and from these in one place: store/transcript-records.ts.
 */

export type TranscriptStatus = 'transcribing' | 'ready' | 'failed' | 'deleted';

/**
 * A speaker named by voice: `speaker` its name as written then, `label` the "Speaker N" it had, `voice` the voice's id.
 * `confirmed` when a person confirmed an offered voice (absent when named automatically, and in older stores), with
 * `enrolment` the voiceprints that confirmation added to the voice, which forgetting the name takes out again.
 */
export interface SpeakerRecognition {
  speaker: string;
  label: string;
  voice: string;
  score: number;
  confirmed?: boolean;
  enrolment?: string;
}

/** A speaker offered a voice: `speaker` its label ("Speaker 2"), `voice` the voice's id, `score` how closely it matched. */
export type VoiceSuggestion = Pick<SpeakerRecognition, 'speaker' | 'voice' | 'score'>;

/** The latest approval of a transcript (a reviewer's, or one an editor recorded): the version approved, by whom, when. */
export interface Approval {
  versionId: string;
  author: Author | null;
  at: string;
}

export type TranscriptVisibility = 'team' | 'private';

/** A person a private transcript is shared with; `role` ("viewer", "editor") is never above their own role. */
export interface TranscriptShare {
  userId: string;
  role: 'viewer' | 'editor' | 'owner';
}

export interface Transcript {
  id: string;
  title: string;
  /** The stored audio ("" before it is stored). */
  fileId: string;
  /** The audio's address in the store, as recorded at upload. */
  fileUrl: string;
  fileType: string;
  status: TranscriptStatus;
  error: string;
  duration: number;
  /** "" until transcribed, and after a failed first transcription. */
  currentVersionId: string;
  /** What transcribed it ("" for transcripts made before these were recorded, or not yet transcribed). */
  engine: string;
  model: string;
  language: string;
  speakerEngine: string;
  /** The options the upload asked for (null for older transcripts). */
  transcribeOptions: StoredTranscribeOptions | null;
  /** Who uploaded it; null for transcripts made before this was recorded, or in local mode. */
  createdBy?: Author | null;
  /** The speakers named by voice when it was transcribed (null or absent before known voices). */
  recognizedSpeakers?: SpeakerRecognition[] | null;
  /** Speakers left unnamed that might be a remembered voice, for a person to confirm (null or absent before suggestions). */
  voiceSuggestions?: VoiceSuggestion[] | null;
  /** The latest approval; null or absent while none. */
  approval?: Approval | null;
  /** What came in (Transcript.origin); null or absent for records written without it. */
  origin?: StoredOrigin | null;
  /** On legal hold: neither retention nor the bin deletes anything of it (absent: not held). */
  legalHold?: boolean;
  /**
   * The version an erasure of personal data wrote (issue 51 item 4): a change made on a version older than it is refused,
   * so a kept draft or undo cannot write the erased text back. "" or absent: never erased.
   */
  erasedVersionId?: string;
  /** When that erasure was (the store's time of its version); "" or absent: never erased. */
  erasedAt?: string;
  /** When the retention policy removed its audio ("" or absent: it was not). */
  audioRemovedAt?: string;
  /** Who sees it in team mode (server/auth/visibility.ts): the team, or only its creator, its shares and owners. */
  visibility?: TranscriptVisibility;
  /** The people a private transcript is shared with, each with the role they have on it. */
  shares?: readonly TranscriptShare[];
  /** Viewers and review links see its pseudonyms rather than the terms (README "Pseudonyms"; absent: not pseudonymised). */
  pseudonymised?: boolean;
  /** The people (user ids) who see its originals although it is pseudonymised. */
  originalsGrants?: readonly string[];
  /** Its tags as first spelled (domain/transcript-tags.ts); none for transcripts made before tags. */
  tags?: readonly string[];
  /**
   * Set only on a transcript as one reader is shown it, when they see pseudonyms (services/pseudonyms.ts): the list
   * its title and texts are read through. Never stored.
   */
  shownWith?: readonly Pseudonym[];
  /** The spec's created_at and updated_at. */
  createdAt: string;
  updatedAt: string;
}

/** What a write may set on a transcript. */
export type TranscriptFields = Partial<Omit<Transcript, 'id' | 'createdAt' | 'updatedAt' | 'shownWith'>>;

export interface TranscriptPage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Transcript[];
}

/** What made a version. */
export type VersionSource = 'upload' | 'import' | 'edit' | 'refine' | 'restore' | 'undo' | 'redo' | 'speakers' | 'split' | 'merge' | 'replace' | 'revert' | 'chapters' | 'show-notes';

export interface TranscriptVersion {
  id: string;
  transcriptId: string;
  /** The version this one was made from; "" for the first. */
  previousVersionId: string;
  /** Absent when the version was listed without its text (see history). Never to be mutated: versions are shared. */
  segments: Segment[];
  /** Whitespace-separated words; 0 also for versions written before it was recorded. */
  wordCount: number;
  /** "" for versions written before sources were recorded. */
  source: VersionSource | '';
  /** For an undo: the version whose changes it took back ("" or absent otherwise). */
  undoes?: string;
  /** What it did, in one line ("Merge segments 4–5", "Undo: merge segments 4–5"); "" for versions written before labels. */
  label?: string;
  /** Who made it; null for versions written before this was recorded, and in local mode. */
  author?: Author | null;
  /** Its chapters, anchored to its segments (domain/chapters/chapters.ts chaptersOf); absent when listed without its text. */
  chapters?: StoredChapter[];
  /** Its show notes (null: none); absent when listed without its text. */
  showNotes?: StoredShowNotes | null;
  createdAt: string;
  updatedAt: string;
}
