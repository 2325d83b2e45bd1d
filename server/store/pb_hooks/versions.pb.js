/// Appends a transcript version as one compare-and-set in the store: inside one transaction it checks that the
/// transcript still points at the version the caller started from (and, when asked, still has a status), stores
/// the version's new segment contents, writes the new transcript_data record (its manifest: lib/manifest.cjs, its chapters and show notes) and
/// points transcript_meta at it. So two servers on one PocketBase cannot both write over the same version, and a
/// crash at any point leaves the old version current or the new one whole. A mismatch is a 409 that names the
/// current version and status (a missing transcript a 404); nothing is written then.
routerAdd(
  'POST',
  '/api/tapescript/versions',
  (e) => {
    const manifest = require(`${__hooks}/lib/manifest.cjs`);
    const body = e.requestInfo().body;
    const base = String(body.base || '');
    let written = null;
    let refused = null;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      let meta;
      try {
        meta = txApp.findRecordById('transcript_meta', String(body.meta_id || ''));
      } catch (err) {
        refused = { status: 404, body: { code: 'not_found' } };
        return;
      }
      const status = meta.getString('status');
      const current = meta.getString('data_id');
      if ((body.require_status && status !== body.require_status) || current !== base) {
        refused = { status: 409, body: { code: 'conflict', currentVersionId: current, status: status } };
        return;
      }
      const nos = manifest.store(txApp, meta.id, body.nos || [], body.contents || []);
      const data = new Record(txApp.findCollectionByNameOrId('transcript_data'));
      data.set('meta_id', meta.id);
      data.set('previous_did', base);
      data.set('segments', { v: 2, nos: manifest.encode(nos) });
      data.set('source', String(body.source || ''));
      data.set('word_count', body.word_count);
      data.set('undoes', String(body.undoes || ''));
      data.set('label', String(body.label || '').slice(0, 300));
      data.set('chapters', Array.isArray(body.chapters) ? body.chapters : []);
      data.set('show_notes', body.show_notes || null);
      if (body.author) data.set('author', body.author);
      txApp.save(data);
      meta.load(body.meta_fields || {});
      meta.set('data_id', data.id);
      txApp.save(meta);
      require(`${__hooks}/lib/search-index.js`).indexTranscript(txApp, meta, nos);
      written = {
        version: { id: data.id, created: data.getString('created'), updated: data.getString('updated') },
        nos: nos,
        meta: meta,
      };
    });
    if (refused) return e.json(refused.status, refused.body);
    // SQLite folds its WAL back into the database every 1,000 pages by default, so the WAL file of PocketBase's
    // one writing connection grows to about 4 MB; a version write touches a dozen pages, so fold every 100 (the
    // WAL stays near 400 KB, each fold a tenth of the work). Set on each write: the pool may open a new connection.
    // The version is written by now, so a failure here must not fail the save: the WAL then only grows larger.
    try {
      $app.nonconcurrentDB().newQuery('PRAGMA wal_autocheckpoint = 100').execute();
    } catch (err) {
      $app.logger().warn('Could not set wal_autocheckpoint', 'error', String(err));
    }
    return e.json(200, written);
  },
  $apis.requireSuperuserAuth(),
  // A transcription's first version of a long interview with word timings runs to megabytes.
  $apis.bodyLimit(67108864),
);

/// One version with its segments in the API's shape, put together by SQLite from the version's manifest and the
/// transcript's segment contents, and sent as it comes (the segments are never parsed here). `nos` are the content
/// numbers, which the server uses to store only what a later version changes. A version not yet converted to
/// the by-change layout (see server/store/version-layout.ts) is answered as stored, with `nos: null`.
routerAdd(
  'GET',
  '/api/tapescript/versions/{id}',
  (e) => {
    const manifest = require(`${__hooks}/lib/manifest.cjs`);
    const row = new DynamicModel({ id: '', meta_id: '', previous_did: '', source: '', word_count: 0, undoes: '', label: '', author: '', chapters: '', show_notes: '', created: '', updated: '', layout: '', segments: '' });
    try {
      $app
        .db()
        .newQuery(
          "SELECT id, meta_id, previous_did, source, COALESCE(word_count, 0) AS word_count, COALESCE(undoes, '') AS undoes, COALESCE(label, '') AS label, COALESCE(author, 'null') AS author, COALESCE(chapters, '[]') AS chapters, COALESCE(show_notes, 'null') AS show_notes, created, updated, " +
            "COALESCE(json_type(segments), 'null') AS layout, COALESCE(segments, '[]') AS segments FROM transcript_data WHERE id = {:id}",
        )
        .bind({ id: e.request.pathValue('id') })
        .one(row);
    } catch (err) {
      throw new NotFoundError('No such version.');
    }
    let nos = null;
    let segments = row.segments;
    if (row.layout === 'object') {
      nos = manifest.decode(JSON.parse(row.segments).nos);
      const joined = new DynamicModel({ segments: '', found: 0 });
      $app
        .db()
        .newQuery(
          "SELECT '[' || COALESCE(group_concat(c.body, ',' ORDER BY m.key), '') || ']' AS segments, COUNT(c.no) AS found " +
            // CROSS JOIN keeps the manifest as the outer loop: one index lookup per segment, whatever the planner guesses.
            'FROM json_each({:nos}) m CROSS JOIN segment_contents c ON c.meta_id = {:meta} AND c.no = m.value',
        )
        .bind({ nos: JSON.stringify(nos), meta: row.meta_id })
        .one(joined);
      if (joined.found !== nos.length) throw new ApiError(500, 'Version ' + row.id + ' names segment contents that are missing.');
      segments = joined.segments;
    }
    const head = {
      id: row.id,
      meta_id: row.meta_id,
      previous_did: row.previous_did,
      source: row.source,
      word_count: row.word_count,
      undoes: row.undoes,
      label: row.label,
      author: JSON.parse(row.author || 'null'),
      // Versions written before chapters have none (migrations/1766500000_chapters.js).
      chapters: JSON.parse(row.chapters || 'null') || [],
      // Versions written before show notes have none (migrations/1766800000_show_notes.js).
      show_notes: JSON.parse(row.show_notes || 'null'),
      created: row.created,
      updated: row.updated,
      nos: nos,
    };
    const text = JSON.stringify(head);
    return e.blob(200, 'application/json', text.slice(0, -1) + ',"segments":' + segments + '}');
  },
  $apis.requireSuperuserAuth(),
);
