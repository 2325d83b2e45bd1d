import fs from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { expect, test } from 'vitest';
import { FIELD_COSTS, fieldCostRule } from './cost.ts';
import { schema } from './index.ts';

const errorsOf = (document: string) => validate(schema, parse(document), [fieldCostRule]).map((e) => e.message);

test('every costed field exists in the schema', () => {
  const missing = Object.keys(FIELD_COSTS).filter((key) => {
    const [type, field] = key.split('.');
    const found = schema.getType(type);
    return !found || !('getFields' in found) || !(field in found.getFields());
  });
  expect(missing).toEqual([]);
});

test('lists multiply what their items cost, and fragments count wherever they are spread', () => {
  expect(errorsOf('{ transcript(id: "x") { versions { id source wordCount } } }')).toEqual([]);
  // Every version of a hundred transcripts with its whole text:
  expect(errorsOf('{ transcripts(perPage: 100) { items { versions { segments { text } } } } }')[0]).toMatch(/^This request costs 52000, over the limit of 10000/);
  const spread = 'fragment D on Query { versionDiff(id: "x", versionId: "y") { text } } query { ...D a: transcript(id: "x") { id } }';
  expect(errorsOf(spread)).toEqual([]);
  expect(errorsOf(`query { ...D ${[1, 2, 3, 4, 5, 6].map((n) => `d${n}: versionDiff(id: "x", versionId: "y") { text }`).join(' ')} } fragment D on Query { versionDiff(id: "x", versionId: "y") { text } }`)).toHaveLength(1);
});

test('every query the web app sends stays within the cost limit', () => {
  const dir = path.join(import.meta.dirname, '../../web/src');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  expect(files.length).toBeGreaterThan(5);
  const document = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
  expect(errorsOf(document)).toEqual([]);
});

test('highlights cost as comments do: one transcript’s are cheap, sixty aliased ones are over the limit', () => {
  expect(errorsOf('{ transcript(id: "x") { highlights { quote tags } } }')).toEqual([]);
  expect(errorsOf(`{ ${Array.from({ length: 60 }, (_, i) => `t${i}: transcript(id: "x") { highlights { quote } }`).join(' ')} }`)[0]).toMatch(/over the limit of 10000/);
  expect(errorsOf(`{ ${Array.from({ length: 60 }, (_, i) => `t${i}: highlightTags`).join(' ')} }`)[0]).toMatch(/over the limit of 10000/);
});
