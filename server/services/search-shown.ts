import { pseudonymiseText } from '../domain/pseudonyms/apply.ts';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import type { SearchShownRows } from '../store/search-shown-rows.ts';

/** A generation moved on while rows were made: made again at most this many times in a row, then left to the next change. */
const TRIES = 3;

/**
 * Keeps the pseudonymised search rows (docs/search.md, "Pseudonymised transcripts"): each index row of a
 * pseudonymised transcript has a twin with its text and speaker as a reader who sees pseudonyms is shown them, which
 * that reader's search runs on. Made after each change of the transcript (its version, its setting), of its list or
 * the library's, and at start-up for what is behind; until then a search by such a reader does not find the rows
 * concerned (it never falls back to the originals).
 */
export class SearchShown {
  /** Per transcript, the refresh that runs or waits last, so refreshes of one transcript run one after another. */
  private readonly last = new Map<string, Promise<void>>();
  /** Per transcript, a refresh that has not started yet: a new call joins it rather than queueing another. */
  private readonly waiting = new Map<string, Promise<void>>();

  constructor(
    private readonly rows: SearchShownRows,
    /** The list a transcript's texts are read through (services/pseudonyms.ts applying). */
    private readonly listOf: (transcriptId: string) => Promise<Pseudonym[]>,
    private readonly log: (message: string) => void,
  ) {}

  /** Makes the transcript's pseudonymised rows as they should be now (nothing when it is not pseudonymised). */
  refresh(transcriptId: string): Promise<void> {
    const waiting = this.waiting.get(transcriptId);
    if (waiting) return waiting;
    const before = this.last.get(transcriptId) ?? Promise.resolve();
    const start = () => {
      this.waiting.delete(transcriptId);
      return this.make(transcriptId);
    };
    // After the one before, whether it made the rows or failed (its caller was told).
    const next = before.then(start, start);
    this.waiting.set(transcriptId, next);
    this.last.set(transcriptId, next);
    const settled = () => {
      if (this.last.get(transcriptId) === next) this.last.delete(transcriptId);
    };
    next.then(settled, settled);
    return next;
  }

  /** The same, in the background: a failure is logged and left to the next change or start-up. */
  refreshLater(transcriptId: string): void {
    this.refresh(transcriptId).catch((error: Error) => this.log(`Search: could not make the pseudonymised rows of ${transcriptId}: ${error.message}`));
  }

  /**
   * A list changed (a transcript's, or null: the library's): the rows made with it stop being served at once, and
   * are made again in the background.
   */
  async listChanged(transcriptId: string | null): Promise<void> {
    for (const id of await this.rows.stale(transcriptId)) this.refreshLater(id);
  }

  /** Makes the rows of every pseudonymised transcript that is behind, one at a time. */
  async catchUp(): Promise<number> {
    const behind = await this.rows.behind();
    for (const id of behind) await this.refresh(id);
    return behind.length;
  }

  private async make(transcriptId: string): Promise<void> {
    for (let tries = 0; tries < TRIES; tries++) {
      const source = await this.rows.source(transcriptId);
      if (!source.pseudonymised) return;
      const list = await this.listOf(transcriptId);
      const rows = source.rows.map((row) => ({ row: row.row, text: pseudonymiseText(row.text, list), speaker: pseudonymiseText(row.speaker, list) }));
      if (await this.rows.write(transcriptId, source.generation, { full: !source.fresh, title: pseudonymiseText(source.title, list), rows })) return;
    }
  }
}
