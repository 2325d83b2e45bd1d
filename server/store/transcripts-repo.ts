import { badInput } from '../domain/errors.ts';
import { settleIds } from '../domain/segment-ids.ts';
import { wordCount } from '../domain/segments.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Author } from '../auth/identity.ts';
import type { ChangeOrigin } from '../auth/change-origin.ts';
import type { StoredTranscribeOptions } from '../domain/transcribe-options.ts';
import type { StoredOrigin } from '../domain/origin.ts';
import { LruCache } from '../lib/lru-cache.ts';
import { streamRecord, type RecordStream } from './multipart-stream.ts';
import { ClientResponseError } from 'pocketbase';
import { toStoreError, type StoreClient } from './client.ts';
import type { LocalDatabase } from './local-database.ts';
import { contentText, planContents, type KnownContent } from './segment-contents.ts';

export type StoredStatus = 'transcribing' | 'ready' | 'failed' | 'deleted';

/** transcript_meta as PocketBase stores it; `created`/`updated` play the spec's created_at/updated_at. */
export interface MetaRecord {
  id: string;
  title: string;
  file_id: string;
  file_url: string;
  file_type: string;
  status: StoredStatus;
  error: string;
  duration: number;
  data_id: string;
  /** What transcribed it ("" for transcripts made before these were recorded, or not yet transcribed). */
  engine: string;
  model: string;
  language: string;
  speaker_engine: string;
  /** The options the upload asked for (null for older transcripts). */
  transcribe_options: StoredTranscribeOptions | null;
  /** Who uploaded it; null for transcripts made before this was recorded, or in local mode. */
  created_by?: Author | null;
  /** The speakers named by voice when it was transcribed (null or absent before known voices). */
  recognized_speakers?: StoredRecognition[] | null;
  /** Speakers left unnamed that might be a remembered voice, for a person to confirm (null or absent before suggestions). */
  voice_suggestions?: StoredSuggestion[] | null;
  /** What came in (Transcript.origin); null or absent for records written without it. */
  origin?: StoredOrigin | null;
  /** The latest approval (a reviewer's, or one an editor recorded): { versionId, author, at }; null while none. */
  approval?: { versionId: string; author: Author | null; at: string } | null;
  created: string;
  updated: string;
}

/**
 * A speaker named by voice: `speaker` its name as written then, `label` the "Speaker N" it had, `voice` the voice's id.
 * `confirmed` when a person confirmed an offered voice (absent when named automatically, and in older stores), with
 * `enrolment` the voiceprints that confirmation added to the voice, which forgetting the name takes out again.
 */
export interface StoredRecognition {
  speaker: string;
  label: string;
  voice: string;
  score: number;
  confirmed?: boolean;
  enrolment?: string;
}

/** A speaker offered a voice: `speaker` its label ("Speaker 2"), `voice` the voice's id, `score` how closely it matched. */
export type StoredSuggestion = Pick<StoredRecognition, 'speaker' | 'voice' | 'score'>;

/** What made a version: recorded on each transcript_data record. */
export type VersionSource = 'upload' | 'edit' | 'refine' | 'restore' | 'undo' | 'redo' | 'speakers' | 'split' | 'merge' | 'replace' | 'revert';

export interface DataRecord {
  id: string;
  /** Absent when the version was listed without its text (see history). */
  segments: Segment[];
  /** Each segment's content number in the transcript's segment_contents (docs/storage.md); absent when listed without text. */
  nos?: number[] | null;
  /** Whitespace-separated words; 0 also for versions written before it was recorded. */
  word_count: number;
  previous_did: string;
  meta_id: string;
  source: VersionSource | '';
  /** For an undo: the version whose changes it took back ("" otherwise). */
  undoes?: string;
  /** What it did, in one line ("Merge segments 4–5", "Undo: merge segments 4–5"); "" for versions written before labels. */
  label?: string;
  /** Who made it; null for versions written before this was recorded, and in local mode. */
  author?: Author | null;
  created: string;
  updated: string;
}

export interface FileRecord {
  id: string;
  collectionId: string;
  file: string;
  file_type: string;
  /** Waveform overview, filled on first request. */
  peaks: { peaks: number[]; duration: number } | null;
}

export interface MetaPage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: MetaRecord[];
}

