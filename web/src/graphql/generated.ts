/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
/** What kind of author made a change. */
export type AuthorKind =
  /** One of a person’s API tokens (`name` is its label). */
  | 'API_TOKEN'
  /** The server itself: "transcription" or "refine". */
  | 'MACHINE'
  /** A review link (`name` is its reviewer’s name). */
  | 'REVIEW_LINK'
  /** TAPESCRIPT_ACCESS_TOKEN, the service account ("service token"). */
  | 'SERVICE'
  /** A person, signed in. */
  | 'USER';

/** A chapter to set: a title at a segment. */
export type ChapterInput = {
  /** The segment it starts at: one of the current version’s (`Segment.id`), with no other chapter. */
  segmentId: string | number;
  /** Its title: 1 to 200 characters once trimmed to one line. */
  title: string;
};

/** The format a clip is rendered in: audio, or an audiogram (a video for sharing). */
export type ClipFormat =
  /** An audiogram, 1080×1080: an MP4 (H.264, AAC at 128 kbit/s, 25 frames a second) of the waveform, the series title (SERIES_NAME), the speaker’s name and the words as captions in sync, plus a mov_text subtitle track of the same words. */
  | 'AUDIOGRAM_SQUARE'
  /** An audiogram as AUDIOGRAM_SQUARE, 1080×1920 (for phones’ stories and reels). */
  | 'AUDIOGRAM_VERTICAL'
  /** AAC at 128 kbit/s in an MPEG-4 audio file. */
  | 'M4A'
  /** MP3 at 128 kbit/s. */
  | 'MP3'
  /** Opus at 96 kbit/s in Ogg. */
  | 'OGG';

/** Where a clip is in its making. */
export type ClipStatus =
  /** It could not be made: `error` says why. */
  | 'FAILED'
  /** Waiting for the clip renderer. */
  | 'QUEUED'
  /** Done: `url` plays it. */
  | 'READY'
  /** Being cut and encoded (`progress`). */
  | 'RENDERING';

/** What happened to a comment. */
export type CommentChange =
  /** A new thread, or a reply. */
  | 'ADDED'
  /** Its thread was opened again. */
  | 'REOPENED'
  /** Its thread was resolved. */
  | 'RESOLVED';

/** How a run of words differs. */
export type DiffKind =
  /** Only in the current version. */
  | 'ADDED'
  /** Only in the earlier version. */
  | 'REMOVED'
  /** In both versions. */
  | 'SAME';

/** What an engine does. */
export type EngineKind =
  /** Cleans up text for the `refine` mutation. */
  | 'REFINE'
  /** Tells the speakers apart. */
  | 'SPEAKERS'
  /** Turns speech into text (uploadAudio’s `engine`). */
  | 'TRANSCRIPTION';

/** What to export to. */
export type ExportFormat =
  /** Podcasting 2.0 JSON chapters ("{title}.chapters.json", application/json+chapters): {"version":"1.2.0","chapters":[{"startTime":seconds,"title":…}]}. BAD_USER_INPUT when the version has no chapters. */
  | 'CHAPTERS_JSON'
  /** WebVTT chapters ("{title}.chapters.vtt", for a kind="chapters" track): one cue per chapter, from its start to the next chapter’s start (the last to the end of the last segment). BAD_USER_INPUT when the version has no chapters. */
  | 'CHAPTERS_VTT'
  /** The chapters for a YouTube description ("{title}.chapters.txt"): one "00:00 Title" line per chapter (h:mm:ss from an hour). YouTube wants the first at 00:00: when the first chapter starts later, an "Intro" line at 00:00 comes first. BAD_USER_INPUT when the version has no chapters. */
  | 'CHAPTERS_YOUTUBE'
  /** A Word document in the series’ house layout. */
  | 'DOCX'
  /** ELAN’s annotation format (EAF 3.0): one tier per speaker, one annotation per segment, times in milliseconds. */
  | 'EAF'
  /** The transcript as data: speakers, and segments with their times and the recognizer’s word times (README, "The JSON export"). */
  | 'JSON'
  /** Markdown: the title line as a heading, one paragraph per speaker turn, the host’s in bold. */
  | 'MARKDOWN'
  /** A PDF in the Word file’s layout, set in Carlito (Aptos’s stand-in: Latin, Greek and Cyrillic). */
  | 'PDF'
  /** The version’s show notes as a Word file ("{title}.shownotes.docx"): headings, bullets, block quotes (indented, italic), bold and italic kept. BAD_USER_INPUT when the version has none or they are empty. */
  | 'SHOW_NOTES_DOCX'
  /** The version’s show notes as they were saved ("{title}.shownotes.md", markdown; README "Show notes"). BAD_USER_INPUT when the version has none (draftShowNotes or saveShowNotes first) or they are empty. */
  | 'SHOW_NOTES_MARKDOWN'
  /** SubRip subtitles, one cue per segment. */
  | 'SRT'
  /** Plain text, one paragraph per speaker turn. */
  | 'TXT'
  /** WebVTT subtitles, one cue per segment. */
  | 'VTT';

/** How to lay an export out; each option applies to the formats it makes sense for. Left out, the spec’s layout. */
export type ExportOptions = {
  /** Word, PDF and Markdown: each chapter’s title as a heading where it starts (a speaker’s turn is cut there). Other formats ignore it. */
  chapters?: boolean | null | undefined;
  /** Word: the comment threads as Word comments on the words they are about, replies threaded (resolved threads marked done). Other formats ignore it. */
  comments?: boolean | null | undefined;
  /** Word and PDF: a centred "Page N of M" footer on every page (in Word, its page fields). Formats without pages ignore it. */
  pageNumbers?: boolean | null | undefined;
  /** true: the file reads each listed term as its pseudonym (README "Pseudonyms"): title and file name, speakers, text, subtitle line and comments. Whoever sees the transcript’s pseudonyms (a viewer not granted its originals, a review link) always gets that, whatever they ask (false changes nothing for them); left out or false, everyone else gets the terms. */
  pseudonymise?: boolean | null | undefined;
  /** How to name the speaker of each turn (every format). */
  speakerLabels?: SpeakerLabelStyle | null | undefined;
  /** The subtitle line under the title (at most 500 characters, one line). Word: the layout’s placeholder "Insert subtitle and speaker description here" when left out or blank; PDF, text, Markdown, JSON and EAF (a header property): the line after the title when given. Subtitles ignore it. */
  subtitle?: string | null | undefined;
  /** Where to write times, as [hh:mm:ss] (Word, PDF, text, Markdown; subtitles, JSON and EAF keep their own times). */
  timestamps?: TimestampPlacement | null | undefined;
};

/** What happened to a highlight. */
export type HighlightChange =
  /** It was made. */
  | 'ADDED'
  /** It was deleted. */
  | 'DELETED'
  /** Its tags or note changed. */
  | 'UPDATED';

/** Who is asking. */
export type IdentityKind =
  /** One of a person’s API tokens. */
  | 'API_TOKEN'
  /** Local mode: no accounts exist yet, and whoever reaches the server may do everything. */
  | 'LOCAL'
  /** A review link: one transcript, to read (and comment on), as `reviewLink` says. */
  | 'REVIEW_LINK'
  /** TAPESCRIPT_ACCESS_TOKEN in team mode: the service account, with the editor role. */
  | 'SERVICE'
  /** A person, signed in. */
  | 'USER';

/** What came in to make a transcript. */
export type OriginKind =
  /** One file whose channels each held one speaker (`tracks`, without file names). */
  | 'CHANNELS'
  /** A transcript file made elsewhere, imported without audio (importTranscript; `transcriptFileName`). */
  | 'IMPORT'
  /** Recorded in the browser. */
  | 'RECORDING'
  /** Several files recorded together, one per speaker (`tracks`). */
  | 'TRACKS'
  /** One audio file, uploaded (also every transcript made before this was recorded). */
  | 'UPLOAD'
  /** A video file, uploaded: its first audio stream was taken out on the server and is what is stored. */
  | 'VIDEO';

/** What a term names; a pseudonym set without a replacement takes the next free one of its kind. */
export type PseudonymKind =
  /** An e-mail address or phone number: "[Contact 1]" … */
  | 'CONTACT'
  /** An organisation: "[Organisation 1]", "[Organisation 2]" … */
  | 'ORG'
  /** Anything else: "[Redacted 1]" … */
  | 'OTHER'
  /** A person: "[Person A]", "[Person B]" … "[Person Z]", "[Person AA]". */
  | 'PERSON'
  /** A place or street address: "[Place 1]" … */
  | 'PLACE';

/** Why a term is suggested. */
export type PseudonymSuggestionReason =
  /** A street address in the text ("221b Baker Street"). */
  | 'ADDRESS'
  /** An e-mail address in the text. */
  | 'EMAIL'
  /** A capitalised name said more than once, at least once inside a sentence. */
  | 'NAME'
  /** A phone number in the text (7 digits or more). */
  | 'PHONE'
  /** A speaker’s name (not "Speaker N"). */
  | 'SPEAKER'
  /** An entry of the vocabulary given at upload. */
  | 'VOCABULARY';

/** What to export quotes to (README "Quotes"). */
export type QuoteExportFormat =
  /** CSV (RFC 4180, every cell quoted): quote, speaker, interview, time, tags, note, author, link, highlight_id, transcript_id. A cell that begins with = + - @, a tab or a carriage return gets a leading ' so no spreadsheet runs it as a formula. */
  | 'CSV'
  /** A Word document in the house font and spacing: each quote cited as `"…" — Speaker, Title (00:12:34)`, its tags and note under it. */
  | 'DOCX'
  /** Markdown: each quote a block quote `> "…" — Speaker, Title (00:12:34)`, its tags and note after it. */
  | 'MARKDOWN';

/** What a restore is, as the history shows it. */
export type RestoreKind =
  /** A redo (Ctrl+Shift+Z). */
  | 'REDO'
  /** An earlier version brought back from the history. */
  | 'RESTORE'
  /** An undo (Ctrl+Z): the new version names the one it takes back in `undoes`. */
  | 'UNDO';

/** What a review link allows on its one transcript. */
export type ReviewPermission =
  /** Read, play and export it, comment on it (and reply), and mark it approved. */
  | 'COMMENT'
  /** Read it, play its audio and export it. */
  | 'VIEW';

