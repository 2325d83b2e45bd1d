/// Checks a person's password for the server's sign-in (server/auth), so PocketBase's own sign-in route stays
/// closed (migrations/1764400000_accounts.js) and its per-address rate limit (the server is one address) does not
/// throttle everyone at once; the server throttles per account and per address itself. A wrong email costs the
/// same bcrypt comparison as a wrong password (against another account's hash, whose answer is ignored), so the
/// answer's time does not tell which was wrong. 200 with the user, or 401.
routerAdd(
  'POST',
  '/api/tapescript/accounts/check-password',
  (e) => {
    const body = e.requestInfo().body;
    const email = String(body.email || '').trim().toLowerCase();
    const password = String(body.password || '');
    let user = null;
    try {
      user = $app.findAuthRecordByEmail('users', email);
    } catch (err) {
      user = null;
    }
    if (!user) {
      const others = $app.findRecordsByFilter('users', '', '', 1, 0);
      if (others.length) others[0].validatePassword(password);
      return e.json(401, { code: 'wrong' });
    }
    if (!user.validatePassword(password)) return e.json(401, { code: 'wrong' });
    return e.json(200, user);
  },
  $apis.requireSuperuserAuth(),
);
