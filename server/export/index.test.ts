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
    await expect(buildExport('pdf' as ExportFormat, input, options)).rejects.toThrow(/Unknown export format/);
  });
});