/** What a person may do (README, "Working as a team"). */
export type Role =
  /** A viewer’s rights, plus upload, edit, refine, restore, delete and make review links. */
  | 'EDITOR'
  /** An editor’s rights, plus people, roles, others’ API tokens and settings. */
  | 'OWNER'
  /** Read, play, export and comment. */
  | 'VIEWER';

/** A segment as edited. It is matched to the base version’s segment by `id`, else by exact `start`, else by position when both lists have as many segments; unmatched ones are new. In a `partial` mergeEdits it is matched by `id` only, and one without an id is new. Leave out `end` or `speaker` to keep what is stored for the matched segment. */
export type SegmentInput = {
  /** End time in seconds. */
  end?: number | null | undefined;
  /** The segment’s `Segment.id`, when it is one of the base version’s (optional). */
  id?: string | number | null | undefined;
  /** The speaker’s name. */
  speaker?: string | null | undefined;
  /** Start time in seconds. */
  start: number;
  /** The segment’s text. */
  text: string;
};

/** How an export names the speaker of each turn (SRT: at the start of a turn’s cues; VTT: its voice tag; JSON: the speakers’ names; EAF: the tiers’ names). */
export type SpeakerLabelStyle =
  /** The whole name, "Ada Okafor: …": the spec’s layout. */
  | 'FULL'
  /** The first letters of the name’s words, "AO: …" ("Speaker 1" → "S1"); when two speakers share initials, the one who speaks later gets a number: "AO2". */
  | 'INITIALS'
  /** No label: turns are still paragraphs of their own (VTT: no voice tag). */
  | 'NONE';

/** Where an export writes times, as [hh:mm:ss] (Word, PDF, text, Markdown). Subtitles (SRT, VTT), JSON and EAF keep their own times and ignore it. */
export type TimestampPlacement =
  /** No times: the spec’s layout. */
  | 'NONE'
  /** Where each segment starts: the turn’s first before the speaker, each later one before its words ("… we agreed. [00:01:09] Then …"). */
  | 'SEGMENT'
  /** Where each speaker turn starts, before the speaker: "[00:01:02] Ada Okafor: …". */
  | 'TURN';

/** One speaker’s file of a recording made with one track per person. */
export type TrackInput = {
  /** The track’s audio or video file (the upload limit applies to each). */
  file: File;
  /** Who speaks on this track (1 to 100 characters), e.g. "Ann". */
  speaker: string;
};

/** How the transcript list changed. */
export type TranscriptListChange =
  /** A new transcript (an upload). */
  | 'ADDED'
  /** A transcript was deleted: it leaves the list. */
  | 'DELETED'
  /** A transcript changed: title, status, progress or a new current version; or it came back from deleted (a page that does not list it adds it). */
  | 'UPDATED';

/** Where a transcript is in its life. */
export type TranscriptStatus =
  /** Soft-deleted: hidden from lists, nothing removed. */
  | 'DELETED'
  /** Transcription failed; see `error`. The audio is kept and `retryTranscription` runs it again. */
  | 'FAILED'
  /** Transcribed; the text can be edited, refined and exported. */
  | 'READY'
  /** The audio is stored and being transcribed. */
  | 'TRANSCRIBING';

/** Who sees a transcript in team mode. */
export type TranscriptVisibility =
  /** Only its creator, the people it is shared with, and owners; for everyone else it does not exist. */
  | 'PRIVATE'
  /** Everyone signed in who may read (as every transcript made before private ones). */
  | 'TEAM';

/** What kind of change a version made, word by word inside segments or to whole segments. */
export type VersionChangeKind =
  /** A word’s upper and lower case (“from” → “From”). A word whose casing and punctuation both changed has one change of each kind. */
  | 'CASING'
  /** A segment deleted; `after` is empty. */
  | 'DELETED'
  /** A segment added; `before` is empty. */
  | 'INSERTED'
  /** Later segments joined onto this one; `before` holds their texts joined by " | ". */
  | 'MERGE'
  /** A word’s punctuation (“then” → “then.”), or punctuation inside a word (“dont” → “don’t”). */
  | 'PUNCTUATION'
  /** The segment’s speaker; `before` and `after` are the names. */
  | 'SPEAKER'
  /** The segment split in parts; `after` holds the parts’ texts joined by " | ". */
  | 'SPLIT'
  /** A run of words added, removed or replaced by other words. */
  | 'WORDS';

/** What made a version. */
export type VersionKind =
  /** The chapters set (setChapters); the segments are the version before’s. */
  | 'CHAPTERS'
  /** A save of edited text (autosave or saveEdits). */
  | 'EDIT'
  /** A transcript file made elsewhere, its text as written: with the file’s own times, then (with audio) timed to the recognizer’s words once transcribed. */
  | 'IMPORT'
  /** A segment joined to the one before. */
  | 'MERGE'
  /** A redo: what an undo took back, brought back. */
  | 'REDO'
  /** The text refined by the language model or the rules. */
  | 'REFINE'
  /** Find and replace. */
  | 'REPLACE'
  /** An earlier version brought back from the history. */
  | 'RESTORE'
  /** Some changes of a version taken back (revertChanges). */
  | 'REVERT'
  /** Show notes drafted (draftShowNotes) or saved (saveShowNotes); the segments and chapters are the version before’s. */
  | 'SHOW_NOTES'
  /** Speakers renamed, merged or set. */
  | 'SPEAKERS'
  /** A segment split in two. */
  | 'SPLIT'
  /** An undo: the text before `undoes`. */
  | 'UNDO'
  /** The transcription of the upload. */
  | 'UPLOAD';

export type CommentFieldsFragment = { id: string, segmentId: string | null, fromWord: number | null, toWord: number | null, quote: string, outdated: boolean, text: string, createdAt: string, resolved: boolean, author: { kind: AuthorKind, name: string } | null };

export type CommentThreadFragment = { id: string, segmentId: string | null, fromWord: number | null, toWord: number | null, quote: string, outdated: boolean, text: string, createdAt: string, resolved: boolean, replies: Array<{ id: string, segmentId: string | null, fromWord: number | null, toWord: number | null, quote: string, outdated: boolean, text: string, createdAt: string, resolved: boolean, author: { kind: AuthorKind, name: string } | null }>, author: { kind: AuthorKind, name: string } | null };

export type TranscriptCommentsQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptCommentsQuery = { transcript: { id: string, comments: Array<{ id: string, segmentId: string | null, fromWord: number | null, toWord: number | null, quote: string, outdated: boolean, text: string, createdAt: string, resolved: boolean, replies: Array<{ id: string, segmentId: string | null, fromWord: number | null, toWord: number | null, quote: string, outdated: boolean, text: string, createdAt: string, resolved: boolean, author: { kind: AuthorKind, name: string } | null }>, author: { kind: AuthorKind, name: string } | null }> } | null };

export type AddCommentMutationVariables = Exact<{
  transcriptId: string | number;
  segmentId?: string | number | null | undefined;
  text: string;
  fromWord?: number | null | undefined;
  toWord?: number | null | undefined;
  replyTo?: string | number | null | undefined;
}>;


export type AddCommentMutation = { addComment: { id: string } };

export type ResolveCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type ResolveCommentMutation = { resolveComment: { id: string, resolved: boolean } };

export type ReopenCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type ReopenCommentMutation = { reopenComment: { id: string, resolved: boolean } };

export type PseudonymEntryFragment = { id: string, term: string, kind: PseudonymKind, replacement: string, transcriptId: string | null };

export type PseudonymsQueryVariables = Exact<{
  transcriptId?: string | number | null | undefined;
}>;


export type PseudonymsQuery = { pseudonyms: Array<{ id: string, term: string, kind: PseudonymKind, replacement: string, transcriptId: string | null }> };

export type SetPseudonymMutationVariables = Exact<{
  transcriptId?: string | number | null | undefined;
  term: string;
  kind: PseudonymKind;
  replacement?: string | null | undefined;
}>;


export type SetPseudonymMutation = { setPseudonym: { id: string, term: string, kind: PseudonymKind, replacement: string, transcriptId: string | null } };

export type RemovePseudonymMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePseudonymMutation = { removePseudonym: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: number };

export type CreateClipMutationVariables = Exact<{
  highlightId?: string | number | null | undefined;
  transcriptId?: string | number | null | undefined;
  fromSegmentId?: string | number | null | undefined;
  fromWord?: number | null | undefined;
  toSegmentId?: string | number | null | undefined;
  toWord?: number | null | undefined;
  format: ClipFormat;
  paddingMs: number;
}>;


export type CreateClipMutation = { createClip: { id: string, status: ClipStatus, progress: number, url: string | null, duration: number, format: ClipFormat, error: string | null } };

export type ClipProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type ClipProgressQuery = { clip: { id: string, status: ClipStatus, progress: number, url: string | null, duration: number, format: ClipFormat, error: string | null } | null };

export type ClipLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type ClipLinkMutation = { clipLink: string };

export type ExportTranscriptsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  formats: Array<ExportFormat> | ExportFormat;
}>;


export type ExportTranscriptsMutation = { exportTranscripts: { filename: string, mimeType: string, contentBase64: string } };

export type SearchQueryVariables = Exact<{
  query: string;
  first: number;
  after?: string | null | undefined;
}>;


export type SearchQuery = { search: Array<{ segmentId: string, start: number, end: number, speaker: string | null, snippet: string, cursor: string, approximate: boolean, transcript: { id: string, title: string }, matches: Array<{ offset: number, length: number }> }> };

export type SearchTitlesQueryVariables = Exact<{
  title: string;
  perPage: number;
}>;


export type SearchTitlesQuery = { transcripts: { totalItems: number, items: Array<{ id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null }> } };

export type RecentTranscriptsQueryVariables = Exact<{
  page: number;
  perPage: number;
  tags?: Array<string> | string | null | undefined;
}>;


export type RecentTranscriptsQuery = { transcripts: { page: number, perPage: number, items: Array<{ id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null }> } };

export type TranscriptListItemFragment = { id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null };

export type TranscriptTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type TranscriptTagsQuery = { transcriptTags: Array<string> };

