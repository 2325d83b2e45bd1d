import { authorOf } from '../auth/identity.ts';
import type { RetentionPolicy } from '../domain/retention.ts';
import { storeTime } from '../store/times.ts';
import type { Transcript } from '../domain/transcript.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

const RetentionRef = builder.objectRef<RetentionPolicy>('Retention').implement({
  description:
    'The library’s retention policy. The clocks start at a transcript’s last approval, or its last edit when never approved; a legal hold stops both. The server enforces it at start-up and hourly, writing each step to the audit log; `npm run retention -- --as-of DATE --dry-run` lists what would go.',
  fields: (t) => ({
    audioDays: t.exposeInt('audioDays', { nullable: true, description: 'Days after which a transcript’s audio is removed (the transcript stays, `audioRemovedAt` set); null keeps it.' }),
    transcriptDays: t.exposeInt('transcriptDays', { nullable: true, description: 'Days after which a transcript is deleted permanently, as by `deleteTranscriptPermanently`; null keeps it.' }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  legalHold: t.boolean({ description: 'On legal hold (`setLegalHold`): neither retention nor the bin deletes anything of it.', resolve: (meta: Transcript) => meta.legalHold === true }),
  audioRemovedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the retention policy removed its audio (the player says so, and `/media` answers 404); null while it has it.',
    resolve: (meta: Transcript) => (meta.audioRemovedAt ? new Date(storeTime(meta.audioRemovedAt)).toISOString() : null),
  }),
}));

builder.queryFields((t) => ({
  retention: t.field({ type: RetentionRef, description: 'The library’s retention policy (both null until an owner sets one: everything is kept).', resolve: (_root, _args, { services }) => services.retention.policy() }),
}));

builder.mutationFields((t) => ({
  setRetention: t.field({
    type: RetentionRef,
    description: 'Owners: sets the retention policy, each value in days from 1 to 36500, or null to keep. Recorded in the audit log.',
    args: { audioDays: t.arg.int({ description: 'Days to keep audio; null keeps it.' }), transcriptDays: t.arg.int({ description: 'Days to keep transcripts; null keeps them.' }) },
    resolve: (_root, { audioDays, transcriptDays }, { services, facts }) =>
      services.retention.setPolicy({ audioDays: audioDays ?? null, transcriptDays: transcriptDays ?? null }, authorOf(facts.identity), facts.address),
  }),
  setLegalHold: t.field({
    type: TranscriptRef,
    description: 'Owners: puts a transcript on legal hold (`hold: true`), or lifts it. While held, neither retention nor the bin deletes anything of it. Recorded in the audit log.',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }), hold: t.arg.boolean({ required: true, description: 'true holds, false lifts the hold.' }) },
    resolve: (_root, { id, hold }, { services }) => services.purge.setLegalHold(String(id), hold),
  }),
}));
