import type { Segment } from '../segment-types.ts';

/**
 * Made-up talk on distinct subjects, for the chapter finder's tests: each subject's sentences draw on its own words,
 * with the same function words and fillers throughout, and speakers alternating whatever the subject.
 */
export const SUBJECTS: Record<string, string[]> = {
  bread: ['flour', 'dough', 'oven', 'yeast', 'crust', 'loaf', 'baker', 'knead', 'butter', 'sourdough', 'starter', 'rye', 'bakery', 'salt', 'proof'],
  stars: ['telescope', 'galaxy', 'planet', 'orbit', 'comet', 'nebula', 'astronomer', 'moon', 'eclipse', 'observatory', 'lens', 'sky', 'meteor', 'jupiter', 'saturn'],
  boats: ['sail', 'harbour', 'keel', 'mast', 'anchor', 'tide', 'hull', 'rudder', 'sailor', 'deck', 'rope', 'wind', 'voyage', 'captain', 'coast'],
};

const FRAMES = [
  'so we talked about the {0} and the {1}, and really the {2} was what mattered',
  'I remember the {0} very well, the {1} too, and of course the {2}',
  'you know, the {0} is where it all started, with the {1} and a {2}',
  'and then the {0}, well, the {1} and the {2} came later',
];

/** A small deterministic random sequence (so each test run reads the same text). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Segments of talk on `subjects` in turn, `perSubject` segments each, ~2.5 words a second, two speakers alternating.
 * Answers the segments and the index of each subject's first segment.
 */
export function talkOn(subjects: readonly string[], perSubject = 20, seed = 7): { segments: Segment[]; starts: number[] } {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const segments: Segment[] = [];
  const starts: number[] = [];
  let time = 0;
  for (const subject of subjects) {
    starts.push(segments.length);
    for (let i = 0; i < perSubject; i++) {
      const text = [0, 1].map(() => pick(FRAMES).replace(/\{\d\}/g, () => pick(SUBJECTS[subject]))).join('. ') + '.';
      const seconds = text.split(' ').length / 2.5;
      segments.push({ id: `s${segments.length}`, speaker: segments.length % 2 ? 'Guest' : 'Host', text, start: time, end: time + seconds });
      time += seconds + 0.5;
    }
  }
  return { segments, starts };
}
