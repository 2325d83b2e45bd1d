import fs from 'node:fs/promises';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import type { Segment } from '../domain/segment-types.ts';
import { startHarness, waitForStatus, type Harness } from './harness.ts';
import { SAMPLE_RESULT } from './stand-in-editor.ts';

/**
 * A pseudonymised transcript of real read speech (LibriVox) on the real server in team mode, for the tests of what
 * those who see pseudonyms are given: a term of its own ("Jane Doe", also a speaker and in the title), one of the
 * library's ("Acme"), both said on speech at TERM_SPANS, and a comment on the first; an owner, an editor and a viewer
 * (API tokens) and a review link (its cookie) to ask as.
 */

const words = (spec: [string, number, number][]) => spec.map(([text, start, end]) => ({ text, start, end, confidence: 0.9 }));
const SEGMENTS: Segment[] = [
  {
    speaker: 'Jane Doe', start: 0, end: 4, text: 'Hello, I am Jane Doe from home.',
    words: words([['Hello,', 0.1, 0.5], ['I', 0.5, 0.6], ['am', 0.6, 0.9], ['Jane', 1.02, 1.3], ['Doe', 1.3, 1.55], ['from', 1.8, 2.1], ['home.', 2.2, 2.6]]),
  },
  {
    speaker: 'Speaker 2', start: 7, end: 10, text: 'We met at Acme.',
    words: words([['We', 7.2, 7.5], ['met', 7.5, 7.8], ['at', 7.85, 8.0], ['Acme.', 8.3, 8.9]]),
  },
  { speaker: 'Jane Doe', start: 12, end: 16, text: 'Nothing to hide here.', words: words([['Nothing', 12, 12.5], ['to', 12.5, 12.7], ['hide', 12.7, 13], ['here.', 13, 13.4]]) },
];

/** Where the terms are said (on speech: the bleep tests' spans). */
export const TERM_SPANS = [{ start: 1.02, end: 1.55 }, { start: 8.3, end: 8.9 }];
export const TITLE = 'Interview with Jane Doe at Acme';

export type Asker = 'owner' | 'editor' | 'viewer' | 'reviewer';

export interface PseudonymisedReading {
  h: Harness;
  id: string;
  /** The recording as uploaded (WAV, 16 kHz mono). */
  reading: string;
  /** Request headers by who asks: owner, editor, viewer, reviewer. */
  as: Record<Asker, Record<string, string>>;
}

export async function startPseudonymisedReading(env: Record<string, string> = {}): Promise<PseudonymisedReading> {
  const [h, reading] = await Promise.all([startHarness({ TAPESCRIPT_ACCESS_TOKEN: 'the-service-token-of-pseudonyms', ...env }), makeReading().then((made) => made.path)]);
  const as = {} as PseudonymisedReading['as'];
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    const user = await h.app.services.accounts.addUser({ email: `${role}@example.org`, password: `the ${role} passphrase`, role });
    const identity = { kind: 'user' as const, role, user: { id: user.id, email: user.email, name: role }, tokenId: '' };
    as[role] = { authorization: `Bearer ${(await h.app.services.accounts.createApiToken({ identity, address: 'test' }, role, null)).token}` };
  }
  h.editor.transcribe = () => ({ status: 200, body: { ...SAMPLE_RESULT, duration: 30, segments: SEGMENTS } });
  const bytes = new Uint8Array(await fs.readFile(reading));
  const uploaded = await (await h.upload(TITLE, bytes, 'reading.wav', 'audio/wav', { 'x-graphql-yoga-csrf': '1', ...as.editor })).json();
  const id: string = uploaded.data.uploadAudio.id;
  await waitForStatus(h, id, 20_000, as.editor);
  const segmentId = (await h.gql('query ($id: ID!) { transcript(id: $id) { segments { id } } }', { id }, as.editor)).data.transcript.segments[0].id;
  const setUp = [
    ['mutation ($t: ID!) { setPseudonym(transcriptId: $t, term: "Jane Doe", kind: PERSON) { id } }', { t: id }],
    ['mutation { setPseudonym(term: "Acme", kind: ORG) { id } }', {}],
    ['mutation ($t: ID!, $s: ID!) { addComment(transcriptId: $t, segmentId: $s, fromWord: 3, toWord: 4, text: "Check the spelling of Jane Doe’s name.") { id } }', { t: id, s: segmentId }],
    ['mutation ($id: ID!) { setPseudonymised(id: $id, pseudonymised: true) { id } }', { id }],
  ] as const;
  for (const [query, variables] of setUp) {
    const answer = await h.gql(query, variables, as.editor);
    if (answer.errors) throw new Error(`Setting up the pseudonymised transcript: ${answer.errors[0].message}`);
  }
  const link = await h.gql('mutation ($id: ID!) { createReviewLink(transcriptId: $id, permission: VIEW, reviewerName: "Interviewee") { url } }', { id }, as.editor);
  const opened = await fetch(link.data.createReviewLink.url, { redirect: 'manual' });
  as.reviewer = { cookie: opened.headers.get('set-cookie')!.split(';')[0] };
  return { h, id, reading, as };
}
