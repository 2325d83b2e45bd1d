import { QUOTE_LIMITS, type QuoteFilters } from '../services/quote-bank.ts';
import type { QuoteFormat } from '../export/quotes.ts';
import { builder } from './builder.ts';
import { ExportedFile } from './export.ts';
import { HighlightRef } from './highlights.ts';

const QuoteFormatEnum = builder.enumType('QuoteExportFormat', {
  description: 'What to export quotes to (README "Quotes").',
  values: {
    DOCX: { value: 'docx', description: 'A Word document in the house font and spacing: each quote cited as `"…" — Speaker, Title (00:12:34)`, its tags and note under it.' },
    CSV: {
      value: 'csv',
      description:
        'CSV (RFC 4180, every cell quoted): quote, speaker, interview, time, tags, note, author, link, highlight_id, transcript_id. A cell that begins with = + - @, a tab or a carriage return gets a leading \' so no spreadsheet runs it as a formula.',
    },
    MARKDOWN: { value: 'md', description: 'Markdown: each quote a block quote `> "…" — Speaker, Title (00:12:34)`, its tags and note after it.' },
  } as const satisfies Record<string, { value: QuoteFormat; description: string }>,
});

const filterArgs = () =>
  builder.args((t) => ({
  query: t.string({ description: 'Words the quote must hold, as `search` reads them ("…" a phrase, a trailing * a prefix), at most 200 characters.' }),
  tags: t.stringList({ description: `Only highlights with every one of these tags (case aside); at most ${QUOTE_LIMITS.tags}.` }),
  speaker: t.string({
    description: 'Only highlights of this speaker, as named when the highlight was made (in a transcript that shows you pseudonyms, the name as you are shown it).',
  }),
  transcriptId: t.id({ description: 'Only highlights of this transcript.' }),
}));

const filtersOf = (a: { query?: string | null; tags?: string[] | null; speaker?: string | null; transcriptId?: string | number | null }): QuoteFilters => ({
  query: a.query,
  tags: a.tags,
  speaker: a.speaker,
  transcriptId: a.transcriptId == null ? null : String(a.transcriptId),
});

builder.queryField('highlights', (t) =>
  t.field({
    type: [HighlightRef],
    description:
      'The quote bank: highlights across every transcript you may see that is not deleted, newest first (the order they were made, also with `query`: ' +
      'a quote bank is read by date, and the cursor of a page is a highlight), filtered by words, tags, speaker and transcript. In a transcript that ' +
      'shows you pseudonyms, quotes and speakers are pseudonymised and matched as you are shown them: a real name finds nothing there. Never for a review link.',
    args: {
      ...filterArgs(),
      first: t.arg.int({ defaultValue: 20, required: true, description: `How many at most, 1 to ${QUOTE_LIMITS.first}.` }),
      after: t.arg.string({ description: 'A highlight’s `cursor`: the highlights after it in the same order (BAD_USER_INPUT for anything else).' }),
    },
    resolve: (_root, a, { services, identity }) => services.quotes.find(identity, filtersOf(a), a.first, a.after),
  }),
);

builder.mutationField('exportHighlights', (t) =>
  t.field({
    type: ExportedFile,
    description: `The quotes \`highlights\` finds with the same filters (newest first, at most ${QUOTE_LIMITS.exported}) as a file, pseudonymised where you are shown pseudonyms. It has no \`url\`: take \`contentBase64\`.`,
    args: {
      ...filterArgs(),
      format: t.arg({ type: QuoteFormatEnum, required: true, description: 'What to export to.' }),
    },
    resolve: async (_root, a, { services, identity }) => ({
      ...(await services.quotes.export(identity, filtersOf(a), a.format)),
      noLink: 'A quotes export has no download link: take contentBase64.',
    }),
  }),
);
