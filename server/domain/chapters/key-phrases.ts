import { CHAPTER_TITLE_MAX } from './chapters.ts';
import { isContentWord, stem, wordsOf } from './words.ts';

/**
 * A title for each chapter from its key phrases: the terms and two-word phrases (content words next to each other)
 * that the chapter uses most and the other chapters least, by TF-IDF with the chapters as the documents. Each phrase
 * is written in the form the chapter used most often; the title is the best PHRASES of them, the first capitalised.
 */

const PHRASES = 3;

interface Phrase {
  key: string;
  /** How often each written form occurred. */
  forms: Map<string, number>;
  count: number;
}

function phrasesOf(text: string): Map<string, Phrase> {
  const phrases = new Map<string, Phrase>();
  const add = (key: string, form: string) => {
    const phrase = phrases.get(key) ?? { key, forms: new Map(), count: 0 };
    phrase.count += 1;
    phrase.forms.set(form, (phrase.forms.get(form) ?? 0) + 1);
    phrases.set(key, phrase);
  };
  let previous: { word: string; term: string } | null = null;
  for (const word of wordsOf(text)) {
    if (!isContentWord(word)) {
      previous = null;
      continue;
    }
    const term = stem(word);
    add(term, word);
    if (previous && previous.term !== term) add(`${previous.term} ${term}`, `${previous.word} ${word}`);
    previous = { word, term };
  }
  return phrases;
}

const mostUsedForm = (phrase: Phrase) => [...phrase.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];

/** One title per chapter text, in order ("" for a chapter without content words). */
export function keyPhraseTitles(chapterTexts: readonly string[]): string[] {
  const perChapter = chapterTexts.map(phrasesOf);
  const documents = new Map<string, number>();
  for (const phrases of perChapter) for (const key of phrases.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  return perChapter.map((phrases) => {
    const scored = [...phrases.values()]
      .map((phrase) => {
        const twoWords = phrase.key.includes(' ');
        // A phrase said once is chance; a two-word phrase said twice names a thing more exactly than either word.
        const weight = twoWords ? (phrase.count > 1 ? 1.5 : 0) : 1;
        return { phrase, score: weight * phrase.count * Math.log(1 + perChapter.length / documents.get(phrase.key)!) };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.phrase.key.localeCompare(b.phrase.key));
    const chosen: Phrase[] = [];
    for (const { phrase } of scored) {
      if (chosen.length === PHRASES) break;
      // A word already inside a chosen phrase (or a phrase holding a chosen word) says nothing new.
      const words = phrase.key.split(' ');
      if (chosen.some((taken) => taken.key.split(' ').some((word) => words.includes(word)))) continue;
      chosen.push(phrase);
    }
    const title = chosen.map(mostUsedForm).join(', ');
    return (title.charAt(0).toLocaleUpperCase() + title.slice(1)).slice(0, CHAPTER_TITLE_MAX);
  });
}
