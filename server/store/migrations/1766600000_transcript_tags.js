/// Transcript tags (README "Tags"): `tags` on transcript_meta, a JSON array of the tags as first spelled (each 1-40
/// characters, at most 20, unique case aside: server/domain/transcript-tags.ts). Setting them is no version of the
/// text. Transcripts made before have none: written with SQL, so their `updated` (the library's order) stays.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new JSONField({ name: 'tags', maxSize: 8192 }));
    app.save(meta);
    app.db().newQuery("UPDATE transcript_meta SET tags = '[]'").execute();
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('tags');
    app.save(meta);
  },
);
