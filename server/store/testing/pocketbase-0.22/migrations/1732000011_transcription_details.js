/// What made each transcript (engine, model, language, speaker engine) and the options its upload asked for,
/// kept so that a retry or a resume after a restart transcribes the same way.
migrate(
  (db) => {
    const dao = new Dao(db);
    const meta = dao.findCollectionByNameOrId('transcript_meta');
    meta.schema.addField(new SchemaField({ name: 'engine', type: 'text', options: { max: 50 } }));
    meta.schema.addField(new SchemaField({ name: 'model', type: 'text', options: { max: 200 } }));
    meta.schema.addField(new SchemaField({ name: 'language', type: 'text', options: { max: 20 } }));
    meta.schema.addField(new SchemaField({ name: 'speaker_engine', type: 'text', options: { max: 50 } }));
    // At most 100 vocabulary entries of 100 characters, plus the other options.
    meta.schema.addField(new SchemaField({ name: 'transcribe_options', type: 'json', options: { maxSize: 65536 } }));
    dao.saveCollection(meta);
  },
  (db) => {
    const dao = new Dao(db);
    const meta = dao.findCollectionByNameOrId('transcript_meta');
    for (const name of ['engine', 'model', 'language', 'speaker_engine', 'transcribe_options']) {
      meta.schema.removeField(meta.schema.getFieldByName(name).id);
    }
    dao.saveCollection(meta);
  },
);
