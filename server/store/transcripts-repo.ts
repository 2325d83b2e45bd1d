import { badInput } from '../domain/errors.ts';
import { settleIds } from '../domain/segment-ids.ts';
import { wordCount } from '../domain/segments.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Author } from '../domain/author.ts';
import type { StoredChapter } from '../domain/chapters/chapters.ts';
import type { StoredShowNotes } from '../domain/show-notes/show-notes.ts';
import type { ChangeOrigin } from '../auth/change-origin.ts';
import type { Transcript, TranscriptFields, TranscriptPage, TranscriptStatus, TranscriptVersion, VersionSource } from '../domain/transcript.ts';
import { LruCache } from '../lib/lru-cache.ts';
import { streamRecord, type RecordStream } from './multipart-stream.ts';
import { ClientResponseError } from 'pocketbase';
import { toStoreError, type StoreClient } from './client.ts';
import type { LocalDatabase } from './local-database.ts';
import { contentText, planContents, type KnownContent } from './segment-contents.ts';
import { metaFieldsOf, transcriptOf, versionOf, type DataRecord, type MetaRecord } from './transcript-records.ts';
import { readerParam, seenByFilter, seenBySql, shownTitleSql, viewerParams } from './visibility-filter.ts';
import type { PseudonymViewer, Reader } from '../auth/visibility.ts';

export interface FileRecord {
  id: string;
  collectionId: string;
  file: string;
  file_type: string;
  /** Waveform overview, filled on first request. */
  peaks: { peaks: number[]; duration: number } | null;
}

/** The transcript no longer points at the version a write started from, or no longer has the status it required. */
export class VersionConflict extends Error {
  constructor(
    readonly currentVersionId: string,
    readonly status: TranscriptStatus,
  ) {
    super(`The transcript is at version ${currentVersionId || '(none)'} with status ${status}`);
  }
}

