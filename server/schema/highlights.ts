import { shownText, wordSpans } from '../domain/pseudonyms/apply.ts';
import { MAX_NOTE_CHARS, MAX_TAG_CHARS, MAX_TAGS } from '../../shared/highlight-limits.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { Identity } from '../auth/identity.ts';
import type { Services } from '../services/index.ts';
import type { HighlightView } from '../services/highlights.ts';
import { quoteCursor } from '../services/quote-bank.ts';
import { AuthorRef } from './author.ts';
import { builder, type Context } from './builder.ts';
import { currentSegments, TranscriptRef } from './transcript.ts';

/** A highlight with its transcript as the asker is shown it: quote, speaker and note read through its pseudonyms. */
type Shown = HighlightView & { meta: Transcript };


/** A highlight (of a mutation or a live event), with its transcript as the asker sees it. */
export async function shownTo(services: Services, identity: Identity, view: HighlightView): Promise<Shown> {
  const meta = await services.repo.getTranscript(view.record.transcript);
  return { ...view, meta: await services.pseudonyms.asSeenBy(identity, meta) };
}

/**
 * Its words counted in the text the asker is shown: where a replacement has more or fewer words than its term, a
 * pseudonym reader's indexes differ from the written ones (domain/pseudonyms/apply.ts wordSpans).
 */
async function shownWords({ place, meta }: Shown, loadVersion: Context['loadVersion']): Promise<{ fromWord: number | null; toWord: number | null }> {
  const { fromWord, toWord } = place;
  if (!meta.shownWith || fromWord == null || toWord == null) return { fromWord, toWord };
  const segments = await currentSegments(meta, loadVersion);
  const textOf = (id: string | null) => segments.find((segment) => segment.id === id)?.text;
  const [from, to] = [textOf(place.fromSegmentId), textOf(place.toSegmentId)];
  return {
    fromWord: from === undefined ? fromWord : wordSpans(from, meta.shownWith).shown({ from: fromWord, to: fromWord }).from,
    toWord: to === undefined ? toWord : wordSpans(to, meta.shownWith).shown({ from: toWord, to: toWord }).to,
  };
}

