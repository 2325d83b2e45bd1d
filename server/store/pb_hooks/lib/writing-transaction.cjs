/// One transaction for a hook's change, writing from its first statement.
///
/// PocketBase begins its transactions DEFERRED. SQLite does not wait (busy timeout) for a transaction that has
/// already read when it comes to write while another connection holds the write lock: it fails at once
/// (SQLITE_BUSY), and a save with it. A write as the first statement takes the lock the ordinary way, waiting with
/// PocketBase's busy timeout. This one changes nothing: `WHERE 0` matches no row, yet the statement needs the lock.
function writingTransaction(change) {
  $app.runInTransaction((txApp) => {
    txApp.db().newQuery('UPDATE _params SET id = id WHERE 0').execute();
    change(txApp);
  });
}

module.exports = { writingTransaction };
