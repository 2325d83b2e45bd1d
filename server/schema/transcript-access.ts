import type { TranscriptShare } from '../domain/transcript.ts';
import { RoleEnum } from './accounts.ts';
import { mayChangeAccess } from '../auth/visibility.ts';
import { builder } from './builder.ts';
import { lowercaseEnum } from './lowercase-enum.ts';
import { TranscriptRef } from './transcript.ts';

/** Private transcripts (README "Private transcripts"); who sees what is decided in auth/visibility.ts. */

const VisibilityEnum = lowercaseEnum('TranscriptVisibility', 'Who sees a transcript in team mode.', {
  TEAM: 'Everyone signed in who may read (as every transcript made before private ones).',
  PRIVATE: 'Only its creator, the people it is shared with, and owners; for everyone else it does not exist.',
});

const ShareRef = builder.objectRef<TranscriptShare>('TranscriptShare').implement({
  description: 'A person a transcript is shared with (it counts while the transcript is PRIVATE).',
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'The person’s `User.id`.' }),
    role: t.field({ type: RoleEnum, description: 'Their role on it, never above their own.', resolve: (share) => share.role }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  visibility: t.field({ type: VisibilityEnum, description: 'TEAM or PRIVATE (always TEAM in local mode, where everyone sees everything).', resolve: (meta) => meta.visibility ?? 'team' }),
  shares: t.field({
    type: [ShareRef],
    description: 'The people it is shared with; empty for anyone who may not change who sees it (only its creator and owners may).',
    resolve: (meta, _args, { identity }) => (mayChangeAccess(identity, meta) ? (meta.shares ?? []) : []),
  }),
}));

builder.mutationFields((t) => ({
  setTranscriptAccess: t.field({
    type: TranscriptRef,
    description: 'Makes a transcript PRIVATE or TEAM again. Its creator or an owner only; team mode only.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      visibility: t.arg({ type: VisibilityEnum, required: true, description: 'Who will see it.' }),
    },
    resolve: (_root, { id, visibility }, { services, facts }) => services.transcriptAccess.setVisibility(facts, String(id), visibility),
  }),
  shareTranscript: t.field({
    type: TranscriptRef,
    description: 'Shares a transcript with a person at a role no higher than their own (again: changes the role). Its creator or an owner only.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }),
      userId: t.arg.id({ required: true, description: 'The person’s `User.id`.' }),
      role: t.arg({ type: RoleEnum, required: true, description: 'Their role on this transcript.' }),
    },
    resolve: (_root, { transcriptId, userId, role }, { services, facts }) => services.transcriptAccess.share(facts, String(transcriptId), String(userId), role),
  }),
  unshareTranscript: t.field({
    type: TranscriptRef,
    description: 'Takes a person off a transcript’s shares. Its creator or an owner only.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }),
      userId: t.arg.id({ required: true, description: 'The person’s `User.id`.' }),
    },
    resolve: (_root, { transcriptId, userId }, { services, facts }) => services.transcriptAccess.unshare(facts, String(transcriptId), String(userId)),
  }),
}));
