/// What came in to make each transcript (Transcript.origin): { kind, fileName, tracks: [{ speaker, fileName }] }, kind
/// one of upload, video, tracks, channels, recording. Transcripts made before were all single audio uploads: they read
/// as an upload of their stored file's name (as PocketBase keeps it, without the random suffix it adds), or of no name
/// when they have no file. Written with SQL, so that the transcripts' "updated" (the library's order) does not move.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new JSONField({ name: 'origin', maxSize: 65536 }));
    app.save(meta);

    const rows = arrayOf(new DynamicModel({ id: '', file: '' }));
    app
      .db()
      .newQuery("SELECT m.id AS id, COALESCE(f.file, '') AS file FROM transcript_meta m LEFT JOIN file_db f ON f.id = m.file_id")
      .all(rows);
    for (const row of rows) {
      const fileName = row.file.replace(/_[A-Za-z0-9]{10}(\.[^.]*)?$/, '$1') || null;
      const origin = JSON.stringify({ kind: 'upload', fileName, tracks: [] });
      app.db().newQuery('UPDATE transcript_meta SET origin = {:origin} WHERE id = {:id}').bind({ origin, id: row.id }).execute();
    }
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('origin');
    app.save(meta);
  },
);
