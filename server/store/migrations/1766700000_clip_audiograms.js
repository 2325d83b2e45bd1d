/// Audiograms (README "Clips", server/audio/audiogram.ts): a clip's format may be a square or vertical MP4 video of its
/// waveform and captions, and its file field takes a video: a 3-minute vertical audiogram is about 20 MB at the
/// encoder's settings, so the ceiling leaves room over that.
migrate(
  (app) => {
    const clips = app.findCollectionByNameOrId('clips');
    clips.fields.getByName('format').values = ['mp3', 'm4a', 'ogg', 'audiogram_square', 'audiogram_vertical'];
    clips.fields.getByName('file').maxSize = 200 * 1024 * 1024;
    app.save(clips);
  },
  (app) => {
    // Audiograms go with the values that name them.
    app.db().newQuery("DELETE FROM clips WHERE format IN ('audiogram_square', 'audiogram_vertical')").execute();
    const clips = app.findCollectionByNameOrId('clips');
    clips.fields.getByName('format').values = ['mp3', 'm4a', 'ogg'];
    clips.fields.getByName('file').maxSize = 50 * 1024 * 1024;
    app.save(clips);
  },
);
