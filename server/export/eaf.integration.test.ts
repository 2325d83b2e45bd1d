import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEaf } from './eaf.ts';
import { makeLongInterview } from './fixtures.ts';
import type { ExportChoices } from './types.ts';

// ELAN's own schema (its source in the file's header); xmllint is Debian's libxml2-utils (scripts/packages.sh).
const SCHEMA = fileURLToPath(new URL('./schemas/EAFv3.0.xsd', import.meta.url));
const validate = (eaf: string) => execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-'], { input: eaf, stdio: 'pipe' }).toString();

const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };

describe('the EAF export against ELAN’s EAF 3.0 schema', () => {
  it.each<ExportChoices>([{}, { speakerLabels: 'initials' }, { speakerLabels: 'none' }])('validates a two-hour interview with %j', (choices) => {
    const input = { ...makeLongInterview(), subtitle: 'With <guests> & "friends"' };
    expect(() => validate(buildEaf(input, { ...options, ...choices }))).not.toThrow();
  });

  it('validates segments without ends, overlapping ones and an empty transcript', () => {
    const segments = [
      { start: 0, speaker: 'A & B', text: 'no end' },
      { start: 1, end: 5, speaker: 'A & B', text: 'overlaps the next' },
      { start: 1, end: 2, speaker: 'A & B', text: 'starts with it' },
    ];
    expect(() => validate(buildEaf({ title: 'Edge', segments }, options))).not.toThrow();
    expect(() => validate(buildEaf({ title: 'Empty', segments: [] }, options))).not.toThrow();
  });

  it('is refused by the schema when it breaks it (the check can fail)', () => {
    const broken = buildEaf({ title: 'Broken', segments: [{ start: 0, end: 1, speaker: 'A', text: 'x' }] }, options).replace(' TIME_UNITS="milliseconds"', ' TIME_UNITS="seconds"');
    expect(() => validate(broken)).toThrow();
  });
});
