import { DatabaseSync } from 'node:sqlite';
import { expect, test } from 'vitest';
import { parseSearchQuery, toFtsMatch } from './search-query.ts';

const match = (query: string) => toFtsMatch(parseSearchQuery(query));

test('bare words must all match, "…" is a phrase, a trailing * a prefix', () => {
  expect(match('end interview')).toBe('"end" "interview"');
  expect(match('"the end" of')).toBe('"the end" "of"');
  expect(match('interv*')).toBe('"interv" *');
  expect(match('"end of the inter"*')).toBe('"end of the inter" *');
});

test('everything else is literal: operators, column filters, stray quotes and symbols are quoted or left out', () => {
  expect(match('C++')).toBe('"C++"');
  expect(match("don't")).toBe('"don\'t"');
  expect(match('NEAR AND OR NOT')).toBe('"NEAR" "AND" "OR" "NOT"');
  expect(match('text:end')).toBe('"text:end"');
  expect(match('say "hi')).toBe('"say" "hi"');
  expect(match('a"b"c')).toBe('"a" "b" "c"');
  expect(match('^start -minus +plus')).toBe('"^start" "-minus" "+plus"');
  expect(match('* - ^ " ( ) {} ***')).toBeNull();
  expect(match('"')).toBeNull();
});

// The same FTS5 (SQLite 3.53, unicode61 remove_diacritics 2) as PocketBase's, in memory: whatever a user types
// parses, and finds what it should.
test('no input raises an FTS5 syntax error, and each finds its literal text', () => {
  const db = new DatabaseSync(':memory:');
  db.exec("CREATE VIRTUAL TABLE t USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')");
  const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
  for (const text of ["I don't know C++ at all.", 'The NEAR future, AND the past.', 'Crème brûlée in São Paulo', 'the interview ends']) insert.run(text);
  const find = db.prepare('SELECT text FROM t WHERE t MATCH ? ORDER BY rank');
  const found = (query: string) => {
    const expression = match(query);
    return expression ? find.all(expression).map((row) => row.text) : [];
  };
  const hostile = ['C++', "don't", '"', '""', '"""', 'NEAR', 'NEAR(a b)', 'AND', 'OR', 'NOT x', '*', '-', '^', 'a:b', '{text}: x', '(', ')', 'x AND', '\\', "'", '%', '_', 'a*b', '**a', 'a**', '"a" *"', '\u0000', '🙂', 'NEAR/2'];
  for (const query of hostile) expect(() => found(query)).not.toThrow();
  expect(found("don't")).toEqual(["I don't know C++ at all."]);
  expect(found('NEAR AND')).toEqual(['The NEAR future, AND the past.']);
  expect(found('creme BRULEE sao')).toEqual(['Crème brûlée in São Paulo']);
  expect(found('interv*')).toEqual(['the interview ends']);
  expect(found('"interview ends"')).toEqual(['the interview ends']);
  expect(found('"ends interview"')).toEqual([]);
  expect(found('the interview')).toEqual(['the interview ends']);
});
