import { CHAPTER_TITLE_MAX, chaptersOf, type Chapter } from '../domain/chapters/chapters.ts';
import { shownText } from '../domain/pseudonyms/apply.ts';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

/** A chapter with the pseudonym list its title is shown through (none for those who see originals). */
type ShownChapter = Chapter & { shownWith?: readonly Pseudonym[] };

const ChapterRef = builder.objectRef<ShownChapter>('Chapter').implement({
  description:
    'A chapter of a transcript: a title where a part of the interview starts, anchored to a segment of the version it belongs to. Chapters are part of versions: a restore brings a version’s chapters back, and every later version carries them on. A chapter whose segment is merged into the one before moves to that segment; one whose segment is deleted goes (of two chapters that come to one segment, the earlier stays).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable while the chapter stays, renamed or moved.' }),
    segmentId: t.exposeID('segmentId', { description: 'The segment it starts at (`Segment.id`).' }),
    start: t.exposeFloat('start', { description: 'Where it starts, in seconds: its segment’s start.' }),
    title: t.string({ description: 'Its title (pseudonymised for whoever is shown the transcript pseudonymised).', resolve: (chapter) => shownText(chapter.shownWith, chapter.title) }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  chapters: t.field({
    type: [ChapterRef],
    description: 'The current version’s chapters, sorted by start; empty when it has none (also for versions written before chapters).',
    resolve: async (meta, _args, { loadVersion }) =>
      meta.currentVersionId ? chaptersOf(await loadVersion(meta.currentVersionId)).map((chapter) => ({ ...chapter, shownWith: meta.shownWith })) : [],
  }),
}));

const ChapterInput = builder.inputType('ChapterInput', {
  description: 'A chapter to set: a title at a segment.',
  fields: (t) => ({
    segmentId: t.id({ required: true, description: 'The segment it starts at: one of the current version’s (`Segment.id`), with no other chapter.' }),
    title: t.string({ required: true, description: `Its title: 1 to ${CHAPTER_TITLE_MAX} characters once trimmed to one line.` }),
  }),
});

builder.mutationField('setChapters', (t) =>
  t.field({
    type: TranscriptRef,
    description:
      'Sets a transcript’s chapters (the whole list: a chapter left out is deleted) as a new version of kind CHAPTERS with the same segments; nothing is written when they are the chapters it has. Each `segmentId` must be a segment of the current version, with one chapter at most; titles are 1 to 200 characters. A chapter already at its segment, or moved there with its title, keeps its id. With a `baseVersionId` older than the current version the chapters still apply to the current one, unless its chapters were changed since: then the error CONFLICT with `extensions.currentVersionId` (and empty `extensions.conflicts`), nothing saved. Editors and owners.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      baseVersionId: t.arg.id({ required: true, description: 'The version the chapters were made on (Transcript.versionId when loaded).' }),
      chapters: t.arg({ type: [ChapterInput], required: true, description: 'Every chapter, in any order.' }),
    },
    resolve: (_r, a, { services }) =>
      services.chapters.setChapters(
        String(a.transcriptId),
        String(a.baseVersionId),
        a.chapters.map((chapter) => ({ segmentId: String(chapter.segmentId), title: chapter.title })),
      ),
  }),
);

builder.queryField('suggestChapters', (t) =>
  t.field({
    type: [ChapterRef],
    description:
      'Chapters proposed for the current version, saved nowhere (setChapters saves those chosen): the first at the first segment, then one wherever the vocabulary of the talk shifts (a lexical-cohesion method of the TextTiling family over the words, never the speakers), at a segment start, each chapter at least 2 minutes or 8 segments long; titled by each chapter’s key phrases, or with a language model configured by the model where its title is one line of 1 to 200 characters (README "Chapters"). A proposal’s `id` is its segment’s. Empty before the transcript is transcribed. Editors and owners.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript.' }) },
    resolve: (_r, a, { services }) => services.chapters.suggest(String(a.transcriptId)),
  }),
);
