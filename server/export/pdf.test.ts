import { describe, expect, it } from 'vitest';
import { makeLongInterview } from './fixtures.ts';
import { buildPdf } from './pdf.ts';

const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
// The text itself is in compressed page streams: pdf.integration.test.ts reads it back with pdftotext.
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('buildPdf', () => {
  it('is a PDF whose only fonts are Carlito, embedded, in its three styles', () => {
    const pdf = latin1(buildPdf({ title: 'Short', segments: [{ start: 0, end: 1, speaker: 'ETRM', text: 'Hi.' }], subtitle: 'With Ada' }, options));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/BaseFont \/[\w+-]+/g)?.map((name) => name.replace(/\/BaseFont \//, ''))).toEqual(['Carlito', 'Carlito', 'Carlito', 'Carlito', 'Carlito', 'Carlito']);
    expect(pdf.match(/\/FontFile2/g)).toHaveLength(3);
    expect(pdf).not.toContain('Helvetica');
  });

  it('runs a two-hour interview onto as many A4 pages as its text needs', () => {
    const pdf = latin1(buildPdf(makeLongInterview(), options));
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    // About 20,000 words at some 500 a page (11 pt on A4 with 2.54 cm margins, as Word lays them).
    expect(pages).toBeGreaterThanOrEqual(30);
    expect(pages).toBeLessThanOrEqual(50);
    // A4, 595.28 × 841.89 pt, on every page.
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width).toFixed(2), Number(height).toFixed(2)]);
    expect(boxes).toHaveLength(pages);
    expect(new Set(boxes.map(String))).toEqual(new Set(['595.28,841.89']));
  });
});
