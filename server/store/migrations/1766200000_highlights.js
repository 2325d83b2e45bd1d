/// Highlights (README "Highlights"): a passage of one speaker's words, across consecutive segments, with free-text tags
/// and a note. Each part keeps its segment's id and times, its span of words and the words quoted, so it is found again
/// after edits as comments are (server/domain/comment-anchor.ts), or shown outdated with its quote. Deleted with its
/// transcript (pb_hooks/lib/purge.cjs) and by a person-data erasure that names it.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const highlights = new Collection({
      name: 'highlights',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        // [{ segmentId, segmentStart, segmentEnd, span: { from, to }, quote }]: one per segment, in order.
        { name: 'parts', type: 'json', required: true, maxSize: 100000 },
        // As made: the speaker, and the words' times (kept for when the words are gone).
        { name: 'speaker', type: 'text', max: 200 },
        { name: 'start', type: 'number' },
        { name: 'end', type: 'number' },
        // Trimmed, deduplicated case-insensitively, in the order given (services/highlights.ts).
        { name: 'tags', type: 'json', maxSize: 5000 },
        { name: 'note', type: 'text', max: 2000 },
        { name: 'author', type: 'json', maxSize: 2000 },
        { name: 'version_id', type: 'text', max: 15 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_highlights_transcript ON highlights (transcript, created)'],
    });
    app.save(highlights);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('highlights'));
  },
);
