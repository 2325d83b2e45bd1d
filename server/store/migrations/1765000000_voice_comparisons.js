/// Earlier transcripts compared with the remembered voices (nameSpeakersByVoice, docs/models.md "Known voices"): per
/// transcript, a digest of what the comparison depended on (its numbered speakers' clips, the voices' enrolments, the
/// rules' settings). Asked again with the same digest, the server answers without reading the audio again. A
/// collection of its own rather than a field of transcript_meta: recording a comparison is no change to the transcript,
/// and an update of transcript_meta would move it up the library's "most recently changed" list.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const comparisons = new Collection({
      name: 'voice_comparisons',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        { name: 'key', type: 'text', required: true, max: 64 },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_voice_comparisons_transcript ON voice_comparisons (transcript)'],
    });
    app.save(comparisons);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('voice_comparisons'));
  },
);
