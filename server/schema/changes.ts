import type { VersionChange } from '../domain/version-changes.ts';
import { builder } from './builder.ts';
import { MergeResultRef, TranscriptRef } from './transcript.ts';

const VersionChangeKind = builder.enumType('VersionChangeKind', {
  description: 'What kind of change a version made, word by word inside segments or to whole segments.',
  values: {
    PUNCTUATION: { value: 'punctuation', description: 'A word’s punctuation (“then” → “then.”), or punctuation inside a word (“dont” → “don’t”).' },
    CASING: { value: 'casing', description: 'A word’s upper and lower case (“from” → “From”). A word whose casing and punctuation both changed has one change of each kind.' },
    WORDS: { value: 'words', description: 'A run of words added, removed or replaced by other words.' },
    SPEAKER: { value: 'speaker', description: 'The segment’s speaker; `before` and `after` are the names.' },
    SPLIT: { value: 'split', description: 'The segment split in parts; `after` holds the parts’ texts joined by " | ".' },
    MERGE: { value: 'merge', description: 'Later segments joined onto this one; `before` holds their texts joined by " | ".' },
    INSERTED: { value: 'inserted', description: 'A segment added; `before` is empty.' },
    DELETED: { value: 'deleted', description: 'A segment deleted; `after` is empty.' },
  } as const,
});

const VersionChangeRef = builder.objectRef<VersionChange>('VersionChange').implement({
  description: 'One change a version made to the version before it. Revert it with revertChanges.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Derived from the change itself: the same for the same pair of versions every time it is asked.' }),
    segmentId: t.exposeID('segmentId', { description: 'The segment it is in (for a merge, the segment the others joined; for a split, the one split).' }),
    kind: t.field({ type: VersionChangeKind, description: 'What kind of change it is.', resolve: (change) => change.kind }),
    before: t.exposeString('before', { description: 'The words before the change ("" when words were added).' }),
    after: t.exposeString('after', { description: 'The words after the change ("" when words were removed).' }),
    position: t.exposeInt('position', { description: 'The segment’s place in the version, from 1 (in the version before, for a deleted segment).' }),
    wordIndex: t.exposeInt('wordIndex', {
      description: 'Where the change’s words begin among the whitespace-separated words of `segmentText`, from 0 (0 for a whole-segment change).',
    }),
    segmentText: t.exposeString('segmentText', { description: 'The segment’s whole text in the version, to show the change in its place ("" when deleted).' }),
  }),
});

builder.objectField(TranscriptRef, 'versionChanges', (t) =>
  t.field({
    type: [VersionChangeRef],
    description:
      'What a version changed from the version before it, in reading order: word by word inside segments (punctuation, casing, words) and whole segments (speaker, split, merge, inserted, deleted). With `fromVersionId`, its differences from that version instead (from the current one: what restoring it brings back). Whoever is shown the transcript pseudonymised (`showsPseudonyms`) is shown the changes between the pseudonymised texts.',
    args: {
      versionId: t.arg.id({ required: true, description: 'The version (one of `versions`).' }),
      fromVersionId: t.arg.id({ description: 'Compare with this version instead of the one before.' }),
    },
    resolve: (meta, a, { services }) => services.edits.versionChanges(meta, String(a.versionId), a.fromVersionId == null ? null : String(a.fromVersionId)),
  }),
);

builder.queryField('refinePreview', (t) =>
  t.field({
    type: [VersionChangeRef],
    description:
      'A dry run of refine: the changes it would make to the current version, as versionChanges lists them. Asks the refine service, and writes nothing. For those who may refine, who all see a pseudonymised transcript’s originals (viewers and review links are refused).',
    args: { id: t.arg.id({ required: true, description: 'The transcript id.' }) },
    resolve: (_r, a, { services }) => services.transcripts.refinePreview(String(a.id)),
  }),
);

builder.mutationField('revertChanges', (t) =>
  t.field({
    type: MergeResultRef,
    description:
      'Takes back the chosen changes of a version (ids from Transcript.versionChanges) on top of the current version, as one new version. It is merged by segment as mergeEdits merges: a change whose segment was changed since that version is listed in `conflicts`, the current text kept. Unknown ids are refused with BAD_USER_INPUT.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      versionId: t.arg.id({ required: true, description: 'The version whose changes are taken back.' }),
      changeIds: t.arg.idList({ required: true, description: 'The changes to take back (VersionChange.id); the others stay.' }),
    },
    resolve: (_r, a, { services }) => services.edits.revertChanges(String(a.id), String(a.versionId), a.changeIds.map(String)),
  }),
);
