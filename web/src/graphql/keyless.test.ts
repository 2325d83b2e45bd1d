import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode } from 'graphql';
import { expect, test } from 'vitest';
import { KEYLESS } from './cache.ts';
import * as generated from './generated.ts';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const SCHEMA = path.resolve(import.meta.dirname, '../../../schema.graphql');

/** Every object type the app's operations select that has no id: graphcache keys those by their parent only when told. */
function keylessTypesRead(): Set<string> {
  const schema = buildSchema(fs.readFileSync(SCHEMA, 'utf8'));
  const read = new Set<string>();
  const documents = Object.values(generated).filter((value): value is DocumentNode => (value as DocumentNode | null)?.kind === 'Document');
  for (const document of documents) {
    const info = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(info, {
        SelectionSet() {
          const type = getNamedType(info.getType());
          if (type && isObjectType(type) && !ROOTS.has(type.name) && !('id' in type.getFields())) read.add(type.name);
        },
      }),
    );
  }
  return read;
}

test('every type without an id that the app reads is listed as keyless, so graphcache embeds it without a warning', () => {
  const read = keylessTypesRead();
  expect(read.size).toBeGreaterThan(5);
  expect([...read].filter((name) => !(name in KEYLESS)).sort()).toEqual([]);
});
