/// The quote bank's page (lib/highlight-page.cjs, README "Quotes") for a server that cannot read PocketBase's database
/// itself (server/store/highlight-search.ts reads it directly when it can). Superusers only; read-only.
routerAdd(
  'POST',
  '/api/tapescript/highlights/page',
  (e) => {
    const body = e.requestInfo().body;
    const { highlightPageSql, BEFORE_SQL } = require(`${__hooks}/lib/highlight-page.cjs`);
    const params = {
      id: String(body.after_id || ''),
      created: String(body.after_created || ''),
      limit: Math.min(500, Number(body.limit) || 0),
      match: String(body.match || ''),
      transcript: String(body.transcript_id || ''),
      speaker: String(body.speaker || ''),
      tags: JSON.stringify(body.tags || []),
      reader: String(body.reader || '#'),
      viewer: String(body.viewer || '#'),
      viewer_role: String(body.viewer_role || 'viewer'),
    };
    const before = new DynamicModel({ before: 0 });
    if (body.after_id) $app.db().newQuery(BEFORE_SQL).bind(params).one(before);
    params.before = body.after_id ? before.before : Number(body.before) || Number.MAX_SAFE_INTEGER;
    let pseudonyms = false;
    if (body.viewer !== undefined) {
      const any = new DynamicModel({ shows: 0 });
      $app.db().newQuery(require(`${__hooks}/lib/pseudonym-view.cjs`).showsAnyPseudonymsSql()).bind(params).one(any);
      pseudonyms = any.shows === 1;
    }
    const filters = { match: !!params.match, transcript: !!params.transcript, speaker: body.speaker != null, tags: (body.tags || []).length > 0, reader: body.reader !== undefined, pseudonyms: pseudonyms };
    const rows = arrayOf(new DynamicModel({ row: 0, id: '', shown: 0 }));
    $app.db().newQuery(highlightPageSql(filters)).bind(params).all(rows);
    return e.json(200, { rows: rows, before: params.before });
  },
  $apis.requireSuperuserAuth(),
);
