/// The conversion of versions stored whole (one JSON array of segments each, as releases before the by-change
/// layout wrote them) to manifests of segment contents, driven by the server at start-up
/// (server/store/version-layout.ts): which transcripts still have such versions, their versions in order, the
/// conversion of one version in its own transaction (so a crash loses at most that one, which is done again), and
/// the VACUUM that gives the space back.
routerAdd(
  'GET',
  '/api/tapescript/layout',
  (e) => {
    const rows = arrayOf(new DynamicModel({ meta_id: '' }));
    $app.db().newQuery("SELECT DISTINCT meta_id FROM transcript_data WHERE json_type(segments) = 'array' ORDER BY meta_id").all(rows);
    return e.json(200, { pending: rows.map((row) => row.meta_id) });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'GET',
  '/api/tapescript/layout/{meta}',
  (e) => {
    const rows = arrayOf(new DynamicModel({ id: '', previous_did: '', created: '', converted: false }));
    $app
      .db()
      .newQuery(
        "SELECT id, COALESCE(previous_did, '') AS previous_did, created, json_type(segments) = 'object' AS converted " +
          'FROM transcript_data WHERE meta_id = {:meta} ORDER BY created, rowid',
      )
      .bind({ meta: e.request.pathValue('meta') })
      .all(rows);
    return e.json(200, { versions: rows });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'POST',
  '/api/tapescript/layout/{id}',
  (e) => {
    const manifest = require(`${__hooks}/lib/manifest.cjs`);
    const body = e.requestInfo().body;
    let nos = null;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      const id = e.request.pathValue('id');
      const version = new DynamicModel({ meta_id: '', kind: '' });
      txApp.db().newQuery("SELECT meta_id, COALESCE(json_type(segments), 'null') AS kind FROM transcript_data WHERE id = {:id}").bind({ id: id }).one(version);
      if (version.kind !== 'array') throw new BadRequestError('This version is already converted.');
      nos = manifest.store(txApp, version.meta_id, body.nos || [], body.contents || []);
      // Written as it is, so the version keeps its times (`updated` too).
      txApp.db().newQuery('UPDATE transcript_data SET segments = {:manifest} WHERE id = {:id}').bind({ manifest: JSON.stringify({ v: 2, nos: manifest.encode(nos) }), id: id }).execute();
    });
    return e.json(200, { nos: nos });
  },
  $apis.requireSuperuserAuth(),
  $apis.bodyLimit(67108864),
);

/// Folds the WAL into the database and truncates it: the data dir's size is then the database's own (the bench
/// measures what an autosave adds from there).
routerAdd(
  'POST',
  '/api/tapescript/checkpoint',
  (e) => {
    $app.db().newQuery('PRAGMA wal_checkpoint(TRUNCATE)').execute();
    return e.json(200, { checkpointed: true });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'POST',
  '/api/tapescript/vacuum',
  (e) => {
    $app.db().newQuery('VACUUM').execute();
    $app.db().newQuery('PRAGMA wal_checkpoint(TRUNCATE)').execute();
    return e.json(200, { vacuumed: true });
  },
  $apis.requireSuperuserAuth(),
);
