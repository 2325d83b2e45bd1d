/// An upload's file record is written while the upload still arrives, before its checks have passed: it is
/// marked pending until a transcript adopts it, so a start-up sweep can find the ones a crash left behind.
migrate(
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.addField(new SchemaField({ name: 'pending', type: 'bool' }));
    dao.saveCollection(files);
  },
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.removeField(files.schema.getFieldByName('pending').id);
    dao.saveCollection(files);
  },
);
