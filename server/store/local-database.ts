import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { hasWalResetFix } from './store-check.ts';

/**
 * PocketBase's database file, read by the server itself when the two run on one machine: a read-only SQLite
 * connection beside PocketBase's own (its database is in WAL mode, where a reader neither blocks nor is blocked by
 * the writer, and sees one commit). It serves reads where PocketBase's HTTP hop and its SQLite build (C compiled
 * to Go) cost more than the query (a search for a rare word, a page of the transcript list); every write still
 * goes through PocketBase.
 */
export class LocalDatabase {
  private readonly statements = new Map<string, StatementSync>();
  /** Statements whose rows are arrays of values in column order (records, decoded by position: no keyed object per row). */
  private readonly arrayStatements = new Map<string, StatementSync>();
  private readonly decoders = new Map<string, Decoder>();
  /** What `remember` read, all at one data version (a newer one drops them). */
  private remembered = { version: -1, values: new Map<string, unknown>() };

  private constructor(private readonly db: DatabaseSync) {}

  /**
   * Opens the database in PocketBase's data dir `pbDir` (as the store reported it), or answers undefined when
   * this server cannot read it as the same store: on another machine, unreadable, or without our superuser
   * (`superuserId`, the store's own record: a file of the same name elsewhere is another store), or when this
   * Node's SQLite has the WAL-reset bug (store-check.ts).
   */
  static open(pbDir: string | undefined, superuserId: string | undefined): LocalDatabase | undefined {
    if (!pbDir || !superuserId || !hasWalResetFix(process.versions.sqlite ?? '0')) return undefined;
    const file = path.join(pbDir, 'data.db');
    if (!fs.existsSync(file)) return undefined;
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(file, { readOnly: true });
      if (!db.prepare('SELECT 1 FROM _superusers WHERE id = ?').get(superuserId)) throw new Error('another store');
      return new LocalDatabase(db);
    } catch {
      db?.close();
      return undefined;
    }
  }

  /** Rows of a query with `{:name}` parameters (PocketBase's style, so one SQL text serves both, e.g. pb_hooks/lib). */
  all<T>(sql: string, params: Record<string, SQLInputValue>): T[] {
    return this.statement(sql).all(params) as T[];
  }

  /** The statement for `sql`, prepared once; `arrays`: its rows are arrays. */
  private statement(sql: string, arrays = false): StatementSync {
    const cache = arrays ? this.arrayStatements : this.statements;
    let statement = cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql.replace(/\{:(\w+)\}/g, ':$1'), { returnArrays: arrays });
      statement.setAllowUnknownNamedParameters(true);
      cache.set(sql, statement);
    }
    return statement;
  }

  /**
   * Runs `read` in one read transaction, so every query it makes sees the same commit (a reader's visibility and
   * the rows it filters, say). Synchronous: nothing else uses the connection meanwhile.
   */
  snapshot<T>(read: () => T): T {
    this.db.exec('BEGIN');
    try {
      return read();
    } finally {
      this.db.exec('COMMIT');
    }
  }

  /**
   * Inside `snapshot`: what `read` answered for `key` in an earlier snapshot of the same database state, else what it
   * answers now (kept). SQLite's data_version moves whenever another connection commits (PocketBase: every write, of any
   * table; this connection writes nothing), so the first snapshot after a write reads afresh, and a value is never
   * older than the snapshot it is used in. For small derived values read often and changed rarely (who is hidden from
   * a search's reader); at most REMEMBERED_KEYS of them are kept.
   */
  remember<T>(key: string, read: () => T): T {
    const version = this.all<{ data_version: number }>('PRAGMA data_version', {})[0].data_version;
    if (this.remembered.version !== version || this.remembered.values.size >= REMEMBERED_KEYS) this.remembered = { version, values: new Map() };
    const { values } = this.remembered;
    if (values.has(key)) return values.get(key) as T;
    const value = read();
    values.set(key, value);
    return value;
  }

  /** Records of a collection by id, shaped as PocketBase's API answers them (typed by the collection's fields). */
  records<T>(collection: string, ids: readonly string[]): T[] {
    if (ids.length === 0) return [];
    const { columns, decode } = this.decoderOf(collection);
    const rows = this.statement(`SELECT ${columns} FROM "${collection}" WHERE id IN (SELECT value FROM json_each({:ids}))`, true).all({
      ids: JSON.stringify(ids),
    }) as unknown as unknown[][];
    return rows.map((row) => decode(row) as T);
  }

  /**
   * One page of a collection's records, as PocketBase's list API answers it (page, perPage, totalItems,
   * totalPages, items), for a `where` and `orderBy` of SQL over its columns (with `{:name}` parameters).
   */
  page<T>(collection: string, query: { where: string; orderBy: string; params?: Record<string, SQLInputValue> }, page: number, perPage: number) {
    const params = { ...query.params, limit: perPage, offset: (page - 1) * perPage };
    const total = this.all<{ total: number }>(`SELECT count(*) AS total FROM "${collection}" WHERE ${query.where}`, params)[0].total;
    const { columns, decode } = this.decoderOf(collection);
    const rows = this.statement(`SELECT ${columns} FROM "${collection}" WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT {:limit} OFFSET {:offset}`, true).all(
      params,
    ) as unknown as unknown[][];
    return { page, perPage, totalItems: total, totalPages: Math.ceil(total / perPage), items: rows.map((row) => decode(row) as T) };
  }

  close(): void {
    this.db.close();
  }

  private decoderOf(collection: string): Decoder {
    let decoder = this.decoders.get(collection);
    if (decoder) return decoder;
    const found = this.db.prepare('SELECT id, fields FROM _collections WHERE name = ?').get(collection) as { id: string; fields: string } | undefined;
    if (!found) throw new Error(`PocketBase has no collection ${collection}`);
    const fields = JSON.parse(found.fields) as { name: string; type: string; maxSelect?: number; hidden?: boolean }[];
    const shown = fields.filter((field) => !field.hidden);
    const names = shown.map((field) => field.name);
    const decoders = shown.map(fieldDecoder);
    decoder = {
      columns: names.map((name) => `"${name}"`).join(', '),
      decode: (row) => {
        const record: Record<string, unknown> = { collectionId: found.id, collectionName: collection };
        for (let i = 0; i < names.length; i++) record[names[i]] = decoders[i](row[i]);
        return record;
      },
    };
    this.decoders.set(collection, decoder);
    return decoder;
  }
}

/** A collection's shown fields as the columns to select, and a row of them (in that order) as PocketBase's API answers the record. */
interface Decoder {
  columns: string;
  decode: (row: readonly unknown[]) => Record<string, unknown>;
}

/** Enough for the people of a team who search between two writes; past it `remember` starts afresh (as correct, only slower). */
const REMEMBERED_KEYS = 100;

/**
 * How a field's stored value reads as PocketBase's API gives it (its core/field_*.go): SQLite keeps bools as 0/1 and
 * lists as JSON. Chosen once per field, not per value.
 */
function fieldDecoder(field: { type: string; maxSelect?: number }): (value: unknown) => unknown {
  const text = (value: unknown) => (value == null ? '' : String(value));
  switch (field.type) {
    case 'bool':
      return Boolean;
    case 'number':
      return (value) => Number(value ?? 0);
    case 'json':
      return (value) => (value == null || value === '' ? null : JSON.parse(String(value)));
    case 'select':
    case 'file':
    case 'relation':
      return (field.maxSelect ?? 1) > 1 ? (value) => (value ? JSON.parse(String(value)) : []) : text;
    default:
      return text;
  }
}
