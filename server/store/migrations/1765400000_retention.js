/// Retention (README, "Personal data"): a legal hold per transcript (legal_hold: no retention deletes anything of it,
/// nor does the bin), when the retention policy removed its audio (audio_removed; the transcript stays), and the
/// library's policy, one record of retention_policy: audio_days and transcript_days, each null to keep for ever.
/// Transcripts made before are not held and have their audio; the library keeps everything until an owner sets a
/// policy.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new BoolField({ name: 'legal_hold' }));
    meta.fields.add(new DateField({ name: 'audio_removed' }));
    app.save(meta);
    const policy = new Collection({
      name: 'retention_policy',
      type: 'base',
      fields: [
        { name: 'audio_days', type: 'json', maxSize: 100 },
        { name: 'transcript_days', type: 'json', maxSize: 100 },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(policy);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('retention_policy'));
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.removeByName('legal_hold');
    meta.fields.removeByName('audio_removed');
    app.save(meta);
  },
);
