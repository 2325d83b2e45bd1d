import type { Author } from '../domain/author.ts';
import { authorOf, type Identity } from '../auth/identity.ts';
import { checkPassword } from '../auth/password-policy.ts';
import { isRole, may, type Role } from '../auth/roles.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import type { SetupCode } from '../auth/setup-code.ts';
import type { SignInThrottle } from '../auth/sign-in-throttle.ts';
import { hashToken, looksLikeToken, newToken } from '../auth/tokens.ts';
import type { WhoIsAsking } from '../auth/who-is-asking.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import type { AccountMailer } from '../mail/account-mail.ts';
import type { AccountsRepo, AuditRecord, LinkRecord, PendingInvitation, TokenRecord, UserRecord } from '../store/accounts-repo.ts';
import { storeTime } from '../store/times.ts';

const DAY_MS = 24 * 3_600_000;
export const INVITATION_DAYS = 7;
const RESET_DAYS = 1;
/** A browser session lasts this long without a new sign-in. */
export const SESSION_DAYS = 30;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const MAX_LABEL = 100;
export const AUDIT_PAGE_MAX = 200;

/** A link for someone, and whether it went to them by email (only with mail settings); `mailProblem` says why not. */
export interface GivenLink {
  url: string;
  expiresAt: Date;
  emailed: boolean;
  mailProblem: string | null;
}

/** What a sign-in answers: a session token for the cookie, or why not (wrong is the same for email and password). */
export type SignIn = { ok: true; token: string; user: UserRecord } | { ok: false; reason: 'wrong' | 'throttled' | 'disabled' };

function cleanEmail(email: string): string {
  const clean = email.trim().toLowerCase();
  if (!EMAIL.test(clean)) throw badInput('That is not an email address.');
  return clean;
}

