/// Known voices (docs/models.md, "Known voices"): a voice is a name; each enrolment holds the voiceprints of one
/// speaker of one transcript (the interview it came from), the model that made them and its seconds of speech.
/// Voiceprints of different models are never compared. A transcript records which of its speakers were named by
/// voice, and with what score (recognized_speakers). Voices are erased through pb_hooks/voices.pb.js, with SQLite's
/// secure_delete on, so no free page of the database keeps them.
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    const voices = new Collection({
      name: 'voices',
      type: 'base',
      fields: [{ name: 'name', type: 'text', required: true, max: 200 }, ...timestamps],
      indexes: ['CREATE UNIQUE INDEX idx_voices_name ON voices (name COLLATE NOCASE)'],
    });
    app.save(voices);

    const meta = app.findCollectionByNameOrId('transcript_meta');
    const enrolments = new Collection({
      name: 'voice_enrolments',
      type: 'base',
      fields: [
        { name: 'voice', type: 'relation', required: true, collectionId: voices.id, maxSelect: 1, cascadeDelete: false },
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: false },
        { name: 'speaker', type: 'text', max: 200 },
        { name: 'model', type: 'text', required: true, max: 200 },
        // The enrolment's own voiceprint (192 numbers), read when naming; the clips' are kept beside it.
        { name: 'voiceprint', type: 'json', required: true, maxSize: 65536 },
        // At most 500 clips of 192 numbers (speech-worker/protocol.py).
        { name: 'clips', type: 'json', required: true, maxSize: 4194304 },
        { name: 'speech_seconds', type: 'number', min: 0 },
        ...timestamps,
      ],
      indexes: [
        'CREATE INDEX idx_voice_enrolments_model ON voice_enrolments (model)',
        'CREATE INDEX idx_voice_enrolments_voice ON voice_enrolments (voice)',
      ],
    });
    app.save(enrolments);

    // [{ speaker, label, voice, score }]: the speakers named by voice when the transcript was made.
    meta.fields.add(new JSONField({ name: 'recognized_speakers', maxSize: 65536 }));
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('recognized_speakers');
    app.save(meta);
    app.delete(app.findCollectionByNameOrId('voice_enrolments'));
    app.delete(app.findCollectionByNameOrId('voices'));
  },
);
