import { describe, expect, it } from 'vitest';
import { buildEaf } from './eaf.ts';
import type { ExportInput } from './types.ts';

const input: ExportInput = {
  title: 'Gas & "power"',
  segments: [
    { start: 2.5, end: 4.75, speaker: 'Ada Okafor', text: 'thanks for <having> me' },
    { start: 0, end: 2.5, speaker: 'ETRM', text: 'welcome to the show' },
    // Overlaps the host's next segment: cut where it starts (ELAN allows no overlap within a tier).
    { start: 5, end: 9, speaker: 'ETRM', text: 'So,' },
    { start: 8, end: 10, speaker: 'ETRM', text: 'how did it start?' },
    { start: 11, speaker: 'Ada Okafor', text: 'By chance.' },
  ],
};
const options = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const date = new Date('2026-03-01T10:00:00Z');

/** Each tier's id and participant with its annotations as [start ms, end ms, text], the slots resolved. */
function tiers(eaf: string) {
  const slots = new Map([...eaf.matchAll(/TIME_SLOT_ID="(ts\d+)" TIME_VALUE="(\d+)"/g)].map(([, id, value]) => [id, Number(value)]));
  return [...eaf.matchAll(/<TIER TIER_ID="([^"]*)"( PARTICIPANT="([^"]*)")?[^>]*>([\s\S]*?)<\/TIER>/g)].map(([, id, , participant, body]) => ({
    id,
    participant,
    annotations: [...body.matchAll(/TIME_SLOT_REF1="(ts\d+)" TIME_SLOT_REF2="(ts\d+)">\s*<ANNOTATION_VALUE>([^<]*)</g)].map(([, from, to, text]) => [slots.get(from), slots.get(to), text]),
  }));
}

describe('buildEaf', () => {
  it('has one tier per speaker in order of speaking, one annotation per segment, times in milliseconds', () => {
    expect(tiers(buildEaf(input, options, date))).toEqual([
      {
        id: 'ETRM',
        participant: 'ETRM',
        annotations: [
          [0, 2500, 'welcome to the show'],
          [5000, 8000, 'So,'],
          [8000, 10000, 'how did it start?'],
        ],
      },
      {
        id: 'Ada Okafor',
        participant: 'Ada Okafor',
        // Without an end, the last segment lasts 3 s, as its subtitle cue does.
        annotations: [[2500, 4750, 'thanks for &lt;having&gt; me'], [11000, 14000, 'By chance.']],
      },
    ]);
  });

  it('writes the EAF 3.0 root, millisecond header and the title and subtitle as header properties', () => {
    const eaf = buildEaf({ ...input, subtitle: 'With Ada' }, options, date);
    expect(eaf).toContain('<ANNOTATION_DOCUMENT AUTHOR="Tapescript" DATE="2026-03-01T10:00:00.000Z" FORMAT="3.0" VERSION="3.0"');
    expect(eaf).toContain('<HEADER MEDIA_FILE="" TIME_UNITS="milliseconds">');
    expect(eaf).toContain('<PROPERTY NAME="title">Gas &amp; &quot;power&quot;</PROPERTY>');
    expect(eaf).toContain('<PROPERTY NAME="subtitle">With Ada</PROPERTY>');
    expect(buildEaf(input, options, date)).not.toContain('NAME="subtitle"');
  });

  it('names the tiers by the chosen labels; without labels "Speaker 1", "Speaker 2" and no participant', () => {
    expect(tiers(buildEaf(input, { ...options, speakerLabels: 'initials' }, date)).map((tier) => tier.id)).toEqual(['E', 'AO']);
    const unnamed = tiers(buildEaf(input, { ...options, speakerLabels: 'none' }, date));
    expect(unnamed.map((tier) => [tier.id, tier.participant])).toEqual([['Speaker 1', undefined], ['Speaker 2', undefined]]);
    expect(buildEaf(input, { ...options, speakerLabels: 'none' }, date)).not.toMatch(/Ada Okafor|ETRM/);
  });

  it('keeps its own times whatever the timestamps, and has no pages', () => {
    expect(buildEaf(input, { ...options, timestamps: 'segment', pageNumbers: true }, date)).toBe(buildEaf(input, options, date));
  });
});
