import type { Role } from '../graphql/generated.ts';

/** The roles as offered, each with what it may do (the server's table: README, "Working as a team"). */
export const ROLE_CHOICES: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'VIEWER', label: 'Viewer: read, play, export, comment' },
  { value: 'EDITOR', label: 'Editor: also upload, edit, review links' },
  { value: 'OWNER', label: 'Owner: also people and roles' },
];

export const ROLE_NAMES: Record<Role, string> = { VIEWER: 'Viewer', EDITOR: 'Editor', OWNER: 'Owner' };

const RANK: Record<Role, number> = { VIEWER: 0, EDITOR: 1, OWNER: 2 };

/** The roles no higher than `role`, lowest first: what a transcript may be shared with someone of that role as. */
export const rolesUpTo = (role: Role): Role[] => (Object.keys(RANK) as Role[]).filter((each) => RANK[each] <= RANK[role]);
