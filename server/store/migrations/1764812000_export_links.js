/// Export links (README, "Export"): `Mutation.export`'s `url` downloads the same file as its base64, for a browser or
/// script that has no access token. Each is single-use and lasts at most five minutes; only its token's SHA-256 is
/// stored, with what the file is made of (the version, format, subtitle line, comments). Used or expired, it is deleted.
migrate(
  (app) => {
    const meta = app.findCollectionByNameOrId('transcript_meta');
    const links = new Collection({
      name: 'export_links',
      type: 'base',
      fields: [
        { name: 'transcript', type: 'relation', required: true, collectionId: meta.id, maxSelect: 1, cascadeDelete: true },
        // The version exported: the link downloads that one, even when the transcript changed since.
        { name: 'version', type: 'text', required: true, max: 15 },
        { name: 'format', type: 'select', required: true, maxSelect: 1, values: ['docx', 'srt', 'vtt', 'txt'] },
        { name: 'subtitle', type: 'text', max: 500 },
        { name: 'comments', type: 'bool' },
        { name: 'hash', type: 'text', required: true, min: 64, max: 64 },
        { name: 'expires', type: 'date', required: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_export_links_hash ON export_links (hash)', 'CREATE INDEX idx_export_links_expires ON export_links (expires)'],
    });
    app.save(links);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('export_links'));
  },
);
