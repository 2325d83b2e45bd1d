/// Erasing changes for pb_hooks/voices.pb.js (handlers cannot see functions declared beside them, so they live here).

/** Runs `change(txApp)` in one transaction with secure_delete on, then checkpoints and truncates the WAL. */
function eraseWithin(change) {
  let found = true;
  require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
    txApp.db().newQuery('PRAGMA secure_delete = ON').execute();
    try {
      found = change(txApp);
    } finally {
      txApp.db().newQuery('PRAGMA secure_delete = OFF').execute();
    }
  });
  if (!found) return { found: false, checkpointed: false };
  // Readers still on the old pages keep the WAL: a few tries, and the server is told when it stayed.
  const result = new DynamicModel({ busy: 0, log: 0, checkpointed: 0 });
  for (let attempt = 0; attempt < 5; attempt++) {
    $app.nonconcurrentDB().newQuery('PRAGMA wal_checkpoint(TRUNCATE)').one(result);
    if (result.busy === 0) return { found: true, checkpointed: true };
    sleep(100);
  }
  return { found: true, checkpointed: false };
}

function exists(txApp, table, id) {
  const row = new DynamicModel({ n: 0 });
  txApp.db().newQuery(`SELECT count(*) AS n FROM ${table} WHERE id = {:id}`).bind({ id: id }).one(row);
  return row.n > 0;
}

module.exports = { eraseWithin: eraseWithin, exists: exists };
