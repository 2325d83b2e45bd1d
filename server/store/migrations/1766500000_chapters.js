/// Chapters (README "Chapters"): each version holds its chapters, [{ id, segmentId, title }] anchored to its segments,
/// so a restore brings a version's chapters back and every later version carries them on (server/services/version-writer.ts).
/// Versions written before read as having none. Export links may be made for the chapter formats, and keep the
/// `chapters` option (headings in Word, PDF and Markdown).
migrate(
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    // 500 chapters of 200 characters at most (server/domain/chapters/chapters.ts).
    data.fields.add(new JSONField({ name: 'chapters', maxSize: 200000 }));
    app.save(data);
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt'];
    links.fields.add(new BoolField({ name: 'chapters' }));
    app.save(links);
  },
  (app) => {
    // Links to the chapter formats cannot stay: they last minutes anyway.
    app.db().newQuery("DELETE FROM export_links WHERE format IN ('chapters-youtube', 'chapters-json', 'chapters-vtt')").execute();
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf'];
    links.fields.removeByName('chapters');
    app.save(links);
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('chapters');
    app.save(data);
  },
);
