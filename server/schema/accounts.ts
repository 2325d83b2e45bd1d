import type { Identity } from '../auth/identity.ts';
import { may, type Role } from '../auth/roles.ts';
import { AUDIT_PAGE_MAX, INVITATION_DAYS, type GivenLink } from '../services/accounts.ts';
import type { AuditRecord, LinkRecord, PendingInvitation, TokenRecord, UserRecord } from '../store/accounts-repo.ts';
import { AuthorRef } from './author.ts';
import { builder } from './builder.ts';
import { ReviewLinkRef } from './review-links.ts';

export const RoleEnum = builder.enumType('Role', {
  description: 'What a person may do (README, "Working as a team").',
  values: {
    VIEWER: { value: 'viewer', description: 'Read, play, export and comment.' },
    EDITOR: { value: 'editor', description: 'A viewer’s rights, plus upload, edit, refine, restore, delete and make review links.' },
    OWNER: { value: 'owner', description: 'An editor’s rights, plus people, roles, others’ API tokens and settings.' },
  } as const,
});

const ApiTokenRef = builder.objectRef<TokenRecord>('ApiToken').implement({
  description: 'An API token (sent as `Authorization: Bearer …`); it acts with its person’s role. The token itself is shown only when made.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The token’s id, for revokeApiToken.' }),
    label: t.exposeString('label', { description: 'What it is for, as given when made.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (token) => token.created }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, description: 'When it stops working; null: never.', resolve: (token) => token.expires || null }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was last used (to the minute); null: never.',
      resolve: (token) => token.last_used || null,
    }),
  }),
});

const TeammateRef = builder.objectRef<UserRecord>('Teammate').implement({
  description: 'A person of the team as someone sharing a transcript sees them: who they are and their role, which caps a share’s.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The person’s `User.id`.' }),
    name: t.exposeString('name', { description: 'Their name as others see it ("" when they gave none).' }),
    email: t.exposeString('email', { description: 'Their email (as `Author.email` shows it on their changes).' }),
    role: t.field({ type: RoleEnum, description: 'What they may do; a transcript is shared with them at this role at most.', resolve: (user) => user.role }),
  }),
});

const UserRef = builder.objectRef<UserRecord>('User').implement({
  description: 'A person who signs in.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The person’s id.' }),
    email: t.exposeString('email', { description: 'Their email, which they sign in with.' }),
    name: t.exposeString('name', { description: 'Their name as others see it ("" when they gave none).' }),
    role: t.field({ type: RoleEnum, description: 'What they may do.', resolve: (user) => user.role }),
    disabled: t.exposeBoolean('disabled', { description: 'A disabled person cannot sign in, and their sessions and API tokens stop working.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (user) => user.created }),
    apiTokens: t.field({
      type: [ApiTokenRef],
      description: 'Their API tokens: one’s own, or (owners) anyone’s; empty for anyone else.',
      resolve: (user, _args, { identity, services }) => (isSelf(identity, user.id) || may(identity.role, 'othersTokens') ? services.accounts.apiTokensOf(user.id) : []),
    }),
  }),
});

const isSelf = (identity: Identity, userId: string) => (identity.kind === 'user' || identity.kind === 'apiToken') && identity.user.id === userId;

const IdentityKind = builder.enumType('IdentityKind', {
  description: 'Who is asking.',
  values: {
    LOCAL: { value: 'local', description: 'Local mode: no accounts exist yet, and whoever reaches the server may do everything.' },
    USER: { value: 'user', description: 'A person, signed in.' },
    API_TOKEN: { value: 'apiToken', description: 'One of a person’s API tokens.' },
    SERVICE: { value: 'service', description: 'TAPESCRIPT_ACCESS_TOKEN in team mode: the service account, with the editor role.' },
    REVIEW_LINK: { value: 'reviewLink', description: 'A review link: one transcript, to read (and comment on), as `reviewLink` says.' },
  } as const,
});

const MeRef = builder.objectRef<Exclude<Identity, { kind: 'anonymous' }>>('Me').implement({
  description: 'Who is asking: the mode, the role, and for a person their account and API tokens.',
  fields: (t) => ({
    kind: t.field({ type: IdentityKind, description: 'Local mode, a person, an API token, the service token or a review link.', resolve: (identity) => identity.kind }),
    role: t.field({
      type: RoleEnum,
      nullable: true,
      description: 'What the asker may do (local mode may do everything); null for a review link, which may do what `reviewLink.permission` says on its transcript.',
      resolve: (identity) => identity.role as Role | null,
    }),
    reviewLink: t.field({
      type: ReviewLinkRef,
      nullable: true,
      description: 'The review link asking, with its transcript and permission; null for anyone else.',
      resolve: (identity, _args, { services }) => (identity.kind === 'reviewLink' ? services.reviewLinks.get(identity.link.id) : null),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The person, for a person or one of their API tokens; null otherwise.',
      resolve: (identity, _args, { services }) => services.accounts.me(identity),
    }),
    apiTokens: t.field({
      type: [ApiTokenRef],
      description: 'The person’s API tokens; empty for local mode and the service token.',
      resolve: (identity, _args, { services }) => ('user' in identity ? services.accounts.apiTokensOf(identity.user.id) : []),
    }),
  }),
});