export type PersonFieldsFragment = { id: string, email: string, name: string, role: Role, disabled: boolean, createdAt: string, apiTokens: Array<{ id: string, label: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> };

export type PeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleQuery = { mailEnabled: boolean, users: Array<{ id: string, email: string, name: string, role: Role, disabled: boolean, createdAt: string, apiTokens: Array<{ id: string, label: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> }>, invitations: Array<{ id: string, email: string, role: Role, invitedBy: string, createdAt: string, expiresAt: string }> };

export type RevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type InviteUserMutationVariables = Exact<{
  email: string;
  role: Role;
}>;


export type InviteUserMutation = { inviteUser: { url: string, expiresAt: string, emailed: boolean, mailProblem: string | null } };

export type SetRoleMutationVariables = Exact<{
  userId: string | number;
  role: Role;
}>;


export type SetRoleMutation = { setRole: { id: string, email: string, name: string, role: Role, disabled: boolean, createdAt: string, apiTokens: Array<{ id: string, label: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> } };

export type DisableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type DisableUserMutation = { disableUser: { id: string, email: string, name: string, role: Role, disabled: boolean, createdAt: string, apiTokens: Array<{ id: string, label: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> } };

export type EnableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type EnableUserMutation = { enableUser: { id: string, email: string, name: string, role: Role, disabled: boolean, createdAt: string, apiTokens: Array<{ id: string, label: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> } };

export type CreatePasswordResetLinkMutationVariables = Exact<{
  userId: string | number;
}>;


export type CreatePasswordResetLinkMutation = { createPasswordResetLink: { url: string, expiresAt: string, emailed: boolean, mailProblem: string | null } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string } };

export type AuditLogQueryVariables = Exact<{
  first: number;
  after?: string | number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: Array<{ id: string, action: string, subject: string, address: string, createdAt: string, actor: { name: string } | null }> };

export type RetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionQuery = { retention: { audioDays: number | null, transcriptDays: number | null } };

export type SetRetentionMutationVariables = Exact<{
  audioDays?: number | null | undefined;
  transcriptDays?: number | null | undefined;
}>;


export type SetRetentionMutation = { setRetention: { audioDays: number | null, transcriptDays: number | null } };

export type QuoteRowFragment = { id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, cursor: string, transcript: { id: string, title: string, fileUrl: string | null } };

export type QuotesQueryVariables = Exact<{
  query?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  speaker?: string | null | undefined;
  transcriptId?: string | number | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type QuotesQuery = { highlights: Array<{ id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, cursor: string, transcript: { id: string, title: string, fileUrl: string | null } }> };

export type QuoteFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteFiltersQuery = { highlightTags: Array<string>, transcripts: { items: Array<{ id: string, title: string }> } };

export type ExportQuotesMutationVariables = Exact<{
  query?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  speaker?: string | null | undefined;
  transcriptId?: string | number | null | undefined;
  format: QuoteExportFormat;
}>;


export type ExportQuotesMutation = { exportHighlights: { filename: string, mimeType: string, contentBase64: string } };

export type ReviewPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewPageQuery = { me: { kind: IdentityKind, reviewLink: { permission: ReviewPermission, reviewerName: string } | null }, transcript: { id: string, title: string, status: TranscriptStatus, versionId: string | null, fileUrl: string | null, showsPseudonyms: boolean, approval: { versionId: string, changedSince: boolean, approvedAt: string } | null, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string, words: Array<{ start: number, end: number }> }> } | null };

export type ApproveTranscriptMutationVariables = Exact<{
  id: string | number;
  versionId?: string | number | null | undefined;
}>;


export type ApproveTranscriptMutation = { approveTranscript: { id: string, approval: { versionId: string, changedSince: boolean, approvedAt: string } | null } };

export type ReviewLiveSubscriptionVariables = Exact<{
  transcriptId?: string | number | null | undefined;
}>;


export type ReviewLiveSubscription = { live:
    | { __typename: 'CommentEvent', commentChange: CommentChange }
    | { __typename: 'HighlightEvent' }
    | { __typename: 'PresenceEvent' }
    | { __typename: 'TranscriptListEvent' }
    | { __typename: 'VersionEvent', version: { id: string } }
   };

export type DeleteTranscriptMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTranscriptMutation = { deleteTranscript: { id: string, status: TranscriptStatus } };

export type RestoreTranscriptMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreTranscriptMutation = { restoreTranscript: { id: string, title: string, status: TranscriptStatus, updatedAt: string } };

export type DeleteTranscriptPermanentlyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTranscriptPermanentlyMutation = { deleteTranscriptPermanently: boolean };

export type TranscriptRecordFragment = { id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null };

export type TranscriptHeadFragment = { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null };

export type TranscriptViewFragment = { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null };

export type TranscriptQueryVariables = Exact<{
  id: string | number;
  from: number;
  count: number;
}>;


export type TranscriptQuery = { transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } | null };

export type LoadedTranscriptQueryVariables = Exact<{
  id: string | number;
}>;


export type LoadedTranscriptQuery = { transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } | null };

export type TranscriptRefreshQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptRefreshQuery = { transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } | null };

export type RetryTranscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryTranscriptionMutation = { retryTranscription: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type RenameTranscriptMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenameTranscriptMutation = { renameTranscript: { id: string, title: string, updatedAt: string } };

export type TranscriptAccessQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptAccessQuery = { transcript: { id: string, visibility: TranscriptVisibility, createdBy: { userId: string | null } | null, shares: Array<{ userId: string, role: Role }> } | null, teammates: Array<{ id: string, name: string, email: string, role: Role }> };

export type TranscriptAccessStateFragment = { id: string, visibility: TranscriptVisibility, shares: Array<{ userId: string, role: Role }> };

export type SetTranscriptAccessMutationVariables = Exact<{
  id: string | number;
  visibility: TranscriptVisibility;
}>;


export type SetTranscriptAccessMutation = { setTranscriptAccess: { id: string, visibility: TranscriptVisibility, shares: Array<{ userId: string, role: Role }> } };

export type ShareTranscriptMutationVariables = Exact<{
  transcriptId: string | number;
  userId: string | number;
  role: Role;
}>;


export type ShareTranscriptMutation = { shareTranscript: { id: string, visibility: TranscriptVisibility, shares: Array<{ userId: string, role: Role }> } };

export type UnshareTranscriptMutationVariables = Exact<{
  transcriptId: string | number;
  userId: string | number;
}>;


export type UnshareTranscriptMutation = { unshareTranscript: { id: string, visibility: TranscriptVisibility, shares: Array<{ userId: string, role: Role }> } };

export type SetLegalHoldMutationVariables = Exact<{
  id: string | number;
  hold: boolean;
}>;


export type SetLegalHoldMutation = { setLegalHold: { id: string, legalHold: boolean } };

export type VersionChangesQueryVariables = Exact<{
  id: string | number;
  versionId: string | number;
  from?: string | number | null | undefined;
}>;


export type VersionChangesQuery = { transcript: { id: string, versionChanges: Array<{ id: string, segmentId: string, kind: VersionChangeKind, before: string, after: string, position: number, wordIndex: number, segmentText: string }> } | null };

export type RevertChangesMutationVariables = Exact<{
  id: string | number;
  versionId: string | number;
  changeIds: Array<string | number> | string | number;
}>;


export type RevertChangesMutation = { revertChanges: { versionId: string, conflicts: Array<{ segmentId: string }>, transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } } };

export type ChapterFieldsFragment = { id: string, segmentId: string, start: number, title: string };

export type TranscriptChaptersQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptChaptersQuery = { transcript: { id: string, versionId: string | null, chapters: Array<{ id: string, segmentId: string, start: number, title: string }> } | null };

export type SuggestChaptersQueryVariables = Exact<{
  id: string | number;
}>;


export type SuggestChaptersQuery = { suggestChapters: Array<{ id: string, segmentId: string, start: number, title: string }> };

export type SetChaptersMutationVariables = Exact<{
  transcriptId: string | number;
  baseVersionId: string | number;
  chapters: Array<ChapterInput> | ChapterInput;
}>;


export type SetChaptersMutation = { setChapters: { id: string, versionId: string | null, chapters: Array<{ id: string, segmentId: string, start: number, title: string }> } };

export type SaveEditsMutationVariables = Exact<{
  id: string | number;
  segments: Array<SegmentInput> | SegmentInput;
  baseVersionId?: string | number | null | undefined;
}>;


export type SaveEditsMutation = { saveEdits: { id: string, versionId: string | null, updatedAt: string } };

export type MergeEditsMutationVariables = Exact<{
  id: string | number;
  segments: Array<SegmentInput> | SegmentInput;
  baseVersionId: string | number;
}>;


export type MergeEditsMutation = { mergeEdits: { versionId: string, merged: boolean, transcript: { id: string, updatedAt: string }, conflicts: Array<{ segmentId: string, mine: string | null, theirs: string | null, start: number }> } };

export type SavedSegmentsFragment = { id: string, versionId: string | null, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }> };

export type TranscriptErasedAtQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptErasedAtQuery = { transcript: { id: string, erasedAt: string | null } | null };

export type ReplaceTextMutationVariables = Exact<{
  id: string | number;
  find: string;
  replace: string;
  matchCase: boolean;
  wholeWord: boolean;
  baseVersionId?: string | number | null | undefined;
}>;


export type ReplaceTextMutation = { replaceText: { count: number, transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } } };

export type HighlightFieldsFragment = { id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, createdAt: string, fromSegmentId: string | null, fromWord: number | null, toSegmentId: string | null, toWord: number | null, author: { kind: AuthorKind, name: string } | null };

export type TranscriptHighlightsQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptHighlightsQuery = { transcript: { id: string, highlights: Array<{ id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, createdAt: string, fromSegmentId: string | null, fromWord: number | null, toSegmentId: string | null, toWord: number | null, author: { kind: AuthorKind, name: string } | null }> } | null };

export type HighlightTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type HighlightTagsQuery = { highlightTags: Array<string> };

export type AddHighlightMutationVariables = Exact<{
  transcriptId: string | number;
  fromSegmentId: string | number;
  fromWord: number;
  toSegmentId: string | number;
  toWord: number;
  tags?: Array<string> | string | null | undefined;
  note?: string | null | undefined;
}>;


export type AddHighlightMutation = { addHighlight: { id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, createdAt: string, fromSegmentId: string | null, fromWord: number | null, toSegmentId: string | null, toWord: number | null, transcript: { id: string }, author: { kind: AuthorKind, name: string } | null } };

export type UpdateHighlightMutationVariables = Exact<{
  id: string | number;
  tags?: Array<string> | string | null | undefined;
  note?: string | null | undefined;
}>;


export type UpdateHighlightMutation = { updateHighlight: { id: string, quote: string, speaker: string, start: number, end: number, tags: Array<string>, note: string | null, outdated: boolean, createdAt: string, fromSegmentId: string | null, fromWord: number | null, toSegmentId: string | null, toWord: number | null, author: { kind: AuthorKind, name: string } | null } };

