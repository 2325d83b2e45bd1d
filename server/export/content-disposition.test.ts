import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

// What a client does with filename*: RFC 5987 percent-decoding as UTF-8.
const extendedName = (header: string) => decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(header)?.[1] ?? '');
const asciiName = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];

describe('contentDisposition', () => {
  it('names a plain file both ways', () => {
    expect(contentDisposition('Markets 2025.docx')).toBe(
      `attachment; filename="Markets 2025.docx"; filename*=UTF-8''Markets%202025.docx`,
    );
  });

  it.each([
    ['quotes', 'say "hi".docx', 'say hi .docx'],
    ['slashes', '../../etc/passwd', 'download.. .. etc passwd'],
    ['backslashes', '..\\windows\\x.docx', 'download.. windows x.docx'],
    ['CR/LF header injection', 'a.docx\r\nSet-Cookie: x=1', 'a.docx Set-Cookie: x=1'],
    ['control characters', 'a\u0000b\u007fc\u0085.docx', 'a b c .docx'],
    ['bidi overrides', 'evil\u202Excod.docx', 'evil xcod.docx'],
    ['empty name', '', 'download'],
    ['extension only', '.docx', 'download.docx'],
  ])('neutralises %s', (_, filename, expected) => {
    const header = contentDisposition(filename);
    expect(extendedName(header)).toBe(expected);
    expect(asciiName(header)).toBe(expected);
  });

  it('keeps non-ASCII exactly in filename* and approximates it in filename', () => {
    const header = contentDisposition('Café – Zürich 日本 100%.docx');
    expect(extendedName(header)).toBe('Café – Zürich 日本 100%.docx');
    expect(asciiName(header)).toBe('Cafe _ Zurich __ 100_.docx');
  });

  it("percent-encodes the characters RFC 5987 does not allow bare (' ( ) *)", () => {
    const header = contentDisposition(`it's (a) *star*.docx`);
    expect(header).toContain(`filename*=UTF-8''it%27s%20%28a%29%20%2Astar%2A.docx`);
    expect(extendedName(header)).toBe(`it's (a) *star*.docx`);
  });

  it('never emits anything but printable ASCII, whatever the name', () => {
    const hostile = 'x\r\n\t"\\/;,=\u0000\u00ff\u2028\u{1f600}\ud800é.docx';
    expect(contentDisposition(hostile)).toMatch(/^[\x20-\x7e]+$/);
    expect(contentDisposition(hostile).split('"')).toHaveLength(3);
  });
});
