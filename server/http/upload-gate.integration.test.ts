import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Identity } from '../auth/identity.ts';
import { REVIEW_COOKIE } from '../auth/presented.ts';
import { startHarness, wavBytes, type Harness } from '../test/harness.ts';
import { countRecords } from '../test/records.ts';

// Issue 48: a multipart request from someone who may not upload is answered before its body is read, over real HTTP
// (the role matrix calls yoga.fetch, which never takes this path): nothing spooled under TMPDIR, nothing stored.

/** The declared body: an upload of the default limit's size (30 MB). */
const BODY_BYTES = 30_000_000;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
/** 64 KiB every 10 ms: a quarter of the body takes over a second to send, ample for an answer that reads none of it. */
const EVERY_MS = 10;
/** However it goes, the client stops sending after this long. */
const SENDING_BOUND_MS = 20_000;
const BOUNDARY = 'upload-gate-test';
const UPLOAD = 'mutation ($title: String!, $file: Upload!) { uploadAudio(title: $title, file: $file) { id } }';
/** The body up to the first file's bytes: the operations, the map, and the file part's head. */
const multipartHead = (operations: unknown, map: Record<string, string[]>) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(operations)}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(map)}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
const MULTIPART_HEAD = multipartHead({ query: UPLOAD, variables: { title: 'Gate', file: null } }, { 0: ['variables.file'] });
/** uploadTracks with two tracks (the files inside TrackInput), of which the first is sent. */
const TRACKS_HEAD = multipartHead(
  {
    query: 'mutation ($title: String!, $tracks: [TrackInput!]!) { uploadTracks(title: $title, tracks: $tracks) { id } }',
    variables: { title: 'Gate', tracks: [{ speaker: 'Ann', file: null }, { speaker: 'Ben', file: null }] },
  },
  { 0: ['variables.tracks.0.file'], 1: ['variables.tracks.1.file'] },
);
/** importTranscript: a transcript file without audio. */
const IMPORT_HEAD = multipartHead(
  { query: 'mutation ($title: String!, $transcript: Upload!) { importTranscript(title: $title, transcript: $transcript) { id } }', variables: { title: 'Gate', transcript: null } },
  { 0: ['variables.transcript'] },
);

interface SlowAnswer {
  status?: number;
  head: string;
  body: any;
  /** Bytes of the body sent when the answer's first byte arrived. */
  sentWhenAnswered: number;
  /** The server closed the connection after its answer (within the bound). */
  closed: boolean;
  /** An upload's temporary directory appeared under TMPDIR while the body was being sent. */
  spooled: boolean;
}

/** The temporary directory the server was pointed at (TMPDIR), for its uploads' spool files. */
let tmpDir = '';
const spoolDirs = () => fs.readdirSync(tmpDir).filter((name) => name.startsWith('tapescript-upload-'));

/**
 * Sends a 30 MB multipart upload slowly from 127.0.0.1, 64 KiB at a time, until the server answers (or closes), the
 * body is all sent, or SENDING_BOUND_MS pass; then waits (bounded) for the server to close the connection.
 */
