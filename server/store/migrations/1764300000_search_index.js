/// The search index (docs/search.md): an FTS5 table in PocketBase's own database with one row per segment of each
/// transcript's current version, holding only the text as an indexed column. Not external content keyed on a
/// rowid: PocketBase's ids are text and a VACUUM may renumber rowids. Two plain tables beside it let a save
/// change only the rows that changed (search_segment_rows: each row's segment content number, which changes exactly
/// when the segment does; docs/storage.md) and let start-up find what is behind (search_transcripts). Filled by pb_hooks/lib/search-index.js; a data dir that had none is caught up at start-up.
/// Prefixes of 2 and 3 characters are indexed too: the search box sends the word being typed as a prefix, and
/// without them "co*" merges the doclists of every word starting so (10× slower on 300,000 segments).
migrate(
  (app) => {
    const statements = [
      `CREATE VIRTUAL TABLE search_segments USING fts5(
        text, transcript_id UNINDEXED, segment_id UNINDEXED, speaker UNINDEXED, start_time UNINDEXED, end_time UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      )`,
      `CREATE TABLE search_segment_rows (
        row INTEGER PRIMARY KEY, transcript_id TEXT NOT NULL, content_no INTEGER NOT NULL
      )`,
      'CREATE INDEX idx_search_segment_rows_transcript ON search_segment_rows (transcript_id)',
      'CREATE TABLE search_transcripts (transcript_id TEXT PRIMARY KEY, version_id TEXT NOT NULL) WITHOUT ROWID',
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const table of ['search_transcripts', 'search_segment_rows', 'search_segments']) {
      app.db().newQuery(`DROP TABLE IF EXISTS ${table}`).execute();
    }
  },
);
