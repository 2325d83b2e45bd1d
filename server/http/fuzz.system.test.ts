import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seededRandom } from '../lib/seeded-random.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { rawRequest } from '../test/raw-http.ts';

/**
 * Random request lines, headers, paths, cookies and multipart bodies over raw sockets to a real server
 * (token mode, so the access check is fuzzed too). Seeded: FUZZ_SEED=n repeats a run case for case.
 * Bounded: CASES requests, or BUDGET_MS, whichever ends first.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const CASES = 3000;
const BUDGET_MS = 45_000;
const CONCURRENCY = 8;
/** A request the server is still waiting on (a body shorter than announced) is given up after this. */
const CASE_TIMEOUT_MS = 1_500;
const TOKEN = 'fuzz-token-fuzz-token';

let h: Harness;
let port: number;
let id: string;

beforeAll(async () => {
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: TOKEN });
  port = Number(new URL(h.app.url).port);
  await fs.mkdir(path.join(h.dataDir, 'web', 'assets'), { recursive: true });
  await fs.writeFile(path.join(h.dataDir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(h.dataDir, 'web', 'assets', 'app.js'), 'console.log(1)');
  const { data } = await (await h.upload('Fuzzed', wavBytes(), 'f.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${TOKEN}` })).json();
  id = data.uploadAudio.id;
});
afterAll(() => h?.close());

/** One generated request: the bytes to send, and a short description for failure messages. */
function generator(random: () => number) {
  const int = (n: number) => Math.floor(random() * n);
  const chance = (p: number) => random() < p;
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)];
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  // Mostly what a parser lets through (so the cases reach the routes), now and then anything at all.
  const URLISH = "abcXYZ019/.:;=,[]{}~-_!$*()+@&?#'%";
  const PRINTABLE = `${URLISH} "<>\\^\`|\t\u00e9\u00ff`;
  const ESCAPES = ['%20', '%41', '%2e%2e', '%2f', '%e2%80%ae', '%c3%a9', '%00', '%0d%0a', '%ff', '%', '%zz', '%c0%af'];
  const text = (n: number, alphabet = PRINTABLE) =>
    chance(0.03) ? bytes(n).toString('latin1') : Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join('');
  const urlText = (n: number) => Array.from({ length: n }, () => (chance(0.05) ? pick(ESCAPES) : URLISH[int(URLISH.length)])).join('');
  const mutate = (value: string, noise = text) => {
    if (!chance(0.3)) return value;
    const at = int(value.length + 1);
    return chance(0.5) ? value.slice(0, at) + noise(1 + int(12)) + value.slice(at) : value.slice(0, at);
  };

  const paths = () => [
    '/', '/graphql', `/graphql?query=${encodeURIComponent('{ transcripts { totalItems } }')}`, `/media/${id}`, `/export/${id}.docx`,
    `/export/${id}.srt?timecodes=1`, '/export/aaaaaaaaaaaaaaa.txt', '/session', '/assets/app.js', '/transcript/x', '//[', '/%00', '/%',
    '/..%2F..%2Fetc%2Fpasswd', '/constructor/x', '/__proto__', '/media/', '/media/%2e%2e', '*', 'http://evil.example/graphql', '',
  ];
  const target = () => (chance(0.15) ? `/${urlText(int(chance(0.05) ? 5000 : 60))}` : mutate(pick(paths()), urlText));

  const query = () =>
    pick([
      '{ transcripts { totalItems items { id title } } }',
      `{ transcript(id: "${id}") { id title segments { text } } }`,
      `{ transcript(id: "${text(15)}") { id } }`,
      '{ __schema { types { name } } }',
      `mutation { deleteTranscript(id: "${text(15)}") { id } }`,
      `{ search(query: "${text(10)}") { transcript { id } } }`,
      '{ '.repeat(200),
      text(40),
    ]);
  const jsonBody = () =>
    pick([
      () => JSON.stringify({ query: mutate(query()), variables: chance(0.5) ? { id: text(15) } : text(5) }),
      () => JSON.stringify([{ query: query() }, { query: query() }]),
      () => `{"query":${'['.repeat(5000)}`,
      () => text(int(200)),
      () => JSON.stringify({ token: chance(0.5) ? TOKEN : text(int(40)) }),
      () => bytes(int(300)).toString('latin1'),
    ])();

  const boundary = chance(0.9) ? 'fuzzBoundary' : text(int(80));
  const multipartBody = () => {
    const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const operations = pick([
      JSON.stringify({ query: 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }', variables: { title: text(int(30)), file: null } }),
      JSON.stringify({ query: query(), variables: { file: null } }),
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      '{',
      'null',
      text(int(50)),
    ]);
    const map = pick([
      '{"0":["variables.file"]}', '{"0":["variables.title"]}', '{"0":["variables"]}', '{"0":["__proto__.polluted"]}',
      '{"0":["variables.constructor"]}', '{"0":["variables.file","variables.title"]}', '{"0":["x.y.z"]}', '{"1":["variables.file"]}',
      '{}', '[]', '{"0":"variables.file"}', text(int(30)),
    ]);
    const file = pick([Buffer.from(wavBytes(0.05)), bytes(int(2000)), Buffer.alloc(0)]);
    const parts = [
      Buffer.from(field('operations', operations)),
      Buffer.from(field('map', map)),
      Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${pick(['0', '1', text(3)])}"; filename="${text(8)}.wav"\r\ncontent-type: ${pick(['audio/wav', 'text/plain', text(10)])}\r\n\r\n`), file, Buffer.from('\r\n')]),
    ];
    if (chance(0.2)) parts.push(parts[int(parts.length)]);
    if (chance(0.2)) parts.splice(int(parts.length), 1);
    if (chance(0.15)) parts.reverse();
    let body = Buffer.concat([...parts, Buffer.from(chance(0.8) ? `--${boundary}--\r\n` : '')]);
    if (chance(0.2)) body = body.subarray(0, int(body.length + 1));
    return { body, type: `multipart/form-data; boundary=${chance(0.9) ? boundary : text(10)}` };
  };

  return (): { request: Buffer; summary: string } => {
    const method = chance(0.97) ? pick(['GET', 'GET', 'GET', 'POST', 'POST', 'POST', 'POST', 'HEAD', 'DELETE', 'PUT', 'OPTIONS', 'PATCH']) : text(1 + int(10));
    // Bodies mostly go where bodies are read.
    const path = method === 'POST' && chance(0.8) ? mutate(pick(['/graphql', '/graphql', '/graphql', '/session']), urlText) : target();
    const version = chance(0.96) ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9', text(8), '']);
    const headers: [string, string][] = [];
    headers.push(['host', chance(0.85) ? pick([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) : mutate(pick(['evil.example', `127.0.0.1:${port}`, text(20)]))]);
    if (chance(0.75)) headers.push(['authorization', chance(0.8) ? `Bearer ${TOKEN}` : mutate(pick([`Bearer ${text(20)}`, 'Bearer %', 'Basic Og==', text(30)]))]);
    if (chance(0.4)) {
      headers.push(['cookie', mutate(pick([`tapescript_token=${encodeURIComponent(TOKEN)}`, 'tapescript_token=%', `a=b; tapescript_token=${text(20)}`, text(40), '=;=;tapescript_token']))]);
    }
    if (chance(0.2)) headers.push(['range', mutate(pick(['bytes=0-9', 'bytes=0-9,20-29', 'bytes=-5', 'bytes=9-0', 'bytes=99999999-', `bytes=${'0-0,'.repeat(500)}0-0`, text(15)]))]);
    if (chance(0.3)) headers.push(['accept', pick(['text/html', 'application/json', 'application/graphql-response+json', '*/*', text(20)])]);
    if (chance(0.2)) headers.push(['x-forwarded-proto', pick(['https', 'http', text(10)])]);
    if (chance(0.2)) headers.push([text(1 + int(20), 'abcxyz-_0123'), text(int(100))]);

    let body = Buffer.alloc(0);
    if (method === 'POST' || method === 'PUT' || chance(0.05)) {
      if (chance(0.45)) {
        const multipart = multipartBody();
        body = multipart.body;
        headers.push(['content-type', multipart.type]);
        if (chance(0.85)) headers.push(['x-graphql-yoga-csrf', '1']);
      } else {
        body = Buffer.from(jsonBody(), 'latin1');
        headers.push(['content-type', pick(['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', text(15)])]);
      }
    }
    const length = chance(0.9) ? body.length : pick([body.length + 1 + int(50), Math.max(0, body.length - int(50)), -1]);
    if (chance(0.05)) headers.push(['transfer-encoding', 'chunked']);
    else if (length >= 0) headers.push(['content-length', String(length)]);
    headers.push(['connection', 'close']);

    const head = `${method} ${path} ${version}`.trim() + '\r\n' + headers.map(([name, value]) => `${name}: ${value}`).join('\r\n') + '\r\n\r\n';
    const request = Buffer.concat([Buffer.from(head, 'latin1'), body]);
    return { request, summary: `${head.slice(0, 600)}[${body.length} body bytes] ${body.subarray(0, 300).toString('latin1')}` };
  };
}

test(`fuzzing the HTTP layer (seed ${SEED}): the server stays up and never answers 5xx`, { timeout: 60_000 }, async () => {
  const next = generator(seededRandom(SEED));
  // Generated up front, in order, so a seed gives the same cases however the answers interleave.
  const cases = Array.from({ length: CASES }, next);
  const deadline = Date.now() + BUDGET_MS;
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let sent = 0;
  const worker = async () => {
    while (sent < cases.length && Date.now() < deadline) {
      const index = sent++;
      const answer = await rawRequest(port, cases[index].request, { timeoutMs: CASE_TIMEOUT_MS });
      const key = String(answer.status ?? 'none');
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (answer.status !== undefined && answer.status >= 500) {
        failures.push(`case ${index} (FUZZ_SEED=${SEED}) answered ${answer.status} ${answer.body.slice(0, 200)}\n${cases[index].summary}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  expect(failures.slice(0, 3).join('\n\n')).toBe('');
  expect(h.logs.filter((line) => line.startsWith('Unhandled error'))).toEqual([]);
  // Most cases got an answer: the fuzzing reached the routes rather than timing out.
  expect(statuses.get('none') ?? 0).toBeLessThan(sent / 10);
  expect(sent).toBeGreaterThanOrEqual(Math.min(CASES, 500));
  const alive = await fetch(`${h.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query: '{ transcripts { totalItems } }' }),
  });
  expect((await alive.json()).data.transcripts.totalItems).toBeGreaterThanOrEqual(1);
  expect(Object.prototype).not.toHaveProperty('polluted');
});
