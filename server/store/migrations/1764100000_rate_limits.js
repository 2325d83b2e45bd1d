/// PocketBase's rate limiter on, with its recommended rules: a burst of wrong passwords or sign-ups at its
/// public auth and create routes is throttled per address. Superusers are never limited, and the server is
/// one (with a token it keeps refreshed), so the server is never throttled out of its own store.
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', maxRequests: 2, duration: 3, audience: '' },
      { label: '*:create', maxRequests: 20, duration: 5, audience: '' },
      { label: '/api/batch', maxRequests: 3, duration: 1, audience: '' },
      { label: '/api/', maxRequests: 300, duration: 10, audience: '' },
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);
