/**
 * The one table of roles × operations. Every GraphQL root field and every data route names the permission it needs
 * (auth/operations.ts); the gate (auth/role-gate.ts, http/server.ts) checks it against this table.
 */
export const ROLES = ['viewer', 'editor', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** What a review link allows on its transcript: reading it, or reading and commenting (and approving). */
export type LinkPermission = 'view' | 'comment';

export type Permission =
  /** Anyone, signed in or not: accepting an invitation or a reset link. */
  | 'public'
  /** Any signed-in identity (local mode and the service token included): who am I. */
  | 'self'
  /** A person's own account (signed in, or one of their API tokens): their API tokens, signing out everywhere. */
  | 'account'
  | 'read'
  | 'play'
  | 'export'
  | 'comment'
  /** Marking a transcript approved (recording the version approved): a reviewer's, or an editor recording one. */
  | 'approve'
  | 'upload'
  | 'edit'
  | 'refine'
  | 'restore'
  | 'delete'
  /** Deleting for good (the bin, retention, legal holds): owners only. */
  | 'purge'
  | 'reviewLinks'
  | 'users'
  | 'roles'
  | 'othersTokens'
  | 'settings';

const VIEWER: Permission[] = ['self', 'account', 'read', 'play', 'export', 'comment'];
const EDITOR: Permission[] = [...VIEWER, 'approve', 'upload', 'edit', 'refine', 'restore', 'delete', 'reviewLinks'];
const OWNER: Permission[] = [...EDITOR, 'purge', 'users', 'roles', 'othersTokens', 'settings'];

export const GRANTS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  viewer: new Set(VIEWER),
  editor: new Set(EDITOR),
  owner: new Set(OWNER),
};

/**
 * What a review link may do, by its permission, on its one transcript only (auth/link-reach.ts keeps it there):
 * read, play and export it, and with "comment" also comment and approve. It has no role: nothing else is open to it.
 */
export const LINK_GRANTS: Readonly<Record<LinkPermission, ReadonlySet<Permission>>> = {
  view: new Set<Permission>(['self', 'read', 'play', 'export']),
  comment: new Set<Permission>(['self', 'read', 'play', 'export', 'comment', 'approve']),
};

/** Whether `role` may do what `permission` names; nobody (null) may do only public things. */
export function may(role: Role | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  return role !== null && GRANTS[role].has(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
