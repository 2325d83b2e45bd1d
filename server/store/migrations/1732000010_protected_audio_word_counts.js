/// Stored audio is served by PocketBase only with a file token (which only the superuser, the server, gets):
/// its /api/files/… address alone no longer reads it. Each version records its word count, so the history
/// list shows counts without loading every version's text.
migrate(
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    files.fields.getByName('file').protected = true;
    app.save(files);

    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.add(new NumberField({ name: 'word_count', min: 0, onlyInt: true }));
    app.save(data);
  },
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('word_count');
    app.save(data);

    const files = app.findCollectionByNameOrId('file_db');
    files.fields.getByName('file').protected = false;
    app.save(files);
  },
);
