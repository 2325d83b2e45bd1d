import { readFile } from 'node:fs/promises';
import type { Segment } from '../../server/domain/segment-types.ts';
import { seededRandom } from '../../server/lib/seeded-random.ts';

/**
 * Talk on known subjects for the chapter finder's bench (bench/groups/chapters.ts says how and why it is made so):
 * WordNet's noun glosses (Debian wordnet-base), whose lexicographer files each hold one subject's synsets.
 */
export const WORDNET_NOUNS = '/usr/share/wordnet/data.noun';

/** The noun lexicographer files' names (WordNet's lexnames(5WN)), by number. */
const LEXNAMES = [
  'Tops', 'act', 'animal', 'artifact', 'attribute', 'body', 'cognition', 'communication', 'event', 'feeling', 'food',
  'group', 'location', 'motive', 'object', 'person', 'phenomenon', 'plant', 'possession', 'process', 'quantity',
  'relation', 'shape', 'state', 'substance', 'time',
].map((name) => `noun.${name}`);
const FIRST_NOUN_FILE = 3;

/** The files with at least this many glosses are the subjects: the small ones (noun.Tops, noun.motive, …) cannot fill a document. */
const LEAST_GLOSSES = 1000;
const WORDS_PER_SECOND = 2.5;

export interface Subject {
  name: string;
  /** Its glosses as sentences. */
  sentences: string[];
}

/**
 * One sentence per synset: its first word, then its gloss without the quoted examples ("pest is any unwanted and
 * destructive insect or other animal that attacks food or crops or livestock etc.").
 */
function sentenceOf(line: string): string {
  const fields = line.slice(0, line.indexOf(' | ')).split(' ');
  const word = fields[4].replace(/_/g, ' ').replace(/\(.*\)$/, '');
  const gloss = line.slice(line.indexOf(' | ') + 3).split('; "')[0].trim().replace(/[.;]+$/, '');
  return `${word[0].toUpperCase()}${word.slice(1)} is ${gloss}.`;
}

/** The subjects: each noun lexicographer file with LEAST_GLOSSES or more, in file order. */
export async function wordnetSubjects(file = WORDNET_NOUNS): Promise<Subject[]> {
  const byFile = new Map<number, string[]>();
  for (const line of (await readFile(file, 'latin1')).split('\n')) {
    // The licence comes first, every line of it indented; a synset's line is "offset lex_filenum ss_type …".
    if (!/^\d{8} \d\d n /.test(line) || !line.includes(' | ')) continue;
    const lexfile = Number(line.slice(9, 11));
    byFile.set(lexfile, [...(byFile.get(lexfile) ?? []), sentenceOf(line)]);
  }
  return [...byFile]
    .filter(([, sentences]) => sentences.length >= LEAST_GLOSSES)
    .map(([lexfile, sentences]) => ({ name: LEXNAMES[lexfile - FIRST_NOUN_FILE], sentences }));
}

export interface TalkShape {
  subjects: [number, number];
  segmentsPerSubject: [number, number];
  sentencesPerSegment: [number, number];
}

export interface Talk {
  subjects: string[];
  segments: Segment[];
  /** The index of each subject's first segment after the first: the true chapter starts. */
  starts: number[];
}

/**
 * `count` documents, the same ones for the same seed: each on a number of distinct subjects drawn at random, each
 * subject a run of its glosses drawn at random (none twice), cut into segments of a few sentences; times at
 * WORDS_PER_SECOND with half a second between segments; two speakers, the next segment's speaker drawn at random
 * (a change two times in three), whatever the subject.
 */
export function talks(subjects: readonly Subject[], shape: TalkShape, count: number, seed: number): Talk[] {
  const random = seededRandom(seed);
  const between = ([low, high]: [number, number]) => low + Math.floor(random() * (high - low + 1));
  return Array.from({ length: count }, () => {
    const pool = [...subjects];
    const chosen = Array.from({ length: between(shape.subjects) }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]);
    const segments: Segment[] = [];
    const starts: number[] = [];
    let time = 0;
    let speaker = 0;
    for (const subject of chosen) {
      if (segments.length) starts.push(segments.length);
      const unused = [...subject.sentences];
      for (let i = between(shape.segmentsPerSubject); i > 0; i--) {
        const text = Array.from({ length: between(shape.sentencesPerSegment) }, () => unused.splice(Math.floor(random() * unused.length), 1)[0]).join(' ');
        const seconds = text.split(' ').length / WORDS_PER_SECOND;
        if (segments.length && random() < 2 / 3) speaker = 1 - speaker;
        segments.push({ id: `s${segments.length}`, speaker: speaker ? 'Guest' : 'Host', text, start: time, end: time + seconds });
        time += seconds + 0.5;
      }
    }
    return { subjects: chosen.map((subject) => subject.name), segments, starts };
  });
}
