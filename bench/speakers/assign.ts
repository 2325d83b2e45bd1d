/**
 * Today's segment-level speakers of words (server/editor-service/segments/group.ts assignSpeakers: each word the turn
 * that overlaps it most, then settled on sentences), for the word-level bench: `tsx bench/speakers/assign.ts in.json`
 * reads [{ words, turns }] and prints one JSON array of each word's speaker per item.
 */
import { readFileSync } from 'node:fs';
import { assignSpeakers } from '../../server/editor-service/segments/group.ts';

interface Item {
  words: Array<{ text: string; start: number; end: number; confidence: number }>;
  turns: Array<[number, number, number]>;
}

const items = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Item[];
for (const { words, turns } of items) {
  const spoken = assignSpeakers(words, turns.map(([start, end, speaker]) => ({ start, end, speaker })));
  console.log(JSON.stringify(spoken.map((word) => word.speaker)));
}
