import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { buildDocx } from './docx.ts';
import { readDocx } from './docx-reader.test-support.ts';

const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const segments = [
  { id: 'a', start: 0, end: 2, speaker: 'Ada', text: 'We started  the farm in 1962.' },
  { id: 'b', start: 2, end: 4, speaker: 'Ada', text: 'My father bought the first cows.' },
  { id: 'c', start: 4, end: 6, speaker: 'ETRM', text: 'And then?' },
];
const date = new Date('2026-11-20T10:00:00Z');

test('comments become Word comments on their words, replies threaded under them; the text reads as without', async () => {
  const bytes = await buildDocx(
    {
      title: 'Ada',
      segments,
      comments: [
        { segmentId: 'b', fromWord: 4, toWord: 5, author: 'Ada Lovelace', date, text: 'It was three cows.', resolved: false, replies: [{ author: 'Ed', date, text: 'Fixed.' }] },
        { segmentId: 'c', fromWord: null, toWord: null, author: 'Ed', date, text: 'Cut this question?', resolved: true, replies: [] },
      ],
    },
    options,
  );
  const files = unzipSync(bytes);
  const comments = strFromU8(files['word/comments.xml']);
  expect(comments).toContain('w:author="Ada Lovelace"');
  expect(comments).toContain('It was three cows.');
  expect(comments).toContain('Fixed.');
  expect(comments).toContain('Cut this question?');
  const document = readDocx(bytes);
  expect(document.paragraphs.map((p) => p.text).slice(2)).toEqual(['Ada: We started the farm in 1962. My father bought the first cows.', 'ETRM: And then?']);
  // The first comment's range holds exactly its words.
  const xml = document.documentXml;
  const range = xml.slice(xml.indexOf('<w:commentRangeStart w:id="0"/>'), xml.indexOf('<w:commentRangeEnd w:id="0"/>'));
  expect([...range.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')).toBe('first cows.');
  expect(strFromU8(files['word/commentsExtended.xml'] ?? new Uint8Array())).toMatch(/w15:paraIdParent/);
});

test('without comments the Word file has none', async () => {
  const files = unzipSync(await buildDocx({ title: 'Ada', segments }, options));
  expect(Object.keys(files).some((name) => name === 'word/comments.xml' && strFromU8(files[name]).includes('<w:comment '))).toBe(false);
});
