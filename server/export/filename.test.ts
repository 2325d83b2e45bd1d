import { describe, expect, it } from 'vitest';
import { exportFilename } from './filename.ts';

describe('exportFilename', () => {
  it.each([
    ['Markets in 2025', 'docx', 'Markets in 2025.docx'],
    ['Q&A: "Risk" <now>?', 'srt', 'Q&A: "Risk" <now>?.srt'],
    ['AC/DC \\ live', 'txt', 'AC-DC - live.txt'],
    ['../../etc/passwd', 'docx', '-..-etc-passwd.docx'],
    ['.hidden', 'vtt', 'hidden.vtt'],
    ['two\r\nlines\u0000 and\ttab', 'docx', 'two lines and tab.docx'],
    ['Jürgen – Zürich 日本', 'docx', 'Jürgen – Zürich 日本.docx'],
    ['evil\u202Excod.docx', 'docx', 'evilxcod.docx.docx'],
    ['', 'docx', 'transcript.docx'],
    ['  \n ', 'txt', 'transcript.txt'],
  ])('%j -> %j', (title, extension, expected) => expect(exportFilename(title, extension)).toBe(expected));

  it('stays within 255 bytes without cutting a character in half', () => {
    const name = exportFilename('日本'.repeat(200), 'docx');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name).toMatch(/^(日本)+日?\.docx$/);
  });
});
