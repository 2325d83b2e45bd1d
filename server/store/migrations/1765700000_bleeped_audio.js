/// Bleeped renders (issue 52, server/services/bleeped-audio.ts): a transcript's audio with its pseudonymised terms
/// silenced or toned, made once per recording, set of spans and mode, and kept beside the recording it was made from.
/// Deleting that file_db record (a purge, or retention removing the audio) deletes its renders with it.
migrate(
  (app) => {
    const files = app.findCollectionByNameOrId('file_db');
    const bleeped = new Collection({
      name: 'bleeped_audio',
      type: 'base',
      fields: [
        { name: 'source', type: 'relation', required: true, collectionId: files.id, maxSelect: 1, cascadeDelete: true },
        // bleepKey(spans, mode): what the render hides, and how.
        { name: 'key', type: 'text', required: true, min: 32, max: 32 },
        { name: 'file', type: 'file', required: true, maxSelect: 1, maxSize: 2048 * 1024 * 1024, mimeTypes: [], thumbs: [], protected: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_bleeped_audio_source_key ON bleeped_audio (source, key)'],
    });
    app.save(bleeped);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('bleeped_audio'));
  },
);