function sendSlowly(port: number, headers: Record<string, string>, multipart = MULTIPART_HEAD): Promise<SlowAnswer> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let sent = 0;
    let sentWhenAnswered = -1;
    let spooled = false;
    const head = [
      'POST /graphql HTTP/1.1',
      `host: 127.0.0.1:${port}`,
      `content-type: multipart/form-data; boundary=${BOUNDARY}`,
      `content-length: ${BODY_BYTES}`,
      'x-graphql-yoga-csrf: 1',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    let sending: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      // As a client does, the head and the first of the body at once: bytes the server has left unread when it answers.
      const first = Buffer.concat([multipart, CHUNK, CHUNK, CHUNK, CHUNK]);
      socket.write(`${head}\r\n\r\n`);
      socket.write(first);
      sent = first.length;
      sending = setInterval(() => {
        spooled ||= spoolDirs().length > 0;
        if (sentWhenAnswered >= 0 || socket.destroyed || sent >= BODY_BYTES) return clearInterval(sending);
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, BODY_BYTES - sent));
        socket.write(chunk);
        sent += chunk.length;
      }, EVERY_MS);
    });
    const finish = (closed: boolean) => {
      clearInterval(sending);
      clearTimeout(bound);
      socket.destroy();
      const text = Buffer.concat(received).toString();
      const split = text.indexOf('\r\n\r\n');
      const answerHead = split < 0 ? text : text.slice(0, split);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answerHead)?.[1];
      let body: unknown;
      try {
        body = JSON.parse(text.slice(split + 4));
      } catch {
        body = text.slice(split + 4);
      }
      resolve({ status: status ? Number(status) : undefined, head: answerHead.toLowerCase(), body, sentWhenAnswered, closed, spooled });
    };
    const bound = setTimeout(() => finish(false), SENDING_BOUND_MS);
    socket.on('data', (chunk) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      received.push(chunk);
    });
    socket.on('end', () => finish(true));
    // The server may reset a connection it closed while bytes were still arriving: the answer is already in.
    socket.on('error', () => finish(true));
  });
}

/** What the store holds of uploads: file records and transcripts. */
const stored = (h: Harness) => Promise.all([countRecords(h.app, 'file_db'), countRecords(h.app, 'transcript_meta')]);

function expectRefusedUnread(answer: SlowAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.errors[0].extensions.code).toBe(code);
  expect(answer.sentWhenAnswered).toBeGreaterThan(0);
  expect(answer.sentWhenAnswered).toBeLessThan(BODY_BYTES / 4);
  expect(answer.head).toContain('connection: close');
  expect(answer.closed).toBe(true);
  expect(answer.spooled).toBe(false);
}

