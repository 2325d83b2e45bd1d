import { describe, expect, it } from 'vitest';
import { readDocx } from './docx-reader.test-support.ts';
import { buildExport, type ExportFormat } from './index.ts';

const input = {
  title: 'Grid/Market: "Q&A"',
  segments: [
    { start: 0, end: 2, speaker: 'ETRM', text: 'Hi.' },
    { start: 2, end: 4, speaker: 'Guest', text: 'Hello.' },
  ],
};
const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };

describe('buildExport', () => {
  it.each([
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['srt', 'application/x-subrip'],
    ['vtt', 'text/vtt; charset=utf-8'],
    ['txt', 'text/plain; charset=utf-8'],
    ['pdf', 'application/pdf'],
    ['md', 'text/markdown; charset=utf-8'],
    ['json', 'application/json; charset=utf-8'],
    ['eaf', 'application/xml; charset=utf-8'],
  ] as const)('names the %s file after the title and sets its MIME type', async (format, mimeType) => {
    const exported = await buildExport(format, input, options);
    expect(exported.filename).toBe(`Grid-Market: "Q&A".${format}`);
    expect(exported.mimeType).toBe(mimeType);
    expect(exported.bytes.length).toBeGreaterThan(0);
  });

  it('returns a readable Word file and UTF-8 text', async () => {
    const docx = await buildExport('docx', input, options);
    expect(readDocx(docx.bytes).paragraphs[0].text).toBe('ETRM Interview Series - Grid/Market: "Q&A"');
    const txt = await buildExport('txt', { ...input, title: 'Zürich' }, options);
    expect(new TextDecoder().decode(txt.bytes).split('\n')[0]).toBe('ETRM Interview Series - Zürich');
  });

  it('refuses an unknown format', async () => {
    await expect(buildExport('odt' as ExportFormat, input, options)).rejects.toThrow(/Unknown export format/);
  });
});

describe('buildExport’s options, format by format', () => {
  const text = async (format: ExportFormat, choices: object = {}) => {
    const { bytes } = await buildExport(format, { ...input, subtitle: 'With our guest' }, { ...options, ...choices });
    return format === 'docx' ? readDocx(bytes).paragraphs.map((p) => p.text).join('\n') : new TextDecoder().decode(bytes);
  };

  it.each(['docx', 'txt', 'md'] as const)('%s writes [hh:mm:ss] at each turn or segment', async (format) => {
    expect(await text(format)).not.toContain('[00:00:00]');
    // Markdown sets the host's turn in bold: "**…**".
    expect(await text(format, { timestamps: 'turn' })).toMatch(/\[00:00:00\] ETRM: Hi\.(\*\*)?\s+\[00:00:02\] Guest: Hello\./);
    expect(await text(format, { timestamps: 'segment' })).toMatch(/\[00:00:00\] ETRM: Hi\.(\*\*)?\s+\[00:00:02\] Guest: Hello\./);
  });

  it.each(['srt', 'vtt', 'json'] as const)('%s keeps its own times whatever the timestamps', async (format) => {
    expect(await text(format, { timestamps: 'segment' })).toBe(await text(format));
  });

  it.each([
    ['docx', 'E: Hi.', 'Hi.'],
    ['txt', 'E: Hi.', 'Hi.'],
    ['md', 'E: Hi.', 'Hi.'],
    ['srt', 'E: Hi.', 'Hi.'],
    ['vtt', '<v E>Hi.', 'Hi.'],
  ] as const)('%s labels speakers in full, by initials or not at all', async (format, initials, none) => {
    expect(await text(format, { speakerLabels: 'initials' })).toContain(initials);
    expect(await text(format, { speakerLabels: 'none' })).not.toMatch(/ETRM:|Guest|<v /);
    expect(await text(format, { speakerLabels: 'none' })).toContain(none);
  });

  it.each([
    ['docx', 'With our guest'],
    ['txt', 'With our guest'],
    ['md', '*With our guest*'],
  ] as const)('%s writes the subtitle line under the title', async (format, line) => {
    expect((await text(format)).split('\n').filter(Boolean)[1]).toBe(line);
  });

  it.each(['txt', 'srt', 'vtt', 'md', 'json'] as const)('%s has no pages: page numbers change nothing', async (format) => {
    expect(await text(format, { pageNumbers: true })).toBe(await text(format));
  });
});
