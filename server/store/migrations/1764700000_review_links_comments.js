/// Review links and comments (README, "Working as a team"): a link gives one interviewee one transcript to read
/// (and comment on), by a token stored only as its SHA-256; comments are threads anchored on a segment id (and a span
/// of its words, quoted so they can be found again after edits); a transcript keeps its latest approval, with the
/// version approved. Superuser-only like everything else: the server decides who may do what (server/auth).
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];

    const links = new Collection({
      name: 'review_links',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        { name: 'permission', type: 'select', required: true, maxSelect: 1, values: ['view', 'comment'] },
        { name: 'reviewer_name', type: 'text', required: true, max: 100 },
        // SHA-256 of the token, hex: the link itself is shown once and never stored.
        { name: 'hash', type: 'text', required: true, min: 64, max: 64 },
        { name: 'expires', type: 'date', required: true },
        { name: 'revoked', type: 'date' },
        // Who made it: { kind, name, userId } (server/auth/identity.ts Author).
        { name: 'created_by', type: 'json', maxSize: 2000 },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_review_links_hash ON review_links (hash)', 'CREATE INDEX idx_review_links_transcript ON review_links (transcript)'],
    });
    app.save(links);

    const comments = new Collection({
      name: 'comments',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        // A reply names the first comment of its thread; "" for a thread's first comment.
        { name: 'reply_to', type: 'text', max: 15 },
        // The anchor as it was made: the segment's id and times, the version, and the words quoted.
        { name: 'segment_id', type: 'text', required: true, max: 200 },
        { name: 'segment_start', type: 'number' },
        { name: 'segment_end', type: 'number' },
        { name: 'version_id', type: 'text', max: 15 },
        // { from, to }: word indexes in the segment, both included; null for a comment on the whole segment.
        { name: 'span', type: 'json', maxSize: 200 },
        { name: 'quote', type: 'text', max: 20000 },
        { name: 'text', type: 'text', required: true, max: 5000 },
        { name: 'author', type: 'json', maxSize: 2000 },
        { name: 'resolved', type: 'date' },
        { name: 'resolved_by', type: 'json', maxSize: 2000 },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_comments_transcript ON comments (transcript, created)'],
    });
    app.save(comments);

    // The latest approval: { versionId, author, at }; null while none.
    meta.fields.add(new JSONField({ name: 'approval', maxSize: 2000 }));
    app.save(meta);
  },
  (app) => {
    for (const name of ['comments', 'review_links']) app.delete(app.findCollectionByNameOrId(name));
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('approval');
    app.save(meta);
  },
);
