/// One page of search hits as SQL, shared by the two ways the server reads the index: the search route
/// (pb_hooks/search-index.pb.js, inside PocketBase) and the server's own read-only connection to PocketBase's
/// database (server/store/local-database.ts), which answers without an HTTP hop. Parameters are named `{:name}`,
/// as PocketBase's query builder takes them: match, cutoff, window, limit, offset, and transcript / speaker / reader
/// when those filters are on (reader: only transcripts that person may see, lib/visibility.cjs; visibleRowSql).
///
/// One pass over the doclists, newest first, scoring at most window + 1 hits: when there are more than `window`,
/// the oldest of those is the cut, and only the `window` above it are ranked. The page's rows are then read by
/// rowid, without matching again.
const { hiddenFromSql } = require('./visibility.cjs');

/// Whether the index row `row` is in a transcript {:reader} sees. Checked by the row's entry in search_segment_rows
/// (a small table keyed by rowid), not by the FTS5 table's own transcript_id column, which reads the whole stored
/// row, text included: a common word checks up to `window` rows. When the reader may see every transcript (no private
/// one hidden from them: the usual library) the uncorrelated first test is true once, and no row is checked at all.
function visibleRowSql(row) {
  const hidden = `SELECT m.id FROM transcript_meta m WHERE ${hiddenFromSql('m')}`;
  return `(NOT EXISTS (${hidden})
    OR NOT EXISTS (SELECT 1 FROM search_segment_rows r WHERE r.row = ${row} AND r.transcript_id IN (${hidden})))`;
}

function searchPageSql(filters) {
  const where =
    (filters.transcript ? ' AND transcript_id = {:transcript}' : '') +
    (filters.speaker ? ' AND speaker = {:speaker}' : '') +
    (filters.reader ? ` AND ${visibleRowSql('search_segments.rowid')}` : '');
  return `WITH newest AS MATERIALIZED (
      SELECT rowid AS row, bm25(search_segments) AS score FROM search_segments
      WHERE search_segments MATCH {:match} AND rowid > {:cutoff}${where} ORDER BY rowid DESC LIMIT {:window} + 1
    ),
    edge AS (SELECT CASE WHEN count(*) > {:window} THEN min(row) ELSE {:cutoff} END AS cut FROM newest),
    ranked AS (
      SELECT newest.row AS row, newest.score AS score, edge.cut AS cut FROM newest, edge WHERE newest.row > edge.cut
      ORDER BY newest.score, newest.row DESC LIMIT {:limit} OFFSET {:offset}
    )
    SELECT ranked.row AS row, ranked.cut AS cut, s.transcript_id, s.segment_id, s.speaker, s.start_time, s.end_time, s.text
    FROM ranked JOIN search_segments s ON s.rowid = ranked.row ORDER BY ranked.score, ranked.row DESC`;
}

module.exports = { searchPageSql };
