/// The search index's routes (docs/search.md), superusers only. The version write keeps the index current
/// (versions.pb.js); these catch it up where it is behind (a deleted or restored transcript, a data dir from
/// before the index) and run a query.

/// Indexes one transcript at the version the server read, in one transaction that checks the transcript still
/// points at it (else 409 with the current version, and nothing changes). A deleted or missing transcript leaves
/// the index, whatever the body says.
routerAdd(
  'POST',
  '/api/tapescript/search-index/sync',
  (e) => {
    const index = require(`${__hooks}/lib/search-index.js`);
    const body = e.requestInfo().body;
    const transcriptId = String(body.transcript_id || '');
    const versionId = String(body.version_id || '');
    let answer = { status: 200, body: { indexed: false } };
    $app.runInTransaction((txApp) => {
      let meta = null;
      try {
        meta = txApp.findRecordById('transcript_meta', transcriptId);
      } catch (err) {
        // gone: taken out below
      }
      if (!meta || meta.getString('status') === 'deleted' || !meta.getString('data_id')) {
        index.removeTranscript(txApp, transcriptId);
        return;
      }
      if (meta.getString('data_id') !== versionId) {
        answer = { status: 409, body: { code: 'conflict', currentVersionId: meta.getString('data_id') } };
        return;
      }
      index.indexVersion(txApp, transcriptId, versionId, body.segments);
      answer = { status: 200, body: { indexed: true } };
    });
    return e.json(answer.status, answer.body);
  },
  $apis.requireSuperuserAuth(),
  // As the version write: a long interview's segments run to megabytes.
  $apis.bodyLimit(67108864),
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
/// by bm25, the most recently written segment first among equals. When more than `window` segments match, only
/// the newest `window` are ranked (`cutoff` is the rowid above which they lie; the next page passes it back).
/// Matches are marked in the text with \u0001 … \u0002. The answer carries the page's transcripts.
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
    };
    const filters = (params.transcript ? ' AND transcript_id = {:transcript}' : '') + (body.speaker != null ? ' AND speaker = {:speaker}' : '');
    const db = $app.db();
    let approximate = params.cutoff > 0;
    if (body.cutoff == null) {
      // Cheap: walks the doclists newest first without ranking.
      const beyond = arrayOf(new DynamicModel({ row: 0 }));
      db.newQuery(`SELECT rowid AS row FROM search_segments WHERE search_segments MATCH {:match}${filters} ORDER BY rowid DESC LIMIT 1 OFFSET {:window}`)
        .bind(params)
        .all(beyond);
      approximate = beyond.length > 0;
      params.cutoff = approximate ? beyond[0].row : 0;
    }
    const ranked = arrayOf(new DynamicModel({ row: 0 }));
    db.newQuery(
      `SELECT rowid AS row FROM search_segments WHERE search_segments MATCH {:match} AND rowid > {:cutoff}${filters}
         ORDER BY bm25(search_segments), rowid DESC LIMIT {:limit} OFFSET {:offset}`,
    )
      .bind(params)
      .all(ranked);
    const hits = [];
    if (ranked.length) {
      // Marking needs the text: only for the page, not for every hit ranked.
      const rows = {};
      ranked.forEach((hit, i) => (rows['r' + i] = hit.row));
      const found = arrayOf(new DynamicModel({ row: 0, transcript_id: '', segment_id: '', speaker: '', start_time: -0, end_time: -0, marked: '' }));
      db.newQuery(
        `SELECT rowid AS row, transcript_id, segment_id, speaker, start_time, end_time, highlight(search_segments, 0, char(1), char(2)) AS marked
           FROM search_segments WHERE search_segments MATCH {:match} AND rowid IN (${Object.keys(rows).map((name) => '{:' + name + '}').join(', ')})`,
      )
        .bind(Object.assign({ match: params.match }, rows))
        .all(found);
      const byRow = {};
      for (const hit of found) byRow[hit.row] = hit;
      for (const hit of ranked) {
        const row = byRow[hit.row];
        if (row) {
          hits.push({ transcriptId: row.transcript_id, segmentId: row.segment_id, speaker: row.speaker, start: row.start_time, end: row.end_time, marked: row.marked });
        }
      }
    }
    // The page's transcripts, in the same answer, saving the server a second request.
    const transcripts = hits.length ? $app.findRecordsByIds('transcript_meta', [...new Set(hits.map((hit) => hit.transcriptId))]) : [];
    return e.json(200, { hits: hits, transcripts: transcripts, approximate: approximate, cutoff: params.cutoff });
  },
  $apis.requireSuperuserAuth(),
);
