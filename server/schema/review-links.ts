import { allows } from '../auth/role-gate.ts';
import { REVIEW_LINK_DAYS, REVIEW_LINK_MAX_DAYS } from '../services/review-links.ts';
import type { ReviewLinkRecord } from '../store/review-links-repo.ts';
import { storeTime } from '../store/times.ts';
import type { Approval, Transcript } from '../domain/transcript.ts';
import { AuthorRef } from './author.ts';
import { builder } from './builder.ts';
import { seenBy } from './shown.ts';
import { lowercaseEnum } from './lowercase-enum.ts';
import { TranscriptRef } from './transcript.ts';

const ReviewPermission = lowercaseEnum('ReviewPermission', 'What a review link allows on its one transcript.', {
  VIEW: 'Read it, play its audio and export it.',
  COMMENT: 'Read, play and export it, comment on it (and reply), and mark it approved.',
});

export const ReviewLinkRef = builder.objectRef<ReviewLinkRecord>('ReviewLink').implement({
  description:
    'A link that gives one reviewer (an interviewee) one transcript to read, and with COMMENT to comment on and approve, and nothing else of the library. The link itself is shown only when made.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The link’s id, for revokeReviewLink.' }),
    transcriptId: t.id({ description: 'The transcript it opens.', resolve: (link) => link.transcript }),
    permission: t.field({ type: ReviewPermission, description: 'View, or view and comment.', resolve: (link) => link.permission }),
    reviewerName: t.exposeString('reviewer_name', { description: 'Who it is for: shown on their comments and their approval.' }),
    expiresAt: t.field({ type: 'DateTime', description: 'When it stops working.', resolve: (link) => link.expires }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was revoked; null while it is not.', resolve: (link) => link.revoked || null }),
    active: t.boolean({
      description: 'Whether it works now: neither revoked nor expired.',
      resolve: (link) => !link.revoked && storeTime(link.expires) > Date.now(),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (link) => link.created }),
    createdBy: t.field({ type: AuthorRef, nullable: true, description: 'Who made it; null in local mode.', resolve: (link) => link.created_by ?? null }),
  }),
});

const CreatedReviewLinkRef = builder.objectRef<{ url: string; link: ReviewLinkRecord }>('CreatedReviewLink').implement({
  description: 'A new review link: `url` is shown this once (only a hash of its secret is kept).',
  fields: (t) => ({
    url: t.exposeString('url', {
      description:
        'The link to give the reviewer. Its first request moves the secret into a cookie of its own and redirects to the reading page, so the secret does not stay in the address bar, the history or the logs after it.',
    }),
    reviewLink: t.field({ type: ReviewLinkRef, description: 'The link as listed from now on.', resolve: (created) => created.link }),
  }),
});

const ApprovalRef = builder.objectRef<{ approval: Approval; currentVersionId: string }>('Approval').implement({
  description: 'A transcript marked approved: the version approved, by whom and when.',
  fields: (t) => ({
    versionId: t.id({ description: 'The version approved (a TranscriptVersion id).', resolve: ({ approval }) => approval.versionId }),
    approvedBy: t.field({
      type: AuthorRef,
      nullable: true,
      description: 'Who approved it: a review link’s reviewer, or a person recording an approval; null in local mode.',
      resolve: ({ approval }) => approval.author ?? null,
    }),
    approvedAt: t.field({ type: 'DateTime', description: 'When.', resolve: ({ approval }) => approval.at }),
    changedSince: t.boolean({
      description: 'True once a later version exists: what is current now is not what was approved.',
      resolve: ({ approval, currentVersionId }) => approval.versionId !== currentVersionId,
    }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  approval: t.field({
    type: ApprovalRef,
    nullable: true,
    description: 'The latest approval (approveTranscript), with whether the transcript changed since; null while none.',
    resolve: (meta: Transcript) => (meta.approval ? { approval: meta.approval, currentVersionId: meta.currentVersionId } : null),
  }),
  reviewLinks: t.field({
    type: [ReviewLinkRef],
    description: 'The review links made for it, newest first, revoked and expired ones included; empty for anyone who may not make review links.',
    resolve: (meta: Transcript, _args, { identity, services }) => (allows(identity, 'reviewLinks') ? services.reviewLinks.ofTranscript(meta.id) : []),
  }),
}));

builder.mutationFields((t) => ({
  createReviewLink: t.field({
    type: CreatedReviewLinkRef,
    description: `A review link for one transcript, for one named reviewer (editors). It lasts ${REVIEW_LINK_DAYS} days unless \`expiresAt\` says otherwise (at most ${REVIEW_LINK_MAX_DAYS}), and can be revoked. Its secret is 256 random bits, kept only as a hash.`,
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript to review.' }),
      permission: t.arg({ type: ReviewPermission, required: true, description: 'View, or view and comment (and approve).' }),
      reviewerName: t.arg.string({ required: true, description: 'Who it is for, e.g. the interviewee’s name.' }),
      expiresAt: t.arg({ type: 'DateTime', description: `When it stops working; ${REVIEW_LINK_DAYS} days from now when left out.` }),
    },
    resolve: (_root, { transcriptId, permission, reviewerName, expiresAt }, { services, facts, baseUrl }) =>
      services.reviewLinks.create(facts, String(transcriptId), permission, reviewerName, expiresAt, baseUrl),
  }),
  revokeReviewLink: t.field({
    type: ReviewLinkRef,
    description: 'Revokes a review link: within a second it stops working on every server, and its open live-update streams end (editors).',
    args: { id: t.arg.id({ required: true, description: 'The link’s id.' }) },
    resolve: (_root, { id }, { services, facts }) => services.reviewLinks.revoke(facts, String(id)),
  }),
  approveTranscript: t.field({
    type: TranscriptRef,
    description:
      'Marks the transcript approved as it is now, recording its current version (a review link with COMMENT; editors may record an approval given otherwise). Editors see it in the list and the history, and `approval.changedSince` once a later version exists.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript.' }),
      versionId: t.arg.id({ description: 'The version the reviewer read: CONFLICT when the transcript has changed since.' }),
    },
    // Answered as the reviewer is shown the transcript: pseudonymised for a review link (schema/shown.ts).
    resolve: async (_root, { id, versionId }, context) => seenBy(context, await context.services.reviewLinks.approve(context.facts, String(id), versionId == null ? null : String(versionId))),
  }),
}));