export type DeleteHighlightMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHighlightMutation = { deleteHighlight: boolean };

export type TranscriptVersionsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | number | null | undefined;
}>;


export type TranscriptVersionsQuery = { transcript: { id: string, approval: { versionId: string, changedSince: boolean, approvedAt: string, approvedBy: { name: string } | null } | null, versions: Array<{ id: string, kind: VersionKind, label: string | null, createdAt: string, wordCount: number, undoes: { id: string, kind: VersionKind } | null }> } | null };

export type VersionDiffQueryVariables = Exact<{
  id: string | number;
  versionId: string | number;
}>;


export type VersionDiffQuery = { versionDiff: Array<{ kind: DiffKind, text: string }> };

export type RestoreVersionMutationVariables = Exact<{
  id: string | number;
  versionId: string | number;
  baseVersionId?: string | number | null | undefined;
  as?: RestoreKind;
}>;


export type RestoreVersionMutation = { restoreVersion: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type UpdatePresenceMutationVariables = Exact<{
  transcriptId: string | number;
  sessionId: string | number;
  name: string;
  segmentId?: string | number | null | undefined;
}>;


export type UpdatePresenceMutation = { updatePresence: boolean };

export type LeavePresenceMutationVariables = Exact<{
  transcriptId: string | number;
  sessionId: string | number;
}>;


export type LeavePresenceMutation = { leavePresence: boolean };

export type SignedInNameQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInNameQuery = { me: { kind: IdentityKind, user: { id: string, name: string, email: string } | null } };

export type NewestVersionQueryVariables = Exact<{
  id: string | number;
}>;


export type NewestVersionQuery = { transcript: { id: string, versions: Array<{ id: string }> } | null };

export type TranscriptAudioRemovedQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptAudioRemovedQuery = { transcript: { id: string, audioRemovedAt: string | null } | null };

export type TranscriptWaveformQueryVariables = Exact<{
  id: string | number;
  buckets: number;
}>;


export type TranscriptWaveformQuery = { transcript: { id: string, waveform: { peaks: Array<number>, duration: number } | null } | null };

export type TranscriptPseudonymsQueryVariables = Exact<{
  id: string | number;
}>;


export type TranscriptPseudonymsQuery = { transcript: { id: string, pseudonymised: boolean, originalsGrants: Array<string> } | null };

export type TranscriptPseudonymStateFragment = { id: string, pseudonymised: boolean, originalsGrants: Array<string> };

export type OriginalsCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type OriginalsCandidatesQuery = { teammates: Array<{ id: string, name: string, email: string, role: Role }> };

export type PseudonymSuggestionsQueryVariables = Exact<{
  transcriptId: string | number;
}>;


export type PseudonymSuggestionsQuery = { suggestPseudonyms: Array<{ term: string, kind: PseudonymKind, reason: PseudonymSuggestionReason, count: number }> };

export type DismissPseudonymSuggestionMutationVariables = Exact<{
  transcriptId: string | number;
  term: string;
}>;


export type DismissPseudonymSuggestionMutation = { dismissPseudonymSuggestion: boolean };

export type SetPseudonymisedMutationVariables = Exact<{
  id: string | number;
  pseudonymised: boolean;
}>;


export type SetPseudonymisedMutation = { setPseudonymised: { id: string, pseudonymised: boolean, originalsGrants: Array<string> } };

export type GrantOriginalsMutationVariables = Exact<{
  transcriptId: string | number;
  userId: string | number;
}>;


export type GrantOriginalsMutation = { grantOriginals: { id: string, pseudonymised: boolean, originalsGrants: Array<string> } };

export type RevokeOriginalsMutationVariables = Exact<{
  transcriptId: string | number;
  userId: string | number;
}>;


export type RevokeOriginalsMutation = { revokeOriginals: { id: string, pseudonymised: boolean, originalsGrants: Array<string> } };

export type ReviewLinksQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewLinksQuery = { transcript: { id: string, reviewLinks: Array<{ id: string, reviewerName: string, permission: ReviewPermission, expiresAt: string, active: boolean, revokedAt: string | null }> } | null };

export type ReviewLinkItemFragment = { id: string, reviewerName: string, permission: ReviewPermission, expiresAt: string, active: boolean, revokedAt: string | null };

export type CreateReviewLinkMutationVariables = Exact<{
  transcriptId: string | number;
  permission: ReviewPermission;
  reviewerName: string;
  expiresAt?: string | null | undefined;
}>;


export type CreateReviewLinkMutation = { createReviewLink: { url: string, reviewLink: { id: string, reviewerName: string, permission: ReviewPermission, expiresAt: string, active: boolean, revokedAt: string | null } } };

export type RevokeReviewLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeReviewLinkMutation = { revokeReviewLink: { id: string, reviewerName: string, permission: ReviewPermission, expiresAt: string, active: boolean, revokedAt: string | null } };

export type SplitSegmentMutationVariables = Exact<{
  id: string | number;
  segmentId: string | number;
  offset: number;
  baseVersionId?: string | number | null | undefined;
}>;


export type SplitSegmentMutation = { splitSegment: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type MergeSegmentWithPreviousMutationVariables = Exact<{
  id: string | number;
  segmentId: string | number;
  baseVersionId?: string | number | null | undefined;
}>;


export type MergeSegmentWithPreviousMutation = { mergeSegmentWithPrevious: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type SetSegmentSpeakerMutationVariables = Exact<{
  id: string | number;
  segmentId: string | number;
  speaker: string;
  baseVersionId?: string | number | null | undefined;
}>;


export type SetSegmentSpeakerMutation = { setSegmentSpeaker: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type DeleteSegmentMutationVariables = Exact<{
  id: string | number;
  segmentId: string | number;
  baseVersionId: string | number;
}>;


export type DeleteSegmentMutation = { mergeEdits: { versionId: string, merged: boolean, transcript: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null }, conflicts: Array<{ segmentId: string }> } };

export type SaveSegmentListMutationVariables = Exact<{
  id: string | number;
  segments: Array<SegmentInput> | SegmentInput;
  baseVersionId?: string | number | null | undefined;
}>;


export type SaveSegmentListMutation = { saveEdits: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type AssignSpeakerMutationVariables = Exact<{
  id: string | number;
  segmentId: string | number;
  from: number;
  to: number;
  speaker: string;
  baseVersionId?: string | number | null | undefined;
}>;


export type AssignSpeakerMutation = { assignSpeaker: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type ShowNotesFieldsFragment = { markdown: string, drafted: boolean, byModel: boolean, updatedAt: string, author: { name: string } | null };

export type TranscriptShowNotesQueryVariables = Exact<{
  transcriptId: string | number;
}>;


export type TranscriptShowNotesQuery = { showNotes: { markdown: string, drafted: boolean, byModel: boolean, updatedAt: string, author: { name: string } | null } | null };

export type DraftShowNotesMutationVariables = Exact<{
  transcriptId: string | number;
}>;


export type DraftShowNotesMutation = { draftShowNotes: { markdown: string, drafted: boolean, byModel: boolean, updatedAt: string, author: { name: string } | null } };

export type SaveShowNotesMutationVariables = Exact<{
  transcriptId: string | number;
  markdown: string;
}>;


export type SaveShowNotesMutation = { saveShowNotes: { markdown: string, drafted: boolean, byModel: boolean, updatedAt: string, author: { name: string } | null } };

export type NameByVoiceStateQueryVariables = Exact<{ [key: string]: never; }>;


export type NameByVoiceStateQuery = { voicesEnabled: boolean, voices: Array<{ id: string }> };

export type NameSpeakersByVoiceMutationVariables = Exact<{
  transcriptId: string | number;
}>;


export type NameSpeakersByVoiceMutation = { nameSpeakersByVoice: { comparedBefore: boolean, transcript: { id: string, versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null }, named: Array<{ speaker: string, label: string, score: number, voice: { id: string, name: string } }>, offered: Array<{ speaker: string, score: number, voice: { id: string, name: string } }> } };

export type SpeakersByVoiceFragment = { id: string, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }> };

export type RecognizedSpeakersQueryVariables = Exact<{
  id: string | number;
}>;


export type RecognizedSpeakersQuery = { voicesEnabled: boolean, transcript: { id: string, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }> } | null };

export type ForgetRecognitionMutationVariables = Exact<{
  transcriptId: string | number;
  speaker: string;
}>;


export type ForgetRecognitionMutation = { forgetRecognition: { id: string, versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type AcceptVoiceSuggestionMutationVariables = Exact<{
  transcriptId: string | number;
  speaker: string;
}>;


export type AcceptVoiceSuggestionMutation = { acceptVoiceSuggestion: { interviewAdded: boolean, notAddedReason: string | null, transcript: { id: string, versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null }, voice: { id: string, name: string, interviews: number, speechSeconds: number } } };

export type DismissVoiceSuggestionMutationVariables = Exact<{
  transcriptId: string | number;
  speaker: string;
}>;


export type DismissVoiceSuggestionMutation = { dismissVoiceSuggestion: { id: string, recognizedSpeakers: Array<{ speaker: string, label: string, score: number, confirmed: boolean, interviewAdded: boolean, voice: { id: string, name: string } }>, voiceSuggestions: Array<{ speaker: string, score: number, voice: { id: string, name: string } }> } };

export type RememberVoiceMutationVariables = Exact<{
  transcriptId: string | number;
  speaker: string;
  name: string;
  sameVoice?: boolean;
}>;


export type RememberVoiceMutation = { rememberVoice: { id: string, name: string, interviews: number, speechSeconds: number } };

export type VoicesEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type VoicesEnabledQuery = { voicesEnabled: boolean };

export type RenameSpeakerMutationVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
  baseVersionId?: string | number | null | undefined;
}>;


export type RenameSpeakerMutation = { renameSpeaker: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type MergeSpeakersMutationVariables = Exact<{
  id: string | number;
  speakers: Array<string> | string;
  into: string;
  baseVersionId?: string | number | null | undefined;
}>;


export type MergeSpeakersMutation = { mergeSpeakers: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type RememberedSpeakersQueryVariables = Exact<{
  id: string | number;
}>;


export type RememberedSpeakersQuery = { transcript: { id: string, rememberedSpeakers: Array<{ speaker: string, voice: { id: string, name: string } }> } | null };

export type RefineMutationVariables = Exact<{
  id: string | number;
}>;


export type RefineMutation = { refine: { versionId: string | null, wordCount: number, pseudonymised: boolean, showsPseudonyms: boolean, id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, segments: Array<{ id: string, start: number, end: number, speaker: string | null, text: string }>, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } };

export type ExportTranscriptMutationVariables = Exact<{
  id: string | number;
  format: ExportFormat;
  options?: ExportOptions | null | undefined;
}>;


export type ExportTranscriptMutation = { export: { filename: string, mimeType: string, contentBase64: string } };

export type SegmentWordsQueryVariables = Exact<{
  id: string | number;
  from: number;
  count: number;
}>;


export type SegmentWordsQuery = { transcript: { id: string, segments: Array<{ start: number, words: Array<{ text: string, start: number, end: number, confidence: number | null }> }> } | null };

export type TranscriptionEnginesQueryVariables = Exact<{ [key: string]: never; }>;


export type TranscriptionEnginesQuery = { engines: Array<{ kind: EngineKind, name: string, available: boolean, isDefault: boolean, models: Array<string>, defaultModel: string | null, reason: string | null, fix: string | null }> };

export type ImportTranscriptMutationVariables = Exact<{
  title: string;
  transcript: File;
}>;


export type ImportTranscriptMutation = { importTranscript: { id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null } };

export type UploadAudioMutationVariables = Exact<{
  title: string;
  file: File;
  language?: string | null | undefined;
  vocabulary?: Array<string> | string | null | undefined;
  speakers?: number | null | undefined;
  engine?: string | null | undefined;
  model?: string | null | undefined;
  channelsAsTracks?: Array<string> | string | null | undefined;
  recorded?: boolean | null | undefined;
  transcript?: File | null | undefined;
}>;


export type UploadAudioMutation = { uploadAudio: { id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null } };

export type UploadTracksMutationVariables = Exact<{
  title: string;
  tracks: Array<TrackInput> | TrackInput;
  language?: string | null | undefined;
  vocabulary?: Array<string> | string | null | undefined;
  engine?: string | null | undefined;
  model?: string | null | undefined;
}>;


export type UploadTracksMutation = { uploadTracks: { id: string, title: string, status: TranscriptStatus, updatedAt: string, visibility: TranscriptVisibility, tags: Array<string>, approval: { versionId: string, changedSince: boolean } | null } };

export type UploadLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadLimitsQuery = { limits: { maxUploadBytes: number, maxAudioMinutes: number } };

export type LibraryTranscriptsQueryVariables = Exact<{
  page: number;
}>;


export type LibraryTranscriptsQuery = { transcripts: { totalPages: number, items: Array<{ id: string, title: string, status: TranscriptStatus }> } };

export type NameLibrarySpeakersByVoiceMutationVariables = Exact<{
  transcriptId: string | number;
}>;


export type NameLibrarySpeakersByVoiceMutation = { nameSpeakersByVoice: { comparedBefore: boolean, transcript: { id: string, versionId: string | null }, named: Array<{ label: string, speaker: string }>, offered: Array<{ speaker: string, voice: { id: string, name: string } }> } };

export type VoiceRowFragment = { id: string, name: string, interviews: number, speechSeconds: number, rememberedFrom: Array<{ transcriptId: string, title: string | null, speaker: string, speechSeconds: number, remembered: string }> };

export type VoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type VoicesQuery = { voicesEnabled: boolean, voices: Array<{ id: string, name: string, interviews: number, speechSeconds: number, rememberedFrom: Array<{ transcriptId: string, title: string | null, speaker: string, speechSeconds: number, remembered: string }> }> };

export type RenameVoiceMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameVoiceMutation = { renameVoice: { id: string, name: string, interviews: number, speechSeconds: number, rememberedFrom: Array<{ transcriptId: string, title: string | null, speaker: string, speechSeconds: number, remembered: string }> } };

export type DeleteVoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVoiceMutation = { deleteVoice: string };

export type ForgetVoiceInterviewMutationVariables = Exact<{
  voiceId: string | number;
  transcriptId: string | number;
}>;


export type ForgetVoiceInterviewMutation = { forgetVoiceInterview: { id: string, name: string, interviews: number, speechSeconds: number, rememberedFrom: Array<{ transcriptId: string, title: string | null, speaker: string, speechSeconds: number, remembered: string }> } };

export type LiveSubscriptionVariables = Exact<{
  transcriptId?: string | number | null | undefined;
}>;


export type LiveSubscription = { live:
    | { __typename: 'CommentEvent', commentChange: CommentChange }
    | { __typename: 'HighlightEvent', transcriptId: string, highlightChange: HighlightChange, highlightId: string, highlight: { id: string, tags: Array<string>, note: string | null } | null }
    | { __typename: 'PresenceEvent', transcriptId: string, presence: Array<{ sessionId: string, name: string, color: string, segmentId: string | null }> }
    | { __typename: 'TranscriptListEvent', change: TranscriptListChange, transcript: { id: string, title: string, status: TranscriptStatus, progress: number | null, queuePosition: number | null, error: string | null, engine: string | null, model: string | null, language: string | null, fileUrl: string | null, duration: number | null, updatedAt: string, visibility: TranscriptVisibility, legalHold: boolean, origin: { kind: OriginKind, fileName: string | null, transcriptFileName: string | null, tracks: Array<{ speaker: string, fileName: string | null }> }, createdBy: { userId: string | null } | null } }
    | { __typename: 'VersionEvent', changedSegmentIds: Array<string>, author: string | null, sessionId: string | null, transcript: { id: string }, version: { id: string, kind: VersionKind } }
   };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { me: { kind: IdentityKind, role: Role | null, user: { id: string, name: string, email: string } | null } };

export const CommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const CommentThreadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentThread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const PseudonymEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PseudonymEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pseudonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacement"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}}]}}]} as unknown as DocumentNode;
export const TranscriptListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;
export const PersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;
export const QuoteRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode;
export const TranscriptRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode;
export const TranscriptHeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode;
export const TranscriptViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}}]} as unknown as DocumentNode;
export const TranscriptAccessStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptAccessState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;
export const ChapterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode;
export const SavedSegmentsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSegments"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;
export const HighlightFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HighlightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const TranscriptPseudonymStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptPseudonymState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"originalsGrants"}}]}}]} as unknown as DocumentNode;
export const ReviewLinkItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode;
export const ShowNotesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowNotesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowNotes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"drafted"}},{"kind":"Field","name":{"kind":"Name","value":"byModel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const SpeakersByVoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;
export const VoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}}]}}]}}]} as unknown as DocumentNode;
export const TranscriptCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentThread"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentThread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptCommentsQuery(options: Omit<Urql.UseQueryArgs<TranscriptCommentsQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptCommentsQuery, TranscriptCommentsQueryVariables>({ query: TranscriptCommentsDocument, ...options });
};
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replyTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"toWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"replyTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replyTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useAddCommentMutation() {
  return Urql.useMutation<AddCommentMutation, AddCommentMutationVariables>(AddCommentDocument);
};
export const ResolveCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}}]} as unknown as DocumentNode;

