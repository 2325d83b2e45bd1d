/// What made each transcript (engine, model, language, speaker engine) and the options its upload asked for,
/// kept so that a retry or a resume after a restart transcribes the same way.
const DETAILS = ['engine', 'model', 'language', 'speaker_engine', 'transcribe_options'];

migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    meta.fields.add(new TextField({ name: 'engine', max: 50 }));
    meta.fields.add(new TextField({ name: 'model', max: 200 }));
    meta.fields.add(new TextField({ name: 'language', max: 20 }));
    meta.fields.add(new TextField({ name: 'speaker_engine', max: 50 }));
    // At most 100 vocabulary entries of 100 characters, plus the other options.
    meta.fields.add(new JSONField({ name: 'transcribe_options', maxSize: 65536 }));
    app.save(meta);
  },
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    for (const name of DETAILS) meta.fields.removeByName(name);
    app.save(meta);
  },
);
