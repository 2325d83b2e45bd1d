/// The audio file field accepts what TAPESCRIPT_MAX_UPLOAD_MB may allow (up to 2048 MB); the server
/// enforces the configured limit before anything is stored, so this is only the ceiling.
migrate(
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.getByName('file').maxSize = 2048 * 1024 * 1024;
    app.save(files);
  },
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.getByName('file').maxSize = 31457280;
    app.save(files);
  },
);
