/// Erasing one person (README, "Finding, exporting and erasing one person"): a transcript whose text an erasure
/// rewrote keeps the id of the version that erasure wrote (erased_version), so a save or undo made on an older
/// version (a draft a browser kept) is refused rather than writing the erased text back, and when (erased_at, that
/// version's time), so a browser drops the undo steps it kept from before. Transcripts made before were never erased.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new TextField({ name: 'erased_version', max: 15 }));
    meta.fields.add(new DateField({ name: 'erased_at' }));
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('erased_version');
    meta.fields.removeByName('erased_at');
    app.save(meta);
  },
);
