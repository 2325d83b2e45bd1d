/// The pseudonymised search rows' routes (migrations/1765900000_search_shown.js, docs/search.md), superusers only.
/// The server pseudonymises (it has the matcher); these read what it needs and write what it made, in transactions
/// that refuse rows made from a list or from rows that have changed since (the transcript's generation).

/// What a pseudonymised transcript's rows need: its title, the index rows without a pseudonymised twin (all of them when its
/// rows are not fresh, to be made again), and the generation to write them under. `pseudonymised` false (nor deleted,
/// nor gone): nothing to make; twins it has from before are never served, and stay right (version writes and list
/// changes keep them so) for when it is pseudonymised again.
routerAdd(
  'POST',
  '/api/tapescript/search-shown/source',
  (e) => {
    const transcriptId = String(e.requestInfo().body.transcript_id || '');
    const answer = { pseudonymised: false, generation: 0, fresh: false, title: '', rows: [] };
    const meta = arrayOf(new DynamicModel({ title: '' }));
    $app
      .db()
      .newQuery("SELECT title FROM transcript_meta WHERE id = {:id} AND pseudonymised = TRUE AND status != 'deleted'")
      .bind({ id: transcriptId })
      .all(meta);
    if (meta.length !== 1) return e.json(200, answer);
    answer.title = meta[0].title;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      const db = txApp.db();
      db.newQuery('INSERT INTO search_shown_transcripts (transcript_id) VALUES ({:id}) ON CONFLICT (transcript_id) DO NOTHING').bind({ id: transcriptId }).execute();
      const state = new DynamicModel({ generation: 0, fresh: 0 });
      db.newQuery('SELECT generation, fresh FROM search_shown_transcripts WHERE transcript_id = {:id}').bind({ id: transcriptId }).one(state);
      answer.pseudonymised = true;
      answer.generation = state.generation;
      answer.fresh = state.fresh === 1;
      const rows = arrayOf(new DynamicModel({ row: 0, text: '', speaker: '' }));
      db.newQuery(
        `SELECT r.row AS row, s.text AS text, s.speaker AS speaker FROM search_segment_rows r JOIN search_segments s ON s.rowid = r.row
         WHERE r.transcript_id = {:id}${answer.fresh ? ' AND NOT EXISTS (SELECT 1 FROM search_shown p WHERE p.rowid = r.row)' : ''}`,
      )
        .bind({ id: transcriptId })
        .all(rows);
      answer.rows = rows;
    });
    return e.json(200, answer);
  },
  $apis.requireSuperuserAuth(),
);

/// Writes a transcript's pseudonymised rows made under `generation`: all of them afresh (`full`) or those missing,
/// each copied from its index row with the text and speaker as shown, and its title as shown; then they are fresh.
/// Refused (`written` false) when the generation has moved on or the transcript is no longer pseudonymised; a row
/// whose original has gone meanwhile is skipped (the version write took its twin out too).
routerAdd(
  'POST',
  '/api/tapescript/search-shown/write',
  (e) => {
    const body = e.requestInfo().body;
    const transcriptId = String(body.transcript_id || '');
    let written = false;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      const db = txApp.db();
      const params = { id: transcriptId, generation: Number(body.generation) };
      const current = new DynamicModel({ n: 0 });
      db.newQuery(
        `SELECT count(*) AS n FROM search_shown_transcripts t JOIN transcript_meta m ON m.id = t.transcript_id
         WHERE t.transcript_id = {:id} AND t.generation = {:generation} AND m.pseudonymised = TRUE AND m.status != 'deleted'`,
      )
        .bind(params)
        .one(current);
      if (current.n !== 1) return;
      if (body.full) db.newQuery('DELETE FROM search_shown WHERE rowid IN (SELECT row FROM search_segment_rows WHERE transcript_id = {:id})').bind(params).execute();
      db.newQuery(
        `INSERT INTO search_shown (rowid, text, transcript_id, segment_id, speaker, start_time, end_time)
         SELECT s.rowid, json_extract(w.value, '$.text'), s.transcript_id, s.segment_id, json_extract(w.value, '$.speaker'), s.start_time, s.end_time
         FROM json_each({:rows}) w JOIN search_segments s ON s.rowid = json_extract(w.value, '$.row')
         WHERE s.transcript_id = {:id} AND NOT EXISTS (SELECT 1 FROM search_shown p WHERE p.rowid = s.rowid)`,
      )
        .bind({ id: transcriptId, rows: JSON.stringify(body.rows || []) })
        .execute();
      db.newQuery('UPDATE search_shown_transcripts SET fresh = 1, title = {:title} WHERE transcript_id = {:id}')
        .bind({ id: transcriptId, title: String(body.title || '') })
        .execute();
      written = true;
    });
    return e.json(200, { written: written });
  },
  $apis.requireSuperuserAuth(),
);

/// A list changed: the pseudonymised rows of that transcript (or, for the library's list, of every transcript) are
/// no longer served and are to be made again. Answers the pseudonymised transcripts concerned.
routerAdd(
  'POST',
  '/api/tapescript/search-shown/stale',
  (e) => {
    const transcriptId = e.requestInfo().body.transcript_id;
    const one = transcriptId != null && transcriptId !== '';
    const rows = arrayOf(new DynamicModel({ id: '' }));
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      const db = txApp.db();
      const params = { id: String(transcriptId || '') };
      db.newQuery(`UPDATE search_shown_transcripts SET generation = generation + 1, fresh = 0${one ? ' WHERE transcript_id = {:id}' : ''}`).bind(params).execute();
      db.newQuery(`SELECT id FROM transcript_meta WHERE pseudonymised = TRUE AND status != 'deleted'${one ? ' AND id = {:id}' : ''}`).bind(params).all(rows);
    });
    return e.json(200, { transcripts: rows.map((row) => row.id) });
  },
  $apis.requireSuperuserAuth(),
);

/// The pseudonymised transcripts whose rows are not as they should be: not fresh, or an index row without its twin.
routerAdd(
  'GET',
  '/api/tapescript/search-shown/behind',
  (e) => {
    const rows = arrayOf(new DynamicModel({ id: '' }));
    $app
      .db()
      .newQuery(
        `SELECT m.id AS id FROM transcript_meta m LEFT JOIN search_shown_transcripts t ON t.transcript_id = m.id
         WHERE m.pseudonymised = TRUE AND m.status != 'deleted' AND (t.fresh IS NOT 1 OR EXISTS (
           SELECT 1 FROM search_segment_rows r WHERE r.transcript_id = m.id AND NOT EXISTS (SELECT 1 FROM search_shown p WHERE p.rowid = r.row)))`,
      )
      .all(rows);
    return e.json(200, { transcripts: rows.map((row) => row.id) });
  },
  $apis.requireSuperuserAuth(),
);
