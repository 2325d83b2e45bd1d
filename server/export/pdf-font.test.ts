import { describe, expect, it } from 'vitest';
import { readFontFile } from './pdf-font.ts';

describe('the PDF font on a machine without its package', () => {
  it('says which file is missing and which Debian package brings it', () => {
    expect(() => readFontFile('/nonexistent/crosextra', 'bold')).toThrow(
      'The PDF export needs the font /nonexistent/crosextra/Carlito-Bold.ttf: install the Debian package fonts-crosextra-carlito (scripts/setup.sh does)',
    );
  });
});
