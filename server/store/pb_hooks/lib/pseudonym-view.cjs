/// The rule of server/auth/visibility.ts seesOriginals as SQL over transcript_meta, for search (lib/search-page.cjs):
/// a transcript `alias` shows {:viewer} its pseudonyms when it is pseudonymised and they are neither granted its
/// originals nor, by their role on it, more than a viewer (the role of the share by which alone they see a private
/// transcript, else {:viewer_role}). {:viewer} is "#" (never an id) for a review link or nobody in particular, who see
/// every pseudonymised transcript's pseudonyms. Readers who see every transcript's originals get no clause at all.
function showsPseudonymsSql(alias) {
  // A field written as nothing (older records) reads as empty.
  const json = (column) => `CASE WHEN json_valid(${alias}.${column}) THEN ${alias}.${column} ELSE '[]' END`;
  return `(${alias}.pseudonymised = TRUE AND NOT ({:viewer} != '#' AND (
      EXISTS (SELECT 1 FROM json_each(${json('originals_grants')}) AS granted WHERE granted.value = {:viewer})
      OR IFNULL(CASE WHEN ${alias}.visibility = 'private' AND IFNULL(json_extract(${json('created_by')}, '$.userId'), '') != {:viewer}
           THEN (SELECT json_extract(share.value, '$.role') FROM json_each(${json('shares')}) AS share
                 WHERE json_extract(share.value, '$.userId') = {:viewer} LIMIT 1) END, {:viewer_role}) != 'viewer')))`;
}

/// The title of `alias` as {:viewer} is shown it, for the transcripts list's title filter: where it shows them
/// pseudonyms, its pseudonymised title kept with its search rows (NULL while those are not fresh: it matches nothing).
function shownTitleSql(alias) {
  return `(CASE WHEN ${showsPseudonymsSql(alias)}
    THEN (SELECT shown.title FROM search_shown_transcripts shown WHERE shown.transcript_id = ${alias}.id AND shown.fresh = 1)
    ELSE ${alias}.title END)`;
}

/// Whether any transcript shows {:viewer} pseudonyms (one row, `shows` 0 or 1), read through the partial index of
/// pseudonymised transcripts: a search by someone shown none runs as for originals everywhere, at no extra cost.
function showsAnyPseudonymsSql() {
  return `SELECT EXISTS (SELECT 1 FROM transcript_meta m WHERE ${showsPseudonymsSql('m')}) AS shows`;
}

module.exports = { showsPseudonymsSql, shownTitleSql, showsAnyPseudonymsSql };
