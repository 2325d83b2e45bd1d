/// Creates an upload's file record from the server's private temporary file, when PocketBase runs beside the
/// server (embedded): the file is copied on disk instead of crossing a second socket and multipart parser
/// (server/store/transcripts-repo.ts importFile). Superusers only, and only an upload's spool file
/// (TAPESCRIPT_SPOOL_ROOT/tapescript-upload-PID-XXXXXX/audio, as server/lib/spool.ts names it); anything else
/// is a 404, which the server takes as "stream it instead".
routerAdd(
  'POST',
  '/api/tapescript/import-file',
  (e) => {
    const root = $os.getenv('TAPESCRIPT_SPOOL_ROOT');
    const body = e.requestInfo().body;
    const path = String(body.path || '');
    if (!root || path.indexOf(root + '/') !== 0 || !/^tapescript-upload-[0-9]+-[A-Za-z0-9]+\/audio$/.test(path.slice(root.length + 1))) {
      throw new NotFoundError('No such spooled upload.');
    }
    const name = String(body.name || '');
    const type = String(body.type || '');
    if (!/^[A-Za-z0-9_-]{1,80}\.(mp3|m4a|wav|ogg)$/.test(name) || !/^audio\/(mpeg|mp4|wav|ogg)$/.test(type)) {
      throw new BadRequestError('Invalid file name or type.');
    }
    let file;
    try {
      file = $filesystem.fileFromPath(path);
    } catch (err) {
      throw new NotFoundError('No such spooled upload.');
    }
    // As PocketBase names an uploaded file: its name, a random suffix, its extension.
    const dot = name.lastIndexOf('.');
    file.originalName = name;
    file.name = name.slice(0, dot) + '_' + $security.randomString(10) + name.slice(dot);
    const record = new Record($app.findCollectionByNameOrId('file_db'));
    record.set('file_type', type);
    record.set('pending', true);
    record.set('file', file);
    $app.save(record);
    return e.json(200, record);
  },
  $apis.requireSuperuserAuth(),
);
