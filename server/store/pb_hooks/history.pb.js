/// A page of a transcript's history: the version chain followed back through `previous_did` from `start` (the
/// current version), or from the version before `after` (the last of the page before), by SQLite in one recursive
/// query (primary-key steps), so a page costs the same at version 10 or 1,000. Without `first`, the rest of the
/// chain. Versions are listed without their segments. An `after` that is not a version of the transcript is a 400.
routerAdd(
  'GET',
  '/api/tapescript/history/{meta}',
  (e) => {
    const info = e.requestInfo();
    const meta = e.request.pathValue('meta');
    const first = Math.max(1, Math.min(100000, Number(info.query.first) || 100000));
    let start = String(info.query.start || '');
    if (info.query.after) {
      const above = new DynamicModel({ meta_id: '', previous_did: '' });
      try {
        $app.db().newQuery("SELECT meta_id, COALESCE(previous_did, '') AS previous_did FROM transcript_data WHERE id = {:id}").bind({ id: String(info.query.after) }).one(above);
      } catch (err) {
        above.meta_id = '';
      }
      if (above.meta_id !== meta) throw new BadRequestError('`after` is not a version of this transcript');
      start = above.previous_did;
    }
    const rows = arrayOf(new DynamicModel({ id: '', meta_id: '', previous_did: '', source: '', word_count: 0, undoes: '', label: '', author: '', created: '', updated: '' }));
    $app
      .db()
      .newQuery(
        `WITH RECURSIVE chain(id, depth) AS (
           SELECT {:start}, 0
           UNION ALL
           SELECT d.previous_did, c.depth + 1 FROM chain c JOIN transcript_data d ON d.id = c.id
           WHERE COALESCE(d.previous_did, '') != '' AND c.depth + 1 < {:first}
         )
         SELECT d.id, d.meta_id, COALESCE(d.previous_did, '') AS previous_did, COALESCE(d.source, '') AS source,
                COALESCE(d.word_count, 0) AS word_count, COALESCE(d.undoes, '') AS undoes, COALESCE(d.label, '') AS label, COALESCE(d.author, 'null') AS author, d.created, d.updated
         FROM chain c JOIN transcript_data d ON d.id = c.id WHERE d.meta_id = {:meta} ORDER BY c.depth`,
      )
      .bind({ start: start, first: first, meta: meta })
      .all(rows);
    // The author is JSON text in its column: sent as the object it is.
    return e.json(200, { versions: rows.map((row) => Object.assign({}, row, { author: JSON.parse(row.author || 'null') })) });
  },
  $apis.requireSuperuserAuth(),
);
