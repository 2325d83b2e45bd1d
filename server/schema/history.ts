import { builder } from './builder.ts';
import { seenBy } from './shown.ts';
import { TranscriptRef } from './transcript.ts';
import type { DiffPart } from '../domain/word-diff.ts';

const DiffKind = builder.enumType('DiffKind', {
  description: 'How a run of words differs.',
  values: {
    SAME: { value: 'same', description: 'In both versions.' },
    ADDED: { value: 'added', description: 'Only in the current version.' },
    REMOVED: { value: 'removed', description: 'Only in the earlier version.' },
  } as const,
});

const DiffPartRef = builder.objectRef<DiffPart>('DiffPart').implement({
  description: 'A run of words in a word-level diff.',
  fields: (t) => ({
    kind: t.field({ type: DiffKind, description: 'Whether the words are in both versions, added or removed.', resolve: (p) => p.kind }),
    text: t.exposeString('text', { description: 'The words, separated by single spaces.' }),
  }),
});

builder.queryField('versionDiff', (t) =>
  t.field({
    type: [DiffPartRef],
    description:
      'Word-level differences from an earlier version (`versionId`) to the current version; of their pseudonymised texts for whoever is shown the transcript pseudonymised (`showsPseudonyms`).',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      versionId: t.arg.id({ required: true, description: 'The earlier version.' }),
    },
    resolve: async (_r, a, context) => context.services.edits.diffToCurrent(await seenBy(context, await context.services.transcripts.get(String(a.id))), String(a.versionId)),
  }),
);

const RestoreKind = builder.enumType('RestoreKind', {
  description: 'What a restore is, as the history shows it.',
  values: {
    RESTORE: { value: 'restore', description: 'An earlier version brought back from the history.' },
    UNDO: { value: 'undo', description: 'An undo (Ctrl+Z): the new version names the one it takes back in `undoes`.' },
    REDO: { value: 'redo', description: 'A redo (Ctrl+Shift+Z).' },
  } as const,
});

builder.mutationField('restoreVersion', (t) =>
  t.field({
    type: TranscriptRef,
    description: 'Makes an earlier version’s text current again, as a new version (nothing is deleted).',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      versionId: t.arg.id({ required: true, description: 'The version to bring back.' }),
      baseVersionId: t.arg.id({
        description:
          'The version the user was looking at. When it is older than the current version, what the restore changes against it is merged by segment with what was written since; it fails with CONFLICT (`extensions.conflicts`, `extensions.currentVersionId`) only when a segment it changes was also changed since.',
      }),
      as: t.arg({ type: RestoreKind, defaultValue: 'restore', required: true, description: 'A plain restore (the default), an undo or a redo.' }),
    },
    resolve: (_r, a, { services }) => services.edits.restoreVersion(String(a.id), String(a.versionId), a.baseVersionId && String(a.baseVersionId), a.as),
  }),
);
