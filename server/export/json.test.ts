import { describe, expect, it } from 'vitest';
import { buildJson, type TranscriptJson } from './json.ts';
import type { ExportInput } from './types.ts';

const input: ExportInput = {
  title: 'Gas desk',
  subtitle: 'With Ada Okafor',
  segments: [
    { id: 's2', start: 2.5, end: 4.75, speaker: 'Ada Okafor', text: 'thanks for having me', words: [
      { text: 'thanks', start: 2.5, end: 2.9 }, { text: 'for', start: 2.9, end: 3.1 }, { text: 'having', start: 3.1, end: 3.6 }, { text: 'me', start: 3.6, end: 4.75 },
    ] },
    { id: 's1', start: 0, end: 2.5, speaker: 'ETRM', text: 'welcome to the show', words: [{ text: 'welcome', start: 0, end: 1 }] },
    { id: 's3', start: 5, end: null, speaker: 'ETRM', text: 'So,\nhow did it start?' },
    { id: 's4', start: 6, end: 7, speaker: 'Ada Okafor', text: '   ' },
  ],
};
const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const parse = (choices: object = {}) => JSON.parse(buildJson(input, { ...options, ...choices })) as TranscriptJson;

describe('buildJson', () => {
  it('gives the speakers in order of speaking and the segments by start, with their times and words', () => {
    expect(parse()).toEqual({
      format: 'tapescript-transcript',
      version: 1,
      title: 'Gas desk',
      titleLine: 'ETRM Interview Series - Gas desk',
      subtitle: 'With Ada Okafor',
      speakers: [{ name: 'ETRM' }, { name: 'Ada Okafor' }],
      segments: [
        // Its words no longer match its text (one word for four): no word times rather than wrong ones.
        { id: 's1', speaker: 0, start: 0, end: 2.5, endKnown: true, text: 'welcome to the show', words: null },
        {
          id: 's2', speaker: 1, start: 2.5, end: 4.75, endKnown: true, text: 'thanks for having me',
          words: [{ text: 'thanks', start: 2.5, end: 2.9 }, { text: 'for', start: 2.9, end: 3.1 }, { text: 'having', start: 3.1, end: 3.6 }, { text: 'me', start: 3.6, end: 4.75 }],
        },
        // No end: it lasts until the next segment starts, as its subtitle cue does; the empty segment is left out.
        { id: 's3', speaker: 0, start: 5, end: 6, endKnown: false, text: 'So, how did it start?', words: null },
      ],
    });
  });

  it('names the speakers by the chosen labels: initials, or none', () => {
    expect(parse({ speakerLabels: 'initials' }).speakers).toEqual([{ name: 'E' }, { name: 'AO' }]);
    expect(parse({ speakerLabels: 'none' }).speakers).toEqual([{ name: null }, { name: null }]);
  });

  it('ignores the timestamps and page numbers: every time is in the data', () => {
    expect(parse({ timestamps: 'segment', pageNumbers: true })).toEqual(parse());
  });
});
