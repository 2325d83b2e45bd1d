import { GraphQLUpload } from 'graphql-upload-minimal';
import { builder } from './builder.ts';

/** PocketBase writes "2026-11-21 15:05:00.123Z"; clients get ISO 8601. */
function toIso(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) throw new TypeError(`not a date: ${String(value)}`);
  return date.toISOString();
}

builder.scalarType('DateTime', {
  description: 'A date and time as an ISO 8601 string in UTC, e.g. "2026-11-21T15:05:00.000Z".',
  serialize: toIso,
  parseValue: (value) => new Date(toIso(value as string)),
});

builder.addScalarType('Upload', GraphQLUpload, {
  description: 'A file sent with the GraphQL multipart request (fields "operations", "map" and the file).',
});
