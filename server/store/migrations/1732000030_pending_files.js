/// An upload's file record is written while the upload still arrives, before its checks have passed: it is
/// marked pending until a transcript adopts it, so a start-up sweep can find the ones a crash left behind.
migrate(
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.add(new BoolField({ name: 'pending' }));
    app.save(files);
  },
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.removeByName('pending');
    app.save(files);
  },
);
