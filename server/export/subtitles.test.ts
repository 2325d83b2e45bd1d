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

type Read = Omit<Cue, 'speaker'> & { speaker?: string };

function parseSrt(srt: string): Read[] {
  return srt
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block, index) => {
      const [number, timing, ...text] = block.split(/\r?\n/);
      expect(number).toBe(String(index + 1));
      expect(timing).toMatch(/^\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}$/);
      expect(text.length).toBeGreaterThanOrEqual(1);
      const [from, to] = timing.split(' --> ');
      return { start: seconds(from), end: seconds(to), lines: text };
    });
}

const unescapeVtt = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function parseVtt(vtt: string): Read[] {
  const [header, ...blocks] = vtt.split(/\n\n/).filter((block) => block.trim());
  expect(header).toBe('WEBVTT');
  return blocks.map((block) => {
    const [timing, ...text] = block.split('\n');
    expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
    for (const line of text) expect(line).not.toContain('-->');
    const [, voice, first] = /^<v ([^>]*)>(.*)$/.exec(text[0]) ?? [];
    const [from, to] = timing.split(' --> ');
    return { start: seconds(from), end: seconds(to), speaker: unescapeVtt(voice), lines: [first, ...text.slice(1)].map(unescapeVtt) };
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
  { start: 0, end: 3.25, speaker: 'Speaker 1', lines: ['Speaker 1: Hello there.'] },
  { start: 3.25, end: 62.345, speaker: 'Speaker 1', lines: ['Speaker 1: Two paragraphs in one cue.'] },
  { start: 62.345, end: 65.5, speaker: 'Speaker 2', lines: ['Speaker 2: Fine, & you? <b>bold</b> -->', 'arrow'] },
  { start: 65.5, end: 70, speaker: 'Unknown', lines: ['Unknown: Who said that?'] },
  { start: 3725.5, end: 3730.125, speaker: 'Speaker 1', lines: ['Speaker 1: After an hour.'] },
];
const withoutSpeaker = (cues: Cue[]) => cues.map(({ speaker: _speaker, ...read }) => read);

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

  it('splits a long segment at its word times into cues of at most two lines of 42 characters and 7 seconds', () => {
    const text = 'So when we started trading power in the nineties nobody really knew what a forward curve was supposed to look like and we built it by hand every morning';
    const tokens = text.split(' ');
    const words = tokens.map((word, i) => ({ text: word, start: 10 + i * 0.4, end: 10 + i * 0.4 + 0.3 }));
    const cues = toCues([{ start: 10, end: 22, speaker: 'Speaker 1', text, words }]);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeLessThanOrEqual(7.4);
    }
    // Every word once, in order; the speaker named once, where the turn starts; cue times are word times, end to end.
    expect(cues.flatMap((cue) => cue.lines.join(' ').split(' ')).join(' ')).toBe(`Speaker 1: ${text}`);
    expect(cues.slice(1).every((cue) => !cue.lines[0].startsWith('Speaker 1:'))).toBe(true);
    cues.slice(1).forEach((cue, i) => {
      expect(words.some((word) => word.start === cue.start)).toBe(true);
      expect(cues[i].end).toBe(cue.start);
    });
    expect([cues[0].start, cues.at(-1)!.end]).toEqual([10, 22]);
  });

  it('splits a typed segment (no word times) by its length only, spreading its time', () => {
    const text = 'A typed note that runs on for well over the two lines of forty-two characters a cue can hold on screen.';
    const cues = toCues([{ start: 0, end: 60, speaker: 'Host', text }]);
    expect(cues).toHaveLength(2);
    expect(cues[0].lines).toEqual(['Host: A typed note that runs on for well', 'over the two lines of forty-two characters']);
    expect([cues[0].start, cues[1].end]).toEqual([0, 60]);
  });

  it('skips segments without text', () => {
    expect(toCues([{ start: 0, end: 1, text: ' \n ' }])).toEqual([]);
  });
});

describe('buildSrt', () => {
  it('reads back into the same cues', () => {
    expect(parseSrt(buildSrt(segments))).toEqual(withoutSpeaker(expected));
  });

  it('writes the SubRip layout exactly', () => {
    expect(buildSrt(segments.slice(0, 2))).toBe(
      '1\n00:00:00,000 --> 00:00:03,250\nSpeaker 1: Hello there.\n\n' +
        '2\n00:01:02,345 --> 00:01:05,500\nSpeaker 2: Fine, & you? <b>bold</b> -->\narrow\n\n',
    );
  });

  it('is empty for no segments', () => {
    expect(buildSrt([])).toBe('');
  });
});

describe('buildVtt', () => {
  it('reads back into the same cues, the speaker named by the voice tag alone', () => {
    expect(parseVtt(buildVtt(segments))).toEqual(toCues(segments, { namePrefix: false }));
    expect(toCues(segments, { namePrefix: false }).map((cue) => cue.lines)).toEqual([
      ['Hello there.'],
      ['Two paragraphs in one cue.'],
      ['Fine, & you? <b>bold</b> --> arrow'],
      ['Who said that?'],
      ['After an hour.'],
    ]);
  });

  it('writes the voice once, not again as a prefix', () => {
    expect(buildVtt([{ start: 0, end: 2, speaker: 'ETRM', text: 'At the sound of the tone.' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v ETRM>At the sound of the tone.\n\n',
    );
  });

  it('writes the WebVTT layout exactly, escaping markup', () => {
    expect(buildVtt(segments.slice(0, 1))).toBe(
      'WEBVTT\n\n00:01:02.345 --> 00:01:05.500\n' +
        '<v Speaker 2>Fine, &amp; you? &lt;b&gt;bold&lt;/b&gt; --&gt; arrow\n\n',
    );
  });

  it('escapes a speaker name that would close the voice tag', () => {
    expect(buildVtt([{ start: 0, end: 1, speaker: 'A>B & C', text: 'hi' }])).toContain(
      '<v A&gt;B &amp; C>hi',
    );
  });

  it('is just the header for no segments', () => {
    expect(buildVtt([])).toBe('WEBVTT\n\n');
  });
});

describe('speaker labels in subtitles', () => {
  const two: ExportSegment[] = [
    { start: 0, end: 2, speaker: 'Ada Okafor', text: 'Hello.' },
    { start: 2, end: 4, speaker: 'Amos Obi', text: 'Hi.' },
  ];

  it('SRT names a turn by initials, or not at all', () => {
    expect(buildSrt(two, 'initials')).toBe('1\n00:00:00,000 --> 00:00:02,000\nAO: Hello.\n\n2\n00:00:02,000 --> 00:00:04,000\nAO2: Hi.\n\n');
    expect(buildSrt(two, 'none')).toBe('1\n00:00:00,000 --> 00:00:02,000\nHello.\n\n2\n00:00:02,000 --> 00:00:04,000\nHi.\n\n');
  });

  it('VTT voices by initials, or has no voice tag', () => {
    expect(buildVtt(two, 'initials')).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v AO>Hello.\n\n00:00:02.000 --> 00:00:04.000\n<v AO2>Hi.\n\n');
    expect(buildVtt(two, 'none')).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello.\n\n00:00:02.000 --> 00:00:04.000\nHi.\n\n');
  });
});
