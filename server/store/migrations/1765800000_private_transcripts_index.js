/// Private transcripts found by an index (lib/visibility.cjs hiddenFromSql): a search by someone who is not an owner
/// leaves out the private transcripts they may not see, and reads only the private ones to know which.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.addIndex('idx_meta_private', false, 'visibility', "visibility = 'private'");
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.removeIndex('idx_meta_private');
    app.save(meta);
  },
);
