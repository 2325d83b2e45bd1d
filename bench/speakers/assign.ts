/**
 * The words' speakers as the Node side gives them, for the word-level bench: before, by the turns alone
 * (server/editor-service/segments/group.ts assignSpeakers: each word the turn that overlaps it most, then settled on
 * sentences, one- or two-word flips dropped); after, as the product gives them when the worker heard the words
 * (speakWords: the turns settled on sentences, short runs kept, and the phrases the worker heard as another speaker).
 * `tsx bench/speakers/assign.ts in.json` reads [{ words, turns, heard }] and prints one JSON { before, after } of each
 * word's speaker per item.
 */
import { readFileSync } from 'node:fs';
import { assignSpeakers, speakWords } from '../../server/editor-service/segments/group.ts';

interface Item {
  words: Array<{ text: string; start: number; end: number; confidence: number }>;
  turns: Array<[number, number, number]>;
  heard: Array<number | null> | null;
}

const items = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Item[];
for (const { words, turns, heard } of items) {
  const speakerTurns = turns.map(([start, end, speaker]) => ({ start, end, speaker }));
  const speakers = (spoken: { speaker: number }[]) => spoken.map((word) => word.speaker);
  console.log(JSON.stringify({ before: speakers(assignSpeakers(words, speakerTurns)), after: speakers(speakWords(words, speakerTurns, heard)) }));
}
