import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from './docx-reader.test-support.ts';
import { buildDocx } from './docx.ts';
import type { ExportInput, ExportOptions } from './types.ts';

const layout: ExportOptions = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const input: ExportInput = {
  title: 'Farm',
  segments: [
    { id: 'a', start: 0, end: 4, speaker: 'ETRM', text: 'Welcome.' },
    { id: 'b', start: 4, end: 9, speaker: 'Ada Okafor', text: 'We started the farm in 1962.' },
    { id: 'c', start: 3725, end: 3730, speaker: 'Ada Okafor', text: 'My father bought the first cows.' },
    { id: 'd', start: 3730, end: 3733, speaker: 'Amos Obi', text: 'Three cows.' },
  ],
};
const files = async (options: ExportOptions, given = input) => unzipSync(await buildDocx(given, options));
const turnsOf = async (options: ExportOptions, given = input) => readDocx(await buildDocx(given, options)).paragraphs.slice(2);

describe('buildDocx with export options', () => {
  it('with the options at their defaults writes the very document it writes without them: the spec’s layout', async () => {
    const without = await files(layout);
    const defaults = await files({ ...layout, timestamps: 'none', speakerLabels: 'full', pageNumbers: false });
    expect(strFromU8(defaults['word/document.xml'])).toBe(strFromU8(without['word/document.xml']));
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(without).sort());
    expect(strFromU8(without['word/document.xml'])).not.toContain('footerReference');
  });

  it('stamps each turn with [hh:mm:ss] before the speaker', async () => {
    expect((await turnsOf({ ...layout, timestamps: 'turn' })).map((p) => p.text)).toEqual([
      '[00:00:00] ETRM: Welcome.',
      '[00:00:04] Ada Okafor: We started the farm in 1962. My father bought the first cows.',
      '[01:02:10] Amos Obi: Three cows.',
    ]);
  });

  it('stamps each segment, and keeps the host’s turns bold', async () => {
    const turns = await turnsOf({ ...layout, timestamps: 'segment' });
    expect(turns[1].text).toBe('[00:00:04] Ada Okafor: We started the farm in 1962. [01:02:05] My father bought the first cows.');
    expect(turns.map((p) => p.runs.every((run) => run.bold))).toEqual([true, false, false]);
  });

  it('labels speakers by initials, numbered apart, or not at all', async () => {
    expect((await turnsOf({ ...layout, speakerLabels: 'initials' })).map((p) => p.text)).toEqual([
      'E: Welcome.',
      'AO: We started the farm in 1962. My father bought the first cows.',
      'AO2: Three cows.',
    ]);
    expect((await turnsOf({ ...layout, speakerLabels: 'none' })).map((p) => p.text)).toEqual([
      'Welcome.',
      'We started the farm in 1962. My father bought the first cows.',
      'Three cows.',
    ]);
  });

  it('adds a centred "Page N of M" footer of Word page fields', async () => {
    const zip = await files({ ...layout, pageNumbers: true });
    expect(strFromU8(zip['word/document.xml'])).toMatch(/<w:footerReference w:type="default" r:id="[^"]+"\/>/);
    const footer = Object.entries(zip).find(([name]) => /^word\/footer\d*\.xml$/.test(name))![1];
    const xml = strFromU8(footer);
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(xml).toMatch(/<w:t xml:space="preserve">Page <\/w:t>.*PAGE.*<w:t xml:space="preserve"> of <\/w:t>.*NUMPAGES/s);
  });

  it('keeps a comment on its words when segment timestamps sit between them', async () => {
    const comment = { segmentId: 'c', fromWord: 4, toWord: 5, author: 'Ed', date: new Date('2026-11-20T10:00:00Z'), text: 'Three.', resolved: false, replies: [] };
    const bytes = await buildDocx({ ...input, comments: [comment] }, { ...layout, timestamps: 'segment', speakerLabels: 'initials' });
    const { documentXml, paragraphs } = readDocx(bytes);
    expect(paragraphs[3].text).toBe('[00:00:04] AO: We started the farm in 1962. [01:02:05] My father bought the first cows.');
    const range = documentXml.slice(documentXml.indexOf('<w:commentRangeStart w:id="0"/>'), documentXml.indexOf('<w:commentRangeEnd w:id="0"/>'));
    expect([...range.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')).toBe('first cows.');
  });
});
