import { seededRandom } from '../lib/seeded-random.ts';
import type { ExportInput, ExportSegment } from './types.ts';

const WORDS = (
  'the market power gas trading risk position hedge desk price curve volume settlement forward spot ' +
  'we I you it that and of to in for on with as really think about when our their counterparty ' +
  'R&D "exposure" <limits> ETRM system data model report deal capture invoice schedule nomination'
).split(' ');

const SPEAKERS = ['ETRM', 'Guest', 'ETRM', 'Guest', 'Second guest'];

/**
 * A two-hour interview: `segments` segments of 6-21 words (about 20,000 words for 1,500), a host and
 * guests taking turns with some consecutive segments by one speaker (so turns merge), and a few
 * XML-special characters. Deterministic for a given count.
 */
export function makeLongInterview(segments = 1500): ExportInput {
  const next = seededRandom(segments); // the same interview every run
  const secondsPerSegment = 7200 / segments;
  const list: ExportSegment[] = [];
  let speaker = SPEAKERS[0];
  for (let index = 0; index < segments; index++) {
    if (next() < 0.7) speaker = SPEAKERS[Math.floor(next() * SPEAKERS.length)];
    const count = 6 + Math.floor(next() * 16);
    const words = Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]);
    const start = Math.round(index * secondsPerSegment * 1000) / 1000;
    list.push({ start, end: Math.round((start + secondsPerSegment) * 1000) / 1000, speaker, text: `${words.join(' ')}.` });
  }
  return { title: 'A two-hour interview', segments: list };
}
