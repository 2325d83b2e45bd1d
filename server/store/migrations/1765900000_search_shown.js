/// Search as a reader who sees pseudonyms is shown the text (docs/search.md, "Pseudonymised transcripts"):
/// `search_shown` is an FTS5 table like search_segments, holding the pseudonymised text and speaker of the rows of
/// pseudonymised transcripts only, each under the rowid of the original row it stands for (so both tables rank and
/// page in one order). `search_shown_transcripts` says, per transcript, whether its rows were made with its list as it
/// is now: `generation` goes up whenever a list it reads changes, and rows made under an older generation are
/// neither written nor served; `title` is its title as shown, which the transcripts list's title filter reads for
/// such a reader. Filled by the server (server/services/search-shown.ts); empty for a data dir from before.
/// idx_meta_pseudonymised lets a search find the pseudonymised transcripts without reading the whole library.
migrate(
  (app) => {
    const statements = [
      `CREATE VIRTUAL TABLE search_shown USING fts5(
        text, transcript_id UNINDEXED, segment_id UNINDEXED, speaker UNINDEXED, start_time UNINDEXED, end_time UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      )`,
      `CREATE TABLE search_shown_transcripts (
        transcript_id TEXT PRIMARY KEY, generation INTEGER NOT NULL DEFAULT 0, fresh INTEGER NOT NULL DEFAULT 0, title TEXT NOT NULL DEFAULT ''
      ) WITHOUT ROWID`,
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.addIndex('idx_meta_pseudonymised', false, 'id', 'pseudonymised = TRUE');
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.removeIndex('idx_meta_pseudonymised');
    app.save(meta);
    for (const table of ['search_shown_transcripts', 'search_shown']) app.db().newQuery(`DROP TABLE IF EXISTS ${table}`).execute();
  },
);
