import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_CHOICES, exportOptions, parseExportChoices } from './export-choices.ts';

describe('parseExportChoices', () => {
  it('reads the choices kept', () => {
    const kept = { format: 'txt', timestamps: 'SEGMENT', speakerLabels: 'INITIALS', pageNumbers: true, comments: true, chapters: true };
    expect(parseExportChoices(JSON.stringify(kept))).toEqual(kept);
  });

  it('gives the defaults for nothing kept, or for what is not JSON', () => {
    expect(parseExportChoices('')).toEqual(DEFAULT_EXPORT_CHOICES);
    expect(parseExportChoices('{oops')).toEqual(DEFAULT_EXPORT_CHOICES);
    expect(parseExportChoices('null')).toEqual(DEFAULT_EXPORT_CHOICES);
  });

  it('puts each value no longer offered back to its default, keeping the rest', () => {
    expect(parseExportChoices(JSON.stringify({ format: 'odt', timestamps: 'MINUTE', speakerLabels: 'INITIALS', pageNumbers: 'yes' }))).toEqual({
      ...DEFAULT_EXPORT_CHOICES,
      speakerLabels: 'INITIALS',
    });
  });
});

describe('exportOptions', () => {
  it('sends every option, a blank subtitle as none', () => {
    expect(exportOptions({ ...DEFAULT_EXPORT_CHOICES, pageNumbers: true }, '  ')).toEqual({
      timestamps: 'NONE',
      speakerLabels: 'FULL',
      pageNumbers: true,
      comments: false,
      chapters: false,
      subtitle: null,
    });
    expect(exportOptions({ ...DEFAULT_EXPORT_CHOICES, chapters: true }).chapters).toBe(true);
    expect(exportOptions(DEFAULT_EXPORT_CHOICES, ' With Ada ').subtitle).toBe('With Ada');
  });
});
