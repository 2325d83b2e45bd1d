/// The audio file field accepts what TAPESCRIPT_MAX_UPLOAD_MB may allow (up to 2048 MB); the server
/// enforces the configured limit before anything is stored, so this is only the ceiling.
migrate(
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.getFieldByName('file').options.maxSize = 2048 * 1024 * 1024;
    dao.saveCollection(files);
  },
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.getFieldByName('file').options.maxSize = 31457280;
    dao.saveCollection(files);
  },
);
