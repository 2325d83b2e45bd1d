import type { Author } from '../domain/author.ts';
import type { StoredChapter } from '../domain/chapters/chapters.ts';
import type { StoredShowNotes } from '../domain/show-notes/show-notes.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { StoredOrigin } from '../domain/origin.ts';
import type { StoredTranscribeOptions } from '../domain/transcribe-options.ts';
import type {
  Approval,
  SpeakerRecognition,
  Transcript,
  TranscriptFields,
  TranscriptShare,
  TranscriptStatus,
  TranscriptVersion,
  VersionSource,
  VoiceSuggestion,
} from '../domain/transcript.ts';

/** transcript_meta as PocketBase stores it (migrations/); `created`/`updated` play the spec's created_at/updated_at. */
export interface MetaRecord {
  id: string;
  title: string;
  file_id: string;
  file_url: string;
  file_type: string;
  status: TranscriptStatus;
  error: string;
  duration: number;
  data_id: string;
  engine: string;
  model: string;
  language: string;
  speaker_engine: string;
  transcribe_options: StoredTranscribeOptions | null;
  created_by?: Author | null;
  recognized_speakers?: SpeakerRecognition[] | null;
  voice_suggestions?: VoiceSuggestion[] | null;
  approval?: Approval | null;
  origin?: StoredOrigin | null;
  legal_hold?: boolean;
  audio_removed?: string;
  /** migrations/1765500000_erased_versions.js; "" or absent: never erased. */
  erased_version?: string;
  erased_at?: string;
  /** "team" or "private" (migrations/1765300000_transcript_access.js); "" or absent reads as "team". */
  visibility?: string;
  shares?: TranscriptShare[] | null;
  pseudonymised?: boolean;
  /** User ids (migrations/1765600000_pseudonyms.js); null or absent: none. */
  originals_grants?: string[] | null;
  /** migrations/1766600000_transcript_tags.js; null or absent: none. */
  tags?: string[] | null;
  created: string;
  updated: string;
}

/** transcript_data as the store's version routes answer it (pb_hooks/versions.pb.js, history.pb.js). */
export interface DataRecord {
  id: string;
  /** Absent when the version was listed without its text (see history). */
  segments: Segment[];
  /** Each segment's content number in the transcript's segment_contents (docs/storage.md); absent when listed without text. */
  nos?: number[] | null;
  word_count: number;
  previous_did: string;
  meta_id: string;
  source: VersionSource | '';
  undoes?: string;
  label?: string;
  author?: Author | null;
  /** migrations/1766500000_chapters.js; absent when listed without text (versions before it answer []). */
  chapters?: StoredChapter[] | null;
  /** migrations/1766800000_show_notes.js; absent when listed without text, null when it has none. */
  show_notes?: StoredShowNotes | null;
  created: string;
  updated: string;
}

/** Each settable transcript field's name in transcript_meta. */
const META_FIELD: { readonly [K in keyof Required<TranscriptFields>]: keyof MetaRecord } = {
  title: 'title',
  fileId: 'file_id',
  fileUrl: 'file_url',
  fileType: 'file_type',
  status: 'status',
  error: 'error',
  duration: 'duration',
  currentVersionId: 'data_id',
  engine: 'engine',
  model: 'model',
  language: 'language',
  speakerEngine: 'speaker_engine',
  transcribeOptions: 'transcribe_options',
  createdBy: 'created_by',
  recognizedSpeakers: 'recognized_speakers',
  voiceSuggestions: 'voice_suggestions',
  approval: 'approval',
  origin: 'origin',
  legalHold: 'legal_hold',
  audioRemovedAt: 'audio_removed',
  erasedVersionId: 'erased_version',
  erasedAt: 'erased_at',
  visibility: 'visibility',
  shares: 'shares',
  pseudonymised: 'pseudonymised',
  originalsGrants: 'originals_grants',
  tags: 'tags',
};

export function transcriptOf(record: MetaRecord): Transcript {
  return {
    id: record.id,
    title: record.title,
    fileId: record.file_id,
    fileUrl: record.file_url,
    fileType: record.file_type,
    status: record.status,
    error: record.error,
    duration: record.duration,
    currentVersionId: record.data_id,
    engine: record.engine,
    model: record.model,
    language: record.language,
    speakerEngine: record.speaker_engine,
    transcribeOptions: record.transcribe_options,
    createdBy: record.created_by,
    recognizedSpeakers: record.recognized_speakers,
    voiceSuggestions: record.voice_suggestions,
    approval: record.approval,
    origin: record.origin,
    legalHold: record.legal_hold,
    audioRemovedAt: record.audio_removed,
    erasedVersionId: record.erased_version,
    erasedAt: record.erased_at,
    visibility: record.visibility === 'private' ? 'private' : 'team',
    shares: record.shares ?? [],
    pseudonymised: record.pseudonymised ?? false,
    originalsGrants: record.originals_grants ?? [],
    tags: record.tags ?? [],
    createdAt: record.created,
    updatedAt: record.updated,
  };
}

/** The transcript_meta fields for a write of these transcript fields (those left out stay out). */
export function metaFieldsOf(fields: TranscriptFields): Partial<MetaRecord> {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) record[META_FIELD[name as keyof TranscriptFields]] = value;
  return record as Partial<MetaRecord>;
}

/** The version of a transcript_data record; its segments are the record's own array (1,500 segments are not copied). */
export function versionOf(record: DataRecord): TranscriptVersion {
  return {
    id: record.id,
    transcriptId: record.meta_id,
    previousVersionId: record.previous_did,
    segments: record.segments,
    wordCount: record.word_count,
    source: record.source,
    undoes: record.undoes,
    label: record.label,
    author: record.author,
    ...(record.chapters === undefined ? {} : { chapters: record.chapters ?? [] }),
    ...(record.show_notes === undefined ? {} : { showNotes: record.show_notes }),
    createdAt: record.created,
    updatedAt: record.updated,
  };
}