export function useResolveCommentMutation() {
  return Urql.useMutation<ResolveCommentMutation, ResolveCommentMutationVariables>(ResolveCommentDocument);
};
export const ReopenCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}}]} as unknown as DocumentNode;

export function useReopenCommentMutation() {
  return Urql.useMutation<ReopenCommentMutation, ReopenCommentMutationVariables>(ReopenCommentDocument);
};
export const PseudonymsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pseudonyms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pseudonyms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PseudonymEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PseudonymEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pseudonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacement"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}}]}}]} as unknown as DocumentNode;

export function usePseudonymsQuery(options?: Omit<Urql.UseQueryArgs<PseudonymsQueryVariables>, 'query'>) {
  return Urql.useQuery<PseudonymsQuery, PseudonymsQueryVariables>({ query: PseudonymsDocument, ...options });
};
export const SetPseudonymDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPseudonym"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PseudonymKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replacement"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPseudonym"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"replacement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replacement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PseudonymEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PseudonymEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pseudonym"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replacement"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}}]}}]} as unknown as DocumentNode;

export function useSetPseudonymMutation() {
  return Urql.useMutation<SetPseudonymMutation, SetPseudonymMutationVariables>(SetPseudonymDocument);
};
export const RemovePseudonymDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePseudonym"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePseudonym"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useRemovePseudonymMutation() {
  return Urql.useMutation<RemovePseudonymMutation, RemovePseudonymMutationVariables>(RemovePseudonymDocument);
};
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode;

export function useSignOutEverywhereMutation() {
  return Urql.useMutation<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>(SignOutEverywhereDocument);
};
export const CreateClipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"highlightId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromSegmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toSegmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClipFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paddingMs"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"highlightId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"highlightId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromSegmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromSegmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"toSegmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toSegmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"paddingMs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paddingMs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode;

export function useCreateClipMutation() {
  return Urql.useMutation<CreateClipMutation, CreateClipMutationVariables>(CreateClipDocument);
};
export const ClipProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClipProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode;

export function useClipProgressQuery(options: Omit<Urql.UseQueryArgs<ClipProgressQueryVariables>, 'query'>) {
  return Urql.useQuery<ClipProgressQuery, ClipProgressQueryVariables>({ query: ClipProgressDocument, ...options });
};
export const ClipLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClipLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clipLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useClipLinkMutation() {
  return Urql.useMutation<ClipLinkMutation, ClipLinkMutationVariables>(ClipLinkDocument);
};
export const ExportTranscriptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportTranscripts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTranscripts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"formats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode;

export function useExportTranscriptsMutation() {
  return Urql.useMutation<ExportTranscriptsMutation, ExportTranscriptsMutationVariables>(ExportTranscriptsDocument);
};
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}}]}}]} as unknown as DocumentNode;

export function useSearchQuery(options: Omit<Urql.UseQueryArgs<SearchQueryVariables>, 'query'>) {
  return Urql.useQuery<SearchQuery, SearchQueryVariables>({ query: SearchDocument, ...options });
};
export const SearchTitlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchTitles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;

export function useSearchTitlesQuery(options: Omit<Urql.UseQueryArgs<SearchTitlesQueryVariables>, 'query'>) {
  return Urql.useQuery<SearchTitlesQuery, SearchTitlesQueryVariables>({ query: SearchTitlesDocument, ...options });
};
export const RecentTranscriptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentTranscripts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;

