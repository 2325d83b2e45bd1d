/// Waveform peaks are computed once per audio file and kept beside it (not on transcript_meta, whose
/// `updated` time orders the transcript list).
migrate(
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.add(new JSONField({ name: 'peaks', maxSize: 1048576 }));
    app.save(files);
  },
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.removeByName('peaks');
    app.save(files);
  },
);
