/// Export links carry the export's options (README, "Export options"): where timestamps go, how speakers are labelled,
/// and page numbers, so that `url` downloads the same file as the export it was made by. Links made before had none:
/// they read as the defaults (empty selects, false), which is what those exports were.
migrate(
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.add(new SelectField({ name: 'timestamps', maxSelect: 1, values: ['none', 'turn', 'segment'] }));
    links.fields.add(new SelectField({ name: 'speakerLabels', maxSelect: 1, values: ['full', 'initials', 'none'] }));
    links.fields.add(new BoolField({ name: 'pageNumbers' }));
    app.save(links);
  },
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    for (const name of ['timestamps', 'speakerLabels', 'pageNumbers']) links.fields.removeByName(name);
    app.save(links);
  },
);
