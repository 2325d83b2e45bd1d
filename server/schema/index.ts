import { lexicographicSortSchema, printSchema } from 'graphql';
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

export const schema = builder.toSchema();

/** schema.graphql as checked in: sorted, so it diffs cleanly. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
