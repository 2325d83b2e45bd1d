import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildPdf } from './pdf.ts';
import type { ExportInput } from './types.ts';

// poppler-utils (scripts/packages.sh): the PDF read back as a reader's PDF tools read it.
const pdftotext = (pdf: Uint8Array) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
const pdffonts = (pdf: Uint8Array) => execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const input: ExportInput = {
  title: 'Καλημέρα и привет',
  subtitle: 'With Ада Окафор and Νίκος',
  segments: [
    { start: 0, end: 4, speaker: 'ETRM', text: 'Welcome, Zoë. Tell us about the desk.' },
    { start: 4, end: 9, speaker: 'Ада Окафор', text: 'Мы торгуем газом и электроэнергией.' },
    { start: 9, end: 12, speaker: 'Νίκος', text: 'Και εμείς αντισταθμίζουμε τον κίνδυνο.' },
    { start: 12, end: 15, speaker: 'ETRM', text: 'Thank you both.' },
  ],
};

describe('the PDF export read back', () => {
  it('has the title line, subtitle and turns in order, Greek and Cyrillic as written', () => {
    expect(words(pdftotext(buildPdf(input, { ...options, timestamps: 'turn' })))).toBe(
      words(`ETRM Interview Series - Καλημέρα и привет
        With Ада Окафор and Νίκος
        [00:00:00] ETRM: Welcome, Zoë. Tell us about the desk.
        [00:00:04] Ада Окафор: Мы торгуем газом и электроэнергией.
        [00:00:09] Νίκος: Και εμείς αντισταθμίζουμε τον κίνδυνο.
        [00:00:12] ETRM: Thank you both.`),
    );
  });

  it('embeds Carlito (regular, bold for the host, italic for the subtitle) as its only fonts', () => {
    const fonts = pdffonts(buildPdf(input, options)).split('\n').slice(2).filter(Boolean);
    expect(fonts).toHaveLength(3);
    for (const font of fonts) expect(font).toMatch(/^Carlito\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/);
  });

  it('numbers every page "Page N of M" when asked, and only then', () => {
    const long = { ...input, segments: Array.from({ length: 120 }, (_, i) => ({ start: i, end: i + 1, speaker: i % 2 ? 'Νίκος' : 'ETRM', text: `Turn ${i}: ${'words that fill a line '.repeat(4)}` })) };
    const pages = pdftotext(buildPdf(long, { ...options, pageNumbers: true })).split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page.trim().split('\n').at(-1)).toBe(`Page ${index + 1} of ${pages.length}`));
    // Turns run on across the page breaks in order.
    expect([...pdftotext(buildPdf(long, options)).matchAll(/Turn (\d+):/g)].map(([, n]) => Number(n))).toEqual(long.segments.map((_, i) => i));
    expect(pdftotext(buildPdf(long, options))).not.toMatch(/Page \d+ of/);
  });
});
