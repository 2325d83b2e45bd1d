import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cached } from '../../scripts/fixtures/cache.ts';
import { allisonPrompts } from '../../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { pcm16k, SAMPLE_RATE } from '../../scripts/fixtures/run.ts';
import { wavFile, withGaps } from '../../scripts/fixtures/wav.ts';

/** June Wallack's French prompts (Debian asterisk-core-sounds-fr-wav, CC-BY-SA 3.0). */
const JUNE_DIR = '/usr/share/asterisk/sounds/fr_CA_f_June';
const GAP_SECONDS = 0.8;

/** June's longest prompts (her menus run 5 to 20 s), longest first. */
function junePrompts(count: number): string[] {
  return readdirSync(JUNE_DIR)
    .filter((name) => name.endsWith('.wav'))
    .map((name) => path.join(JUNE_DIR, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, count);
}

/** `others` turns, each followed by three of Allison's prompts, as one recording. */
async function takingTurns(name: string, others: string[], allison: string[]): Promise<string> {
  const parts: string[] = [];
  others.forEach((other, i) => parts.push(other, ...allison.slice(i * 3, i * 3 + 3)));
  const samples = withGaps(await Promise.all(parts.map((part) => pcm16k(part))), GAP_SECONDS, SAMPLE_RATE);
  return cached(name, { parts, GAP_SECONDS }, async () => wavFile(samples, SAMPLE_RATE));
}

/**
 * Two recordings of real voices that share one, Allison Smith (Debian's English asterisk prompts): first with the
 * LibriVox reader, who speaks first, then (other prompts of hers) with June Wallack, who speaks first. So Allison is
 * "Speaker 2" in both, and what is remembered from the first is heard again, in other words, in the second.
 */
export async function recordingsSharingAVoice(): Promise<{ first: string; later: string }> {
  const prompts = (await allisonPrompts()).map((prompt) => prompt.path);
  const half = Math.floor(prompts.length / 2);
  // Spread over each half of her prompts, so one menu's phrases do not dominate.
  const pick = (from: number, count: number) => Array.from({ length: count }, (_, i) => prompts[from + Math.floor((i * half) / count)]);
  const reader = (await librivoxClips()).slice(0, 4).map((clip) => clip.path);
  return {
    first: await takingTurns('voices-first', reader, pick(0, 12)),
    later: await takingTurns('voices-later', junePrompts(4), pick(half, 12)),
  };
}
