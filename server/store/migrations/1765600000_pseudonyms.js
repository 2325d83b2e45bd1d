/// Pseudonyms (README "Pseudonyms"): `pseudonyms` holds the lists, a transcript's own (`transcript` set) and the
/// library's (`transcript` empty), each term with its kind and what is shown instead; `term_key` is the term as it is
/// compared (server/domain/pseudonyms/match.ts), one per list. `pseudonym_dismissals` remembers the suggestions a
/// person turned down, so they are not offered again. On transcript_meta, `pseudonymised` (viewers see the
/// pseudonyms) and `originals_grants` (the people granted the originals anyway, by user id). Transcripts made before
/// have no pseudonyms, are not pseudonymised and have no grants; both lists go with their transcript.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    const pseudonyms = new Collection({
      name: 'pseudonyms',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: false, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        { name: 'term', type: 'text', required: true, max: 200 },
        { name: 'term_key', type: 'text', required: true, max: 400 },
        { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['person', 'org', 'place', 'contact', 'other'] },
        { name: 'replacement', type: 'text', required: true, max: 100 },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_pseudonyms_term ON pseudonyms (transcript, term_key)'],
    });
    app.save(pseudonyms);
    const dismissals = new Collection({
      name: 'pseudonym_dismissals',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        { name: 'term_key', type: 'text', required: true, max: 400 },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_pseudonym_dismissals_term ON pseudonym_dismissals (transcript, term_key)'],
    });
    app.save(dismissals);
    meta.fields.add(new BoolField({ name: 'pseudonymised' }));
    meta.fields.add(new JSONField({ name: 'originals_grants', maxSize: 65536 }));
    app.save(meta);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('pseudonym_dismissals'));
    app.delete(app.findCollectionByNameOrId('pseudonyms'));
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('pseudonymised');
    meta.fields.removeByName('originals_grants');
    app.save(meta);
  },
);
