import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './transcript.ts';
import './upload.ts';
import './editing.ts';
import './history.ts';
import './changes.ts';
import './search.ts';
import './export.ts';
import './engines.ts';
import './limits.ts';
import './live.ts';
import './accounts.ts';
import './voices.ts';
import './review-links.ts';
import './comments.ts';
import './highlights.ts';
import './chapters.ts';
import './show-notes.ts';
import './quotes.ts';
import './clips.ts';
import './retention.ts';
import './transcript-access.ts';
import './pseudonyms.ts';
import './person-data.ts';

/** What GraphiQL's Docs open with (Pothos builds the schema without a description of its own). */
const DESCRIPTION =
  'Tapescript: interview recordings turned into timed speaker segments, edited in versions. Start with `transcripts` (the ' +
  'library, most recently changed first) and `transcript(id)` (its segments, words, speakers and `versions`); `search` ' +
  'finds what was said. `uploadAudio` and `uploadTracks` are GraphQL multipart requests (README, "Using the API"). Errors carry ' +
  '`extensions.code`.';

export const schema = new GraphQLSchema({ ...builder.toSchema().toConfig(), description: DESCRIPTION });

/** schema.graphql as checked in: sorted, so it diffs cleanly. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
