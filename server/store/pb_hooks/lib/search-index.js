/// The write side of the search index (migrations/1764300000_search_index.js, docs/search.md), called inside the
/// transaction that changes a transcript, so the index and the transcript never disagree. Not a hook file: the
/// routes require() it inside their handlers.
///
/// A row stands for one segment content of the transcript (segment_contents, docs/storage.md), whose number
/// changes exactly when the segment does: a save keeps the rows of the contents it keeps, and writes only the
/// rows of its new ones (one for a one-segment autosave), copied by SQLite from the contents themselves.

/// Makes the index hold exactly the contents `nos` (a version's manifest) for the transcript at `versionId`. Rows
/// are numbered upwards, so a higher rowid is a more recently written segment.
function indexVersion(txApp, transcriptId, versionId, nos) {
  const db = txApp.db();
  const rows = arrayOf(new DynamicModel({ row: 0, content_no: 0 }));
  db.newQuery('SELECT row, content_no FROM search_segment_rows WHERE transcript_id = {:transcript}').bind({ transcript: transcriptId }).all(rows);
  const kept = {};
  for (const row of rows) (kept[row.content_no] = kept[row.content_no] || []).push(row.row);
  const added = [];
  for (const no of nos) {
    const same = kept[no];
    if (same && same.length) same.pop();
    else added.push(no);
  }
  const gone = [];
  for (const no in kept) gone.push(...kept[no]);
  if (gone.length) {
    const list = { gone: JSON.stringify(gone) };
    // FTS5 takes the rowids of the IN list one by one (no scan of the index).
    db.newQuery('DELETE FROM search_segments WHERE rowid IN (SELECT value FROM json_each({:gone}))').bind(list).execute();
    // A pseudonymised row goes with its original (migrations/1765900000_search_shown.js).
    db.newQuery('DELETE FROM search_shown WHERE rowid IN (SELECT value FROM json_each({:gone}))').bind(list).execute();
    db.newQuery('DELETE FROM search_segment_rows WHERE row IN (SELECT value FROM json_each({:gone}))').bind(list).execute();
  }
  if (added.length) {
    const last = new DynamicModel({ row: 0 });
    db.newQuery('SELECT COALESCE(MAX(row), 0) AS row FROM search_segment_rows').one(last);
    const values = { first: last.row + 1, transcript: transcriptId, added: JSON.stringify(added) };
    db.newQuery(
      `INSERT INTO search_segments (rowid, text, transcript_id, segment_id, speaker, start_time, end_time)
       SELECT {:first} + a.key, json_extract(c.body, '$.text'), {:transcript}, json_extract(c.body, '$.id'),
              COALESCE(json_extract(c.body, '$.speaker'), ''), json_extract(c.body, '$.start'), json_extract(c.body, '$.end')
       FROM json_each({:added}) a CROSS JOIN segment_contents c ON c.meta_id = {:transcript} AND c.no = a.value`,
    )
      .bind(values)
      .execute();
    db.newQuery('INSERT INTO search_segment_rows (row, transcript_id, content_no) SELECT {:first} + a.key, {:transcript}, a.value FROM json_each({:added}) a')
      .bind(values)
      .execute();
  }
  db.newQuery('INSERT INTO search_transcripts (transcript_id, version_id) VALUES ({:transcript}, {:version}) ON CONFLICT (transcript_id) DO UPDATE SET version_id = excluded.version_id')
    .bind({ transcript: transcriptId, version: versionId })
    .execute();
}

/// Takes a transcript out of the index (deleted, or gone).
function removeTranscript(txApp, transcriptId) {
  const statements = [
    'DELETE FROM search_shown WHERE rowid IN (SELECT row FROM search_segment_rows WHERE transcript_id = {:transcript})',
    // Its pseudonymised rows go too, and any made from the rows read before are refused (a new generation).
    'UPDATE search_shown_transcripts SET generation = generation + 1, fresh = 0 WHERE transcript_id = {:transcript}',
    'DELETE FROM search_segments WHERE rowid IN (SELECT row FROM search_segment_rows WHERE transcript_id = {:transcript})',
    'DELETE FROM search_segment_rows WHERE transcript_id = {:transcript}',
    'DELETE FROM search_transcripts WHERE transcript_id = {:transcript}',
  ];
  for (const sql of statements) txApp.db().newQuery(sql).bind({ transcript: transcriptId }).execute();
}

/// The content numbers of a stored version (its manifest: lib/manifest.cjs).
function versionContents(txApp, versionId) {
  const row = new DynamicModel({ segments: '' });
  txApp.db().newQuery("SELECT COALESCE(segments, '{}') AS segments FROM transcript_data WHERE id = {:id}").bind({ id: versionId }).one(row);
  return require(`${__hooks}/lib/manifest.cjs`).decode(JSON.parse(row.segments).nos);
}

/// Makes the index hold the transcript as its record now says: its current version, or nothing when it is deleted
/// or has none. The version write passes the numbers it just wrote; a catch-up reads them from the manifest.
function indexTranscript(txApp, meta, nos) {
  const versionId = meta.getString('data_id');
  if (meta.getString('status') === 'deleted' || !versionId) removeTranscript(txApp, meta.id);
  else indexVersion(txApp, meta.id, versionId, nos || versionContents(txApp, versionId));
}

module.exports = { indexTranscript: indexTranscript, removeTranscript: removeTranscript };