export function useRecentTranscriptsQuery(options: Omit<Urql.UseQueryArgs<RecentTranscriptsQueryVariables>, 'query'>) {
  return Urql.useQuery<RecentTranscriptsQuery, RecentTranscriptsQueryVariables>({ query: RecentTranscriptsDocument, ...options });
};
export const TranscriptTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}]}]}}]} as unknown as DocumentNode;

export function useTranscriptTagsQuery(options?: Omit<Urql.UseQueryArgs<TranscriptTagsQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptTagsQuery, TranscriptTagsQueryVariables>({ query: TranscriptTagsDocument, ...options });
};
export const PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"People"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

export function usePeopleQuery(options?: Omit<Urql.UseQueryArgs<PeopleQueryVariables>, 'query'>) {
  return Urql.useQuery<PeopleQuery, PeopleQueryVariables>({ query: PeopleDocument, ...options });
};
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useRevokeInvitationMutation() {
  return Urql.useMutation<RevokeInvitationMutation, RevokeInvitationMutationVariables>(RevokeInvitationDocument);
};
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"mailProblem"}}]}}]}}]} as unknown as DocumentNode;

export function useInviteUserMutation() {
  return Urql.useMutation<InviteUserMutation, InviteUserMutationVariables>(InviteUserDocument);
};
export const SetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

export function useSetRoleMutation() {
  return Urql.useMutation<SetRoleMutation, SetRoleMutationVariables>(SetRoleDocument);
};
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

export function useDisableUserMutation() {
  return Urql.useMutation<DisableUserMutation, DisableUserMutationVariables>(DisableUserDocument);
};
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;

export function useEnableUserMutation() {
  return Urql.useMutation<EnableUserMutation, EnableUserMutationVariables>(EnableUserDocument);
};
export const CreatePasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPasswordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"mailProblem"}}]}}]}}]} as unknown as DocumentNode;

export function useCreatePasswordResetLinkMutation() {
  return Urql.useMutation<CreatePasswordResetLinkMutation, CreatePasswordResetLinkMutationVariables>(CreatePasswordResetLinkDocument);
};
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useRevokeApiTokenMutation() {
  return Urql.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument);
};
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAuditLogQuery(options: Omit<Urql.UseQueryArgs<AuditLogQueryVariables>, 'query'>) {
  return Urql.useQuery<AuditLogQuery, AuditLogQueryVariables>({ query: AuditLogDocument, ...options });
};
export const RetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioDays"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptDays"}}]}}]}}]} as unknown as DocumentNode;

export function useRetentionQuery(options?: Omit<Urql.UseQueryArgs<RetentionQueryVariables>, 'query'>) {
  return Urql.useQuery<RetentionQuery, RetentionQueryVariables>({ query: RetentionDocument, ...options });
};
export const SetRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audioDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audioDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audioDays"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcriptDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioDays"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptDays"}}]}}]}}]} as unknown as DocumentNode;

export function useSetRetentionMutation() {
  return Urql.useMutation<SetRetentionMutation, SetRetentionMutationVariables>(SetRetentionDocument);
};
export const QuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Quotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highlights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode;

export function useQuotesQuery(options: Omit<Urql.UseQueryArgs<QuotesQueryVariables>, 'query'>) {
  return Urql.useQuery<QuotesQuery, QuotesQueryVariables>({ query: QuotesDocument, ...options });
};
export const QuoteFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highlightTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"40"}}]},{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useQuoteFiltersQuery(options?: Omit<Urql.UseQueryArgs<QuoteFiltersQueryVariables>, 'query'>) {
  return Urql.useQuery<QuoteFiltersQuery, QuoteFiltersQueryVariables>({ query: QuoteFiltersDocument, ...options });
};
export const ExportQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportHighlights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode;

export function useExportQuotesMutation() {
  return Urql.useMutation<ExportQuotesMutation, ExportQuotesMutationVariables>(ExportQuotesDocument);
};
export const ReviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useReviewPageQuery(options: Omit<Urql.UseQueryArgs<ReviewPageQueryVariables>, 'query'>) {
  return Urql.useQuery<ReviewPageQuery, ReviewPageQueryVariables>({ query: ReviewPageDocument, ...options });
};
export const ApproveTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useApproveTranscriptMutation() {
  return Urql.useMutation<ApproveTranscriptMutation, ApproveTranscriptMutationVariables>(ApproveTranscriptDocument);
};
export const ReviewLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReviewLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentChange"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useReviewLiveSubscription<TData = ReviewLiveSubscription>(options?: Omit<Urql.UseSubscriptionArgs<ReviewLiveSubscriptionVariables>, 'query'>, handler?: Urql.SubscriptionHandler<ReviewLiveSubscription, TData>) {
  return Urql.useSubscription<ReviewLiveSubscription, TData, ReviewLiveSubscriptionVariables>({ query: ReviewLiveDocument, ...options }, handler);
};
export const DeleteTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

export function useDeleteTranscriptMutation() {
  return Urql.useMutation<DeleteTranscriptMutation, DeleteTranscriptMutationVariables>(DeleteTranscriptDocument);
};
export const RestoreTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useRestoreTranscriptMutation() {
  return Urql.useMutation<RestoreTranscriptMutation, RestoreTranscriptMutationVariables>(RestoreTranscriptDocument);
};
export const DeleteTranscriptPermanentlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTranscriptPermanently"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTranscriptPermanently"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useDeleteTranscriptPermanentlyMutation() {
  return Urql.useMutation<DeleteTranscriptPermanentlyMutation, DeleteTranscriptPermanentlyMutationVariables>(DeleteTranscriptPermanentlyDocument);
};
export const TranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transcript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}}]} as unknown as DocumentNode;

export function useTranscriptQuery(options: Omit<Urql.UseQueryArgs<TranscriptQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptQuery, TranscriptQueryVariables>({ query: TranscriptDocument, ...options });
};
export const LoadedTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoadedTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useLoadedTranscriptQuery(options: Omit<Urql.UseQueryArgs<LoadedTranscriptQueryVariables>, 'query'>) {
  return Urql.useQuery<LoadedTranscriptQuery, LoadedTranscriptQueryVariables>({ query: LoadedTranscriptDocument, ...options });
};
export const TranscriptRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptRefreshQuery(options: Omit<Urql.UseQueryArgs<TranscriptRefreshQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptRefreshQuery, TranscriptRefreshQueryVariables>({ query: TranscriptRefreshDocument, ...options });
};
export const RetryTranscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryTranscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryTranscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useRetryTranscriptionMutation() {
  return Urql.useMutation<RetryTranscriptionMutation, RetryTranscriptionMutationVariables>(RetryTranscriptionDocument);
};
export const RenameTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useRenameTranscriptMutation() {
  return Urql.useMutation<RenameTranscriptMutation, RenameTranscriptMutationVariables>(RenameTranscriptDocument);
};
export const TranscriptAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptAccessState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teammates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptAccessState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptAccessQuery(options: Omit<Urql.UseQueryArgs<TranscriptAccessQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptAccessQuery, TranscriptAccessQueryVariables>({ query: TranscriptAccessDocument, ...options });
};
export const SetTranscriptAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTranscriptAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TranscriptVisibility"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTranscriptAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptAccessState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptAccessState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

export function useSetTranscriptAccessMutation() {
  return Urql.useMutation<SetTranscriptAccessMutation, SetTranscriptAccessMutationVariables>(SetTranscriptAccessDocument);
};
export const ShareTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptAccessState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptAccessState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

export function useShareTranscriptMutation() {
  return Urql.useMutation<ShareTranscriptMutation, ShareTranscriptMutationVariables>(ShareTranscriptDocument);
};
export const UnshareTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptAccessState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptAccessState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

export function useUnshareTranscriptMutation() {
  return Urql.useMutation<UnshareTranscriptMutation, UnshareTranscriptMutationVariables>(UnshareTranscriptDocument);
};
export const SetLegalHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLegalHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLegalHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}}]}}]}}]} as unknown as DocumentNode;

export function useSetLegalHoldMutation() {
  return Urql.useMutation<SetLegalHoldMutation, SetLegalHoldMutationVariables>(SetLegalHoldDocument);
};
export const VersionChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"wordIndex"}},{"kind":"Field","name":{"kind":"Name","value":"segmentText"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useVersionChangesQuery(options: Omit<Urql.UseQueryArgs<VersionChangesQueryVariables>, 'query'>) {
  return Urql.useQuery<VersionChangesQuery, VersionChangesQueryVariables>({ query: VersionChangesDocument, ...options });
};
export const RevertChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useRevertChangesMutation() {
  return Urql.useMutation<RevertChangesMutation, RevertChangesMutationVariables>(RevertChangesDocument);
};
export const TranscriptChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode;

export function useTranscriptChaptersQuery(options: Omit<Urql.UseQueryArgs<TranscriptChaptersQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptChaptersQuery, TranscriptChaptersQueryVariables>({ query: TranscriptChaptersDocument, ...options });
};
export const SuggestChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestChapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode;

export function useSuggestChaptersQuery(options: Omit<Urql.UseQueryArgs<SuggestChaptersQueryVariables>, 'query'>) {
  return Urql.useQuery<SuggestChaptersQuery, SuggestChaptersQueryVariables>({ query: SuggestChaptersDocument, ...options });
};
export const SetChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapters"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"chapters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode;

export function useSetChaptersMutation() {
  return Urql.useMutation<SetChaptersMutation, SetChaptersMutationVariables>(SetChaptersDocument);
};
export const SaveEditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEdits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEdits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segments"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useSaveEditsMutation() {
  return Urql.useMutation<SaveEditsMutation, SaveEditsMutationVariables>(SaveEditsDocument);
};
export const MergeEditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeEdits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeEdits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segments"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"partial"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentId"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"theirs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"}}]}}]}}]} as unknown as DocumentNode;

