import { describe, expect, it, vi } from 'vitest';

// A machine without the font package: every font file is missing.
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  readFileSync: () => {
    throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
  },
}));

describe('pdfFontFile without the font installed', () => {
  it('says which file is missing and which Debian package brings it', async () => {
    const { pdfFontFile } = await import('./pdf-font.ts');
    expect(() => pdfFontFile('bold')).toThrow(
      'The PDF export needs the font /usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf: install the Debian package fonts-crosextra-carlito (scripts/setup.sh does)',
    );
  });
});
