import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${h.app.url}/graphql`, { method: 'POST', headers, body });

test('GraphiQL’s introspection query is allowed', async () => {
  const result = await h.gql(getIntrospectionQuery());
  expect(result.errors).toBeUndefined();
  expect(result.data.__schema.queryType.name).toBe('Query');
});

test('GraphiQL is served from this server, with no CDN', async () => {
  const response = await fetch(`${h.app.url}/graphql`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('Tapescript GraphQL');
  expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh|jsdelivr)/);
});

test('a syntax error answers with the parser’s message (400 for graphql-response+json clients)', async () => {
  const body = JSON.stringify({ query: '{ transcripts(page: 1 { items { id } } }' });
  const response = await post(body, { 'content-type': 'application/json', accept: 'application/graphql-response+json' });
  expect(response.status).toBe(400);
  expect((await response.json()).errors[0].message).toMatch(/^Syntax Error/);
  expect((await (await post(body)).json()).errors[0].message).toMatch(/^Syntax Error/);
});

test('an unknown field is refused by validation', async () => {
  const result = await h.gql('{ transcripts { nope } }');
  expect(result.errors?.[0].message).toMatch(/Cannot query field "nope"/);
});

test('deep nesting is refused', async () => {
  const deep = `{ search(query: "a") { transcript { versions { id source } } } }`; // deep, not heavy (see schema/cost.ts)
  expect((await h.gql(deep)).errors).toBeUndefined();
  let nested = 'id';
  for (let i = 0; i < 12; i++) nested = `transcript { ${nested} }`;
  const result = await h.gql(`{ search(query: "a") { ${nested} } }`);
  expect(result.errors?.[0].message).toMatch(/depth|Cannot query field/i);
});

test('an alias flood is refused', async () => {
  const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: transcripts { totalItems }`).join(' ');
  const result = await h.gql(`{ ${aliases} }`);
  expect(result.errors?.[0].message).toMatch(/aliases/i);
});

test('a token flood is refused', async () => {
  const result = await h.gql(`{ ${'__typename '.repeat(6000)} }`);
  expect(result.errors?.[0].message).toMatch(/token/i);
});

test('batched requests are refused', async () => {
  const response = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
  expect(response.status).toBeGreaterThanOrEqual(400);
});

test('a mutation over GET is refused', async () => {
  const query = encodeURIComponent('mutation { deleteTranscript(id: "aaaaaaaaaaaaaaa") { id } }');
  const response = await fetch(`${h.app.url}/graphql?query=${query}`, { headers: { accept: 'application/json' } });
  expect(response.status).toBe(405);
});

test('a text/plain POST without the CSRF header is refused (a cross-site form could send it)', async () => {
  const response = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'text/plain' });
  expect(response.status).toBe(403);
});

test('a request body over 25 MB is refused with 413, by its Content-Length and when sent chunked', async () => {
  const oversized = `{"query":"{ __typename }"${' '.repeat(25_000_000)}}`;
  const chunked = new ReadableStream({
    start(controller) {
      for (let at = 0; at < oversized.length; at += 1 << 20) controller.enqueue(new TextEncoder().encode(oversized.slice(at, at + (1 << 20))));
      controller.close();
    },
  });
  const answers = [
    await post(oversized),
    await fetch(`${h.app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit),
  ];
  for (const response of answers) {
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0]).toEqual({ message: 'The request body is larger than 25000000 bytes.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  }
  expect((await h.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
});

test('every refusal of a request carries extensions.code, as the README promises', async () => {
  const codeOf = async (query: string, variables?: Record<string, unknown>) => {
    const response = await post(JSON.stringify({ query, variables }));
    return { status: response.status, ...(await response.json()).errors?.[0] };
  };
  expect(await codeOf('{ transcripts(page: 1 { items { id } } }')).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  expect(await codeOf('{ transcripts { nope } }')).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: transcripts { totalItems }`).join(' ');
  expect(await codeOf(`{ ${aliases} }`)).toMatchObject({ message: 'Aliases limit of 20 exceeded, found 50.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  let nested = 'id';
  for (let i = 0; i < 12; i++) nested = `transcript { ${nested} }`;
  expect(await codeOf(`{ search(query: "a") { ${nested} } }`)).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  const page = 'query ($p: Int!) { transcripts(page: $p) { totalItems } }';
  expect(await codeOf(page, { p: 'one' })).toMatchObject({ status: 400, message: expect.stringMatching(/^Variable "\$p" got invalid value "one"/), extensions: { code: 'BAD_USER_INPUT' } });
  expect(await codeOf(page, { p: null })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(await codeOf(page, {})).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
});
