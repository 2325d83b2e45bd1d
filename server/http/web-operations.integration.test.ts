import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

// The armor (depth, aliases, cost) refuses documents before they run: none the web app itself sends may be refused.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

test('no operation the web app sends is refused by the request limits', async () => {
  const dir = path.join(import.meta.dirname, '../../web/src');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const document = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const names = parse(document).definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.operation !== 'subscription' && d.name ? [d.name.value] : []));
  expect(names.length).toBeGreaterThan(20);
  const refused: string[] = [];
  for (const operationName of names) {
    const response = await fetch(`${h.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, operationName }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    // Without variables each is refused later (BAD_USER_INPUT), never for its shape. A fragment only the cache
    // writes (graphql/cache.ts) is unused in this joined document, which says nothing of what the app sends.
    for (const error of body.errors ?? []) {
      if (error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' && !/is never used/.test(error.message)) refused.push(`${operationName}: ${error.message}`);
    }
  }
  expect(refused).toEqual([]);
}, 120_000);
