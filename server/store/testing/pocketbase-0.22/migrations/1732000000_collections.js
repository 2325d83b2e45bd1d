/// PocketBase 0.22 JS migration: the three collections the spec names, superuser-only (every rule null).
migrate(
  (db) => {
    const dao = new Dao(db);

    const files = new Collection({
      name: 'file_db',
      type: 'base',
      schema: [
        {
          name: 'file',
          type: 'file',
          required: true,
          options: { maxSelect: 1, maxSize: 31457280, mimeTypes: [], thumbs: [], protected: false },
        },
        { name: 'file_type', type: 'text', options: { max: 100 } },
      ],
    });
    dao.saveCollection(files);

    const meta = new Collection({
      name: 'transcript_meta',
      type: 'base',
      schema: [
        { name: 'title', type: 'text', required: true, options: { max: 500 } },
        { name: 'file_id', type: 'relation', options: { collectionId: files.id, maxSelect: 1, cascadeDelete: false } },
        { name: 'file_url', type: 'text', options: { max: 2000 } },
        { name: 'file_type', type: 'text', options: { max: 100 } },
        {
          name: 'status',
          type: 'select',
          required: true,
          options: { maxSelect: 1, values: ['transcribing', 'ready', 'failed', 'deleted'] },
        },
        { name: 'error', type: 'text', options: { max: 5000 } },
        { name: 'duration', type: 'number', options: { min: 0 } },
      ],
      indexes: ['CREATE INDEX idx_meta_status_updated ON transcript_meta (status, updated)'],
    });
    dao.saveCollection(meta);

    const data = new Collection({
      name: 'transcript_data',
      type: 'base',
      schema: [
        // Long interviews with word timings run past a megabyte: allow 64 MB.
        { name: 'segments', type: 'json', options: { maxSize: 67108864 } },
        { name: 'meta_id', type: 'relation', required: true, options: { collectionId: meta.id, maxSelect: 1, cascadeDelete: false } },
        { name: 'source', type: 'text', options: { max: 50 } },
      ],
      indexes: ['CREATE INDEX idx_data_meta ON transcript_data (meta_id)'],
    });
    dao.saveCollection(data);

    // The version chain points into its own collection, so it is added once the collection has an id.
    data.schema.addField(
      new SchemaField({ name: 'previous_did', type: 'relation', options: { collectionId: data.id, maxSelect: 1, cascadeDelete: false } }),
    );
    dao.saveCollection(data);

    meta.schema.addField(
      new SchemaField({ name: 'data_id', type: 'relation', options: { collectionId: data.id, maxSelect: 1, cascadeDelete: false } }),
    );
    dao.saveCollection(meta);
  },
  (db) => {
    const dao = new Dao(db);
    const meta = dao.findCollectionByNameOrId('transcript_meta');
    meta.schema.removeField(meta.schema.getFieldByName('data_id').id);
    dao.saveCollection(meta);
    for (const name of ['transcript_data', 'transcript_meta', 'file_db']) {
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
    }
  },
);
