/// The three collections the spec names, superuser-only (every rule null). Written for PocketBase 0.23+'s
/// migrations API; a data dir made by the 0.22 release already has them (PocketBase converts its schema).
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];

    const files = new Collection({
      name: 'file_db',
      type: 'base',
      fields: [
        { name: 'file', type: 'file', required: true, maxSelect: 1, maxSize: 31457280, mimeTypes: [], thumbs: [], protected: false },
        { name: 'file_type', type: 'text', max: 100 },
        ...timestamps,
      ],
    });
    app.save(files);

    const meta = new Collection({
      name: 'transcript_meta',
      type: 'base',
      fields: [
        { name: 'title', type: 'text', required: true, max: 500 },
        { name: 'file_id', type: 'relation', collectionId: files.id, maxSelect: 1, cascadeDelete: false },
        { name: 'file_url', type: 'text', max: 2000 },
        { name: 'file_type', type: 'text', max: 100 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['transcribing', 'ready', 'failed', 'deleted'] },
        { name: 'error', type: 'text', max: 5000 },
        { name: 'duration', type: 'number', min: 0 },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_meta_status_updated ON transcript_meta (status, updated)'],
    });
    app.save(meta);

    const data = new Collection({
      name: 'transcript_data',
      type: 'base',
      fields: [
        // Long interviews with word timings run past a megabyte: allow 64 MB.
        { name: 'segments', type: 'json', maxSize: 67108864 },
        { name: 'meta_id', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: false },
        { name: 'source', type: 'text', max: 50 },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_data_meta ON transcript_data (meta_id)'],
    });
    app.save(data);

    // The version chain points into its own collection, so it is added once the collection has an id.
    data.fields.add(new RelationField({ name: 'previous_did', collectionId: data.id, maxSelect: 1, cascadeDelete: false }));
    app.save(data);

    meta.fields.add(new RelationField({ name: 'data_id', collectionId: data.id, maxSelect: 1, cascadeDelete: false }));
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('data_id');
    app.save(meta);
    for (const name of ['transcript_data', 'transcript_meta', 'file_db']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
