/// The deletes of pb_hooks/purge.pb.js, inside its transaction. Answers whether the transcript was there.
function purgeTranscript(txApp, id) {
  let meta;
  try {
    meta = txApp.findRecordById('transcript_meta', id);
  } catch (err) {
    return false;
  }
  const db = txApp.db();
  const run = (sql) => db.newQuery(sql).bind({ id: id }).execute();
  require(`${__hooks}/lib/search-index.js`).removeTranscript(txApp, id);
  run('DELETE FROM search_shown_transcripts WHERE transcript_id = {:id}');
  run('DELETE FROM comments WHERE transcript = {:id}');
  removeClips(txApp, 'transcript = {:id}', { id: id });
  run('DELETE FROM highlights WHERE transcript = {:id}');
  run('DELETE FROM review_links WHERE transcript = {:id}');
  run('DELETE FROM export_links WHERE transcript = {:id}');
  run('DELETE FROM voice_comparisons WHERE transcript = {:id}');
  run('DELETE FROM pseudonyms WHERE transcript = {:id}');
  run('DELETE FROM pseudonym_dismissals WHERE transcript = {:id}');
  const voices = arrayOf(new DynamicModel({ voice: '' }));
  db.newQuery('SELECT DISTINCT voice FROM voice_enrolments WHERE transcript = {:id}').bind({ id: id }).all(voices);
  run('DELETE FROM voice_enrolments WHERE transcript = {:id}');
  for (const row of voices) {
    db.newQuery('DELETE FROM voices WHERE id = {:voice} AND NOT EXISTS (SELECT 1 FROM voice_enrolments WHERE voice = {:voice})').bind({ voice: row.voice }).execute();
  }
  // The meta record points at its current version and its file: it goes before them.
  const fileId = meta.getString('file_id');
  run('DELETE FROM transcript_meta WHERE id = {:id}');
  run('DELETE FROM transcript_data WHERE meta_id = {:id}');
  run('DELETE FROM segment_contents WHERE meta_id = {:id}');
  if (fileId) {
    try {
      txApp.delete(txApp.findRecordById('file_db', fileId));
    } catch (err) {
      // already gone
    }
  }
  return true;
}

/// Deletes the clips `filter` (a PocketBase filter) finds, as records, so PocketBase removes their files once the
/// transaction has committed (a DELETE in SQL would leave the files). Their links go with them (cascade).
function removeClips(txApp, filter, params) {
  for (const clip of txApp.findRecordsByFilter('clips', filter, '', 0, 0, params)) txApp.delete(clip);
}

/// Removes a transcript's audio inside the caller's transaction: the file record and the clips cut from it go (PocketBase removes the stored
/// file once the transaction has committed), and the transcript records when. Written with SQL, so its "updated" (the
/// library's order, the bin's clock) does not move. Answers whether the transcript was there.
function removeAudio(txApp, id) {
  let meta;
  try {
    meta = txApp.findRecordById('transcript_meta', id);
  } catch (err) {
    return false;
  }
  const fileId = meta.getString('file_id');
  removeClips(txApp, 'transcript = {:id}', { id: id });
  txApp
    .db()
    .newQuery("UPDATE transcript_meta SET file_id = '', file_url = '', audio_removed = {:now} WHERE id = {:id}")
    .bind({ now: new DateTime().string(), id: id })
    .execute();
  if (!fileId) return true;
  try {
    txApp.delete(txApp.findRecordById('file_db', fileId));
  } catch (err) {
    // already gone
  }
  return true;
}

module.exports = { purgeTranscript: purgeTranscript, removeAudio: removeAudio, removeClips: removeClips };
