import { readerOf } from '../auth/visibility.ts';
import { shownText } from '../domain/pseudonyms/apply.ts';
import type { Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import { SHOW_NOTES_MAX, type StoredShowNotes } from '../domain/show-notes/show-notes.ts';
import type { Context } from './builder.ts';
import { AuthorRef } from './author.ts';
import { builder } from './builder.ts';
import { seenBy } from './shown.ts';

/** Show notes with the pseudonym list they are shown through (none for those who see originals). */
type ShownNotes = StoredShowNotes & { shownWith?: readonly Pseudonym[] };

const ShowNotesRef = builder.objectRef<ShownNotes>('ShowNotes').implement({
  description:
    'A transcript’s show notes (README "Show notes"): markdown to publish with the episode. They are part of versions: each draft and save is a version of kind SHOW_NOTES, every later version carries them on, and a restore brings a version’s show notes back.',
  fields: (t) => ({
    markdown: t.string({ description: 'The notes, in markdown (pseudonymised for whoever is shown the transcript pseudonymised).', resolve: (notes) => shownText(notes.shownWith, notes.markdown) }),
    updatedAt: t.field({ type: 'DateTime', description: 'When they were last drafted or saved.', resolve: (notes) => notes.updatedAt }),
    author: t.field({
      type: AuthorRef,
      nullable: true,
      description: 'Who last drafted or saved them (as `TranscriptVersion.author`); null in local mode.',
      resolve: (notes) => notes.author ?? null,
    }),
    drafted: t.boolean({ description: 'True when the text is a draft the product wrote (draftShowNotes) and no person has saved it since.', resolve: (notes) => notes.drafted }),
    byModel: t.boolean({
      description: 'True when a language model wrote the draft (the page labels it "Drafted by a model: check it"); false offline and once a person saved.',
      resolve: (notes) => notes.byModel,
    }),
  }),
});

/** Notes as the asker is shown the transcript: pseudonymised where it shows them pseudonyms. */
async function shown(context: Context, id: string, notes: StoredShowNotes | null): Promise<ShownNotes | null> {
  if (!notes) return null;
  const transcript = await context.services.transcripts.find(id, readerOf(context.identity));
  return transcript && { ...notes, shownWith: (await seenBy(context, transcript)).shownWith };
}

builder.queryField('showNotes', (t) =>
  t.field({
    type: ShowNotesRef,
    nullable: true,
    description: 'The current version’s show notes; null when none were drafted or saved yet. Whoever may read the transcript (a review link too).',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript.' }) },
    resolve: async (_r, a, context) => {
      const transcript = await context.services.transcripts.find(String(a.transcriptId), readerOf(context.identity));
      return transcript && shown(context, transcript.id, await context.services.showNotes.of(transcript));
    },
  }),
);

builder.mutationFields((t) => ({
  draftShowNotes: t.field({
    type: ShowNotesRef,
    description:
      'Drafts show notes from the current version and saves them as a new version of kind SHOW_NOTES (over any notes it had: the history keeps them): a "Summary" of its most central sentences (3 to 6, in transcript order, each with its speaker and time; with a language model configured, the model’s sentences, each citing a segment time that exists, and then `byModel` is true), its "Chapters" as CHAPTERS_YOUTUBE lines, its highlights as "Key quotes" and its "Speakers". Editors and owners.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript.' }) },
    resolve: async (_r, a, context) => (await shown(context, String(a.transcriptId), await context.services.showNotes.draft(String(a.transcriptId))))!,
  }),
  saveShowNotes: t.field({
    type: ShowNotesRef,
    description: `Saves show notes as a person wrote them, as a new version of kind SHOW_NOTES (drafted and byModel become false). Markdown of at most ${SHOW_NOTES_MAX.toLocaleString('en')} characters, else BAD_USER_INPUT; empty is allowed (notes cleared, the history keeps what they were). The last save wins. Editors and owners.`,
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      markdown: t.arg.string({ required: true, description: 'The notes, in markdown (line ends become "\\n"; blanks at its start and end go).' }),
    },
    resolve: async (_r, a, context) => (await shown(context, String(a.transcriptId), await context.services.showNotes.save(String(a.transcriptId), a.markdown)))!,
  }),
}));
