/// The write side of the search index (migrations/1764200000_search_index.js, docs/search.md), called inside the
/// transaction that changes a transcript, so the index and the transcript never disagree. Not a hook file: the
/// routes require() it inside their handlers.

/// A save changes few segments: a row stays while its segment id and content are the same, so an autosave
/// of a 1,500-segment transcript writes one or two rows, not 1,500.
function segmentKey(segment, position) {
  const id = segment.id ? String(segment.id) : '@' + position;
  const digest = $security.sha256([segment.speaker || '', Number(segment.start) || 0, Number(segment.end) || 0, String(segment.text || '')].join('\u0000'));
  return { id: id, digest: digest.slice(0, 32) };
}

function indexedRows(txApp, transcriptId) {
  const rows = arrayOf(new DynamicModel({ row: 0, segment_id: '', digest: '' }));
  txApp.db().newQuery('SELECT row, segment_id, digest FROM search_segment_rows WHERE transcript_id = {:transcript}').bind({ transcript: transcriptId }).all(rows);
  return rows;
}

function deleteRows(txApp, rows) {
  for (const row of rows) {
    txApp.db().newQuery('DELETE FROM search_segments WHERE rowid = {:row}').bind({ row: row }).execute();
    txApp.db().newQuery('DELETE FROM search_segment_rows WHERE row = {:row}').bind({ row: row }).execute();
  }
}

function nextRow(txApp) {
  const last = new DynamicModel({ row: 0 });
  txApp.db().newQuery('SELECT COALESCE(MAX(row), 0) AS row FROM search_segment_rows').one(last);
  return last.row + 1;
}

/// Makes the index hold exactly `segments` (the API's shape: { id?, speaker, text, start, end }) for the
/// transcript at `versionId`. Rows are numbered upwards, so a higher rowid is a more recently written segment.
function indexVersion(txApp, transcriptId, versionId, segments) {
  const kept = {};
  for (const row of indexedRows(txApp, transcriptId)) {
    const key = row.segment_id + '\u0000' + row.digest;
    (kept[key] = kept[key] || []).push(row.row);
  }
  const added = [];
  (segments || []).forEach((segment, position) => {
    const key = segmentKey(segment, position);
    const same = kept[key.id + '\u0000' + key.digest];
    if (same && same.length) same.pop();
    else added.push({ segment: segment, key: key });
  });
  const gone = [];
  for (const name in kept) gone.push(...kept[name]);
  deleteRows(txApp, gone);
  let row = added.length ? nextRow(txApp) : 0;
  for (const { segment, key } of added) {
    const values = {
      row: row,
      transcript: transcriptId,
      segment: key.id,
      digest: key.digest,
      text: String(segment.text || ''),
      speaker: String(segment.speaker || ''),
      start: Number(segment.start) || 0,
      end: Number(segment.end) || 0,
    };
    txApp.db()
      .newQuery('INSERT INTO search_segments (rowid, text, transcript_id, segment_id, speaker, start_time, end_time) VALUES ({:row}, {:text}, {:transcript}, {:segment}, {:speaker}, {:start}, {:end})')
      .bind(values)
      .execute();
    txApp.db()
      .newQuery('INSERT INTO search_segment_rows (row, transcript_id, segment_id, digest) VALUES ({:row}, {:transcript}, {:segment}, {:digest})')
      .bind(values)
      .execute();
    row++;
  }
  txApp.db()
    .newQuery('INSERT INTO search_transcripts (transcript_id, version_id) VALUES ({:transcript}, {:version}) ON CONFLICT (transcript_id) DO UPDATE SET version_id = excluded.version_id')
    .bind({ transcript: transcriptId, version: versionId })
    .execute();
}

/// Takes a transcript out of the index (deleted, or gone).
function removeTranscript(txApp, transcriptId) {
  const statements = [
    // FTS5 takes the rowids of the IN list one by one (no scan of the index).
    'DELETE FROM search_segments WHERE rowid IN (SELECT row FROM search_segment_rows WHERE transcript_id = {:transcript})',
    'DELETE FROM search_segment_rows WHERE transcript_id = {:transcript}',
    'DELETE FROM search_transcripts WHERE transcript_id = {:transcript}',
  ];
  for (const sql of statements) txApp.db().newQuery(sql).bind({ transcript: transcriptId }).execute();
}

/// What the version write calls with the transcript record it just saved: a deleted transcript stays out.
function indexTranscript(txApp, meta, segments) {
  if (meta.getString('status') === 'deleted') removeTranscript(txApp, meta.id);
  else indexVersion(txApp, meta.id, meta.getString('data_id'), segments);
}

module.exports = { indexTranscript: indexTranscript, indexVersion: indexVersion, removeTranscript: removeTranscript };