const LinkRef = builder.objectRef<GivenLink>('AccountLink').implement({
  description: 'A single-use link to give someone: copy it, and with mail set up (TAPESCRIPT_SMTP_URL) it is emailed to them too.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The link. The secret is after "#", so browsers never send it to a server.' }),
    expiresAt: t.field({ type: 'DateTime', description: 'When it stops working.', resolve: (link) => link.expiresAt }),
    emailed: t.exposeBoolean('emailed', { description: 'Whether it was emailed to the person; false without mail settings, or when sending failed.' }),
    mailProblem: t.exposeString('mailProblem', { nullable: true, description: 'Why the email could not be sent; null when it was, or when mail is not set up.' }),
  }),
});

const InvitationRef = builder.objectRef<PendingInvitation>('Invitation').implement({
  description: 'An invitation not yet accepted and not expired; revokeInvitation withdraws it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The invitation’s id, for revokeInvitation.' }),
    email: t.exposeString('email', { description: 'Whom it is for; they will sign in with it.' }),
    role: t.field({ type: RoleEnum, description: 'What they will be allowed to do.', resolve: (link) => link.role || 'viewer' }),
    invitedBy: t.exposeString('inviter', { description: 'The name (or email) of the owner who invited them; "" when that account is gone.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (link) => link.created }),
    expiresAt: t.field({ type: 'DateTime', description: 'When its link stops working.', resolve: (link) => link.expires }),
  }),
});

const InvitationForRef = builder.objectRef<Pick<LinkRecord, 'email' | 'role'>>('InvitationFor').implement({
  description: 'What an invitation link is for, as its page says it: the email and the role, nothing else.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The email the account will have.' }),
    role: t.field({ type: RoleEnum, description: 'What the account will be allowed to do.', resolve: (link) => link.role || 'viewer' }),
  }),
});

const CreatedApiTokenRef = builder.objectRef<{ token: string; record: TokenRecord }>('CreatedApiToken').implement({
  description: 'A new API token: `token` is shown this once and never again (only its hash is kept).',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send it as `Authorization: Bearer <token>`. Keep it secret.' }),
    apiToken: t.field({ type: ApiTokenRef, description: 'The token as listed from now on.', resolve: (created) => created.record }),
  }),
});

