/// Changes to known voices that must leave nothing behind in the database file: erasing a voice (with every
/// enrolment of it), erasing one enrolment, and renaming a voice. Each runs in one transaction with SQLite's
/// secure_delete on for its connection, so the pages and cells that held the voiceprints or the old name are
/// overwritten with zeros rather than left on the free list; then the WAL is checkpointed and truncated, so no
/// earlier copy of those pages stays in the -wal file either. (Backups taken before keep them until they age out.)
routerAdd(
  'DELETE',
  '/api/tapescript/voices/{id}',
  (e) => {
    const { eraseWithin, exists } = require(`${__hooks}/lib/erase.cjs`);
    const id = e.request.pathValue('id');
    const outcome = eraseWithin((txApp) => {
      if (!exists(txApp, 'voices', id)) return false;
      txApp.db().newQuery('DELETE FROM voice_enrolments WHERE voice = {:id}').bind({ id: id }).execute();
      txApp.db().newQuery('DELETE FROM voices WHERE id = {:id}').bind({ id: id }).execute();
      return true;
    });
    return outcome.found ? e.json(200, outcome) : e.json(404, { code: 'not_found' });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'DELETE',
  '/api/tapescript/voice-enrolments/{id}',
  (e) => {
    const { eraseWithin, exists } = require(`${__hooks}/lib/erase.cjs`);
    const id = e.request.pathValue('id');
    const outcome = eraseWithin((txApp) => {
      if (!exists(txApp, 'voice_enrolments', id)) return false;
      txApp.db().newQuery('DELETE FROM voice_enrolments WHERE id = {:id}').bind({ id: id }).execute();
      return true;
    });
    return outcome.found ? e.json(200, outcome) : e.json(404, { code: 'not_found' });
  },
  $apis.requireSuperuserAuth(),
);

routerAdd(
  'PATCH',
  '/api/tapescript/voices/{id}',
  (e) => {
    const { eraseWithin, exists } = require(`${__hooks}/lib/erase.cjs`);
    const id = e.request.pathValue('id');
    const name = String(e.requestInfo().body.name || '');
    let taken = false;
    const outcome = eraseWithin((txApp) => {
      let voice;
      try {
        voice = txApp.findRecordById('voices', id);
      } catch (err) {
        return false;
      }
      const same = new DynamicModel({ n: 0 });
      txApp.db().newQuery('SELECT count(*) AS n FROM voices WHERE name = {:name} COLLATE NOCASE AND id != {:id}').bind({ name: name, id: id }).one(same);
      if (same.n > 0) {
        taken = true;
        return true;
      }
      voice.set('name', name);
      txApp.save(voice);
      return true;
    });
    if (!outcome.found) return e.json(404, { code: 'not_found' });
    if (taken) return e.json(409, { code: 'name_taken' });
    return e.json(200, outcome);
  },
  $apis.requireSuperuserAuth(),
);
