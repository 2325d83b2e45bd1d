import type { Pseudonym, PseudonymKind } from '../domain/pseudonyms/pseudonym.ts';
import type { StoreClient } from './client.ts';

interface PseudonymRecord {
  id: string;
  /** "" for the library's list. */
  transcript: string;
  term: string;
  term_key: string;
  kind: PseudonymKind;
  replacement: string;
}

const pseudonymOf = (record: PseudonymRecord): Pseudonym => ({
  id: record.id,
  transcriptId: record.transcript || null,
  term: record.term,
  kind: record.kind,
  replacement: record.replacement,
});

/**
 * The pseudonym lists and the dismissed suggestions (migrations/1765600000_pseudonyms.js): the only module that knows
 * their collections. A list holds one entry per term key; `transcriptId` null is the library's list.
 */
export class PseudonymsRepo {
  constructor(private readonly store: StoreClient) {}

  /** One list, in the order its terms were added. */
  async list(transcriptId: string | null): Promise<Pseudonym[]> {
    const records = await this.store.call((pb) =>
      pb.collection('pseudonyms').getFullList<PseudonymRecord>({ filter: pb.filter('transcript = {:id}', { id: transcriptId ?? '' }), sort: 'created,id' }),
    );
    return records.map(pseudonymOf);
  }

  /** The replacements every list uses, so a new default one is free in all of them. */
  async replacements(): Promise<string[]> {
    const records = await this.store.call((pb) => pb.collection('pseudonyms').getFullList<Pick<PseudonymRecord, 'replacement'>>({ fields: 'replacement' }));
    return records.map((record) => record.replacement);
  }

  async get(id: string): Promise<Pseudonym> {
    return pseudonymOf(await this.store.call((pb) => pb.collection('pseudonyms').getOne<PseudonymRecord>(id)));
  }

  /** Sets a list's entry for `termKey`: a new one, or the one it had with the new term, kind and replacement. */
  async set(entry: Omit<Pseudonym, 'id'>, termKey: string): Promise<Pseudonym> {
    const transcript = entry.transcriptId ?? '';
    const fields = { transcript, term: entry.term, term_key: termKey, kind: entry.kind, replacement: entry.replacement };
    const [existing] = await this.store.call((pb) =>
      pb.collection('pseudonyms').getFullList<PseudonymRecord>({ filter: pb.filter('transcript = {:transcript} && term_key = {:key}', { transcript, key: termKey }), batch: 1 }),
    );
    const record = await this.store.call((pb) =>
      existing ? pb.collection('pseudonyms').update<PseudonymRecord>(existing.id, fields) : pb.collection('pseudonyms').create<PseudonymRecord>(fields),
    );
    return pseudonymOf(record);
  }

  async remove(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('pseudonyms').delete(id));
  }

  /** The term keys of the suggestions dismissed on a transcript. */
  async dismissed(transcriptId: string): Promise<Set<string>> {
    const records = await this.store.call((pb) =>
      pb.collection('pseudonym_dismissals').getFullList<{ term_key: string }>({ filter: pb.filter('transcript = {:id}', { id: transcriptId }), fields: 'term_key' }),
    );
    return new Set(records.map((record) => record.term_key));
  }

  async dismiss(transcriptId: string, termKey: string): Promise<void> {
    if ((await this.dismissed(transcriptId)).has(termKey)) return;
    await this.store.call((pb) => pb.collection('pseudonym_dismissals').create({ transcript: transcriptId, term_key: termKey }));
  }
}
