/// Export links say whether their file is pseudonymised (README "Pseudonyms"), so that `url` downloads what the export
/// was for whoever made it: a viewer's link never downloads the terms. Links made before read false, as their exports
/// were not pseudonymised.
migrate(
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.add(new BoolField({ name: 'pseudonymise' }));
    app.save(links);
  },
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.removeByName('pseudonymise');
    app.save(links);
  },
);
