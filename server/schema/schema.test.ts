import fs from 'node:fs';
import { expect, test } from 'vitest';
import { printedSchema } from './index.ts';
import { schema } from './index.ts';
import { isObjectType, isInputObjectType, isEnumType } from 'graphql';

test('schema.graphql is the printed Pothos schema (run "npm run schema:print" after changing the schema)', () => {
  expect(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printedSchema());
});

test('every type, field and argument is described for GraphiQL readers', () => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  expect(missing).toEqual([]);
});