export const HighlightRef = builder.objectRef<Shown>('Highlight');
HighlightRef.implement({
  description:
    'A passage of one speaker’s words, possibly across consecutive segments, with tags and a note. It keeps the words it is on and is found again in later versions as comments are; one whose words were deleted is kept, `outdated`, with its `quote`. Quote, speaker and note are pseudonymised for those who see pseudonyms.',
  fields: (t) => ({
    id: t.id({ description: 'The highlight’s id.', resolve: ({ record }) => record.id }),
    transcript: t.field({ type: TranscriptRef, description: 'The transcript it is in.', resolve: ({ meta }) => meta }),
    quote: t.string({ description: 'The words highlighted, as they were when it was made (its segments’ parts joined by a space).', resolve: ({ record, meta }) => shownText(meta.shownWith, record.parts.map((part) => part.quote).join(' ')) }),
    speaker: t.string({ description: 'Who says it: the speaker of its segments now (as when it was made, when outdated).', resolve: ({ record, place, meta }) => shownText(meta.shownWith, place.speaker ?? record.speaker) }),
    start: t.float({ description: 'When its first word begins, in seconds (by word timings when kept; as when made, when outdated).', resolve: ({ record, place }) => place.start ?? record.start }),
    end: t.float({ description: 'When its last word ends, in seconds.', resolve: ({ record, place }) => place.end ?? record.end }),
    tags: t.stringList({ description: 'Its tags, as first spelled, in the order given.', resolve: ({ record }) => record.tags ?? [] }),
    note: t.string({ nullable: true, description: 'Its note; null when none.', resolve: ({ record, meta }) => (record.note ? shownText(meta.shownWith, record.note) : null) }),
    author: t.field({ type: AuthorRef, nullable: true, description: 'Who made it; null in local mode.', resolve: ({ record }) => record.author ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: ({ record }) => record.created }),
    outdated: t.boolean({ description: 'Some of its words are no longer in the transcript: shown apart, with `quote`.', resolve: ({ place }) => place.outdated }),
    cursor: t.string({ description: 'An opaque position of this highlight in a list of highlights, for paging after it.', resolve: ({ record }) => quoteCursor(record) }),
    fromSegmentId: t.id({ nullable: true, description: 'The segment (Segment.id of the current version) its first word is in; for an outdated one the segment nearest to where it was.', resolve: ({ place }) => place.fromSegmentId }),
    fromWord: t.int({
      nullable: true,
      description: 'Its first word, an index into that segment’s whitespace-separated words as the asker is shown them (pseudonymised for whoever sees pseudonyms); null when outdated.',
      resolve: async (shownHighlight, _args, { loadVersion }) => (await shownWords(shownHighlight, loadVersion)).fromWord,
    }),
    toSegmentId: t.id({ nullable: true, description: 'The segment its last word is in (the same as `fromSegmentId`, or a later one of the same speaker).', resolve: ({ place }) => place.toSegmentId }),
    toWord: t.int({
      nullable: true,
      description: 'Its last word (included) in `toSegmentId`, counted as `fromWord` is; null when outdated.',
      resolve: async (shownHighlight, _args, { loadVersion }) => (await shownWords(shownHighlight, loadVersion)).toWord,
    }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  highlights: t.field({
    type: [HighlightRef],
    description: 'Its highlights, in the order of the text (outdated ones where they were). Empty for a review link: reviewers never see highlights, tags or notes.',
    resolve: async (meta: Transcript, _args, { services, identity, loadVersion }) => {
      if (identity.kind === 'reviewLink') return [];
      const segments = await currentSegments(meta, loadVersion);
      return (await services.highlights.ofTranscript(meta, segments)).map((view) => ({ ...view, meta }));
    },
  }),
}));

builder.queryFields((t) => ({
  highlightTags: t.stringList({
    description: 'The tags used before on highlights of transcripts you may see, most used first: suggestions for a new highlight.',
    args: { first: t.arg.int({ defaultValue: 50, required: true, description: 'How many, 1 to 200.' }) },
    resolve: (_root, { first }, { services, facts }) => services.highlights.tags(facts, Math.min(Math.max(first, 1), 200)),
  }),
}));

const tagsDescription = `Free-text tags: trimmed, the same tag in another case kept once; at most ${MAX_TAGS} of at most ${MAX_TAG_CHARS} characters.`;

builder.mutationFields((t) => ({
  addHighlight: t.field({
    type: HighlightRef,
    description: 'Highlights words of the current version: from a word of one segment to a word of the same or a later consecutive segment of the same speaker. Editors and owners.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      fromSegmentId: t.arg.id({ required: true, description: 'The segment (Segment.id) of its first word.' }),
      fromWord: t.arg.int({ required: true, description: 'Its first word: an index into that segment’s whitespace-separated words, from 0.' }),
      toSegmentId: t.arg.id({ required: true, description: 'The segment of its last word: `fromSegmentId` or a later one of the same speaker, with none of another between.' }),
      toWord: t.arg.int({ required: true, description: 'Its last word (included).' }),
      tags: t.arg.stringList({ description: `${tagsDescription} None when left out.` }),
      note: t.arg.string({ description: `A note (at most ${MAX_NOTE_CHARS} characters).` }),
    },
    resolve: async (_root, args, { services, facts, identity }) =>
      shownTo(
        services,
        identity,
        await services.highlights.add(facts, {
          transcriptId: String(args.transcriptId),
          fromSegmentId: String(args.fromSegmentId),
          fromWord: args.fromWord,
          toSegmentId: String(args.toSegmentId),
          toWord: args.toWord,
          tags: args.tags ?? [],
          note: args.note,
        }),
      ),
  }),
  updateHighlight: t.field({
    type: HighlightRef,
    description: 'Changes a highlight’s tags and note (its words stay). Editors and owners.',
    args: {
      id: t.arg.id({ required: true, description: 'The highlight.' }),
      tags: t.arg.stringList({ description: `${tagsDescription} Replace its tags; left out keeps them, [] removes them.` }),
      note: t.arg.string({ description: `Replaces its note (at most ${MAX_NOTE_CHARS} characters); left out keeps it, "" removes it.` }),
    },
    resolve: async (_root, { id, tags, note }, { services, identity }) => shownTo(services, identity, await services.highlights.update(String(id), tags, note)),
  }),
  deleteHighlight: t.boolean({
    description: 'Deletes a highlight. Editors and owners.',
    args: { id: t.arg.id({ required: true, description: 'The highlight.' }) },
    resolve: (_root, { id }, { services }) => services.highlights.delete(String(id)),
  }),
}));
