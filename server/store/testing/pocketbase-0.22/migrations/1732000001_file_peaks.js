/// Waveform peaks are computed once per audio file and kept beside it (not on transcript_meta, whose
/// `updated` time orders the transcript list).
migrate(
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.addField(new SchemaField({ name: 'peaks', type: 'json', options: { maxSize: 1048576 } }));
    dao.saveCollection(files);
  },
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.removeField(files.schema.getFieldByName('peaks').id);
    dao.saveCollection(files);
  },
);
