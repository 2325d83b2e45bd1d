import { expect, test } from 'vitest';
import { keyPhraseTitles } from './key-phrases.ts';
import { talkOn } from './subjects.test-support.ts';
import { suggestChapters, withModelTitles } from './suggest.ts';

test('titles are a chapter’s key phrases: its most used words the other chapters do not use, two-word phrases kept whole', () => {
  const titles = keyPhraseTitles([
    'The sourdough starter needs flour. Our sourdough starter is old. Flour, flour and water, water.',
    'The telescope showed the moon. A telescope and the moon again, and flour once.',
  ]);
  expect(titles[0]).toBe('Sourdough starter, water, flour');
  expect(titles[1]).toBe('Moon, telescope, showed');
  expect(keyPhraseTitles(['the and of', ''])).toEqual(['', '']);
});

test('proposes the first chapter at the first segment, then one per subject, each titled by its own words, at segment starts', () => {
  const { segments } = talkOn(['bread', 'stars', 'boats']);
  const proposed = suggestChapters(segments).chapters;
  expect(proposed).toHaveLength(3);
  expect(proposed[0]).toMatchObject({ segmentId: 's0', start: 0 });
  for (const chapter of proposed) expect(chapter.start).toBe(segments.find((segment) => segment.id === chapter.segmentId)!.start);
  const vocabulary = [/flour|dough|oven|yeast|crust|loaf|baker|knead|butter|sourdough|starter|rye|bakery|salt|proof/i, /telescope|galaxy|planet|orbit|comet|nebula|astronomer|moon|eclipse|observatory|lens|sky|meteor|jupiter|saturn/i, /sail|harbour|keel|mast|anchor|tide|hull|rudder|sailor|deck|rope|wind|voyage|captain|coast/i];
  proposed.forEach((chapter, i) => expect(chapter.title).toMatch(vocabulary[i]));
});

test('one subject is one chapter; no segments, none', () => {
  expect(suggestChapters(talkOn(['boats'], 50).segments).chapters).toHaveLength(1);
  expect(suggestChapters([])).toEqual({ chapters: [], texts: [] });
});

test('a model’s title is taken where it is one usable line; a missing, empty or too long one keeps the key-phrase title', () => {
  const { chapters, texts } = suggestChapters(talkOn(['bread', 'stars', 'boats']).segments);
  expect(texts).toHaveLength(3);
  expect(texts[0]).toMatch(/flour|dough|oven|yeast|crust|loaf|baker|knead|butter|sourdough|starter|rye|bakery|salt|proof/);
  const [bread, stars] = chapters.map((chapter) => chapter.title);
  expect(withModelTitles(chapters, ['  Baking\n bread ', 'x'.repeat(201)]).map((chapter) => chapter.title)).toEqual(['Baking bread', stars, chapters[2].title]);
  expect(withModelTitles(chapters, ['', ' ', 'At sea']).map((chapter) => chapter.title)).toEqual([bread, stars, 'At sea']);
  expect(withModelTitles(chapters, null)).toEqual(chapters);
});
