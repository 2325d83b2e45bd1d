/// What the server checks at start-up (server/store/store-check.ts): that this PocketBase runs our hooks (of
/// this API version) and migrations, and which PocketBase and SQLite it is (SQLite's WAL-reset fix). Its data dir
/// lets a server on the same machine read the database itself (server/store/local-database.ts).
routerAdd(
  'GET',
  '/api/tapescript/version',
  (e) => {
    let pocketbase = $app.store().get('tapescript.pocketbaseVersion');
    if (!pocketbase) {
      // The running binary prints its own version ("pocketbase version 0.40.6"); asked once per start.
      const printed = toString($os.cmd('/proc/self/exe', '--version').output()).trim();
      pocketbase = printed.split(' ').pop();
      $app.store().set('tapescript.pocketbaseVersion', pocketbase);
    }
    const sqlite = new DynamicModel({ version: '' });
    $app.db().newQuery('SELECT sqlite_version() AS version').one(sqlite);
    const migrations = arrayOf(new DynamicModel({ file: '' }));
    $app.db().newQuery('SELECT file FROM _migrations ORDER BY file').all(migrations);
    return e.json(200, {
      hooks: 7,
      pocketbase: pocketbase,
      sqlite: sqlite.version,
      migrations: migrations.map((row) => row.file),
      dataDir: $app.dataDir(),
    });
  },
  $apis.requireSuperuserAuth(),
);