/** The transcript no longer points at the version a write started from, or no longer has the status it required. */
export class VersionConflict extends Error {
  constructor(
    readonly currentVersionId: string,
    readonly status: StoredStatus,
  ) {
    super(`The transcript is at version ${currentVersionId || '(none)'} with status ${status}`);
  }
}

/** Ids per request in titlesOf: a filter of this many stays well inside a request line's length. */
const TITLES_PER_REQUEST = 50;
/** PocketBase's superuser file tokens last a few minutes; one is reused for this long. */
const FILE_TOKEN_REUSE_MS = 60_000;

/** The only module that knows the collections' names and fields. */
export class TranscriptsRepo {
  /**
   * Versions never change once written, so recently used ones are served from memory: a save reads the
   * version it replaces, and the editor reads the version a save just wrote. Callers must not mutate them.
   */
  private readonly versions = new LruCache<string, DataRecord>(32);
  /** Reads under way, so concurrent readers of one version (e.g. aliased fields) share one fetch. */
  private readonly loading = new Map<string, Promise<DataRecord>>();
  /** Per transcript: segment object -> content number, for the versions read or written (see remember): a change keeps most of them as they are. */
  private readonly segmentNos = new LruCache<string, WeakMap<Segment, number>>(64);
  private fileToken?: { token: string; until: number };

  constructor(
    private readonly store: StoreClient,
    /** PocketBase's database, read directly where the server runs beside it (local-database.ts). */
    private readonly local?: LocalDatabase,
  ) {}

  /**
   * Starts a file record whose audio is written as it arrives (streamed: it is never whole in the server's
   * memory). It is marked pending until `keepFile`: see `abandonedFiles`.
   */
  async streamFile(file: { filename: string; type: string }): Promise<RecordStream<FileRecord>> {
    const fields = { file_type: file.type, pending: 'true' };
    const stream = await this.store.call(async (pb) => streamRecord<FileRecord>(pb, 'file_db', fields, { field: 'file', ...file }));
    const record = stream.record.catch((error: unknown) => {
      throw toStoreError(error);
    });
    record.catch(() => undefined); // as streamRecord's own: the owner awaits it
    return { ...stream, record };
  }

  /**
   * Whether `importFile` may work: PocketBase runs beside the server with the import-file hook (as the embedded
   * one does). Unknown until tried; cleared at the first answer saying it cannot.
   */
  importsFiles = true;

