/// What each version did, in one line the history shows ("Merge segments 4–5", "Refine: 12 punctuation, 3 casing",
/// "Undo: merge segments 4–5"): written by the server with the version (server/domain/version-label.ts), so an undo
/// can say what it took back. Versions written before read as "".
migrate(
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.add(new TextField({ name: 'label', max: 300 }));
    app.save(data);
  },
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('label');
    app.save(data);
  },
);
