/// The quote bank's word index (README "Quotes"): `highlight_search`, an FTS5 table of each highlight's quote (its
/// parts' quotes joined by a space, tokenized as the segment index is), and `highlight_search_rows`, which gives each
/// highlight its FTS rowid (an INTEGER PRIMARY KEY, so a VACUUM keeps it) in the order highlights were made: the bank
/// lists newest first by it (pb_hooks/lib/highlight-page.cjs). SQLite triggers on `highlights` keep both in step on
/// every insert, update of the words (`parts`) and delete, whoever writes: the API, a transcript's purge, an erasure.
/// A highlight's quote is its words as made (re-anchoring moves where it is, not what it quotes), so nothing else
/// changes it. The highlights of a data dir from before are indexed here, oldest first.
const QUOTE = (alias) =>
  `COALESCE((SELECT group_concat(json_extract(part.value, '$.quote'), ' ') FROM json_each(CASE WHEN json_valid(${alias}.parts) THEN ${alias}.parts ELSE '[]' END) AS part), '')`;

migrate(
  (app) => {
    const statements = [
      `CREATE VIRTUAL TABLE highlight_search USING fts5(quote, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
      'CREATE TABLE highlight_search_rows (row INTEGER PRIMARY KEY, highlight_id TEXT NOT NULL UNIQUE, transcript_id TEXT NOT NULL)',
      'CREATE INDEX idx_highlight_search_rows_transcript ON highlight_search_rows (transcript_id, row)',
      `CREATE TRIGGER highlight_search_insert AFTER INSERT ON highlights BEGIN
         INSERT INTO highlight_search_rows (highlight_id, transcript_id) VALUES (new.id, new.transcript);
         INSERT INTO highlight_search (rowid, quote) VALUES ((SELECT row FROM highlight_search_rows WHERE highlight_id = new.id), ${QUOTE('new')});
       END`,
      `CREATE TRIGGER highlight_search_update AFTER UPDATE OF parts ON highlights BEGIN
         DELETE FROM highlight_search WHERE rowid = (SELECT row FROM highlight_search_rows WHERE highlight_id = old.id);
         INSERT INTO highlight_search (rowid, quote) VALUES ((SELECT row FROM highlight_search_rows WHERE highlight_id = new.id), ${QUOTE('new')});
       END`,
      `CREATE TRIGGER highlight_search_delete AFTER DELETE ON highlights BEGIN
         DELETE FROM highlight_search WHERE rowid = (SELECT row FROM highlight_search_rows WHERE highlight_id = old.id);
         DELETE FROM highlight_search_rows WHERE highlight_id = old.id;
       END`,
      'INSERT INTO highlight_search_rows (highlight_id, transcript_id) SELECT id, transcript FROM highlights ORDER BY created, id',
      `INSERT INTO highlight_search (rowid, quote) SELECT r.row, ${QUOTE('h')} FROM highlight_search_rows r JOIN highlights h ON h.id = r.highlight_id`,
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const trigger of ['highlight_search_insert', 'highlight_search_update', 'highlight_search_delete']) app.db().newQuery(`DROP TRIGGER IF EXISTS ${trigger}`).execute();
    for (const table of ['highlight_search_rows', 'highlight_search']) app.db().newQuery(`DROP TABLE IF EXISTS ${table}`).execute();
  },
);
