/// Teams (README, "Working as a team"): people who sign in, their sessions and API tokens, the single-use links that
/// invite them or reset a password, and the audit log. Everything stays superuser-only: the server is the only
/// client, and it decides who may do what (server/auth). PocketBase made a `users` auth collection of its own at
/// its first start, open to sign-ups through its API: it is taken over and closed here.
migrate(
  (app) => {
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    let users;
    try {
      users = app.findCollectionByNameOrId('users');
      // Tapescript never wrote here: any record was a sign-up through PocketBase's own API on its loopback port. Left,
      // it would start team mode with an account that has no role.
      for (const stray of app.findAllRecords(users)) app.delete(stray);
    } catch (err) {
      users = new Collection({ type: 'auth', name: 'users' });
    }
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule', 'authRule', 'manageRule']) users[rule] = null;
    // Passwords are checked by the server through pb_hooks/accounts.pb.js, never through PocketBase's own sign-in.
    users.passwordAuth.enabled = false;
    users.oauth2.enabled = false;
    users.otp.enabled = false;
    users.mfa.enabled = false;
    users.authAlert.enabled = false;
    if (!users.fields.getByName('name')) users.fields.add(new TextField({ name: 'name', max: 100 }));
    users.fields.add(new SelectField({ name: 'role', required: true, maxSelect: 1, values: ['owner', 'editor', 'viewer'] }));
    users.fields.add(new BoolField({ name: 'disabled' }));
    app.save(users);

    const tokens = new Collection({
      name: 'user_tokens',
      type: 'base',
      fields: [
        { name: 'user', type: 'relation', required: true, collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        // A browser session (the cookie) or an API token (Authorization: Bearer).
        { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['session', 'api'] },
        { name: 'label', type: 'text', max: 100 },
        // SHA-256 of the token, hex: the token itself is shown once and never stored.
        { name: 'hash', type: 'text', required: true, min: 64, max: 64 },
        { name: 'expires', type: 'date' },
        { name: 'last_used', type: 'date' },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_user_tokens_hash ON user_tokens (hash)', 'CREATE INDEX idx_user_tokens_user ON user_tokens (user, kind)'],
    });
    app.save(tokens);

    const links = new Collection({
      name: 'account_links',
      type: 'base',
      fields: [
        { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['invite', 'reset'] },
        { name: 'email', type: 'email' },
        { name: 'role', type: 'select', maxSelect: 1, values: ['owner', 'editor', 'viewer'] },
        // For a reset: whose password it sets.
        { name: 'user', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        { name: 'hash', type: 'text', required: true, min: 64, max: 64 },
        { name: 'expires', type: 'date', required: true },
        { name: 'used', type: 'date' },
        { name: 'created_by', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_account_links_hash ON account_links (hash)'],
    });
    app.save(links);

    const audit = new Collection({
      name: 'audit_log',
      type: 'base',
      fields: [
        // e.g. sign-in, sign-in-failed, invite, role, disable, token-created, token-revoked, transcript-deleted.
        { name: 'action', type: 'text', required: true, max: 50 },
        // Who did it: { kind, name, userId } (server/auth/identity.ts), or null when nobody signed in.
        { name: 'actor', type: 'json', maxSize: 2000 },
        // What it was done to, in words (an email, a token's label, a transcript's title).
        { name: 'subject', type: 'text', max: 500 },
        { name: 'address', type: 'text', max: 100 },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_audit_log_created ON audit_log (created, id)'],
    });
    app.save(audit);
  },
  (app) => {
    for (const name of ['audit_log', 'account_links', 'user_tokens']) app.delete(app.findCollectionByNameOrId(name));
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('role');
    users.fields.removeByName('disabled');
    app.save(users);
  },
);
