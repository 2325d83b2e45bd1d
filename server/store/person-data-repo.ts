import type { Author } from '../domain/author.ts';
import type { GatheredTranscript, TranscriptRewrite } from '../domain/person-matches.ts';
import type { SpeakerRecognition } from '../domain/transcript.ts';
import type { StoreClient } from './client.ts';

/** A transcript's title, recognised speakers and current chapters' titles, as the candidates read lists every transcript. */
export interface TranscriptHead {
  id: string;
  title: string;
  recognizedSpeakers: SpeakerRecognition[];
  chapterTitles: string[];
  /** Its current show notes' markdown ("" when none). */
  showNotes: string;
}

/** What a person may be beyond transcripts' text (pb_hooks/person-data.pb.js). */
export interface PersonRecords {
  voices: { id: string; name: string }[];
  /** The speakers each voice was remembered from, by transcript. */
  enrolments: { voice: string; transcript: string; speaker: string }[];
  /** `hash`: the SHA-256 of the link's token (what the servers cache who it is by). */
  reviewLinks: { id: string; transcript: string; reviewerName: string; hash: string }[];
  comments: { id: string; transcript: string; replyTo: string; text: string; quote: string; author: Author | null }[];
  /** `quote`: its parts' words joined; `note` "" when none. */
  highlights: { id: string; transcript: string; quote: string; note: string; author: Author | null }[];
  /** Every pseudonym list's entries (`transcript` "" for the library's list; migrations/1765600000_pseudonyms.js). */
  pseudonyms: { id: string; transcript: string; term: string; termKey: string }[];
  /** The suggestions turned down, by the key of their term. */
  dismissals: { id: string; transcript: string; termKey: string }[];
}

/** What an erasure writes, in one transaction. */
export interface ErasureWrite {
  transcripts: TranscriptRewrite[];
  comments: string[];
  highlights: string[];
  reviewLinks: string[];
  voices: string[];
  /** Pseudonym entries and dismissed suggestions, by id. */
  pseudonyms: string[];
  dismissals: string[];
  /** Transcripts whose audio goes. */
  audio: string[];
  audit: { id: string; subject: string }[];
  /** Spellings whose request log entries go (SQL LIKE). */
  needles: string[];
  /** The label and author of the version each rewritten transcript is given. */
  label: string;
  author: Author | null;
}

export interface ErasureCounts {
  transcripts: number;
  versions: number;
  comments: number;
  highlights: number;
  voices: number;
  reviewLinks: number;
}

/**
 * The store's side of finding and erasing one person (pb_hooks/person-data.pb.js). Every request carries the name in
 * its body, never in its address: PocketBase logs addresses.
 */
export class PersonDataRepo {
  constructor(
    private readonly store: StoreClient,
    private readonly log: (message: string) => void,
  ) {}

  private post<T>(route: string, body: object): Promise<T> {
    return this.store.call((pb) => pb.send<T>(`/api/tapescript/person/${route}`, { method: 'POST', body }));
  }

  /**
   * Transcripts whose current text the search index finds `match` in (an FTS5 query), the speakers of each current
   * text, and every transcript's head.
   */
  candidates(match: string): Promise<{ found: string[]; speakers: { transcriptId: string; speaker: string }[]; transcripts: TranscriptHead[] }> {
    return this.post('candidates', { match });
  }

  /** Every segment content, label, chapter and speaker record of one transcript (NOT_FOUND when there is none). */
  transcript(id: string): Promise<GatheredTranscript> {
    return this.post('transcript', { id });
  }

  others(): Promise<PersonRecords> {
    return this.post('others', {});
  }

  /** Audit entries whose subject holds one of these spellings. */
  async auditEntries(needles: string[]): Promise<{ id: string; subject: string }[]> {
    return (await this.post<{ entries: { id: string; subject: string }[] }>('audit', { needles })).entries;
  }

  async erase(write: ErasureWrite): Promise<ErasureCounts> {
    const answer = await this.post<{ counts: ErasureCounts; checkpointed: boolean }>('erase', write);
    if (!answer.checkpointed) this.log('Erasure: the database WAL could not be truncated yet (readers were busy); the next checkpoint folds the erased pages away');
    // secure_delete clears what the erasure frees, not pages freed before it (by earlier saves) that may still hold
    // older copies of the same rows: rewriting the file leaves none (pb_hooks/version-layout.pb.js).
    await this.store.call((pb) => pb.send('/api/tapescript/vacuum', { method: 'POST' }));
    return answer.counts;
  }
}
