import { ClientResponseError } from 'pocketbase';
import type { Author } from '../domain/author.ts';
import type { Role } from '../auth/roles.ts';
import type { StoreClient } from './client.ts';

/** A person who signs in (the `users` auth collection; its password hash never leaves PocketBase). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  created: string;
  updated: string;
}

export type TokenKind = 'session' | 'api';

/** A session or API token: only its SHA-256 is stored. */
export interface TokenRecord {
  id: string;
  user: string;
  kind: TokenKind;
  label: string;
  hash: string;
  /** "" when it never expires. */
  expires: string;
  last_used: string;
  created: string;
}

export type LinkKind = 'invite' | 'reset';

/** A single-use link: an invitation (email and role) or a password reset (user). */
export interface LinkRecord {
  id: string;
  kind: LinkKind;
  email: string;
  role: Role | '';
  user: string;
  hash: string;
  expires: string;
  used: string;
  created_by: string;
  created: string;
}

/** An invitation not yet accepted and not expired, with the name (or email) of the owner who made it. */
export type PendingInvitation = LinkRecord & { inviter: string };

export interface AuditRecord {
  id: string;
  action: string;
  actor: Author | null;
  subject: string;
  address: string;
  created: string;
}

const USER_FIELDS = 'id,email,name,role,disabled,created,updated';

/** The accounts' collections (migrations/1764400000_accounts.js): the only module that knows their names and fields. */
export class AccountsRepo {
  constructor(private readonly store: StoreClient) {}

  /** Whether any account exists: team mode. */
  async hasUsers(): Promise<boolean> {
    const page = await this.store.call((pb) => pb.collection('users').getList(1, 1, { fields: 'id', skipTotal: true }));
    return page.items.length > 0;
  }

  createUser(user: { email: string; password: string; name: string; role: Role }): Promise<UserRecord> {
    const fields = { ...user, email: user.email.toLowerCase(), passwordConfirm: user.password, disabled: false, emailVisibility: true };
    return this.store.call((pb) => pb.collection('users').create<UserRecord>(fields, { fields: USER_FIELDS }));
  }

  getUser(id: string): Promise<UserRecord> {
    return this.store.call((pb) => pb.collection('users').getOne<UserRecord>(id, { fields: USER_FIELDS }));
  }

  async userByEmail(email: string): Promise<UserRecord | null> {
    const found = await this.store.call((pb) =>
      pb.collection('users').getList<UserRecord>(1, 1, { filter: pb.filter('email = {:email}', { email: email.trim().toLowerCase() }), fields: USER_FIELDS, skipTotal: true }),
    );
    return found.items[0] ?? null;
  }

  listUsers(): Promise<UserRecord[]> {
    return this.store.call((pb) => pb.collection('users').getFullList<UserRecord>({ sort: 'created,id', fields: USER_FIELDS }));
  }

  async countOwners(): Promise<number> {
    const page = await this.store.call((pb) => pb.collection('users').getList(1, 1, { filter: "role = 'owner' && disabled = false", fields: 'id' }));
    return page.totalItems;
  }

  updateUser(id: string, fields: Partial<Pick<UserRecord, 'role' | 'disabled' | 'name'>> & { password?: string }): Promise<UserRecord> {
    const body = fields.password ? { ...fields, passwordConfirm: fields.password } : fields;
    return this.store.call((pb) => pb.collection('users').update<UserRecord>(id, body, { fields: USER_FIELDS }));
  }

  /** The account whose email and password these are, or null (pb_hooks/accounts.pb.js: the same time either way). */
  async checkPassword(email: string, password: string): Promise<UserRecord | null> {
    return this.store.call(async (pb) => {
      try {
        return await pb.send<UserRecord>('/api/tapescript/accounts/check-password', { method: 'POST', body: { email, password }, query: { fields: USER_FIELDS } });
      } catch (error) {
        if (error instanceof ClientResponseError && error.status === 401) return null;
        throw error;
      }
    });
  }

  createToken(token: Pick<TokenRecord, 'user' | 'kind' | 'label' | 'hash' | 'expires'>): Promise<TokenRecord> {
    return this.store.call((pb) => pb.collection('user_tokens').create<TokenRecord>(token));
  }

