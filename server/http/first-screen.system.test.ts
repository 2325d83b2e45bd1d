import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { firstScreenRenderer } from './first-screen.ts';

const TOKEN = 'correct-horse-battery-staple';
const BEARER = { authorization: `Bearer ${TOKEN}` };
const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');
/** Text that would end the page's data element early, or run, if it were not escaped. */
const HOSTILE = '</script><script>alert(1)</script> & "quoted" <!-- \u2028';

/*
 * In the system tier, one file at a time: the server gives a first screen 3 s before it serves the plain app, and the
 * first render (the server bundle loaded cold) passed that with another file running beside it on two busy cores.
 */
let h: Harness;
let id: string;

async function api(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${h.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...BEARER },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()).data;
}

beforeAll(async () => {
  // The real build (made by the tier's global setup): the server renders with dist/ssr/entry-server.js and
  // serves dist/web's index.html.
  h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: TOKEN, TAPESCRIPT_WEB_DIR: WEB_DIR });
  const uploaded = await (await h.upload('First screen', wavBytes(), 'f.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...BEARER })).json();
  id = uploaded.data.uploadAudio.id;
  for (let status = 'TRANSCRIBING'; status === 'TRANSCRIBING'; await new Promise((r) => setTimeout(r, 50))) {
    status = (await api('query ($id: ID!) { transcript(id: $id) { status } }', { id })).transcript.status;
  }
  const segments = [
    { start: 0, end: 1, speaker: 'Host', text: HOSTILE },
    { start: 1, end: 2, speaker: 'Guest', text: 'The second line.' },
  ];
  await api('mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
}, 180_000);
afterAll(() => h?.close());

const page = (pathname: string, headers: Record<string, string> = {}) => fetch(`${h.app.url}${pathname}`, { headers });
const dataOf = (html: string) => /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];

test('with the token, /transcript/{id} comes with its text rendered, not cached, under the same CSP', async () => {
  const response = await page(`/transcript/${id}`, { cookie: `tapescript_token=${encodeURIComponent(TOKEN)}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain('The second line.</textarea>');
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
});

test('a segment text cannot break out: escaped in the HTML and in the data, which reads back as the text', async () => {
  const html = await (await page(`/transcript/${id}`, BEARER)).text();
  // Two script elements only: the app's own file and the data; the text's "<script>" is neither.
  expect(html.match(/<script/g)).toHaveLength(2);
  expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &lt;!-- \u2028</textarea>');
  const data = dataOf(html)!;
  expect(data).not.toMatch(/[<>&\u2028]/);
  const { id: rendered, results } = JSON.parse(data);
  expect(rendered).toBe(id);
  const [result] = Object.values(results) as { data: string }[];
  expect(JSON.parse(result.data).transcript.segments[0].text).toBe(HOSTILE);
});

test('without the token, or for a transcript that is not there, the plain app is served with no data in it', async () => {
  for (const [pathname, headers] of [
    [`/transcript/${id}`, {}],
    [`/transcript/${id}`, { authorization: 'Bearer wrong-token-wrong-token' }],
    ['/transcript/aaaaaaaaaaaaaaa', BEARER],
  ] as const) {
    const response = await page(pathname, headers);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-screen-data');
    expect(html).not.toContain('second line');
  }
});

test('the plain app when the server does not answer in time (logged), or the entry is not built', async () => {
  const logs: string[] = [];
  const silent = { fetch: () => new Promise<Response>(() => {}) } as unknown as Parameters<typeof firstScreenRenderer>[0]['yoga'];
  const slow = firstScreenRenderer({ yoga: silent, webDir: WEB_DIR, log: (message) => logs.push(message), timeoutMs: 50 });
  expect(await slow({ headers: {} } as never, `/transcript/${id}`)).toBeNull();
  expect(logs).toEqual([`The first screen of /transcript/${id} took longer than 50 ms on the server; the browser renders it`]);
  const unbuilt = firstScreenRenderer({ yoga: silent, webDir: h.dataDir, log: (message) => logs.push(message) });
  expect(await unbuilt({ headers: {} } as never, `/transcript/${id}`)).toBeNull();
});

/** The server's own GraphQL, reached over HTTP, noting in `pageQueries` which queries the renderer asks. */
function recordingYoga(pageQueries: string[]) {
  return {
    fetch: async (url: URL, init: RequestInit) => {
      pageQueries.push(/query (\w+)/.exec(String(init.body))?.[1] ?? '?');
      return fetch(`${h.app.url}${url.pathname}`, init);
    },
  } as unknown as Parameters<typeof firstScreenRenderer>[0]['yoga'];
}

test("a ready transcript's first screen is kept until the transcript changes: sent again without rendering again", async () => {
  const pageQueries: string[] = [];
  const yoga = recordingYoga(pageQueries);
  const renderer = firstScreenRenderer({ yoga, webDir: WEB_DIR, log: () => undefined });
  const open = () => renderer({ headers: BEARER } as never, `/transcript/${id}`);

  const first = await open();
  expect(first?.root).toContain('The second line.</textarea>');
  expect(pageQueries).toEqual(['FirstScreenVersion', 'Transcript']);
  expect(await open()).toEqual(first);
  expect(pageQueries).toEqual(['FirstScreenVersion', 'Transcript', 'FirstScreenVersion']);

  await api('mutation ($id: ID!) { renameTranscript(id: $id, title: "Renamed for the first screen") { id } }', { id });
  expect((await open())?.root).toContain('Renamed for the first screen');
  const segments = [{ start: 0, text: 'A new first line.' }, { start: 1, text: 'The second line.' }];
  await api('mutation ($id: ID!, $segments: [SegmentInput!]!) { saveEdits(id: $id, segments: $segments) { id } }', { id, segments });
  expect((await open())?.root).toContain('A new first line.</textarea>');
  expect(pageQueries.filter((query) => query === 'Transcript')).toHaveLength(3);
});

test('an erasure of personal data drops the first screens kept of its transcripts (told by the event bus on every server)', async () => {
  const pageQueries: string[] = [];
  const yoga = recordingYoga(pageQueries);
  // A worker's first start can take seconds on a busy machine: this test is about what is kept, not how fast.
  const renderer = firstScreenRenderer({ yoga, webDir: WEB_DIR, log: () => undefined, timeoutMs: 30_000, onErased: (forget) => h.app.services.live.onErased(forget) });
  const open = () => renderer({ headers: BEARER } as never, `/transcript/${id}`);
  const rendered = () => pageQueries.filter((query) => query === 'Transcript').length;

  expect(await open()).not.toBeNull();
  await open();
  expect(rendered()).toBe(1);
  h.app.services.live.erased(['another-transcript']);
  await open();
  expect(rendered()).toBe(1);
  h.app.services.live.erased([id]);
  await open();
  expect(rendered()).toBe(2);
});
