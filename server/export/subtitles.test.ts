import { describe, expect, it } from 'vitest';
import { type Cue, LAST_CUE_SECONDS, toCues } from './cues.ts';
import { buildSrt, buildVtt } from './subtitles.ts';
import type { ExportSegment } from './types.ts';

// Independent readers, written from the formats' specs rather than from the writers.
const seconds = (stamp: string) => {
  const [, h, m, s, ms] = /^(\d{2,}):(\d{2}):(\d{2})[.,](\d{3})$/.exec(stamp) ?? [];
  if (h === undefined) throw new Error(`bad timestamp ${stamp}`);
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
};

function splitPrefix(line: string): { speaker: string; text: string } {
  const colon = line.indexOf(': ');
  return { speaker: line.slice(0, colon), text: line.slice(colon + 2) };
}

function parseSrt(srt: string): Cue[] {
  return srt
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block, index) => {
      const [number, timing, ...text] = block.split(/\r?\n/);
      expect(number).toBe(String(index + 1));
      expect(timing).toMatch(/^\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}$/);
      expect(text).toHaveLength(1);
      const [from, to] = timing.split(' --> ');
      return { start: seconds(from), end: seconds(to), ...splitPrefix(text[0]) };
    });
}

const unescapeVtt = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function parseVtt(vtt: string): Cue[] {
  const [header, ...blocks] = vtt.split(/\n\n/).filter((block) => block.trim());
  expect(header).toBe('WEBVTT');
  return blocks.map((block) => {
    const [timing, ...text] = block.split('\n');
    expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(text).toHaveLength(1);
    expect(text[0]).not.toContain('-->');
    const [, voice, line] = /^<v ([^>]*)>(.*)$/.exec(text[0]) ?? [];
    const cue = splitPrefix(unescapeVtt(line));
    expect(unescapeVtt(voice)).toBe(cue.speaker);
    const [from, to] = timing.split(' --> ');
    return { start: seconds(from), end: seconds(to), ...cue };
  });
}

const segments: ExportSegment[] = [
  { start: 62.345, end: 65.5, speaker: 'Speaker 2', text: 'Fine, & you? <b>bold</b> --> arrow' },
  { start: 0, end: 3.25, speaker: 'Speaker 1', text: 'Hello there.' },
  { start: 3.25, end: 62.345, speaker: 'Speaker 1', text: 'Two\n\nparagraphs in one cue.' },
  { start: 65.5, end: 70, speaker: null, text: 'Who said that?' },
  { start: 3725.5, end: 3730.125, speaker: 'Speaker 1', text: 'After an hour.' },
];

const expected: Cue[] = [
  { start: 0, end: 3.25, speaker: 'Speaker 1', text: 'Hello there.' },
  { start: 3.25, end: 62.345, speaker: 'Speaker 1', text: 'Two paragraphs in one cue.' },
  { start: 62.345, end: 65.5, speaker: 'Speaker 2', text: 'Fine, & you? <b>bold</b> --> arrow' },
  { start: 65.5, end: 70, speaker: 'Unknown', text: 'Who said that?' },
  { start: 3725.5, end: 3730.125, speaker: 'Speaker 1', text: 'After an hour.' },
];

describe('toCues', () => {
  it('gives one cue per segment, by start, without merging speakers', () => {
    expect(toCues(segments)).toEqual(expected);
  });

  it('ends a cue without a usable end at the next later start, the last one a few seconds on', () => {
    const cues = toCues([
      { start: 10, end: null, text: 'last', speaker: 'A' },
      { start: 0, text: 'first', speaker: 'A' },
      { start: 4, end: 4, text: 'same start as next', speaker: 'A' },
      { start: 4, end: 2, text: 'end before start', speaker: 'B' },
    ]);
    expect(cues.map(({ start, end }) => [start, end])).toEqual([
      [0, 4],
      [4, 10],
      [4, 10],
      [10, 10 + LAST_CUE_SECONDS],
    ]);
  });

  it('skips segments without text', () => {
    expect(toCues([{ start: 0, end: 1, text: ' \n ' }])).toEqual([]);
  });
});

describe('buildSrt', () => {
  it('reads back into the same cues', () => {
    expect(parseSrt(buildSrt(segments))).toEqual(expected);
  });

  it('writes the SubRip layout exactly', () => {
    expect(buildSrt(segments.slice(0, 2))).toBe(
      '1\n00:00:00,000 --> 00:00:03,250\nSpeaker 1: Hello there.\n\n' +
        '2\n00:01:02,345 --> 00:01:05,500\nSpeaker 2: Fine, & you? <b>bold</b> --> arrow\n\n',
    );
  });

  it('is empty for no segments', () => {
    expect(buildSrt([])).toBe('');
  });
});

describe('buildVtt', () => {
  it('reads back into the same cues', () => {
    expect(parseVtt(buildVtt(segments))).toEqual(expected);
  });

  it('writes the WebVTT layout exactly, escaping markup', () => {
    expect(buildVtt(segments.slice(0, 1))).toBe(
      'WEBVTT\n\n00:01:02.345 --> 00:01:05.500\n' +
        '<v Speaker 2>Speaker 2: Fine, &amp; you? &lt;b&gt;bold&lt;/b&gt; --&gt; arrow\n\n',
    );
  });

  it('escapes a speaker name that would close the voice tag', () => {
    expect(buildVtt([{ start: 0, end: 1, speaker: 'A>B & C', text: 'hi' }])).toContain(
      '<v A&gt;B &amp; C>A&gt;B &amp; C: hi',
    );
  });

  it('is just the header for no segments', () => {
    expect(buildVtt([])).toBe('WEBVTT\n\n');
  });
});
