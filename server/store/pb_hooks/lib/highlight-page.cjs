/// One page of the quote bank (README "Quotes", migrations/1766300000_highlight_search.js) as SQL, shared by the
/// server's own read-only connection (server/store/highlight-search.ts) and the route for a PocketBase elsewhere
/// (pb_hooks/highlight-search.pb.js). Newest first: highlight_search_rows numbers highlights in the order made.
/// Parameters: before (only rows under it), limit; match, transcript, speaker, tags (a JSON array, lower case, all
/// required), reader (lib/visibility.cjs) when those filters are on; viewer and viewer_role (lib/pseudonym-view.cjs)
/// for a reader shown pseudonyms somewhere.
///
/// With words, the walk is the FTS5 table's own doclist, newest rowid first, stopping at the page. For a reader shown
/// pseudonyms, the words and the speaker of the transcripts that show them pseudonyms must be matched on the text as
/// shown, which only the server can make: those transcripts' highlights come back unmatched, marked `shown` 1, and the
/// server matches them (server/services/quote-bank.ts); a real name is never matched for them here.
const { seenBySql } = require('./visibility.cjs');
const { showsPseudonymsSql } = require('./pseudonym-view.cjs');

function highlightPageSql(filters) {
  const common =
    " AND m.status != 'deleted'" +
    (filters.transcript ? ' AND r.transcript_id = {:transcript}' : '') +
    (filters.tags ? ' AND NOT EXISTS (SELECT 1 FROM json_each({:tags}) want WHERE NOT EXISTS (SELECT 1 FROM json_each(h.tags) have WHERE lower(have.value) = want.value))' : '') +
    (filters.reader ? ` AND ${seenBySql('m')}` : '');
  const speaker = filters.speaker ? ' AND h.speaker = {:speaker}' : '';
  const joins = 'CROSS JOIN highlights h ON h.id = r.highlight_id CROSS JOIN transcript_meta m ON m.id = r.transcript_id';
  const originals = filters.pseudonyms ? ` AND NOT ${showsPseudonymsSql('m')}` : '';
  const matched = filters.match
    ? `SELECT s.rowid AS row, h.id AS id, 0 AS shown FROM highlight_search s CROSS JOIN highlight_search_rows r ON r.row = s.rowid ${joins}
       WHERE highlight_search MATCH {:match} AND s.rowid < {:before}${common}${speaker}${originals}`
    : `SELECT r.row AS row, h.id AS id, 0 AS shown FROM highlight_search_rows r ${joins}
       WHERE r.row < {:before}${common}${speaker}${originals}`;
  if (!filters.pseudonyms) return `${matched} ORDER BY row DESC LIMIT {:limit}`;
  const shown = `SELECT r.row AS row, h.id AS id, 1 AS shown FROM highlight_search_rows r ${joins}
       WHERE r.row < {:before}${common} AND ${showsPseudonymsSql('m')}`;
  return `${matched} UNION ALL ${shown} ORDER BY row DESC LIMIT {:limit}`;
}

/// The row a page continues under: the cursor's highlight's, or for one deleted since, the first made after its time
/// (else past the last), so a page goes on where it was.
const BEFORE_SQL = `SELECT COALESCE(
    (SELECT row FROM highlight_search_rows WHERE highlight_id = {:id}),
    (SELECT MIN(r.row) FROM highlight_search_rows r JOIN highlights h ON h.id = r.highlight_id WHERE h.created > {:created}),
    (SELECT COALESCE(MAX(row), 0) + 1 FROM highlight_search_rows)) AS before`;

module.exports = { highlightPageSql, BEFORE_SQL };
