/// Private transcripts (README "Private transcripts", server/auth/visibility.ts): `visibility` is "team" (every
/// signed-in person sees it, as before) or "private" (its creator, the people in `shares` and owners); `shares` is
/// [{ userId, role }]. Transcripts made before are all "team" with no shares. Written with SQL, so that the
/// transcripts' "updated" (the library's order) does not move.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new TextField({ name: 'visibility', max: 16 }));
    meta.fields.add(new JSONField({ name: 'shares', maxSize: 65536 }));
    app.save(meta);
    app.db().newQuery("UPDATE transcript_meta SET visibility = 'team', shares = '[]'").execute();
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('visibility');
    meta.fields.removeByName('shares');
    app.save(meta);
  },
);
