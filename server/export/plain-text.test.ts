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

  it('prefixes each turn with its start as [m:ss], h:mm:ss past an hour', () => {
    expect(buildPlainText(input, { ...options, timecodes: true }).split('\n\n')).toEqual([
      'ETRM Interview Series - Markets & <Risk>',
      '[0:00] ETRM: Welcome. Please introduce yourself.',
      '[1:10] Guest: Second line.',
      '[1:02:05] Unknown: Late remark.\n',
    ]);
  });

  it('is the title line alone without segments', () => {
    expect(buildPlainText({ title: 'T', segments: [] }, options)).toBe('ETRM Interview Series - T\n');
  });
});
