import { describe, expect, test } from 'vitest';
import { buildQuotesCsv, buildQuotesMarkdown, citation, csvCell, type ExportQuote } from './quotes.ts';

const quote: ExportQuote = {
  quote: 'we said "no" to gas',
  speaker: 'Ada Okafor',
  title: 'Energy, part 2',
  start: 754.9,
  tags: ['energy', 'no'],
  note: '',
  author: 'Ed',
  link: '/transcript/abc?t=754.9',
  highlightId: 'h1',
  transcriptId: 't1',
};

describe('quote exports', () => {
  test('a citation: "…" — Speaker, Title (hh:mm:ss), seconds truncated', () => {
    expect(citation(quote)).toBe('"we said "no" to gas" — Ada Okafor, Energy, part 2 (00:12:34)');
  });

  test('CSV cells are quoted (RFC 4180) and formula starts (= + - @ tab CR) are escaped with a leading \'', () => {
    expect(csvCell('plain, with "quotes"\nand a line')).toBe('"plain, with ""quotes""\nand a line"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a=1')).toBe('"a=1"');
  });

  test('CSV: a header, one CRLF row per quote, with every column', () => {
    const csv = buildQuotesCsv([{ ...quote, note: '=SUM(A1)' }]);
    expect(csv.split('\r\n')).toEqual([
      '"quote","speaker","interview","time","tags","note","author","link","highlight_id","transcript_id"',
      '"we said ""no"" to gas","Ada Okafor","Energy, part 2","00:12:34","energy, no","\'=SUM(A1)","Ed","/transcript/abc?t=754.9","h1","t1"',
      '',
    ]);
  });

  test('Markdown: each quote a block quote with its citation, markup in the text shown as text', () => {
    expect(buildQuotesMarkdown([{ ...quote, quote: 'a *bold* claim', note: 'check it' }])).toBe(
      '# Quotes\n\n> "a \\*bold\\* claim" — Ada Okafor, Energy, part 2 (00:12:34)\n\nTags: energy, no\n\nNote: check it\n',
    );
  });
});
