/// Show notes (README "Show notes"): each version holds its show notes, { markdown, drafted, byModel, author, updatedAt }
/// or null, carried on by every later version as chapters are (server/services/version-writer.ts), so a restore brings
/// them back. Versions written before read as having none. Export links may be made for the show-notes formats.
migrate(
  (app) => {
    const data = app.findCollectionByNameOrId('transcript_data');
    // 50,000 characters of markdown at most (server/domain/show-notes/show-notes.ts), four bytes each in the worst case.
    data.fields.add(new JSONField({ name: 'show_notes', maxSize: 220000 }));
    app.save(data);
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt', 'show-notes-markdown', 'show-notes-docx'];
    app.save(links);
  },
  (app) => {
    // Links to the show-notes formats cannot stay: they last minutes anyway.
    app.db().newQuery("DELETE FROM export_links WHERE format IN ('show-notes-markdown', 'show-notes-docx')").execute();
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt'];
    app.save(links);
    const data = app.findCollectionByNameOrId('transcript_data');
    data.fields.removeByName('show_notes');
    app.save(data);
  },
);
