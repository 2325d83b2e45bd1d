/// Stored audio is served by PocketBase only with a file token (which only the superuser, the server, gets):
/// its /api/files/… address alone no longer reads it. Each version records its word count, so the history
/// list shows counts without loading every version's text.
migrate(
  (db) => {
    const dao = new Dao(db);
    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.getFieldByName('file').options.protected = true;
    dao.saveCollection(files);

    const data = dao.findCollectionByNameOrId('transcript_data');
    data.schema.addField(new SchemaField({ name: 'word_count', type: 'number', options: { min: 0, noDecimal: true } }));
    dao.saveCollection(data);
  },
  (db) => {
    const dao = new Dao(db);
    const data = dao.findCollectionByNameOrId('transcript_data');
    data.schema.removeField(data.schema.getFieldByName('word_count').id);
    dao.saveCollection(data);

    const files = dao.findCollectionByNameOrId('file_db');
    files.schema.getFieldByName('file').options.protected = false;
    dao.saveCollection(files);
  },
);