const previousTmpDir = process.env.TMPDIR;
beforeAll(() => {
  // The server runs in this process: its spool files go to os.tmpdir(), which follows TMPDIR.
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-gate-'));
  process.env.TMPDIR = tmpDir;
});
afterAll(() => {
  process.env.TMPDIR = previousTmpDir;
  if (previousTmpDir === undefined) delete process.env.TMPDIR;
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

describe('team mode', () => {
  let h: Harness;
  const as: Record<string, Record<string, string>> = {};
  /** Calls of the upload service's startStoring: a file record begun while a body arrives. */
  let storingStarted = 0;

  beforeAll(async () => {
    h = await startHarness();
    const { accounts, reviewLinks, access, uploads } = h.app.services;
    const tokens: Record<string, { id: string; token: string; identity: Identity }> = {};
    for (const role of ['owner', 'editor', 'viewer'] as const) {
      const user = await accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
      const identity: Identity = { kind: 'user', role, user: { id: user.id, email: user.email, name: '' }, tokenId: '' };
      const { token, record } = await accounts.createApiToken({ identity, address: 'test' }, `${role} gate`, null);
      tokens[role] = { id: record.id, token, identity };
      as[role] = { authorization: `Bearer ${token}` };
    }
    const uploaded = await (await h.upload('Linked', wavBytes(), 'linked.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
    const transcriptId = uploaded.data.uploadAudio.id;
    for (const permission of ['view', 'comment'] as const) {
      const { url } = await reviewLinks.create({ identity: tokens.owner.identity, address: 'test' }, transcriptId, permission, permission, null, 'http://x');
      const token = url.split('/r/')[1];
      expect(await access.reviewLink(token, 'test')).toMatchObject({ kind: 'reviewLink' });
      as[`${permission}Link`] = { cookie: `${REVIEW_COOKIE}=${token}` };
    }
    // A second viewer token, revoked: it is no credential any more.
    const revoked = await accounts.createApiToken({ identity: tokens.viewer.identity, address: 'test' }, 'revoked', null);
    await accounts.revokeApiToken({ identity: tokens.viewer.identity, address: 'test' }, revoked.record.id);
    as.revoked = { authorization: `Bearer ${revoked.token}` };
    as.unknown = { authorization: `Bearer ${tokens.viewer.token.slice(0, -4)}abcd` };
    // A PocketBase elsewhere: an upload's record would be written while its body arrives (services/uploads.ts).
    h.app.services.repo.importsFiles = false;
    const startStoring = uploads.startStoring.bind(uploads);
    uploads.startStoring = (upload) => {
      storingStarted++;
      return startStoring(upload);
    };
  }, 60_000);
  afterAll(() => h?.close());

  test.each(['viewer', 'viewLink', 'commentLink'])('as %s: 403 FORBIDDEN before a quarter of the body is sent; nothing spooled, nothing stored', async (asker) => {
    const before = await stored(h);
    const answer = await sendSlowly(Number(new URL(h.app.url).port), as[asker]);
    expectRefusedUnread(answer, 403, 'FORBIDDEN');
    expect(answer.body.errors[0].message).toBe(asker === 'viewer' ? 'Not allowed: the viewer role may not upload files.' : 'Not allowed: a review link may not upload files.');
    expect(storingStarted).toBe(0);
    expect(spoolDirs()).toEqual([]);
    expect(await stored(h)).toEqual(before);
  });

  test('as viewer, uploadTracks too: 403 FORBIDDEN before a quarter of the body is sent; nothing spooled, nothing stored', async () => {
    const before = await stored(h);
    const answer = await sendSlowly(Number(new URL(h.app.url).port), as.viewer, TRACKS_HEAD);
    expectRefusedUnread(answer, 403, 'FORBIDDEN');
    expect(answer.body.errors[0].message).toBe('Not allowed: the viewer role may not upload files.');
    expect(storingStarted).toBe(0);
    expect(spoolDirs()).toEqual([]);
    expect(await stored(h)).toEqual(before);
  });

  test('as viewer, importTranscript too: 403 FORBIDDEN before a quarter of the body is sent; nothing spooled, nothing stored', async () => {
    const before = await stored(h);
    const answer = await sendSlowly(Number(new URL(h.app.url).port), as.viewer, IMPORT_HEAD);
    expectRefusedUnread(answer, 403, 'FORBIDDEN');
    expect(answer.body.errors[0].message).toBe('Not allowed: the viewer role may not upload files.');
    expect(spoolDirs()).toEqual([]);
    expect(await stored(h)).toEqual(before);
  });

  test('a client sending as fast as it can (fetch) reads the 403, not a reset connection', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { title: 'Fast', file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(BODY_BYTES)], { type: 'audio/wav' }), 'a.wav');
    const response = await fetch(`${h.app.url}/graphql`, { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1', ...as.viewer } });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(storingStarted).toBe(0);
  });

  test.each(['revoked', 'unknown'])('with a %s token: 401 UNAUTHENTICATED before a quarter of the body is sent', async (asker) => {
    const before = await stored(h);
    const answer = await sendSlowly(Number(new URL(h.app.url).port), as[asker]);
    expectRefusedUnread(answer, 401, 'UNAUTHENTICATED');
    expect(answer.head).toContain('x-tapescript-sign-in: required');
    expect(storingStarted).toBe(0);
    expect(await stored(h)).toEqual(before);
  });

  test('an editor’s upload is read and stored as before', async () => {
    const before = await stored(h);
    const answer = await (await h.upload('Editor', wavBytes(), 'e.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
    expect(answer.errors).toBeUndefined();
    expect(storingStarted).toBe(1);
    expect(await stored(h)).toEqual([before[0] + 1, before[1] + 1]);
  });
});

describe('local mode with an access token', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ TAPESCRIPT_ACCESS_TOKEN: 'the-local-access-token' });
  }, 60_000);
  afterAll(() => h?.close());

  test('a wrong token: 401 before a quarter of the body is sent, and the connection closes', async () => {
    const answer = await sendSlowly(Number(new URL(h.app.url).port), { authorization: 'Bearer not-the-access-token' });
    expectRefusedUnread(answer, 401, 'UNAUTHENTICATED');
  });

  test('the access token uploads as before', async () => {
    const answer = await (await h.upload('Local', wavBytes(), 'l.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', authorization: 'Bearer the-local-access-token' })).json();
    expect(answer.errors).toBeUndefined();
  });
});
