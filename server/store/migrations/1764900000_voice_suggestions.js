/// Known voices offered, not given (docs/models.md, "Known voices"): a speaker that scored under the naming threshold
/// but close to one remembered voice is recorded with that voice and its score, for a person to confirm or dismiss
/// (voice_suggestions: [{ speaker, voice, score }]). Transcripts made before read as none.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new JSONField({ name: 'voice_suggestions', maxSize: 65536 }));
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('voice_suggestions');
    app.save(meta);
  },
);
