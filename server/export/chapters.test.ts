import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { buildJsonChapters, buildVttChapters, buildYoutubeChapters } from './chapters.ts';
import { buildMarkdown } from './markdown.ts';

const chapters = [
  { start: 12.5, title: 'Early years' },
  { start: 754.25, title: 'Radio & <tape>' },
  { start: 3725, title: 'Line\nbreak' },
];
const segments = [{ start: 0, end: 4000, text: 'x', speaker: 'A' }];

describe('YouTube chapters', () => {
  test('one "mm:ss Title" line each (h:mm:ss from an hour), with an Intro at 00:00 when the first starts later', () => {
    expect(buildYoutubeChapters(chapters)).toBe('00:00 Intro\n00:12 Early years\n12:34 Radio & <tape>\n1:02:05 Line break\n');
  });
  test('no Intro when the first chapter starts at 0', () => {
    expect(buildYoutubeChapters([{ start: 0.4, title: 'Welcome' }, { start: 61, title: 'Next' }])).toBe('00:00 Welcome\n01:01 Next\n');
  });
});

describe('Podcasting 2.0 JSON chapters', () => {
  const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, 'schemas', 'podcast-chapters-1.2.schema.json'), 'utf8'));
  const validate = new Ajv().compile(schema);

  test('version 1.2.0, startTime in seconds and title, valid against the format’s schema', () => {
    const file = JSON.parse(buildJsonChapters(chapters));
    expect(file).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 12.5, title: 'Early years' },
        { startTime: 754.25, title: 'Radio & <tape>' },
        { startTime: 3725, title: 'Line break' },
      ],
    });
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
  });

  test('the schema refuses what the format does not allow', () => {
    expect(validate({ chapters: [] })).toBe(false);
    expect(validate({ version: '1.2.0', chapters: [{ title: 'No start' }] })).toBe(false);
    expect(validate({ version: '1.2.0', chapters: [{ startTime: '12', title: 'A string' }] })).toBe(false);
  });
});

test('WebVTT chapters: one cue per chapter to the next one’s start, the last to the end, titles escaped', () => {
  expect(buildVttChapters(chapters, segments)).toBe(
    'WEBVTT\n\n1\n00:00:12.500 --> 00:12:34.250\nEarly years\n\n2\n00:12:34.250 --> 01:02:05.000\nRadio &amp; &lt;tape&gt;\n\n3\n01:02:05.000 --> 01:06:40.000\nLine break\n\n',
  );
});

describe('chapter headings', () => {
  const input = {
    title: 'Talk',
    segments: [
      { id: 'a', start: 0, end: 5, text: 'Hello there.', speaker: 'Ada' },
      { id: 'b', start: 5, end: 9, text: 'About the radio.', speaker: 'Ada' },
      { id: 'c', start: 9, end: 12, text: 'Yes.', speaker: 'Bo' },
    ],
    chapters: [{ start: 5, title: 'The radio' }],
  };
  const layout = { seriesName: 'Series', hostSpeaker: 'Bo' };

  test('with the chapters option, Markdown has a heading where each chapter starts, cutting the turn there', () => {
    expect(buildMarkdown(input, { ...layout, chapters: true })).toBe('# Series - Talk\n\nAda: Hello there.\n\n## The radio\n\nAda: About the radio.\n\n**Bo: Yes.**\n');
  });

  test('without it, no headings and the turn stays whole', () => {
    expect(buildMarkdown(input, layout)).toBe('# Series - Talk\n\nAda: Hello there. About the radio.\n\n**Bo: Yes.**\n');
  });
});
