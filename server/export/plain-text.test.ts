import { describe, expect, it } from 'vitest';
import { buildPlainText } from './plain-text.ts';
import type { ExportInput } from './types.ts';

const input: ExportInput = {
  title: 'Markets & <Risk>',
  segments: [
    { start: 70, end: 75, speaker: 'Guest', text: 'Second\nline.' },
    { start: 0, end: 4, speaker: 'ETRM', text: 'Welcome.' },
    { start: 4, end: 70, speaker: 'ETRM', text: 'Please introduce yourself.' },
    { start: 3725, end: 3730, text: 'Late remark.' },
  ],
};
const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };

describe('buildPlainText', () => {
  it('writes the title line, then the Word file turns separated by blank lines', () => {
    expect(buildPlainText(input, options)).toBe(
      [
        'ETRM Interview Series - Markets & <Risk>',
        'ETRM: Welcome. Please introduce yourself.',
        'Guest: Second line.',
        'Unknown: Late remark.',
      ].join('\n\n') + '\n',
    );
  });

  it('prefixes each turn with its start as [hh:mm:ss]', () => {
    expect(buildPlainText(input, { ...options, timestamps: 'turn' }).split('\n\n')).toEqual([
      'ETRM Interview Series - Markets & <Risk>',
      '[00:00:00] ETRM: Welcome. Please introduce yourself.',
      '[00:01:10] Guest: Second line.',
      '[01:02:05] Unknown: Late remark.\n',
    ]);
  });

  it('stamps each segment: the turn’s first before the speaker, the others before their words', () => {
    expect(buildPlainText(input, { ...options, timestamps: 'segment' }).split('\n\n')[1]).toBe('[00:00:00] ETRM: Welcome. [00:00:04] Please introduce yourself.');
  });

  it('labels speakers by initials, or not at all', () => {
    const twoAdas: ExportInput = {
      title: 'T',
      segments: [
        { start: 0, end: 1, speaker: 'Ada Okafor', text: 'One.' },
        { start: 1, end: 2, speaker: 'Amos Obi', text: 'Two.' },
        { start: 2, end: 3, speaker: 'Speaker 1', text: 'Three.' },
      ],
    };
    expect(buildPlainText(twoAdas, { ...options, speakerLabels: 'initials' }).split('\n\n').slice(1)).toEqual(['AO: One.', 'AO2: Two.', 'S1: Three.\n']);
    expect(buildPlainText(twoAdas, { ...options, speakerLabels: 'none', timestamps: 'turn' }).split('\n\n').slice(1)).toEqual([
      '[00:00:00] One.',
      '[00:00:01] Two.',
      '[00:00:02] Three.\n',
    ]);
  });

  it('writes a given subtitle line under the title, one line', () => {
    expect(buildPlainText({ ...input, subtitle: ' With Ada\nOkafor ' }, options).split('\n\n').slice(0, 3)).toEqual([
      'ETRM Interview Series - Markets & <Risk>',
      'With Ada Okafor',
      'ETRM: Welcome. Please introduce yourself.',
    ]);
  });

  it('is the title line alone without segments', () => {
    expect(buildPlainText({ title: 'T', segments: [] }, options)).toBe('ETRM Interview Series - T\n');
  });
});
