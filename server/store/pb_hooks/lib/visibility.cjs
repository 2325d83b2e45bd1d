/// The visibility rule of server/auth/visibility.ts as SQL over transcript_meta, for the queries that filter in the
/// database (the transcript list read locally, search read locally or by the route): a transcript `alias` is seen
/// by {:reader} (a person's id; "#", never an id, for nobody in particular) when it is not private, was made by them, or is shared
/// with them. Readers who see everything (local mode, owners) get no clause at all.
function seenBySql(alias) {
  return `(${alias}.visibility != 'private'
    OR IFNULL(json_extract(${alias}.created_by, '$.userId'), '') = {:reader}
    OR EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(${alias}.shares) THEN ${alias}.shares ELSE '[]' END) AS share
               WHERE json_extract(share.value, '$.userId') = {:reader}))`;
}

/// The transcripts `alias` hides from {:reader}: the same rule turned round, led by `visibility = 'private'` so that
/// SQLite reads only private transcripts (the partial index idx_meta_private, migration 1765800000), however large the library.
function hiddenFromSql(alias) {
  return `(${alias}.visibility = 'private' AND NOT ${seenBySql(alias)})`;
}

module.exports = { seenBySql, hiddenFromSql };
