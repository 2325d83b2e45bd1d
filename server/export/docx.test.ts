import { describe, expect, it } from 'vitest';
import { readDocx, runProperties } from './docx-reader.test-support.ts';
import { buildDocx, SUBTITLE_PLACEHOLDER } from './docx.ts';
import type { ExportOptions, ExportSegment } from './types.ts';

const options: ExportOptions = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };

const segments: ExportSegment[] = [
  // Deliberately out of order: the document follows start times.
  { start: 12, end: 15, speaker: 'Guest', text: 'Prices & <limits> are "fine".' },
  { start: 0, end: 4, speaker: 'ETRM', text: 'Welcome to the show.' },
  { start: 4, end: 8, speaker: 'ETRM', text: '  Our guest today  ' },
  { start: 8, end: 12, speaker: 'Guest', text: 'Thanks.' },
  { start: 15, end: 18, speaker: null, text: 'Inaudible.' },
  { start: 18, end: 20, speaker: '', text: 'Still unknown.' },
  { start: 20, end: 22, text: 'And again.' },
  { start: 22, end: 25, speaker: 'ETRM', text: 'Thank you.' },
];

async function exportDocx(list = segments, title = 'Markets in 2025', opts = options) {
  return readDocx(await buildDocx({ title, segments: list }, opts));
}

describe('buildDocx', () => {
  it('writes the title line, the subtitle placeholder, then one paragraph per merged turn in start order', async () => {
    const { paragraphs } = await exportDocx();
    expect(paragraphs.map((p) => p.text)).toEqual([
      'ETRM Interview Series - Markets in 2025',
      SUBTITLE_PLACEHOLDER,
      'ETRM: Welcome to the show. Our guest today',
      'Guest: Thanks. Prices & <limits> are "fine".',
      'Unknown: Inaudible. Still unknown. And again.',
      'ETRM: Thank you.',
    ]);
    expect(SUBTITLE_PLACEHOLDER).toBe('Insert subtitle and speaker description here');
  });

  it('puts the title line in the Heading 1 style (the navigation pane) with the layout\'s look, and keeps Aptos 22', async () => {
    const { documentXml, stylesXml, paragraphs } = await exportDocx();
    const firstParagraph = /<w:p(?:\s[^>]*)?>(.*?)<\/w:p>/s.exec(documentXml)![1];
    expect(firstParagraph).toContain('<w:pStyle w:val="Heading1"/>');
    expect(paragraphs[0].text).toBe('ETRM Interview Series - Markets in 2025');
    expect(paragraphs[0].runs.every((run) => run.fonts.includes('Aptos') && run.size === '22' && !run.bold)).toBe(true);
    const heading = /<w:style [^>]*w:styleId="Heading1"[^>]*>(.*?)<\/w:style>/s.exec(stylesXml)![1];
    expect(heading).toContain('<w:name w:val="Heading 1"/>');
    expect(heading).toContain('<w:outlineLvl w:val="0"/>');
    expect(heading).toContain('<w:sz w:val="22"/>');
    expect(heading).toMatch(/<w:rFonts [^>]*w:ascii="Aptos"/);
    // Only the title is a heading.
    expect(documentXml.match(/<w:pStyle /g)).toHaveLength(1);
  });

  it('writes the subtitle given for this export, the placeholder when blank', async () => {
    const given = readDocx(await buildDocx({ title: 'T', segments, subtitle: 'With Ada Okonkwo, trader, on 3 March' }, options));
    expect(given.paragraphs[1]).toMatchObject({ text: 'With Ada Okonkwo, trader, on 3 March' });
    expect(given.paragraphs[1].runs.every((run) => run.italic)).toBe(true);
    const blank = readDocx(await buildDocx({ title: 'T', segments, subtitle: '  ' }, options));
    expect(blank.paragraphs[1].text).toBe(SUBTITLE_PLACEHOLDER);
  });

  it('makes the subtitle italic and only the host turns bold', async () => {
    const { paragraphs } = await exportDocx();
    const style = paragraphs.map((p) => ({
      bold: p.runs.every((r) => r.bold),
      anyBold: p.runs.some((r) => r.bold),
      italic: p.runs.some((r) => r.italic),
    }));
    expect(style.map((s) => s.italic)).toEqual([false, true, false, false, false, false]);
    expect(style.map((s) => s.anyBold)).toEqual([false, false, true, false, false, true]);
    expect(style.filter((s) => s.anyBold).every((s) => s.bold)).toBe(true);
  });

  it('bolds whichever speaker is configured as host', async () => {
    const { paragraphs } = await exportDocx(segments, 'T', { seriesName: 'Energy Talks', hostSpeaker: 'Guest' });
    expect(paragraphs[0].text).toBe('Energy Talks - T');
    expect(paragraphs.filter((p) => p.runs.some((r) => r.bold)).map((p) => p.text)).toEqual([
      'Guest: Thanks. Prices & <limits> are "fine".',
    ]);
  });

  it('sets Aptos 22 half-points on every run and as the document default', async () => {
    const { paragraphs, stylesXml } = await exportDocx();
    for (const run of paragraphs.flatMap((p) => p.runs)) {
      expect(run.fonts.length).toBeGreaterThan(0);
      expect(run.fonts.every((font) => font === 'Aptos')).toBe(true);
      expect(run.size).toBe('22');
    }
    const defaults = /<w:rPrDefault><w:rPr>(.*?)<\/w:rPr><\/w:rPrDefault>/s.exec(stylesXml)?.[1] ?? '';
    const props = runProperties(defaults);
    expect(props.fonts).toEqual(['Aptos', 'Aptos', 'Aptos', 'Aptos']);
    expect(props.size).toBe('22');
    expect(defaults).toContain('<w:szCs w:val="22"/>');
    // Paragraph spacing, so turns stay visibly apart (found in the LibreOffice render).
    expect(stylesXml).toMatch(/<w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="276"\/><\/w:pPr><\/w:pPrDefault>/);
  });

  it('keeps XML-special characters in title and text, escaped in the XML', async () => {
    const { paragraphs, documentXml } = await exportDocx(segments, `Q&A: <Risk> "quoted" & 'single'`);
    expect(paragraphs[0].text).toBe(`ETRM Interview Series - Q&A: <Risk> "quoted" & 'single'`);
    expect(documentXml).toContain('Prices &amp; &lt;limits&gt;');
    expect(documentXml).not.toContain('<limits>');
  });

  it('drops characters XML cannot hold, so Word can still open the file', async () => {
    const { paragraphs, documentXml } = await exportDocx(
      [{ start: 0, end: 1, speaker: 'Guest\u0007', text: 'bell\u0000 and\u000b tab\there\nline \ud800lone' }],
      'Title\u001b',
    );
    expect(paragraphs.map((p) => p.text)).toEqual([
      'ETRM Interview Series - Title',
      SUBTITLE_PLACEHOLDER,
      'Guest: bell and tab here line \ufffdlone', // a lone surrogate becomes U+FFFD
    ]);
    expect(documentXml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('exports a transcript without segments as title and subtitle only', async () => {
    const { paragraphs } = await exportDocx([]);
    expect(paragraphs.map((p) => p.text)).toEqual(['ETRM Interview Series - Markets in 2025', SUBTITLE_PLACEHOLDER]);
  });
});
