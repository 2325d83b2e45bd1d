/// Who changed what: each version records its author, and each transcript who uploaded it, as
/// { kind, name, userId, email } (server/auth/identity.ts Author): a person, an API token's label, "service token",
/// or "transcription" / "refine" for the machine. Versions and transcripts written before read as null.
migrate(
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.add(new JSONField({ name: 'author', maxSize: 2000 }));
    app.save(data);
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new JSONField({ name: 'created_by', maxSize: 2000 }));
    app.save(meta);
  },
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('author');
    app.save(data);
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('created_by');
    app.save(meta);
  },
);
