import { expect, test } from 'vitest';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import type { IndexRow, SearchShownRows, ShownSource } from '../store/search-shown-rows.ts';
import { SearchShown } from './search-shown.ts';

/** The rows' store as a script: each source answers the next of `sources`, each write the next of `writes`. */
function scripted(sources: ShownSource[], writes: boolean[]) {
  const written: { generation: number; full: boolean; title: string; rows: IndexRow[] }[] = [];
  const rows = {
    source: async () => sources.shift()!,
    write: async (_id: string, generation: number, shown: { full: boolean; title: string; rows: IndexRow[] }) => {
      written.push({ generation, ...shown });
      return writes.shift() ?? true;
    },
  } as unknown as SearchShownRows;
  return { rows, written };
}

const LIST: Pseudonym[] = [{ id: 'p', transcriptId: 't1', term: 'Jane', kind: 'person', replacement: '[Person A]' }];
const source = (generation: number, fresh: boolean): ShownSource => ({
  pseudonymised: true,
  generation,
  fresh,
  title: 'Jane at home',
  rows: [{ row: 7, text: 'hello Jane', speaker: 'Jane' }],
});

test('rows are made pseudonymised with the transcript’s list, all afresh when not fresh, and made again when a write is refused', async () => {
  const store = scripted([source(3, false), source(4, false)], [false, true]);
  await new SearchShown(store.rows, async () => LIST, () => undefined).refresh('t1');
  expect(store.written).toEqual([
    { generation: 3, full: true, title: '[Person A] at home', rows: [{ row: 7, text: 'hello [Person A]', speaker: '[Person A]' }] },
    { generation: 4, full: true, title: '[Person A] at home', rows: [{ row: 7, text: 'hello [Person A]', speaker: '[Person A]' }] },
  ]);
});

test('nothing is made for a transcript that is not pseudonymised', async () => {
  const store = scripted([{ pseudonymised: false, generation: 0, fresh: false, title: '', rows: [] }], []);
  await new SearchShown(store.rows, async () => LIST, () => undefined).refresh('t1');
  expect(store.written).toEqual([]);
});

test('refreshes of one transcript run one after another; those asked for while one waits join it; a failure does not stop the next', async () => {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const reads: string[] = [];
  const rows = {
    source: async () => {
      reads.push('read');
      if (reads.length === 1) {
        await gate;
        throw new Error('the store is down');
      }
      return source(1, true);
    },
    write: async () => true,
  } as unknown as SearchShownRows;
  const shown = new SearchShown(rows, async () => LIST, () => undefined);
  const first = shown.refresh('t1');
  expect(shown.refresh('t1')).toBe(first); // not started yet: it will read what is there by then
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reads).toEqual(['read']);
  const second = shown.refresh('t1');
  expect(shown.refresh('t1')).toBe(second);
  open();
  await expect(first).rejects.toThrow('the store is down');
  await second;
  expect(reads).toEqual(['read', 'read']);
});
