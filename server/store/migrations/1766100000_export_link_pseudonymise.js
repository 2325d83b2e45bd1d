/// Export links say whether their file is pseudonymised (README "Pseudonyms"), so that `url` downloads what the export
/// was for whoever made it: a viewer's link never downloads the terms. The links made before cannot say whom they were
/// made for, so they go: each lasted five minutes, and an export makes a new one.
migrate(
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.add(new BoolField({ name: 'pseudonymise' }));
    app.save(links);
    app.db().newQuery('DELETE FROM export_links').execute();
  },
  (app) => {
    const links = app.findCollectionByNameOrId('export_links');
    links.fields.removeByName('pseudonymise');
    app.save(links);
  },
);
