import { expect, test } from 'vitest';
import { chapterPlace, matchId, SHOW_NOTES_PLACE, matchKey, personOf, rewriteTranscript, transcriptMatches, type GatheredTranscript } from './person-matches.ts';

const transcript: GatheredTranscript = {
  id: 't1',
  title: 'Talking to Ada',
  contents: [
    { no: 1, segment: { id: 's1', speaker: 'Ada Okafor', text: 'Ada here, from the ADA.', start: 0, end: 2, words: [{ text: 'Ada', start: 0, end: 0.5 }, { text: 'here,', start: 0.5, end: 1 }, { text: 'from', start: 1, end: 1.2 }, { text: 'the', start: 1.2, end: 1.4 }, { text: 'ADA.', start: 1.4, end: 2 }] } },
    { no: 2, segment: { id: 's2', speaker: 'Host', text: 'Thanks, Ada.', start: 2, end: 3 } },
    { no: 3, segment: { id: 's2', speaker: 'Host', text: 'Thanks, Ada!', start: 2, end: 3 } },
  ],
  recognizedSpeakers: [{ speaker: 'Ada Okafor', label: 'Speaker 1', voice: 'v1', score: 0.9 }],
  voiceSuggestions: [],
  labels: [{ id: 'd1', label: '' }, { id: 'd2', label: 'Rename Speaker 1 to Ada Okafor' }],
  chapters: [
    { id: 'd1', chapters: [{ id: 'cs1', segmentId: 's1', title: 'Meeting Ada' }] },
    { id: 'd2', chapters: [{ id: 'cs1', segmentId: 's1', title: 'Meeting Ada, of the ADA' }, { id: 'cs2', segmentId: 's2', title: 'Thanks' }] },
  ],
  showNotes: [
    { id: 'd1', showNotes: { markdown: 'Ada talks. Ada again, and Ada once more.', drafted: false, byModel: false, author: null, updatedAt: '2026-11-29T12:00:00.000Z' } },
    { id: 'd2', showNotes: { markdown: '# Ada\n\nAda talks.', drafted: false, byModel: false, author: null, updatedAt: '2026-11-29T12:00:00.000Z' } },
  ],
};

test('each occurrence is a match of its own, with a stable id and a snippet; speakers by name or voice', () => {
  const matches = transcriptMatches(transcript, 'Ada', new Set());
  expect(matches.map((m) => [m.kind, matchKey(m.id).slice(1), m.snippet])).toEqual([
    ['text', ['t1', '', 0], 'Talking to Ada'],
    ['text', ['t1', 'chapter:cs1', 0], 'Meeting Ada, of the ADA'],
    ['text', ['t1', 'chapter:cs1', 1], 'Meeting Ada, of the ADA'],
    // Show notes: the latest version's occurrences, then one only an older version's notes have.
    ['text', ['t1', 'shownotes', 0], '# Ada\n\nAda talks.'],
    ['text', ['t1', 'shownotes', 1], '# Ada\n\nAda talks.'],
    ['text', ['t1', 'shownotes', 2], 'Ada talks. Ada again, and Ada once more.'],
    ['text', ['t1', 's2', 0], 'Thanks, Ada!'],
    ['text', ['t1', 's1', 0], 'Ada here, from the ADA.'],
    ['text', ['t1', 's1', 1], 'Ada here, from the ADA.'],
    ['speaker', ['t1', 'Ada Okafor'], 'Ada Okafor'],
  ]);
  expect(transcriptMatches(transcript, 'Ada', new Set()).map((m) => m.id)).toEqual(matches.map((m) => m.id));
  expect(transcriptMatches(transcript, undefined, new Set(['Ada Okafor'])).map((m) => m.kind)).toEqual(['speaker']);
});

test('an erasure replaces the chosen occurrences in every content, chapter title, the words, the speaker, the recognitions and the labels', () => {
  const chosen = new Set([matchId(['text', 't1', 's1', 0]), matchId(['text', 't1', 's2', 0]), matchId(['text', 't1', chapterPlace('cs1'), 0]), matchId(['text', 't1', SHOW_NOTES_PLACE, 1]), matchId(['speaker', 't1', 'Ada Okafor'])]);
  const rewrite = rewriteTranscript(transcript, chosen, 'Ada', '[removed]');
  expect(rewrite.title).toBeUndefined();
  expect(rewrite.contents.map(({ no, body }) => [no, body.speaker, body.text])).toEqual([
    [1, '[removed] Okafor', '[removed] here, from the ADA.'],
    [2, 'Host', 'Thanks, [removed].'],
    [3, 'Host', 'Thanks, [removed]!'],
  ]);
  expect(rewrite.contents[0].body.words?.map((w) => w.text)).toEqual(['[removed]', 'here,', 'from', 'the', 'ADA.']);
  expect(rewrite.recognizedSpeakers?.[0].speaker).toBe('[removed] Okafor');
  expect(rewrite.labels).toEqual([{ id: 'd2', label: 'Rename Speaker 1 to [removed] Okafor' }]);
  // Every version's title of the chapter, its unchosen "ADA" kept; an untouched chapter rides along in its version.
  expect(rewrite.chapters).toEqual([
    { id: 'd1', chapters: [{ id: 'cs1', segmentId: 's1', title: 'Meeting [removed]' }] },
    { id: 'd2', chapters: [{ id: 'cs1', segmentId: 's1', title: 'Meeting [removed], of the ADA' }, { id: 'cs2', segmentId: 's2', title: 'Thanks' }] },
  ]);
  // The chosen (second) occurrence in every version's show notes.
  expect(rewrite.showNotes.map((v) => [v.id, v.showNotes.markdown])).toEqual([
    ['d1', 'Ada talks. [removed] again, and Ada once more.'],
    ['d2', '# Ada\n\n[removed] talks.'],
  ]);
});

test('exactly one of name, email and voiceId', () => {
  expect(personOf({ name: ' Zoë ' })).toEqual({ name: 'Zoë' });
  expect(() => personOf({ name: 'Zoë', email: 'z@example.org' })).toThrow(/exactly one/);
  expect(() => personOf({})).toThrow(/exactly one/);
  expect(() => matchKey('not-an-id')).toThrow(/not a match id/);
});
