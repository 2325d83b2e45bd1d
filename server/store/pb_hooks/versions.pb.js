/// Appends a transcript version as one compare-and-set in the store: inside one transaction it checks that the
/// transcript still points at the version the caller started from (and, when asked, still has a status),
/// writes the new transcript_data record and points transcript_meta at it. So two servers on one PocketBase
/// cannot both write over the same version, and a crash at any point leaves the old version current or the new
/// one whole. A mismatch is a 409 that names the current version and status (a missing transcript a 404); nothing
/// is written then.
routerAdd(
  'POST',
  '/api/tapescript/versions',
  (e) => {
    const body = e.requestInfo().body;
    const base = String(body.base || '');
    let written = null;
    let refused = null;
    $app.runInTransaction((txApp) => {
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
      const data = new Record(txApp.findCollectionByNameOrId('transcript_data'));
      data.set('meta_id', meta.id);
      data.set('previous_did', base);
      data.set('segments', body.segments);
      data.set('source', String(body.source || ''));
      data.set('word_count', body.word_count);
      txApp.save(data);
      meta.load(body.meta_fields || {});
      meta.set('data_id', data.id);
      txApp.save(meta);
      require(`${__hooks}/lib/search-index.js`).indexTranscript(txApp, meta, body.segments);
      written = {
        version: { id: data.id, created: data.getString('created'), updated: data.getString('updated') },
        meta: meta,
      };
    });
    if (refused) return e.json(refused.status, refused.body);
    return e.json(200, written);
  },
  $apis.requireSuperuserAuth(),
  // A version of a long interview with word timings runs to megabytes (the segments field allows 64 MB).
  $apis.bodyLimit(67108864),
);
