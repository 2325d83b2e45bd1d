import type { TextRange } from '../domain/search-snippet.ts';
import type { SearchHit } from '../services/search.ts';
import { pseudonymViewerOf, readerOf } from '../auth/visibility.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

const TextRangeRef = builder.objectRef<TextRange>('TextRange').implement({
  description: 'A stretch of a text, in characters (UTF-16 code units, as JavaScript counts them).',
  fields: (t) => ({
    offset: t.exposeInt('offset', { description: 'Where it starts.' }),
    length: t.exposeInt('length', { description: 'How long it is.' }),
  }),
});

const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  description: 'A segment whose text matches a search.',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptRef, description: 'The transcript the segment is in.', resolve: (hit) => hit.transcript }),
    segmentId: t.exposeString('segmentId', { description: 'The segment: its id, or "@" and its position when it has none.' }),
    start: t.exposeFloat('start', { description: 'Where the segment starts (seconds): open /transcript/{id} and seek here.' }),
    end: t.exposeFloat('end', { description: 'Where the segment ends (seconds).' }),
    speaker: t.string({ nullable: true, description: 'Who speaks.', resolve: (hit) => hit.speaker || null }),
    snippet: t.exposeString('snippet', { description: 'The segment’s text, or for a long one a window starting a little before its first match.' }),
    matches: t.field({ type: [TextRangeRef], description: 'Every match in `snippet`, in order.', resolve: (hit) => hit.matches }),
    matchOffset: t.int({ description: 'Where the first match starts in `snippet` (characters).', resolve: (hit) => hit.matches[0]?.offset ?? 0 }),
    matchLength: t.int({ description: 'How long the first match is (characters).', resolve: (hit) => hit.matches[0]?.length ?? 0 }),
    highlighted: t.string({
      description: 'The snippet with every match wrapped in ** ** (handy in GraphiQL).',
      resolve: (hit) => {
        let text = hit.snippet;
        for (const { offset, length } of [...hit.matches].reverse()) {
          text = `${text.slice(0, offset)}**${text.slice(offset, offset + length)}**${text.slice(offset + length)}`;
        }
        return text;
      },
    }),
    cursor: t.exposeString('cursor', { description: 'Pass as `after` to get the hits that follow this one.' }),
    approximate: t.exposeBoolean('approximate', {
      description: 'More than 20,000 segments matched, so only the 20,000 most recently written were ranked: refine the search to rank all.',
    }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: [SearchHitRef],
    description:
      'Finds segments in the current version of every transcript that is not deleted and that you may see, case- and accent-insensitive. In a ' +
      '`pseudonymised` transcript that shows you pseudonyms it searches the text as you are shown it: a listed term finds nothing there, its ' +
      'replacement does, and the snippet, speaker and title are pseudonymised. Words must all ' +
      'occur; "…" is a phrase; a trailing * makes a prefix (interv* finds interview); everything else is literal. Best match first ' +
      '(bm25), the most recently written first among equals.',
    args: {
      query: t.arg.string({ required: true, description: 'The text to find, at most 200 characters.' }),
      first: t.arg.int({ defaultValue: 20, required: true, description: 'How many hits at most, 1 to 100.' }),
      after: t.arg.string({ description: 'A hit’s `cursor`: the hits that follow it in the same search.' }),
      speaker: t.arg.string({
        description: 'Only segments of this speaker (exactly as named; as you are shown the name: in a transcript that shows you pseudonyms, its replacement).',
      }),
      transcriptId: t.arg.id({ description: 'Only segments of this transcript.' }),
    },
    resolve: async (_r, a, { services, identity }) => {
      const hits = await services.search.search({
        query: a.query,
        first: a.first,
        after: a.after,
        speaker: a.speaker,
        transcriptId: a.transcriptId == null ? null : String(a.transcriptId),
        reader: readerOf(identity),
        viewer: pseudonymViewerOf(identity),
      });
      const shown = await services.pseudonyms.allAsSeenBy(identity, hits.map((hit) => hit.transcript));
      return hits.map((hit, i) => ({ ...hit, transcript: shown[i] }));
    },
  }),
);