const AuditEntryRef = builder.objectRef<AuditRecord>('AuditEntry').implement({
  description: 'Something that changed who may do what, or a deletion.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry’s id (for `after`).' }),
    action: t.exposeString('action', {
      description:
        'What happened: setup, sign-in, sign-in-failed, sign-in-throttled, sign-in-refused, sign-out-everywhere, invite-ROLE, invitation-accepted, invitation-revoked, role-ROLE, disable, enable, password-reset-link, password-reset, token-created, token-revoked, transcript-deleted, transcript-purged, transcript-purged-from-bin, retention-policy, retention-audio-removed, retention-purged, legal-hold, legal-hold-lifted, transcript-pseudonymised, transcript-not-pseudonymised, originals-granted, originals-revoked, person-erased (its subject the counts, never whom).',
    }),
    actor: t.field({ type: AuthorRef, nullable: true, description: 'Who did it; null when nobody was signed in (a failed sign-in).', resolve: (entry) => entry.actor ?? null }),
    subject: t.exposeString('subject', { description: 'What it was done to: an email, a token’s label, a transcript’s title (its id for pseudonym settings: a title may hold a name).' }),
    address: t.exposeString('address', { description: 'The address the request came from ("command line" for the users command).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When.', resolve: (entry) => entry.created }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: MeRef,
    description: 'Who is asking.',
    resolve: (_root, _args, { identity }) => identity as Exclude<Identity, { kind: 'anonymous' }>,
  }),
  mailEnabled: t.boolean({
    description: 'Whether invitations and password reset links are emailed as well as shown (TAPESCRIPT_SMTP_URL is set) (owners).',
    resolve: (_root, _args, { services }) => services.accounts.mailEnabled,
  }),
  users: t.field({ type: [UserRef], description: 'Everyone with an account, oldest first (owners).', resolve: (_root, _args, { services }) => services.accounts.users() }),
  teammates: t.field({
    type: [TeammateRef],
    description: 'The people who can sign in (not disabled), oldest first: whom a transcript can be shared with (editors; `users`, with more, is owners’).',
    resolve: async (_root, _args, { services }) => (await services.accounts.users()).filter((user) => !user.disabled),
  }),
  invitations: t.field({
    type: [InvitationRef],
    description: 'Invitations not yet accepted and not expired, newest first (owners).',
    resolve: (_root, _args, { services }) => services.accounts.invitations(),
  }),
  invitation: t.field({
    type: InvitationForRef,
    description:
      'The email and role an invitation link is for, so its page can name them (no sign-in needed: the link is the credential). A link used, expired, revoked or mistyped answers BAD_USER_INPUT saying so.',
    args: { token: t.arg.string({ required: true, description: 'The part of the invitation link after "#".' }) },
    resolve: (_root, { token }, { services }) => services.accounts.invitationFor(token),
  }),
  auditLog: t.field({
    type: [AuditEntryRef],
    description: 'The audit log, newest first (owners).',
    args: {
      first: t.arg.int({ defaultValue: 50, required: true, description: `How many entries, 1 to ${AUDIT_PAGE_MAX}.` }),
      after: t.arg.id({ description: 'The id of the last entry of the page before.' }),
    },
    resolve: (_root, { first, after }, { services }) => services.accounts.auditLog(first, after == null ? null : String(after)),
  }),
}));

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: LinkRef,
    description: `An invitation link for one person with a role: single-use, valid ${INVITATION_DAYS} days (owners).`,
    args: {
      email: t.arg.string({ required: true, description: 'Their email; they sign in with it.' }),
      role: t.arg({ type: RoleEnum, required: true, description: 'What they will be allowed to do.' }),
    },
    resolve: (_root, { email, role }, { services, facts, baseUrl }) => services.accounts.invite(facts, email, role, baseUrl),
  }),
  revokeInvitation: t.boolean({
    description: 'Withdraws an invitation not yet accepted: its link stops working at once (owners). NOT_FOUND when it was accepted or revoked already.',
    args: { id: t.arg.id({ required: true, description: 'The invitation’s id (from `invitations`).' }) },
    resolve: (_root, { id }, { services, facts }) => services.accounts.revokeInvitation(facts, String(id)),
  }),
  acceptInvitation: t.field({
    type: UserRef,
    description: 'Makes the invited account with its password (no sign-in needed: the link is the credential). Then sign in with POST /session.',
    args: {
      token: t.arg.string({ required: true, description: 'The part of the invitation link after "#".' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 10 characters, not a common one.' }),
      name: t.arg.string({ description: 'Their name as others will see it.' }),
    },
    resolve: (_root, { token, password, name }, { services, facts }) => services.accounts.acceptInvitation(token, password, name, facts.address),
  }),
  resetPassword: t.field({
    type: UserRef,
    description: 'Sets a new password from a reset link, and ends the person’s sessions everywhere.',
    args: {
      token: t.arg.string({ required: true, description: 'The part of the reset link after "#".' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 10 characters, not a common one.' }),
    },
    resolve: (_root, { token, password }, { services, facts }) => services.accounts.resetPassword(token, password, facts.address),
  }),
  createPasswordResetLink: t.field({
    type: LinkRef,
    description: 'A single-use link that sets a new password for someone, valid for a day (owners).',
    args: { userId: t.arg.id({ required: true, description: 'The person.' }) },
    resolve: (_root, { userId }, { services, facts, baseUrl }) => services.accounts.passwordResetLink(facts, String(userId), baseUrl),
  }),
  setRole: t.field({
    type: UserRef,
    description: 'Gives someone another role; it takes effect on their next request (owners). The last owner stays an owner.',
    args: {
      userId: t.arg.id({ required: true, description: 'The person.' }),
      role: t.arg({ type: RoleEnum, required: true, description: 'Their new role.' }),
    },
    resolve: (_root, { userId, role }, { services, facts }) => services.accounts.setRole(facts, String(userId), role),
  }),
  disableUser: t.field({
    type: UserRef,
    description: 'Stops someone from signing in; their sessions and API tokens stop working at once (owners).',
    args: { userId: t.arg.id({ required: true, description: 'The person.' }) },
    resolve: (_root, { userId }, { services, facts }) => services.accounts.setDisabled(facts, String(userId), true),
  }),
  enableUser: t.field({
    type: UserRef,
    description: 'Lets a disabled person sign in again (owners).',
    args: { userId: t.arg.id({ required: true, description: 'The person.' }) },
    resolve: (_root, { userId }, { services, facts }) => services.accounts.setDisabled(facts, String(userId), false),
  }),
  createApiToken: t.field({
    type: CreatedApiTokenRef,
    description: 'A new API token of your own, acting with your role. The token is in the answer this once only.',
    args: {
      label: t.arg.string({ required: true, description: 'What it is for, e.g. "nightly export script".' }),
      expiresAt: t.arg({ type: 'DateTime', description: 'When it stops working; leave out for never.' }),
    },
    resolve: (_root, { label, expiresAt }, { services, facts }) => services.accounts.createApiToken(facts, label, expiresAt),
  }),
  revokeApiToken: t.field({
    type: ApiTokenRef,
    description: 'Revokes an API token, yours or (owners) anyone’s: it stops working at once, on every server.',
    args: { id: t.arg.id({ required: true, description: 'The token’s id.' }) },
    resolve: (_root, { id }, { services, facts }) => services.accounts.revokeApiToken(facts, String(id)),
  }),
  signOutEverywhere: t.int({
    description: 'Ends every browser session of yours, this one included; answers how many. API tokens stay (revoke them one by one).',
    resolve: (_root, _args, { services, facts }) => services.accounts.signOutEverywhere(facts),
  }),
}));