  /**
   * Creates a pending file record from an upload's whole temporary file through PocketBase's import-file hook
   * (pb_hooks/import-file.pb.js), which copies it on disk: the bytes do not cross a second socket and multipart
   * parser. Undefined (and `importsFiles` cleared) where the hook is missing or cannot read the file, i.e. a
   * PocketBase elsewhere: the caller then streams the file, and later uploads stream while arriving.
   */
  async importFile(path: string, file: { filename: string; type: string }): Promise<FileRecord | undefined> {
    const imported = await this.store.call(async (pb) => {
      try {
        return await pb.send<FileRecord>('/api/tapescript/import-file', { method: 'POST', body: { path, name: file.filename, type: file.type } });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 404) return undefined;
        throw error;
      }
    });
    if (!imported) this.importsFiles = false;
    return imported;
  }

  /** The file belongs to a transcript now: no longer pending. */
  async keepFile(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('file_db').update(id, { pending: false }, { fields: 'id' }));
  }

  /** Pending files created before `before` that no transcript points at: uploads a crash cut off. */
  async abandonedFiles(before: Date): Promise<string[]> {
    // One query: through the back-relation, a file no transcript points at has no id there (also when there
    // are no transcripts at all, where `@collection.transcript_meta.file_id != id` matches nothing).
    const filter = "pending = true && created < {:before} && transcript_meta_via_file_id.id = ''";
    const abandoned = await this.store.call((pb) => pb.collection('file_db').getFullList<{ id: string }>({ filter: pb.filter(filter, { before }), fields: 'id' }));
    return abandoned.map(({ id }) => id);
  }

  getFile(id: string): Promise<FileRecord> {
    return this.store.call((pb) => pb.collection('file_db').getOne<FileRecord>(id));
  }

  setFilePeaks(id: string, peaks: NonNullable<FileRecord['peaks']>): Promise<FileRecord> {
    return this.store.call((pb) => pb.collection('file_db').update<FileRecord>(id, { peaks }));
  }

  deleteFile(id: string): Promise<boolean> {
    return this.store.call((pb) => pb.collection('file_db').delete(id));
  }

  /**
   * The file's address on the PocketBase server, for the server's own reads. The audio field is protected,
   * so the address carries a superuser file token (valid for minutes; reused for one of them).
   */
  async fileAddress(file: FileRecord): Promise<string> {
    if (!this.fileToken || this.fileToken.until < Date.now()) {
      this.fileToken = { token: await this.store.call((pb) => pb.files.getToken()), until: Date.now() + FILE_TOKEN_REUSE_MS };
    }
    const token = encodeURIComponent(this.fileToken.token);
    return `${this.store.url}/api/files/${file.collectionId}/${file.id}/${encodeURIComponent(file.file)}?token=${token}`;
  }

  createMeta(fields: Pick<MetaRecord, 'title' | 'file_id' | 'file_url' | 'file_type' | 'status' | 'transcribe_options' | 'created_by' | 'origin'>): Promise<MetaRecord> {
    return this.store.call((pb) => pb.collection('transcript_meta').create<MetaRecord>(fields));
  }

  getMeta(id: string): Promise<MetaRecord> {
    return this.store.call((pb) => pb.collection('transcript_meta').getOne<MetaRecord>(id));
  }

  /** The titles of these transcripts, by id, in a few requests (transcripts not in the store are left out). */
  async titlesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    const unique = [...new Set(ids)];
    for (let from = 0; from < unique.length; from += TITLES_PER_REQUEST) {
      const some = unique.slice(from, from + TITLES_PER_REQUEST);
      const params = Object.fromEntries(some.map((id, i) => [`id${i}`, id]));
      const filter = some.map((_, i) => `id = {:id${i}}`).join(' || ');
      const found = await this.store.call((pb) => pb.collection('transcript_meta').getFullList<Pick<MetaRecord, 'id' | 'title'>>({ filter: pb.filter(filter, params), fields: 'id,title' }));
      for (const meta of found) titles.set(meta.id, meta.title);
    }
    return titles;
  }

  updateMeta(id: string, fields: Partial<Omit<MetaRecord, 'id' | 'created' | 'updated'>>): Promise<MetaRecord> {
    return this.store.call((pb) => pb.collection('transcript_meta').update<MetaRecord>(id, fields));
  }

  /**
   * Transcripts that are not deleted, most recently updated first; with `title`, only those whose title contains it
   * (case aside for ASCII letters, as SQLite's LIKE; "%" and "_" are literal).
   */
  async listMeta(page: number, perPage: number, title?: string): Promise<MetaPage> {
    // One pattern for both ways of reading: PocketBase uses a pattern that has its own "%" as it is, with "\" escaping.
    const contains = title ? `%${title.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    if (this.local) {
      const where = contains ? "status != 'deleted' AND title LIKE {:title} ESCAPE '\\'" : "status != 'deleted'";
      return this.local.page<MetaRecord>('transcript_meta', { where, orderBy: 'updated DESC, id DESC', params: contains ? { title: contains } : {} }, page, perPage);
    }
    return this.store.call((pb) =>
      pb.collection('transcript_meta').getList<MetaRecord>(page, perPage, {
        filter: pb.filter(contains ? 'status != {:deleted} && title ~ {:title}' : 'status != {:deleted}', { deleted: 'deleted', title: contains }),
        sort: '-updated,-id',
      }),
    );
  }

  listMetaWithStatus(status: StoredStatus): Promise<MetaRecord[]> {
    return this.store.call((pb) =>
      pb.collection('transcript_meta').getFullList<MetaRecord>({ filter: pb.filter('status = {:status}', { status }), sort: 'created' }),
    );
  }

  /**
   * Appends a version and points the transcript at it, as one compare-and-set in the store (pb_hooks/versions.pb.js):
   * only while the transcript still points at `base` (and has `requireStatus`, when given). `metaFields` are set on
   * the transcript in the same transaction. Throws VersionConflict, having written nothing, when it does not.
   */
  async appendVersion(version: {
    metaId: string;
    base: string;
    segments: Segment[];
    source: VersionSource;
    /** For an undo: the version it takes back. */
    undoes?: string;
    /** What it did, in one line (domain/version-label.ts). */
    label?: string;
    requireStatus?: StoredStatus;
    metaFields?: Partial<Omit<MetaRecord, 'id' | 'data_id' | 'created' | 'updated'>>;
    /** Who asked for it: told to live subscribers (events/publishing-repo.ts); its `by` is stored as the author. */
    origin?: ChangeOrigin;
    /** The author when it is not the origin's (the machine: transcription, refine). */
    author?: Author | null;
  }): Promise<{ data: DataRecord; meta: MetaRecord }> {
    const segments = settleIds(version.segments);
    const word_count = wordCount(segments);
    const author = version.author ?? version.origin?.by ?? null;
    const plan = planContents(segments, this.knownContent(version.metaId, version.base));
    const body = {
      meta_id: version.metaId,
      base: version.base,
      ...plan,
      source: version.source,
      undoes: version.undoes,
      label: version.label ?? '',
      author,
      word_count,
      require_status: version.requireStatus,
      meta_fields: version.metaFields,
    };
    type Answer = { version: Pick<DataRecord, 'id' | 'created' | 'updated'>; nos: number[]; meta: MetaRecord };
    const answer = await this.store.call(async (pb) => {
      try {
        return await pb.send<Answer>('/api/tapescript/versions', { method: 'POST', body });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 409) {
          const { currentVersionId, status } = error.response as { currentVersionId: string; status: StoredStatus };
          throw new VersionConflict(currentVersionId, status);
        }
        throw error;
      }
    });
    const data: DataRecord = { ...answer.version, segments, nos: answer.nos, word_count, previous_did: version.base, meta_id: version.metaId, source: version.source, undoes: version.undoes ?? '', label: version.label ?? '', author };
    this.remember(data);
    return { data, meta: answer.meta };
  }

  /**
   * How a write finds the contents it need not store again: a segment that is the very object of a version read or
   * written here (most of any change's segments, and all of a restored version's) at no cost; else, the base
   * version's segment of the same id, when its content is the same (a caller that rebuilt equal segments).
   */
  private knownContent(metaId: string, base: string): KnownContent {
    const numbered = this.segmentNos.get(metaId);
    const baseVersion = base ? this.versions.get(base) : undefined;
    let byId: Map<string, number> | undefined;
    return (segment) => {
      const same = numbered?.get(segment);
      if (same !== undefined || !baseVersion?.nos || !segment.id) return same;
      byId ??= new Map(baseVersion.segments.map((stored, i) => [stored.id!, i]));
      const i = byId.get(segment.id);
      return i !== undefined && contentText(baseVersion.segments[i]) === contentText(segment) ? baseVersion.nos[i] : undefined;
    };
  }

  /** Keeps a version in memory, with its segments' content numbers (see knownContent). */
  private remember(record: DataRecord): void {
    this.versions.set(record.id, record);
    if (!record.nos) return;
    let numbered = this.segmentNos.get(record.meta_id);
    if (!numbered) this.segmentNos.set(record.meta_id, (numbered = new WeakMap()));
    record.segments.forEach((segment, i) => numbered.set(segment, record.nos![i]));
  }

  getData(id: string): Promise<DataRecord> {
    const cached = this.versions.get(id);
    if (cached) return Promise.resolve(cached);
    let loading = this.loading.get(id);
    if (!loading) {
      // The store puts the segments together from the version's manifest (pb_hooks/versions.pb.js).
      loading = this.store
        .call((pb) => pb.send<DataRecord>(`/api/tapescript/versions/${encodeURIComponent(id)}`, { method: 'GET' }))
        .then((record) => {
          this.remember(record);
          return record;
        })
        .finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /**
   * A page of the version chain, newest first, without segments (pb_hooks/history.pb.js): from the version `current`
   * back, or from the version before `after`; at most `first` versions (all without). A page costs the same however
   * long the history. BAD_USER_INPUT when `after` is not one of the transcript's versions.
   */
  async history(metaId: string, from: { current: string } | { after: string }, first?: number): Promise<DataRecord[]> {
    const query = new URLSearchParams({ ...('after' in from ? { after: from.after } : { start: from.current }), ...(first === undefined ? {} : { first: String(first) }) });
    const answer = await this.store.call(async (pb) => {
      try {
        return await pb.send<{ versions: DataRecord[] }>(`/api/tapescript/history/${encodeURIComponent(metaId)}?${query}`, { method: 'GET' });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 400) throw badInput('`after` is not a version of this transcript');
        throw error;
      }
    });
    return answer.versions;
  }
}
