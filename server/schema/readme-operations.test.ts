import fs from 'node:fs';
import { Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { expect, test } from 'vitest';
import { schema } from './index.ts';

const README = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Each operation of the README's ```graphql blocks, with its fragments: what an analyst pastes into GraphiQL. */
function readmeOperations(): Array<{ text: string; document: DocumentNode }> {
  const blocks = [...README.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks.flatMap((block) => {
    const parsed = parse(block);
    const fragments = parsed.definitions.filter((definition) => definition.kind === 'FragmentDefinition');
    return parsed.definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')
      .map((operation) => ({ text: block.slice(operation.loc!.start, operation.loc!.end), document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } }));
  });
}

test('every GraphQL example in the README is valid against the schema', () => {
  const operations = readmeOperations();
  expect(operations.length).toBeGreaterThan(10);
  const invalid = operations.flatMap(({ text, document }) => validate(schema, document).map((error) => `${text.split('\n')[0]}: ${error.message}`));
  expect(invalid).toEqual([]);
});