export function useMergeEditsMutation() {
  return Urql.useMutation<MergeEditsMutation, MergeEditsMutationVariables>(MergeEditsDocument);
};
export const TranscriptErasedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptErasedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptErasedAtQuery(options: Omit<Urql.UseQueryArgs<TranscriptErasedAtQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptErasedAtQuery, TranscriptErasedAtQueryVariables>({ query: TranscriptErasedAtDocument, ...options });
};
export const ReplaceTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplaceText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"find"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchCase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wholeWord"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"find"},"value":{"kind":"Variable","name":{"kind":"Name","value":"find"}}},{"kind":"Argument","name":{"kind":"Name","value":"replace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replace"}}},{"kind":"Argument","name":{"kind":"Name","value":"matchCase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchCase"}}},{"kind":"Argument","name":{"kind":"Name","value":"wholeWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wholeWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useReplaceTextMutation() {
  return Urql.useMutation<ReplaceTextMutation, ReplaceTextMutationVariables>(ReplaceTextDocument);
};
export const TranscriptHighlightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptHighlights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HighlightFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HighlightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptHighlightsQuery(options: Omit<Urql.UseQueryArgs<TranscriptHighlightsQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptHighlightsQuery, TranscriptHighlightsQueryVariables>({ query: TranscriptHighlightsDocument, ...options });
};
export const HighlightTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HighlightTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highlightTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}]}]}}]} as unknown as DocumentNode;

export function useHighlightTagsQuery(options?: Omit<Urql.UseQueryArgs<HighlightTagsQueryVariables>, 'query'>) {
  return Urql.useQuery<HighlightTagsQuery, HighlightTagsQueryVariables>({ query: HighlightTagsDocument, ...options });
};
export const AddHighlightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddHighlight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromSegmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toSegmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHighlight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromSegmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromSegmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"toSegmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toSegmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toWord"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toWord"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HighlightFields"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HighlightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useAddHighlightMutation() {
  return Urql.useMutation<AddHighlightMutation, AddHighlightMutationVariables>(AddHighlightDocument);
};
export const UpdateHighlightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHighlight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHighlight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HighlightFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HighlightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Highlight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fromWord"}},{"kind":"Field","name":{"kind":"Name","value":"toSegmentId"}},{"kind":"Field","name":{"kind":"Name","value":"toWord"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useUpdateHighlightMutation() {
  return Urql.useMutation<UpdateHighlightMutation, UpdateHighlightMutationVariables>(UpdateHighlightDocument);
};
export const DeleteHighlightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHighlight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHighlight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useDeleteHighlightMutation() {
  return Urql.useMutation<DeleteHighlightMutation, DeleteHighlightMutationVariables>(DeleteHighlightDocument);
};
export const TranscriptVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"undoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptVersionsQuery(options: Omit<Urql.UseQueryArgs<TranscriptVersionsQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptVersionsQuery, TranscriptVersionsQueryVariables>({ query: TranscriptVersionsDocument, ...options });
};
export const VersionDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useVersionDiffQuery(options: Omit<Urql.UseQueryArgs<VersionDiffQueryVariables>, 'query'>) {
  return Urql.useQuery<VersionDiffQuery, VersionDiffQueryVariables>({ query: VersionDiffDocument, ...options });
};
export const RestoreVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"as"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreKind"}}},"defaultValue":{"kind":"EnumValue","value":"RESTORE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"as"},"value":{"kind":"Variable","name":{"kind":"Name","value":"as"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useRestoreVersionMutation() {
  return Urql.useMutation<RestoreVersionMutation, RestoreVersionMutationVariables>(RestoreVersionDocument);
};
export const UpdatePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}}]}]}}]} as unknown as DocumentNode;

export function useUpdatePresenceMutation() {
  return Urql.useMutation<UpdatePresenceMutation, UpdatePresenceMutationVariables>(UpdatePresenceDocument);
};
export const LeavePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeavePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leavePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode;

export function useLeavePresenceMutation() {
  return Urql.useMutation<LeavePresenceMutation, LeavePresenceMutationVariables>(LeavePresenceDocument);
};
export const SignedInNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedInName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useSignedInNameQuery(options?: Omit<Urql.UseQueryArgs<SignedInNameQueryVariables>, 'query'>) {
  return Urql.useQuery<SignedInNameQuery, SignedInNameQueryVariables>({ query: SignedInNameDocument, ...options });
};
export const NewestVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewestVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useNewestVersionQuery(options: Omit<Urql.UseQueryArgs<NewestVersionQueryVariables>, 'query'>) {
  return Urql.useQuery<NewestVersionQuery, NewestVersionQueryVariables>({ query: NewestVersionDocument, ...options });
};
export const TranscriptAudioRemovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptAudioRemoved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audioRemovedAt"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptAudioRemovedQuery(options: Omit<Urql.UseQueryArgs<TranscriptAudioRemovedQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptAudioRemovedQuery, TranscriptAudioRemovedQueryVariables>({ query: TranscriptAudioRemovedDocument, ...options });
};
export const TranscriptWaveformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptWaveform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buckets"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waveform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buckets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buckets"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"peaks"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptWaveformQuery(options: Omit<Urql.UseQueryArgs<TranscriptWaveformQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptWaveformQuery, TranscriptWaveformQueryVariables>({ query: TranscriptWaveformDocument, ...options });
};
export const TranscriptPseudonymsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptPseudonyms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptPseudonymState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptPseudonymState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"originalsGrants"}}]}}]} as unknown as DocumentNode;

export function useTranscriptPseudonymsQuery(options: Omit<Urql.UseQueryArgs<TranscriptPseudonymsQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptPseudonymsQuery, TranscriptPseudonymsQueryVariables>({ query: TranscriptPseudonymsDocument, ...options });
};
export const OriginalsCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OriginalsCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teammates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode;

export function useOriginalsCandidatesQuery(options?: Omit<Urql.UseQueryArgs<OriginalsCandidatesQueryVariables>, 'query'>) {
  return Urql.useQuery<OriginalsCandidatesQuery, OriginalsCandidatesQueryVariables>({ query: OriginalsCandidatesDocument, ...options });
};
export const PseudonymSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PseudonymSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestPseudonyms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode;

export function usePseudonymSuggestionsQuery(options: Omit<Urql.UseQueryArgs<PseudonymSuggestionsQueryVariables>, 'query'>) {
  return Urql.useQuery<PseudonymSuggestionsQuery, PseudonymSuggestionsQueryVariables>({ query: PseudonymSuggestionsDocument, ...options });
};
export const DismissPseudonymSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissPseudonymSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissPseudonymSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}]}]}}]} as unknown as DocumentNode;

export function useDismissPseudonymSuggestionMutation() {
  return Urql.useMutation<DismissPseudonymSuggestionMutation, DismissPseudonymSuggestionMutationVariables>(DismissPseudonymSuggestionDocument);
};
export const SetPseudonymisedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPseudonymised"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pseudonymised"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPseudonymised"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pseudonymised"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pseudonymised"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptPseudonymState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptPseudonymState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"originalsGrants"}}]}}]} as unknown as DocumentNode;

export function useSetPseudonymisedMutation() {
  return Urql.useMutation<SetPseudonymisedMutation, SetPseudonymisedMutationVariables>(SetPseudonymisedDocument);
};
export const GrantOriginalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantOriginals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantOriginals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptPseudonymState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptPseudonymState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"originalsGrants"}}]}}]} as unknown as DocumentNode;

export function useGrantOriginalsMutation() {
  return Urql.useMutation<GrantOriginalsMutation, GrantOriginalsMutationVariables>(GrantOriginalsDocument);
};
export const RevokeOriginalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOriginals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOriginals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptPseudonymState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptPseudonymState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"originalsGrants"}}]}}]} as unknown as DocumentNode;

export function useRevokeOriginalsMutation() {
  return Urql.useMutation<RevokeOriginalsMutation, RevokeOriginalsMutationVariables>(RevokeOriginalsDocument);
};
export const ReviewLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewLinkItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode;

export function useReviewLinksQuery(options: Omit<Urql.UseQueryArgs<ReviewLinksQueryVariables>, 'query'>) {
  return Urql.useQuery<ReviewLinksQuery, ReviewLinksQueryVariables>({ query: ReviewLinksDocument, ...options });
};
export const CreateReviewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReviewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permission"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPermission"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReviewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permission"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerName"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"reviewLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewLinkItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode;

export function useCreateReviewLinkMutation() {
  return Urql.useMutation<CreateReviewLinkMutation, CreateReviewLinkMutationVariables>(CreateReviewLinkDocument);
};
export const RevokeReviewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeReviewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeReviewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewLinkItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode;