/** A transcript's title, with what decides who sees it. */
/** A transcript's title with what decides who sees it, and whether they are shown it pseudonymised (auth/visibility.ts). */
export type TranscriptTitle = Pick<Transcript, 'id' | 'title' | 'visibility' | 'createdBy' | 'shares' | 'pseudonymised' | 'originalsGrants'>;

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
  private readonly versions = new LruCache<string, TranscriptVersion>(32);
  /** Each remembered version's content numbers, one per segment (see knownContent): kept as long as the version is. */
  private readonly versionNos = new WeakMap<TranscriptVersion, number[]>();
  /** Reads under way, so concurrent readers of one version (e.g. aliased fields) share one fetch. */
  private readonly loading = new Map<string, Promise<TranscriptVersion>>();
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
  async fileAddress(file: Pick<FileRecord, 'id' | 'collectionId' | 'file'>): Promise<string> {
    if (!this.fileToken || this.fileToken.until < Date.now()) {
      this.fileToken = { token: await this.store.call((pb) => pb.files.getToken()), until: Date.now() + FILE_TOKEN_REUSE_MS };
    }
    const token = encodeURIComponent(this.fileToken.token);
    return `${this.store.url}/api/files/${file.collectionId}/${file.id}/${encodeURIComponent(file.file)}?token=${token}`;
  }

  async createTranscript(fields: Pick<Transcript, 'title' | 'fileId' | 'fileUrl' | 'fileType' | 'status' | 'transcribeOptions' | 'createdBy' | 'origin'>): Promise<Transcript> {
    return transcriptOf(await this.store.call((pb) => pb.collection('transcript_meta').create<MetaRecord>(metaFieldsOf(fields))));
  }

  async getTranscript(id: string): Promise<Transcript> {
    return transcriptOf(await this.store.call((pb) => pb.collection('transcript_meta').getOne<MetaRecord>(id)));
  }

  /**
   * The titles of these transcripts, by id, in a few requests (transcripts not in the store are left out), each with
   * what decides who sees it (auth/visibility.ts).
   */
  async titlesOf(ids: readonly string[]): Promise<Map<string, TranscriptTitle>> {
    const titles = new Map<string, TranscriptTitle>();
    const unique = [...new Set(ids)];
    for (let from = 0; from < unique.length; from += TITLES_PER_REQUEST) {
      const some = unique.slice(from, from + TITLES_PER_REQUEST);
      const params = Object.fromEntries(some.map((id, i) => [`id${i}`, id]));
      const filter = some.map((_, i) => `id = {:id${i}}`).join(' || ');
      type Found = Pick<MetaRecord, 'id' | 'title' | 'visibility' | 'created_by' | 'shares' | 'pseudonymised' | 'originals_grants'>;
      const fields = 'id,title,visibility,created_by,shares,pseudonymised,originals_grants';
      const found = await this.store.call((pb) => pb.collection('transcript_meta').getFullList<Found>({ filter: pb.filter(filter, params), fields }));
      for (const meta of found) {
        const { id, title, created_by: createdBy, shares, pseudonymised, originals_grants: originalsGrants } = meta;
        titles.set(id, { id, title, visibility: meta.visibility === 'private' ? 'private' : 'team', createdBy, shares: shares ?? [], pseudonymised: pseudonymised ?? false, originalsGrants: originalsGrants ?? [] });
      }
    }
    return titles;
  }

  async updateTranscript(id: string, fields: TranscriptFields): Promise<Transcript> {
    return transcriptOf(await this.store.call((pb) => pb.collection('transcript_meta').update<MetaRecord>(id, metaFieldsOf(fields))));
  }

  /**
   * Transcripts that are not deleted, most recently updated first; with `title`, only those whose title contains it
   * (case aside for ASCII letters, as SQLite's LIKE; "%" and "_" are literal). For a `viewer` who may see pseudonyms
   * (auth/visibility.ts pseudonymViewerOf) the title filter reads a transcript that shows them pseudonyms by its
   * title as shown, so a hidden term finds nothing. Through PocketBase's API (a store on another machine) it cannot: there
   * the filter leaves pseudonymised transcripts out for them. With `tags`, only those that have every one of them (case
   * aside for ASCII letters).
   */
  async listTranscripts(page: number, perPage: number, reader: Reader, title?: string, viewer: PseudonymViewer = null, tags: readonly string[] = []): Promise<TranscriptPage> {
    // One pattern for both ways of reading: PocketBase uses a pattern that has its own "%" as it is, with "\" escaping.
    const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const contains = title ? likePattern(title) : undefined;
    const shownAs = contains ? viewerParams(viewer) : undefined;
    if (this.local) {
      const id = readerParam(reader);
      const tagParams = Object.fromEntries(tags.map((tag, i) => [`tag${i}`, tag.toLowerCase()]));
      const hasTag = (i: number) => `EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(tags) THEN tags ELSE '[]' END) AS tag WHERE lower(tag.value) = {:tag${i}})`;
      const where = [
        "status != 'deleted'",
        ...(contains ? [`${shownAs ? shownTitleSql('transcript_meta') : 'title'} LIKE {:title} ESCAPE '\\'`] : []),
        ...tags.map((_, i) => hasTag(i)),
        ...(id === undefined ? [] : [seenBySql('transcript_meta')]),
      ].join(' AND ');
      const params = { ...(contains ? { title: contains } : {}), ...tagParams, ...(id === undefined ? {} : { reader: id }), ...shownAs };
      const listed = this.local.page<MetaRecord>('transcript_meta', { where, orderBy: 'updated DESC, id DESC', params }, page, perPage);
      return { ...listed, items: listed.items.map(transcriptOf) };
    }
    const seen = seenByFilter(reader);
    const byTitle = shownAs ? '(pseudonymised = false && title ~ {:title})' : 'title ~ {:title}';
    // The JSON array's text holds each tag quoted: "\"radio\"" is the tag radio, not a part of "radio show".
    const quotedTags = Object.fromEntries(tags.map((tag, i) => [`tag${i}`, likePattern(JSON.stringify(tag))]));
    const byTags = tags.map((_, i) => `tags ~ {:tag${i}}`);
    const filter = ['status != {:deleted}', ...(contains ? [byTitle] : []), ...byTags, ...(seen ? [seen.filter] : [])].join(' && ');
    const listed = await this.store.call((pb) =>
      pb.collection('transcript_meta').getList<MetaRecord>(page, perPage, {
        filter: pb.filter(filter, { deleted: 'deleted', title: contains, ...quotedTags, ...seen?.params }),
        sort: '-updated,-id',
      }),
    );
    return { page: listed.page, perPage: listed.perPage, totalItems: listed.totalItems, totalPages: listed.totalPages, items: listed.items.map(transcriptOf) };
  }

  /** The tags of each transcript that is not deleted and that `reader` sees. */
  async tagsInUse(reader: Reader): Promise<string[][]> {
    const seen = seenByFilter(reader);
    const filter = ['status != {:deleted}', ...(seen ? [seen.filter] : [])].join(' && ');
    const records = await this.store.call((pb) =>
      pb.collection('transcript_meta').getFullList<Pick<MetaRecord, 'tags'>>({ filter: pb.filter(filter, { deleted: 'deleted', ...seen?.params }), fields: 'tags' }),
    );
    return records.map((record) => record.tags ?? []);
  }

  async transcriptsWithStatus(status: TranscriptStatus): Promise<Transcript[]> {
    const listed = await this.store.call((pb) =>
      pb.collection('transcript_meta').getFullList<MetaRecord>({ filter: pb.filter('status = {:status}', { status }), sort: 'created' }),
    );
    return listed.map(transcriptOf);
  }

  /**
   * Appends a version and points the transcript at it, as one compare-and-set in the store (pb_hooks/versions.pb.js):
   * only while the transcript still points at `base` (and has `requireStatus`, when given). `transcriptFields` are set on
   * the transcript in the same transaction. Throws VersionConflict, having written nothing, when it does not.
   */
  async appendVersion(version: {
    transcriptId: string;
    base: string;
    segments: Segment[];
    source: VersionSource;
    /** For an undo: the version it takes back. */
    undoes?: string;
    /** What it did, in one line (domain/version-label.ts). */
    label?: string;
    /** Its chapters, on its segments (none when left out: a transcription's first version). */
    chapters?: StoredChapter[];
    /** Its show notes (none when left out). */
    showNotes?: StoredShowNotes | null;
    requireStatus?: TranscriptStatus;
    transcriptFields?: Omit<TranscriptFields, 'currentVersionId'>;
    /** Who asked for it: told to live subscribers (events/publishing-repo.ts); its `by` is stored as the author. */
    origin?: ChangeOrigin;
    /** The author when it is not the origin's (the machine: transcription, refine). */
    author?: Author | null;
  }): Promise<{ version: TranscriptVersion; transcript: Transcript }> {
    const segments = settleIds(version.segments);
    const words = wordCount(segments);
    const author = version.author ?? version.origin?.by ?? null;
    const plan = planContents(segments, this.knownContent(version.transcriptId, version.base));
    const body = {
      meta_id: version.transcriptId,
      base: version.base,
      ...plan,
      source: version.source,
      undoes: version.undoes,
      label: version.label ?? '',
      chapters: version.chapters ?? [],
      show_notes: version.showNotes ?? null,
      author,
      word_count: words,
      require_status: version.requireStatus,
      meta_fields: version.transcriptFields && metaFieldsOf(version.transcriptFields),
    };
    type Answer = { version: Pick<DataRecord, 'id' | 'created' | 'updated'>; nos: number[]; meta: MetaRecord };
    const answer = await this.store.call(async (pb) => {
      try {
        return await pb.send<Answer>('/api/tapescript/versions', { method: 'POST', body });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 409) {
          const { currentVersionId, status } = error.response as { currentVersionId: string; status: TranscriptStatus };
          throw new VersionConflict(currentVersionId, status);
        }
        throw error;
      }
    });
    const written: TranscriptVersion = {
      id: answer.version.id,
      transcriptId: version.transcriptId,
      previousVersionId: version.base,
      segments,
      wordCount: words,
      source: version.source,
      undoes: version.undoes ?? '',
      label: version.label ?? '',
      author,
      chapters: version.chapters ?? [],
      showNotes: version.showNotes ?? null,
      createdAt: answer.version.created,
      updatedAt: answer.version.updated,
    };
    this.remember(written, answer.nos);
    return { version: written, transcript: transcriptOf(answer.meta) };
  }

  /**
   * How a write finds the contents it need not store again: a segment that is the very object of a version read or
   * written here (most of any change's segments, and all of a restored version's) at no cost; else, the base
   * version's segment of the same id, when its content is the same (a caller that rebuilt equal segments).
   */
  private knownContent(transcriptId: string, base: string): KnownContent {
    const numbered = this.segmentNos.get(transcriptId);
    const baseVersion = base ? this.versions.get(base) : undefined;
    const baseNos = baseVersion && this.versionNos.get(baseVersion);
    let byId: Map<string, number> | undefined;
    return (segment) => {
      const same = numbered?.get(segment);
      if (same !== undefined || !baseVersion || !baseNos || !segment.id) return same;
      byId ??= new Map(baseVersion.segments.map((stored, i) => [stored.id!, i]));
      const i = byId.get(segment.id);
      return i !== undefined && contentText(baseVersion.segments[i]) === contentText(segment) ? baseNos[i] : undefined;
    };
  }

  /** Keeps a version in memory, with its segments' content numbers when the store gave them (see knownContent). */
  private remember(version: TranscriptVersion, nos: number[] | null | undefined): void {
    this.versions.set(version.id, version);
    if (!nos) return;
    this.versionNos.set(version, nos);
    let numbered = this.segmentNos.get(version.transcriptId);
    if (!numbered) this.segmentNos.set(version.transcriptId, (numbered = new WeakMap()));
    version.segments.forEach((segment, i) => numbered.set(segment, nos[i]));
  }

  /**
   * Forgets what this server remembers of a transcript's versions: an erasure of personal data rewrote them in the
   * store (told to every server: events/live-events.ts `erased`).
   */
  forgetVersionsOf(transcriptId: string): void {
    this.versions.dropWhere((_id, version) => version.transcriptId === transcriptId);
    this.segmentNos.dropWhere((id) => id === transcriptId);
  }

  /** The content numbers of a version this repository read or wrote, one per segment (the store's layout: version-layout.ts). */
  contentNumbers(version: TranscriptVersion): number[] | undefined {
    return this.versionNos.get(version);
  }

  getVersion(id: string): Promise<TranscriptVersion> {
    const cached = this.versions.get(id);
    if (cached) return Promise.resolve(cached);
    let loading = this.loading.get(id);
    if (!loading) {
      // The store puts the segments together from the version's manifest (pb_hooks/versions.pb.js).
      loading = this.store
        .call((pb) => pb.send<DataRecord>(`/api/tapescript/versions/${encodeURIComponent(id)}`, { method: 'GET' }))
        .then((record) => {
          const version = versionOf(record);
          this.remember(version, record.nos);
          return version;
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
  async history(transcriptId: string, from: { current: string } | { after: string }, first?: number): Promise<TranscriptVersion[]> {
    const query = new URLSearchParams({ ...('after' in from ? { after: from.after } : { start: from.current }), ...(first === undefined ? {} : { first: String(first) }) });
    const answer = await this.store.call(async (pb) => {
      try {
        return await pb.send<{ versions: DataRecord[] }>(`/api/tapescript/history/${encodeURIComponent(transcriptId)}?${query}`, { method: 'GET' });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 400) throw badInput('`after` is not a version of this transcript');
        throw error;
      }
    });
    return answer.versions.map(versionOf);
  }
}
