import { describe, expect, it } from 'vitest';
import { buildMarkdown, escapeMarkdown } from './markdown.ts';
import type { ExportInput } from './types.ts';

const input: ExportInput = {
  title: 'Markets *and* Risk',
  segments: [
    { start: 70, end: 75, speaker: 'Guest', text: 'We hedge _some_ of it, see [this](http://x).' },
    { start: 0, end: 4, speaker: 'ETRM', text: 'Welcome.' },
    { start: 4, end: 70, speaker: 'ETRM', text: 'Please introduce yourself.' },
  ],
};
const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };

describe('buildMarkdown', () => {
  it('writes the title line as a heading, then one paragraph per turn, the host’s in bold', () => {
    expect(buildMarkdown(input, options)).toBe(
      [
        '# ETRM Interview Series - Markets \\*and\\* Risk',
        '**ETRM: Welcome. Please introduce yourself.**',
        'Guest: We hedge \\_some\\_ of it, see \\[this\\](http://x).',
      ].join('\n\n') + '\n',
    );
  });

  it('writes the subtitle line in italics under the title when one is given', () => {
    expect(buildMarkdown({ ...input, subtitle: 'With Ada, trader' }, options).split('\n\n')[1]).toBe('*With Ada, trader*');
  });

  it('writes timestamps and labels as chosen, the timestamps left unescaped', () => {
    const paragraphs = buildMarkdown(input, { ...options, timestamps: 'segment', speakerLabels: 'initials' }).split('\n\n');
    expect(paragraphs[1]).toBe('**[00:00:00] E: Welcome. [00:00:04] Please introduce yourself.**');
    expect(buildMarkdown(input, { ...options, speakerLabels: 'none' }).split('\n\n')[2]).toMatch(/^We hedge/);
  });
});

describe('escapeMarkdown', () => {
  it.each([
    ['# not a heading', '\\# not a heading'],
    ['- not a list', '\\- not a list'],
    ['1. not a list', '1\\. not a list'],
    ['> not a quote', '\\> not a quote'],
    ['<b>html</b> & &amp;', '\\<b\\>html\\</b\\> & \\&amp;'],
    ['a `code` ~strike~ | pipe \\ slash', 'a \\`code\\` \\~strike\\~ \\| pipe \\\\ slash'],
    ['[00:01:02] stays', '[00:01:02] stays'],
  ])('shows %j as written', (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });
});