export function useRevokeReviewLinkMutation() {
  return Urql.useMutation<RevokeReviewLinkMutation, RevokeReviewLinkMutationVariables>(RevokeReviewLinkDocument);
};
export const SplitSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SplitSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useSplitSegmentMutation() {
  return Urql.useMutation<SplitSegmentMutation, SplitSegmentMutationVariables>(SplitSegmentDocument);
};
export const MergeSegmentWithPreviousDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeSegmentWithPrevious"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeSegmentWithPrevious"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useMergeSegmentWithPreviousMutation() {
  return Urql.useMutation<MergeSegmentWithPreviousMutation, MergeSegmentWithPreviousMutationVariables>(MergeSegmentWithPreviousDocument);
};
export const SetSegmentSpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSegmentSpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSegmentSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useSetSegmentSpeakerMutation() {
  return Urql.useMutation<SetSegmentSpeakerMutation, SetSegmentSpeakerMutationVariables>(SetSegmentSpeakerDocument);
};
export const DeleteSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeEdits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"segments"},"value":{"kind":"ListValue","values":[]}},{"kind":"Argument","name":{"kind":"Name","value":"partial"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"deletedSegmentIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merged"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useDeleteSegmentMutation() {
  return Urql.useMutation<DeleteSegmentMutation, DeleteSegmentMutationVariables>(DeleteSegmentDocument);
};
export const SaveSegmentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSegmentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEdits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segments"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useSaveSegmentListMutation() {
  return Urql.useMutation<SaveSegmentListMutation, SaveSegmentListMutationVariables>(SaveSegmentListDocument);
};
export const AssignSpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignSpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useAssignSpeakerMutation() {
  return Urql.useMutation<AssignSpeakerMutation, AssignSpeakerMutationVariables>(AssignSpeakerDocument);
};
export const TranscriptShowNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptShowNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowNotesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowNotesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowNotes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"drafted"}},{"kind":"Field","name":{"kind":"Name","value":"byModel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptShowNotesQuery(options: Omit<Urql.UseQueryArgs<TranscriptShowNotesQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptShowNotesQuery, TranscriptShowNotesQueryVariables>({ query: TranscriptShowNotesDocument, ...options });
};
export const DraftShowNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftShowNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftShowNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowNotesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowNotesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowNotes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"drafted"}},{"kind":"Field","name":{"kind":"Name","value":"byModel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useDraftShowNotesMutation() {
  return Urql.useMutation<DraftShowNotesMutation, DraftShowNotesMutationVariables>(DraftShowNotesDocument);
};
export const SaveShowNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShowNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShowNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"markdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowNotesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowNotesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShowNotes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markdown"}},{"kind":"Field","name":{"kind":"Name","value":"drafted"}},{"kind":"Field","name":{"kind":"Name","value":"byModel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

export function useSaveShowNotesMutation() {
  return Urql.useMutation<SaveShowNotesMutation, SaveShowNotesMutationVariables>(SaveShowNotesDocument);
};
export const NameByVoiceStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NameByVoiceState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voicesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"voices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

export function useNameByVoiceStateQuery(options?: Omit<Urql.UseQueryArgs<NameByVoiceStateQueryVariables>, 'query'>) {
  return Urql.useQuery<NameByVoiceStateQuery, NameByVoiceStateQueryVariables>({ query: NameByVoiceStateDocument, ...options });
};
export const NameSpeakersByVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NameSpeakersByVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameSpeakersByVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakersByVoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"named"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparedBefore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useNameSpeakersByVoiceMutation() {
  return Urql.useMutation<NameSpeakersByVoiceMutation, NameSpeakersByVoiceMutationVariables>(NameSpeakersByVoiceDocument);
};
export const RecognizedSpeakersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecognizedSpeakers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voicesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakersByVoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useRecognizedSpeakersQuery(options: Omit<Urql.UseQueryArgs<RecognizedSpeakersQueryVariables>, 'query'>) {
  return Urql.useQuery<RecognizedSpeakersQuery, RecognizedSpeakersQueryVariables>({ query: RecognizedSpeakersDocument, ...options });
};
export const ForgetRecognitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetRecognition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetRecognition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakersByVoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useForgetRecognitionMutation() {
  return Urql.useMutation<ForgetRecognitionMutation, ForgetRecognitionMutationVariables>(ForgetRecognitionDocument);
};
export const AcceptVoiceSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptVoiceSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptVoiceSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakersByVoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"notAddedReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useAcceptVoiceSuggestionMutation() {
  return Urql.useMutation<AcceptVoiceSuggestionMutation, AcceptVoiceSuggestionMutationVariables>(AcceptVoiceSuggestionDocument);
};
export const DismissVoiceSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissVoiceSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissVoiceSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakersByVoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakersByVoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recognizedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"interviewAdded"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"voiceSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useDismissVoiceSuggestionMutation() {
  return Urql.useMutation<DismissVoiceSuggestionMutation, DismissVoiceSuggestionMutationVariables>(DismissVoiceSuggestionDocument);
};
export const RememberVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RememberVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sameVoice"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rememberVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"speaker"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speaker"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"sameVoice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sameVoice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}}]}}]}}]} as unknown as DocumentNode;

export function useRememberVoiceMutation() {
  return Urql.useMutation<RememberVoiceMutation, RememberVoiceMutationVariables>(RememberVoiceDocument);
};
export const VoicesEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoicesEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voicesEnabled"}}]}}]} as unknown as DocumentNode;

export function useVoicesEnabledQuery(options?: Omit<Urql.UseQueryArgs<VoicesEnabledQueryVariables>, 'query'>) {
  return Urql.useQuery<VoicesEnabledQuery, VoicesEnabledQueryVariables>({ query: VoicesEnabledDocument, ...options });
};
export const RenameSpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameSpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useRenameSpeakerMutation() {
  return Urql.useMutation<RenameSpeakerMutation, RenameSpeakerMutationVariables>(RenameSpeakerDocument);
};
export const MergeSpeakersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeSpeakers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speakers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"into"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeSpeakers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"speakers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speakers"}}},{"kind":"Argument","name":{"kind":"Name","value":"into"},"value":{"kind":"Variable","name":{"kind":"Name","value":"into"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useMergeSpeakersMutation() {
  return Urql.useMutation<MergeSpeakersMutation, MergeSpeakersMutationVariables>(MergeSpeakersDocument);
};
export const RememberedSpeakersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RememberedSpeakers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useRememberedSpeakersQuery(options: Omit<Urql.UseQueryArgs<RememberedSpeakersQueryVariables>, 'query'>) {
  return Urql.useQuery<RememberedSpeakersQuery, RememberedSpeakersQueryVariables>({ query: RememberedSpeakersDocument, ...options });
};
export const RefineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Refine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonymised"}},{"kind":"Field","name":{"kind":"Name","value":"showsPseudonyms"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptHead"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

export function useRefineMutation() {
  return Urql.useMutation<RefineMutation, RefineMutationVariables>(RefineDocument);
};
export const ExportTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"export"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode;

export function useExportTranscriptMutation() {
  return Urql.useMutation<ExportTranscriptMutation, ExportTranscriptMutationVariables>(ExportTranscriptDocument);
};
export const SegmentWordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentWords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

export function useSegmentWordsQuery(options: Omit<Urql.UseQueryArgs<SegmentWordsQueryVariables>, 'query'>) {
  return Urql.useQuery<SegmentWordsQuery, SegmentWordsQueryVariables>({ query: SegmentWordsDocument, ...options });
};
export const TranscriptionEnginesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptionEngines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"models"}},{"kind":"Field","name":{"kind":"Name","value":"defaultModel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fix"}}]}}]}}]} as unknown as DocumentNode;

export function useTranscriptionEnginesQuery(options?: Omit<Urql.UseQueryArgs<TranscriptionEnginesQueryVariables>, 'query'>) {
  return Urql.useQuery<TranscriptionEnginesQuery, TranscriptionEnginesQueryVariables>({ query: TranscriptionEnginesDocument, ...options });
};
export const ImportTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcript"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTranscript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcript"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcript"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;

export function useImportTranscriptMutation() {
  return Urql.useMutation<ImportTranscriptMutation, ImportTranscriptMutationVariables>(ImportTranscriptDocument);
};
export const UploadAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vocabulary"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"speakers"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"engine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelsAsTracks"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recorded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcript"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAudio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"vocabulary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vocabulary"}}},{"kind":"Argument","name":{"kind":"Name","value":"speakers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"speakers"}}},{"kind":"Argument","name":{"kind":"Name","value":"engine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"engine"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"channelsAsTracks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelsAsTracks"}}},{"kind":"Argument","name":{"kind":"Name","value":"recorded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recorded"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcript"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcript"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;

export function useUploadAudioMutation() {
  return Urql.useMutation<UploadAudioMutation, UploadAudioMutationVariables>(UploadAudioDocument);
};
export const UploadTracksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadTracks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tracks"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vocabulary"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"engine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadTracks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tracks"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"vocabulary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vocabulary"}}},{"kind":"Argument","name":{"kind":"Name","value":"engine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"engine"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"changedSince"}}]}}]}}]} as unknown as DocumentNode;

export function useUploadTracksMutation() {
  return Urql.useMutation<UploadTracksMutation, UploadTracksMutationVariables>(UploadTracksDocument);
};
export const UploadLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUploadBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxAudioMinutes"}}]}}]}}]} as unknown as DocumentNode;

export function useUploadLimitsQuery(options?: Omit<Urql.UseQueryArgs<UploadLimitsQueryVariables>, 'query'>) {
  return Urql.useQuery<UploadLimitsQuery, UploadLimitsQueryVariables>({ query: UploadLimitsDocument, ...options });
};
export const LibraryTranscriptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryTranscripts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcripts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useLibraryTranscriptsQuery(options: Omit<Urql.UseQueryArgs<LibraryTranscriptsQueryVariables>, 'query'>) {
  return Urql.useQuery<LibraryTranscriptsQuery, LibraryTranscriptsQueryVariables>({ query: LibraryTranscriptsDocument, ...options });
};
export const NameLibrarySpeakersByVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NameLibrarySpeakersByVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nameSpeakersByVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"named"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"voice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparedBefore"}}]}}]}}]} as unknown as DocumentNode;

export function useNameLibrarySpeakersByVoiceMutation() {
  return Urql.useMutation<NameLibrarySpeakersByVoiceMutation, NameLibrarySpeakersByVoiceMutationVariables>(NameLibrarySpeakersByVoiceDocument);
};
export const VoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Voices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voicesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"voices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}}]}}]}}]} as unknown as DocumentNode;

export function useVoicesQuery(options?: Omit<Urql.UseQueryArgs<VoicesQueryVariables>, 'query'>) {
  return Urql.useQuery<VoicesQuery, VoicesQueryVariables>({ query: VoicesDocument, ...options });
};
export const RenameVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}}]}}]}}]} as unknown as DocumentNode;

export function useRenameVoiceMutation() {
  return Urql.useMutation<RenameVoiceMutation, RenameVoiceMutationVariables>(RenameVoiceDocument);
};
export const DeleteVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

export function useDeleteVoiceMutation() {
  return Urql.useMutation<DeleteVoiceMutation, DeleteVoiceMutationVariables>(DeleteVoiceDocument);
};
export const ForgetVoiceInterviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetVoiceInterview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"voiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetVoiceInterview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"voiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"voiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"interviews"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"rememberedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"speechSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}}]}}]}}]} as unknown as DocumentNode;

export function useForgetVoiceInterviewMutation() {
  return Urql.useMutation<ForgetVoiceInterviewMutation, ForgetVoiceInterviewMutationVariables>(ForgetVoiceInterviewDocument);
};
export const LiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Live"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transcriptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transcriptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TranscriptListEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptRecord"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcript"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedSegmentIds"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentChange"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HighlightEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"highlightChange"}},{"kind":"Field","name":{"kind":"Name","value":"highlightId"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PresenceEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptId"}},{"kind":"Field","name":{"kind":"Name","value":"presence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"segmentId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transcript"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speaker"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode;

export function useLiveSubscription<TData = LiveSubscription>(options?: Omit<Urql.UseSubscriptionArgs<LiveSubscriptionVariables>, 'query'>, handler?: Urql.SubscriptionHandler<LiveSubscription, TData>) {
  return Urql.useSubscription<LiveSubscription, TData, LiveSubscriptionVariables>({ query: LiveDocument, ...options }, handler);
};
export const WhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode;

export function useWhoAmIQuery(options?: Omit<Urql.UseQueryArgs<WhoAmIQueryVariables>, 'query'>) {
  return Urql.useQuery<WhoAmIQuery, WhoAmIQueryVariables>({ query: WhoAmIDocument, ...options });
};