  /** The token with this hash and its user, or null. */
  async tokenByHash(hash: string): Promise<{ token: TokenRecord; user: UserRecord } | null> {
    const found = await this.store.call((pb) =>
      pb.collection('user_tokens').getList<TokenRecord & { expand?: { user?: UserRecord } }>(1, 1, {
        filter: pb.filter('hash = {:hash}', { hash }),
        expand: 'user',
        skipTotal: true,
      }),
    );
    const token = found.items[0];
    const user = token?.expand?.user;
    if (!token || !user) return null;
    const { expand: _expand, ...record } = token;
    return { token: record, user };
  }

  async touchToken(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('user_tokens').update(id, { last_used: new Date().toISOString() }, { fields: 'id' }));
  }

  getToken(id: string): Promise<TokenRecord> {
    return this.store.call((pb) => pb.collection('user_tokens').getOne<TokenRecord>(id));
  }

  tokensOf(userId: string, kind: TokenKind): Promise<TokenRecord[]> {
    return this.store.call((pb) =>
      pb.collection('user_tokens').getFullList<TokenRecord>({ filter: pb.filter('user = {:user} && kind = {:kind}', { user: userId, kind }), sort: '-created,id' }),
    );
  }

  async deleteToken(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('user_tokens').delete(id));
  }

  /** Deletes every token of `kind` the user has; answers their hashes. */
  async deleteTokensOf(userId: string, kind: TokenKind): Promise<string[]> {
    const tokens = await this.tokensOf(userId, kind);
    for (const token of tokens) await this.deleteToken(token.id);
    return tokens.map((token) => token.hash);
  }

  createLink(link: Pick<LinkRecord, 'kind' | 'email' | 'role' | 'user' | 'hash' | 'expires' | 'created_by'>): Promise<LinkRecord> {
    return this.store.call((pb) => pb.collection('account_links').create<LinkRecord>(link));
  }

  async linkByHash(hash: string): Promise<LinkRecord | null> {
    const found = await this.store.call((pb) =>
      pb.collection('account_links').getList<LinkRecord>(1, 1, { filter: pb.filter('hash = {:hash}', { hash }), skipTotal: true }),
    );
    return found.items[0] ?? null;
  }

  /** Invitations neither used nor expired, newest first, each with who made it. */
  async pendingInvitations(): Promise<PendingInvitation[]> {
    const links = await this.store.call((pb) =>
      pb.collection('account_links').getFullList<LinkRecord & { expand?: { created_by?: UserRecord } }>({
        filter: "kind = 'invite' && used = '' && expires > @now",
        sort: '-created,id',
        expand: 'created_by',
      }),
    );
    return links.map(({ expand, ...link }) => ({ ...link, inviter: expand?.created_by?.name || expand?.created_by?.email || '' }));
  }

  async getLink(id: string): Promise<LinkRecord | null> {
    const found = await this.store.call((pb) => pb.collection('account_links').getList<LinkRecord>(1, 1, { filter: pb.filter('id = {:id}', { id }), skipTotal: true }));
    return found.items[0] ?? null;
  }

  async deleteLink(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('account_links').delete(id));
  }

  async markLinkUsed(id: string): Promise<void> {
    await this.store.call((pb) => pb.collection('account_links').update(id, { used: new Date().toISOString() }, { fields: 'id' }));
  }

  async addAudit(entry: Pick<AuditRecord, 'action' | 'actor' | 'subject' | 'address'>): Promise<void> {
    await this.store.call((pb) => pb.collection('audit_log').create(entry, { fields: 'id' }));
  }

  /** Newest first: `first` entries after the entry `after` (by id), or from the newest. */
  async audit(first: number, after?: string): Promise<AuditRecord[]> {
    return this.store.call(async (pb) => {
      let filter = '';
      if (after) {
        const from = await pb.collection('audit_log').getOne<AuditRecord>(after, { fields: 'id,created' });
        filter = pb.filter('created < {:created} || (created = {:created} && id < {:id})', { created: from.created, id: from.id });
      }
      const page = await pb.collection('audit_log').getList<AuditRecord>(1, first, { filter, sort: '-created,-id', skipTotal: true });
      return page.items;
    });
  }
}
