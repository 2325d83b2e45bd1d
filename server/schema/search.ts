import type { SearchHit } from '../services/search.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  description: 'A segment whose text matches a search.',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptRef, description: 'The transcript the segment is in.', resolve: (hit) => hit.transcript }),
    start: t.float({ description: 'Where the segment starts (seconds): open /transcript/{id} and seek here.', resolve: (hit) => hit.segment.start }),
    end: t.float({ description: 'Where the segment ends (seconds).', resolve: (hit) => hit.segment.end }),
    speaker: t.string({ nullable: true, description: 'Who speaks.', resolve: (hit) => hit.segment.speaker || null }),
    snippet: t.exposeString('snippet', { description: 'The text around the first match in the segment.' }),
    matchOffset: t.exposeInt('matchOffset', { description: 'Where the match starts in `snippet` (characters).' }),
    matchLength: t.exposeInt('matchLength', { description: 'How long the match is (characters).' }),
    highlighted: t.string({
      description: 'The snippet with the match wrapped in ** ** (handy in GraphiQL).',
      resolve: (hit) =>
        `${hit.snippet.slice(0, hit.matchOffset)}**${hit.snippet.slice(hit.matchOffset, hit.matchOffset + hit.matchLength)}**${hit.snippet.slice(hit.matchOffset + hit.matchLength)}`,
    }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: [SearchHitRef],
    description: 'Finds text (case-insensitive) in the current version of every transcript that is not deleted, most recently changed first.',
    args: {
      query: t.arg.string({ required: true, description: 'The text to find.' }),
      first: t.arg.int({ defaultValue: 20, required: true, description: 'How many hits at most, 1 to 100.' }),
    },
    resolve: (_r, a, { services }) => services.search.search(a.query, a.first),
  }),
);