function cleanName(name: string | null | undefined): string {
  return (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
}

const forbidden = (message: string) => userError('FORBIDDEN', message);

/**
 * Accounts: the first owner, sign-in and sessions, invitations and password resets, roles, disabling, API tokens
 * and the audit log. Every change to who may ask is told to every server (WhoIsAsking.invalidate).
 */
export class AccountService {
  constructor(
    private readonly accounts: AccountsRepo,
    private readonly who: WhoIsAsking,
    private readonly throttle: SignInThrottle,
    private readonly setupCode: SetupCode,
    private readonly log: (message: string) => void,
    /** Sends invitations and reset links by email; null without mail settings (the links are copied). */
    private readonly mailer: AccountMailer | null = null,
  ) {}

  /** Whether invitations and reset links go out by email as well. */
  get mailEnabled(): boolean {
    return this.mailer !== null;
  }

  /** At start-up: while no account exists, print a setup code for the first-run page. */
  async offerSetup(): Promise<void> {
    if (!(await this.accounts.hasUsers())) this.setupCode.issue();
  }

  /** POST /setup: the first owner, made with the setup code; answers a session for them. */
  async setUp(code: string, fields: { email: string; password: string; name?: string }, address: string): Promise<{ token: string; user: UserRecord }> {
    if (!this.setupCode.active || (await this.accounts.hasUsers())) {
      this.setupCode.retire();
      throw userError('CONFLICT', 'Tapescript is set up already: sign in instead.');
    }
    if (!(await this.throttle.allows('setup', address))) throw userError('TOO_MANY_REQUESTS', 'Too many attempts; wait a few minutes and try again.');
    if (!this.setupCode.check(code)) {
      await this.throttle.failed('setup', address);
      throw badInput('That setup code is not the one in the server’s log.');
    }
    const user = await this.addUser({ ...fields, role: 'owner' });
    this.setupCode.retire();
    await this.audit('setup', authorOfUser(user), user.email, address);
    return { token: await this.startSession(user), user };
  }

  /** A new account (the users CLI, the first-run page, an accepted invitation). The first must be an owner. */
  async addUser({ email, password, name, role }: { email: string; password: string; name?: string; role: Role }): Promise<UserRecord> {
    const address = cleanEmail(email);
    checkPassword(password, address);
    if (!isRole(role)) throw badInput('The role must be owner, editor or viewer.');
    const first = !(await this.accounts.hasUsers());
    if (first && role !== 'owner') throw badInput('The first account must be an owner (--role owner).');
    if (await this.accounts.userByEmail(address)) throw userError('CONFLICT', `There is an account for ${address} already.`);
    const user = await this.accounts.createUser({ email: address, password, name: cleanName(name), role });
    if (first) this.who.invalidate({ teamMode: true });
    return user;
  }

  /** POST /session with an email and a password. */
  async signIn(email: string, password: string, address: string): Promise<SignIn> {
    const account = email.trim().toLowerCase();
    if (!(await this.throttle.allows(account, address))) {
      await this.audit('sign-in-throttled', null, account.slice(0, 200), address);
      return { ok: false, reason: 'throttled' };
    }
    const user = await this.accounts.checkPassword(account, password);
    if (!user) {
      await this.throttle.failed(account, address);
      await this.audit('sign-in-failed', null, account.slice(0, 200), address);
      return { ok: false, reason: 'wrong' };
    }
    await this.throttle.succeeded(account);
    if (user.disabled) {
      await this.audit('sign-in-refused', authorOfUser(user), user.email, address);
      return { ok: false, reason: 'disabled' };
    }
    await this.audit('sign-in', authorOfUser(user), user.email, address);
    return { ok: true, token: await this.startSession(user), user };
  }

  /** DELETE /session: the cookie's session ends (whatever it was; an access token cookie is simply cleared). */
  async signOut(token: string): Promise<void> {
    if (!looksLikeToken(token, 'tss')) return;
    const hash = hashToken(token);
    const found = await this.accounts.tokenByHash(hash);
    if (found) await this.accounts.deleteToken(found.token.id);
    this.who.invalidate({ tokenHashes: [hash] });
  }

  /** Ends every browser session of the asking person (API tokens stay: they are revoked one by one). */
  async signOutEverywhere({ identity, address }: RequestFacts): Promise<number> {
    const user = personOf(identity);
    const hashes = await this.accounts.deleteTokensOf(user.id, 'session');
    this.who.invalidate({ userId: user.id, tokenHashes: hashes });
    await this.audit('sign-out-everywhere', authorOf(identity), user.email, address);
    return hashes.length;
  }

  me(identity: Identity): Promise<UserRecord> | null {
    return identity.kind === 'user' || identity.kind === 'apiToken' ? this.accounts.getUser(identity.user.id) : null;
  }

  users(): Promise<UserRecord[]> {
    return this.accounts.listUsers();
  }

  async userByEmail(email: string): Promise<UserRecord> {
    const user = await this.accounts.userByEmail(email);
    if (!user) throw notFound(`There is no account for ${email.trim().toLowerCase()}.`);
    return user;
  }

  async setRole({ identity, address }: RequestFacts, userId: string, role: Role): Promise<UserRecord> {
    const user = await this.accounts.getUser(userId);
    if (user.role === role) return user;
    if (user.role === 'owner') await this.keepAnOwner(user);
    const changed = await this.accounts.updateUser(userId, { role });
    this.who.invalidate({ userId });
    await this.audit(`role-${role}`, authorOf(identity), user.email, address);
    return changed;
  }

  async setDisabled(facts: RequestFacts | null, userId: string, disabled: boolean): Promise<UserRecord> {
    const user = await this.accounts.getUser(userId);
    if (user.disabled === disabled) return user;
    if (disabled && user.role === 'owner') await this.keepAnOwner(user);
    const changed = await this.accounts.updateUser(userId, { disabled });
    this.who.invalidate({ userId });
    await this.audit(disabled ? 'disable' : 'enable', facts ? authorOf(facts.identity) : null, user.email, facts?.address ?? 'command line');
    return changed;
  }

  /** A single-use link that makes an account with `role` for `email`: copyable, and emailed too with mail settings. */
  async invite({ identity, address }: RequestFacts, email: string, role: Role, baseUrl: string): Promise<GivenLink & { link: LinkRecord }> {
    const clean = cleanEmail(email);
    if (await this.accounts.userByEmail(clean)) throw userError('CONFLICT', `There is an account for ${clean} already.`);
    const { token, hash } = newToken('tsi');
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    const inviter = personOf(identity);
    const link = await this.accounts.createLink({ kind: 'invite', email: clean, role, user: '', hash, expires: expiresAt.toISOString(), created_by: inviter.id });
    await this.audit(`invite-${role}`, authorOf(identity), clean, address);
    // In the fragment: a browser never sends it to a server, so it is in no request line or access log.
    const url = `${baseUrl}/invitation#${token}`;
    const mailed = await this.mail(clean, (mailer) => mailer.invitation(clean, { url, inviter: inviter.name || inviter.email, role, expiresAt }));
    return { url, expiresAt, link, ...mailed };
  }

  async acceptInvitation(token: string, password: string, name: string | null | undefined, address: string): Promise<UserRecord> {
    const link = await this.usableLink(token, 'invite');
    const user = await this.addUser({ email: link.email, password, name: name ?? '', role: link.role || 'viewer' });
    await this.accounts.markLinkUsed(link.id);
    await this.audit('invitation-accepted', authorOfUser(user), user.email, address);
    return user;
  }

  /** Invitations not yet accepted and not expired, newest first (owners, on /people). */
  invitations(): Promise<PendingInvitation[]> {
    return this.accounts.pendingInvitations();
  }

  /** Withdraws an invitation not yet accepted: its link stops working at once (it is deleted, like a revoked token). */
  async revokeInvitation({ identity, address }: RequestFacts, id: string): Promise<boolean> {
    const link = await this.accounts.getLink(id);
    if (!link || link.kind !== 'invite' || link.used) throw notFound('There is no pending invitation with that id: it was accepted or revoked already.');
    await this.accounts.deleteLink(link.id);
    await this.audit('invitation-revoked', authorOf(identity), link.email, address);
    return true;
  }

  /** What an invitation link is for (the page it opens names it): its email and role only; an unusable link is refused. */
  async invitationFor(token: string): Promise<Pick<LinkRecord, 'email' | 'role'>> {
    const { email, role } = await this.usableLink(token, 'invite');
    return { email, role: role || 'viewer' };
  }

  /** A single-use link that sets a new password for the user (made by an owner; valid for a day). */
  async passwordResetLink({ identity, address }: RequestFacts, userId: string, baseUrl: string): Promise<GivenLink> {
    const user = await this.accounts.getUser(userId);
    const { token, hash } = newToken('tsr');
    const expiresAt = new Date(Date.now() + RESET_DAYS * DAY_MS);
    await this.accounts.createLink({ kind: 'reset', email: user.email, role: '', user: user.id, hash, expires: expiresAt.toISOString(), created_by: personOf(identity).id });
    await this.audit('password-reset-link', authorOf(identity), user.email, address);
    const url = `${baseUrl}/reset-password#${token}`;
    return { url, expiresAt, ...(await this.mail(user.email, (mailer) => mailer.passwordReset(user.email, { url, expiresAt }))) };
  }

  /** Sends one account email when mail is set up. A failure is told to the owner, who still has the link to copy. */
  private async mail(to: string, send: (mailer: AccountMailer) => Promise<void>): Promise<Pick<GivenLink, 'emailed' | 'mailProblem'>> {
    if (!this.mailer) return { emailed: false, mailProblem: null };
    try {
      await send(this.mailer);
      return { emailed: true, mailProblem: null };
    } catch (error) {
      this.log(`Could not email ${to}: ${(error as Error).message}`);
      return { emailed: false, mailProblem: `The email could not be sent (${(error as Error).message}); copy the link instead.` };
    }
  }

  /** Sets the password from a reset link, and ends the person's sessions everywhere. */
  async resetPassword(token: string, password: string, address: string): Promise<UserRecord> {
    const link = await this.usableLink(token, 'reset');
    checkPassword(password, link.email);
    const user = await this.accounts.updateUser(link.user, { password });
    await this.accounts.markLinkUsed(link.id);
    const hashes = await this.accounts.deleteTokensOf(user.id, 'session');
    this.who.invalidate({ userId: user.id, tokenHashes: hashes });
    await this.audit('password-reset', authorOfUser(user), user.email, address);
    return user;
  }

  /** A new API token of the asking person, shown once. */
  async createApiToken({ identity, address }: RequestFacts, label: string, expiresAt: Date | null | undefined): Promise<{ token: string; record: TokenRecord }> {
    const user = personOf(identity);
    const clean = cleanName(label).slice(0, MAX_LABEL);
    if (!clean) throw badInput('Give the token a label, e.g. the script that uses it.');
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badInput('expiresAt must be in the future.');
    const { token, hash } = newToken('tsk');
    const record = await this.accounts.createToken({ user: user.id, kind: 'api', label: clean, hash, expires: expiresAt ? expiresAt.toISOString() : '' });
    await this.audit('token-created', authorOf(identity), clean, address);
    return { token, record };
  }

  /** Revokes an API token: one's own, or (owners) anyone's. */
  async revokeApiToken({ identity, address }: RequestFacts, id: string): Promise<TokenRecord> {
    const person = personOf(identity);
    const token = await this.accounts.getToken(id).catch(() => null);
    if (!token || token.kind !== 'api' || (token.user !== person.id && !may(identity.role, 'othersTokens'))) throw notFound('API token not found');
    await this.accounts.deleteToken(token.id);
    this.who.invalidate({ tokenHashes: [token.hash] });
    await this.audit('token-revoked', authorOf(identity), token.label, address);
    return token;
  }

  apiTokensOf(userId: string): Promise<TokenRecord[]> {
    return this.accounts.tokensOf(userId, 'api');
  }

  auditLog(first: number, after?: string | null): Promise<AuditRecord[]> {
    if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) throw badInput(`first must be from 1 to ${AUDIT_PAGE_MAX}`);
    return this.accounts.audit(first, after ?? undefined);
  }

  /** Writes an audit entry; a failure is logged, never the failure of what it records (that is done by now). */
  async audit(action: string, actor: Author | null, subject: string, address: string): Promise<void> {
    try {
      await this.accounts.addAudit({ action, actor, subject, address });
    } catch (error) {
      this.log(`Could not write the audit log entry "${action}": ${(error as Error).message}`);
    }
  }

  private async startSession(user: UserRecord): Promise<string> {
    const { token, hash } = newToken('tss');
    await this.accounts.createToken({ user: user.id, kind: 'session', label: '', hash, expires: new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString() });
    return token;
  }

  private async usableLink(token: string, kind: LinkRecord['kind']): Promise<LinkRecord> {
    const link = looksLikeToken(token, kind === 'invite' ? 'tsi' : 'tsr') ? await this.accounts.linkByHash(hashToken(token)) : null;
    if (!link || link.kind !== kind || link.used || storeTime(link.expires) <= Date.now()) {
      const ways = kind === 'invite' ? 'it was used already, it expired, it was revoked, or it was mistyped' : 'it was used already, it expired, or it was mistyped';
      throw badInput(`This ${kind === 'invite' ? 'invitation' : 'reset'} link is not valid: ${ways}. Ask an owner for a new one.`);
    }
    return link;
  }

  /** The last enabled owner cannot stop being one: someone must be able to manage the team. */
  private async keepAnOwner(user: UserRecord): Promise<void> {
    if (!user.disabled && (await this.accounts.countOwners()) <= 1) throw userError('CONFLICT', `${user.email} is the last owner: make someone else an owner first.`);
  }
}

/** The person behind a user or API token identity; FORBIDDEN for anyone else (local mode, the service token). */
function personOf(identity: Identity): { id: string; email: string; name: string } {
  if (identity.kind === 'user' || identity.kind === 'apiToken') return identity.user;
  throw forbidden(identity.kind === 'local' ? 'There are no accounts yet: make the first owner (README, "Working as a team").' : 'Only a person signed in can do this.');
}

function authorOfUser(user: UserRecord): Author {
  return { kind: 'user', name: user.name || user.email, userId: user.id, email: user.email };
}
