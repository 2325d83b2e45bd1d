/// Audio clips (README "Clips", server/services/clips.ts): a stretch of a transcript's audio, cut at words' times with
/// padding and fades, rendered by ffmpeg on a queue of its own. A clip made from a highlight is kept while the highlight
/// exists (deleted with it); any other clip for 24 hours (`expires`, the scheduled clean-up). Deleted with its transcript
/// (pb_hooks/lib/purge.cjs) and when a person-data erasure touches its transcript or highlight. Its single-use links
/// (clip_links) keep only their token's SHA-256, as export links do.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const highlights = app.findCollectionByNameOrId('highlights');
    const clips = new Collection({
      name: 'clips',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        { name: 'highlight', type: 'relation', collectionId: highlights.id, maxSelect: 1, cascadeDelete: true },
        // The user who made it ("" in local mode or with the service token).
        { name: 'owner', type: 'text', max: 15 },
        { name: 'format', type: 'select', required: true, maxSelect: 1, values: ['mp3', 'm4a', 'ogg'] },
        // The stretch of the recording cut, in seconds (padding included, clamped to the audio).
        { name: 'start', type: 'number' },
        { name: 'end', type: 'number' },
        // Rendered with the pseudonymised terms bleeped, for whoever sees pseudonyms: served to anyone who sees the
        // transcript; a clip without (false) only to those who see originals.
        { name: 'pseudonymised', type: 'bool' },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['queued', 'rendering', 'ready', 'failed'] },
        { name: 'progress', type: 'number' },
        { name: 'error', type: 'text', max: 500 },
        // A 3-minute clip is a few megabytes in any of the formats.
        { name: 'file', type: 'file', maxSelect: 1, maxSize: 50 * 1024 * 1024, mimeTypes: [], thumbs: [], protected: true },
        // Empty for a highlight's clip (kept while the highlight is).
        { name: 'expires', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_clips_transcript ON clips (transcript)', 'CREATE INDEX idx_clips_expires ON clips (expires)'],
    });
    app.save(clips);
    const links = new Collection({
      name: 'clip_links',
      type: 'base',
      fields: [
        { name: 'clip', type: 'relation', required: true, collectionId: clips.id, maxSelect: 1, cascadeDelete: true },
        { name: 'hash', type: 'text', required: true, min: 64, max: 64 },
        { name: 'expires', type: 'date', required: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_clip_links_hash ON clip_links (hash)', 'CREATE INDEX idx_clip_links_expires ON clip_links (expires)'],
    });
    app.save(links);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('clip_links'));
    app.delete(app.findCollectionByNameOrId('clips'));
  },
);
