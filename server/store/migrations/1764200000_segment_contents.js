/// Versions stored by what changed (docs/storage.md): each distinct segment content of a transcript (its id,
/// speaker, text, times and word timings) is stored once here under a number counted per transcript, and a
/// version's `transcript_data.segments` becomes a manifest of those numbers. Existing versions are converted by
/// the server at start-up (server/store/version-layout.ts). Versions made by an undo name the version they took back.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const contents = new Collection({
      name: 'segment_contents',
      type: 'base',
      fields: [
        { name: 'meta_id', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: false },
        { name: 'no', type: 'number', required: true, min: 1, onlyInt: true },
        // One segment: at most 20,000 characters of text and its words' timings.
        { name: 'body', type: 'json', required: true, maxSize: 8388608 },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_segment_contents_meta_no ON segment_contents (meta_id, no)'],
    });
    app.save(contents);

    // An undo names the version whose changes it took back (the history says "Undo: merge segments 4-5").
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.add(new RelationField({ name: 'undoes', collectionId: data.id, maxSelect: 1, cascadeDelete: false }));
    app.save(data);
  },
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('undoes');
    app.save(data);
    app.delete(app.findCollectionByNameOrId('segment_contents'));
  },
);
