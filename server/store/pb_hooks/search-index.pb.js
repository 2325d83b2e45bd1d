/// The search index's routes (docs/search.md), superusers only. The version write keeps the index current
/// (versions.pb.js); these catch it up where it is behind (a deleted or restored transcript, a data dir from
/// before the index) and run a query.

/// Makes the index hold one transcript as its record says now (its current version's segments, or nothing when it is
/// deleted or gone), in one transaction: the rows come from the version's manifest and segment contents, so nothing
/// the server read can be out of date.
routerAdd(
  'POST',
  '/api/tapescript/search-index/sync',
  (e) => {
    const index = require(`${__hooks}/lib/search-index.js`);
    const transcriptId = String(e.requestInfo().body.transcript_id || '');
    let indexed = false;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      let meta = null;
      try {
        meta = txApp.findRecordById('transcript_meta', transcriptId);
      } catch (err) {
        index.removeTranscript(txApp, transcriptId); // gone
        return;
      }
      index.indexTranscript(txApp, meta);
      indexed = meta.getString('status') !== 'deleted' && meta.getString('data_id') !== '';
    });
    return e.json(200, { indexed: indexed });
  },
  $apis.requireSuperuserAuth(),
);

/// The transcripts whose index rows are not those of their current version: indexed at another version, not
/// indexed at all, or still indexed although deleted or gone.
routerAdd(
  'GET',
  '/api/tapescript/search-index/behind',
  (e) => {
    const rows = arrayOf(new DynamicModel({ id: '' }));
    $app
      .db()
      .newQuery(
        `SELECT m.id AS id FROM transcript_meta m LEFT JOIN search_transcripts s ON s.transcript_id = m.id
           WHERE m.status != 'deleted' AND m.data_id != '' AND (s.version_id IS NULL OR s.version_id != m.data_id)
         UNION
         SELECT s.transcript_id AS id FROM search_transcripts s LEFT JOIN transcript_meta m ON m.id = s.transcript_id
           WHERE m.id IS NULL OR m.status = 'deleted'`,
      )
      .all(rows);
    return e.json(200, { transcripts: rows.map((row) => row.id) });
  },
  $apis.requireSuperuserAuth(),
);

/// One page of hits for an FTS5 MATCH expression that the server built (server/domain/search-query.ts), ranked
/// by bm25, the most recently written segment first among equals (lib/search-page.cjs). When more than `window`
/// segments match, only the newest `window` are ranked (each row's `cut` is the rowid above which they lie; later
/// pages pass it back as `cutoff`). The answer is the rows as selected, and the page's transcripts. The server reads PocketBase's database itself when it
/// can (server/store/local-database.ts); this route serves a PocketBase on another machine.
routerAdd(
  'POST',
  '/api/tapescript/search',
  (e) => {
    const body = e.requestInfo().body;
    const params = {
      match: String(body.match || ''),
      limit: Number(body.limit) || 0,
      offset: Number(body.offset) || 0,
      window: Number(body.window) || 0,
      transcript: String(body.transcript_id || ''),
      speaker: String(body.speaker || ''),
      cutoff: Number(body.cutoff) || 0,
      reader: String(body.reader || '#'),
      viewer: String(body.viewer || '#'),
      viewer_role: String(body.viewer_role || 'viewer'),
    };
    const page = arrayOf(new DynamicModel({ row: 0, cut: 0, score: -0, transcript_id: '', segment_id: '', speaker: '', start_time: -0, end_time: -0, text: '' }));
    const { searchPageSql } = require(`${__hooks}/lib/search-page.cjs`);
    // A reader who may see pseudonyms and is shown some (lib/pseudonym-view.cjs): their page comes unsorted, with scores.
    let pseudonyms = false;
    if (body.viewer !== undefined) {
      const any = new DynamicModel({ shows: 0 });
      $app.db().newQuery(require(`${__hooks}/lib/pseudonym-view.cjs`).showsAnyPseudonymsSql()).bind(params).one(any);
      pseudonyms = any.shows === 1;
    }
    $app
      .db()
      .newQuery(searchPageSql({ transcript: !!params.transcript, speaker: body.speaker != null, reader: body.reader !== undefined, pseudonyms: pseudonyms }))
      .bind(params)
      .all(page);
    // The page's transcripts, in the same answer, saving the server a second request.
    const ids = [...new Set(page.map((row) => row.transcript_id))];
    const transcripts = ids.length ? $app.findRecordsByIds('transcript_meta', ids) : [];
    return e.json(200, { rows: page, transcripts: transcripts, unsorted: pseudonyms });
  },
  $apis.requireSuperuserAuth(),
);


/// The floor a search is measured against (bench/lib/fts-floor.ts): the bare FTS5 query for the same MATCH
/// expression in this PocketBase's SQLite, ranked by bm25, with nothing else. Read-only and bounded.
routerAdd(
  'POST',
  '/api/tapescript/search/floor',
  (e) => {
    const body = e.requestInfo().body;
    const rows = arrayOf(new DynamicModel({ row: 0 }));
    $app
      .db()
      .newQuery('SELECT rowid AS row FROM search_segments WHERE search_segments MATCH {:match} ORDER BY rank LIMIT {:limit}')
      .bind({ match: String(body.match || ''), limit: Math.min(100, Number(body.limit) || 20) })
      .all(rows);
    return e.json(200, { rows: rows.length });
  },
  $apis.requireSuperuserAuth(),
);
