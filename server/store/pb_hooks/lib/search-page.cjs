/// One page of search hits as SQL, shared by the two ways the server reads the index: the search route
/// (pb_hooks/search-index.pb.js, inside PocketBase) and the server's own read-only connection to PocketBase's
/// database (server/store/local-database.ts), which answers without an HTTP hop. Parameters are named `{:name}`,
/// as PocketBase's query builder takes them: match, cutoff, window, limit, offset, and transcript / speaker / reader
/// when those filters are on (reader: only transcripts that person may see, lib/visibility.cjs, visibleRowSql; or
/// hidden instead, the transcripts hidden from them as a JSON array of ids, as of the same commit
/// (server/store/search-index.ts); viewer and viewer_role: a reader who may see pseudonyms, lib/pseudonym-view.cjs,
/// whose search runs on the pseudonymised rows of the transcripts that show them pseudonyms and on the original rows
/// of the others: docs/search.md).
///
/// One pass over the doclists, newest first, scoring at most window + 1 hits: when there are more than `window`,
/// the oldest of those is the cut, and only the `window` above it are ranked. The page's rows are then read by
/// rowid, without matching again.
const { hiddenFromSql } = require('./visibility.cjs');
const { showsPseudonymsSql } = require('./pseudonym-view.cjs');

/// The newest hits as (row, score, shown) for a reader who may see pseudonyms: the original rows of transcripts that
/// show them their originals, merged by rowid with the pseudonymised twins (search_shown, the same rowids) of those
/// that show them pseudonyms, served only while made with the lists as they are (fresh). SQLite merges the two
/// rowid-ordered doclists, so the walk stops at the window as for one table.
function newestWithPseudonymsSql(originalsWhere, shownWhere) {
  return `SELECT rowid AS row, bm25(search_segments) AS score, 0 AS shown FROM search_segments
      WHERE search_segments MATCH {:match} AND rowid > {:cutoff}${originalsWhere}
        AND transcript_id NOT IN (SELECT m.id FROM transcript_meta m WHERE ${showsPseudonymsSql('m')})
      UNION ALL
      SELECT rowid AS row, bm25(search_shown) AS score, 1 AS shown FROM search_shown
      WHERE search_shown MATCH {:match} AND rowid > {:cutoff}${shownWhere}
        AND transcript_id IN (SELECT m.id FROM transcript_meta m JOIN search_shown_transcripts t ON t.transcript_id = m.id AND t.fresh = 1
                              WHERE ${showsPseudonymsSql('m')})
      ORDER BY row DESC LIMIT {:window} + 1`;
}

/// Whether the index row `row` is in a transcript {:reader} sees. Checked by the row's entry in search_segment_rows
/// (a small table keyed by rowid), not by the FTS5 table's own transcript_id column, which reads the whole stored
/// row, text included: a common word checks up to `window` rows. When the reader may see every transcript (no private
/// one hidden from them: the usual library) the uncorrelated first test is true once, and no row is checked at all.
/// `listed`: the hidden transcripts are the {:hidden} parameter (hiddenIdsSql, read by the caller as of the same
/// commit, and kept by it until the next): checking rows against a given list costs SQLite less than working it out
/// inside this query (a rare word's page for an editor, 100 of 1,000 transcripts private: about 0.5 ms less, bench
/// month-six).
function visibleRowSql(row, listed) {
  const hidden = listed ? 'SELECT value FROM json_each({:hidden})' : `SELECT m.id FROM transcript_meta m WHERE ${hiddenFromSql('m')}`;
  const inHidden = `NOT EXISTS (SELECT 1 FROM search_segment_rows r WHERE r.row = ${row} AND r.transcript_id IN (${hidden}))`;
  return listed ? inHidden : `(NOT EXISTS (${hidden}) OR ${inHidden})`;
}

/// The ids of the transcripts hidden from {:reader} (lib/visibility.cjs), as one JSON array (`ids`): {:hidden}.
function hiddenIdsSql() {
  return `SELECT json_group_array(m.id) AS ids FROM transcript_meta m WHERE ${hiddenFromSql('m')}`;
}

function searchPageSql(filters) {
  const where =
    (filters.transcript ? ' AND transcript_id = {:transcript}' : '') +
    (filters.speaker ? ' AND speaker = {:speaker}' : '');
  // The reader's filter names the table each branch reads (search_shown's rows have the same rowids as the originals).
  const visible = (table) => (filters.reader || filters.hidden ? ` AND ${visibleRowSql(`${table}.rowid`, !!filters.hidden)}` : '');
  const newest = filters.pseudonyms
    ? newestWithPseudonymsSql(where + visible('search_segments'), where + visible('search_shown'))
    : `SELECT rowid AS row, bm25(search_segments) AS score FROM search_segments
      WHERE search_segments MATCH {:match} AND rowid > {:cutoff}${where}${visible('search_segments')} ORDER BY rowid DESC LIMIT {:window} + 1`;
  return `WITH newest AS MATERIALIZED (
      ${newest}
    ),
    edge AS (SELECT CASE WHEN count(*) > {:window} THEN min(row) ELSE {:cutoff} END AS cut FROM newest),
    ranked AS (
      SELECT newest.row AS row, newest.score AS score, edge.cut AS cut${filters.pseudonyms ? ', newest.shown AS shown' : ''} FROM newest, edge
      WHERE newest.row > edge.cut ORDER BY newest.score, newest.row DESC LIMIT {:limit} OFFSET {:offset}
    )
    ${filters.pseudonyms ? pageWithPseudonymsSql() : `SELECT ranked.row AS row, ranked.cut AS cut, s.transcript_id, s.segment_id, s.speaker, s.start_time, s.end_time, s.text
    FROM ranked JOIN search_segments s ON s.rowid = ranked.row ORDER BY ranked.score, ranked.row DESC`}`;
}

/// The page's rows, each read from the table its hit came from, with their scores and in no order: the caller sorts
/// them by score, then newest first (server/store/search-index.ts). Sorted here, SQLite read both tables' rows for the
/// sort, and a rare word's search took five times as long.
function pageWithPseudonymsSql() {
  const column = (name) => `CASE ranked.shown WHEN 1 THEN p.${name} ELSE s.${name} END AS ${name}`;
  return `SELECT ranked.row AS row, ranked.cut AS cut, ranked.score AS score,
      ${['transcript_id', 'segment_id', 'speaker', 'start_time', 'end_time', 'text'].map(column).join(', ')}
    FROM ranked LEFT JOIN search_segments s ON ranked.shown = 0 AND s.rowid = ranked.row
    LEFT JOIN search_shown p ON ranked.shown = 1 AND p.rowid = ranked.row`;
}

module.exports = { searchPageSql, hiddenIdsSql };
