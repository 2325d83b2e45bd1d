/// Export links may be made for the formats added after them (README, "Export options"): PDF, Markdown, JSON and ELAN's EAF.
migrate(
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt', 'pdf', 'md', 'json', 'eaf'];
    app.save(links);
  },
  (app) => {
    // Links to the newer formats cannot stay: they last minutes anyway.
    app.db().newQuery("DELETE FROM export_links WHERE format IN ('pdf', 'md', 'json', 'eaf')").execute();
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.getByName('format').values = ['docx', 'srt', 'vtt', 'txt'];
    app.save(links);
  },
);
