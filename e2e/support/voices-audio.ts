import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cached } from '../../scripts/fixtures/cache.ts';
import { allisonPrompts } from '../../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { pcm16k, SAMPLE_RATE } from '../../scripts/fixtures/run.ts';
import { wavFile, withGaps } from '../../scripts/fixtures/wav.ts';
import { underPinkNoise } from './audio.ts';

/** June Wallack's French prompts (Debian asterisk-core-sounds-fr-wav, CC-BY-SA 3.0). */
const JUNE_DIR = '/usr/share/asterisk/sounds/fr_CA_f_June';
/** Allison Smith's Spanish prompts (Debian asterisk-core-sounds-es-wav, CC-BY-SA 3.0). */
const ALLISON_SPANISH_DIR = '/usr/share/asterisk/sounds/es_MX_f_Allison';
const GAP_SECONDS = 0.8;

/** A voice's prompts, longest first (June's menus run 5 to 20 s). */
function byLength(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.wav'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
}

/** One recording of `parts` in turn, with a pause between them. */
async function joined(name: string, parts: string[]): Promise<string> {
  const samples = withGaps(await Promise.all(parts.map((part) => pcm16k(part))), GAP_SECONDS, SAMPLE_RATE);
  return cached(name, { parts, GAP_SECONDS }, async () => wavFile(samples, SAMPLE_RATE));
}

/** `others` turns, each followed by three of Allison's prompts, as one recording. */
async function takingTurns(name: string, others: string[], allison: string[]): Promise<string> {
  const parts: string[] = [];
  others.forEach((other, i) => parts.push(other, ...allison.slice(i * 3, i * 3 + 3)));
  return joined(name, parts);
}

/**
 * Allison speaking Spanish (17 s) after two of June's other prompts, under pink noise: her voice, remembered from
 * English, scores 0.56 there, under the naming threshold and over the suggestion's (docs/models.md), so it is offered.
 */
async function spanishOnANoisyLine(): Promise<string> {
  const [june, spanish] = [byLength(JUNE_DIR), byLength(ALLISON_SPANISH_DIR)];
  const clean = await joined('voices-spanish', [june[4], spanish[100], spanish[101], june[5], spanish[102], spanish[103]]);
  return cached('voices-spanish-noisy', { clean: path.basename(clean), amplitude: 0.15 }, async () =>
    readFileSync(underPinkNoise(clean, 0.15, path.join(await mkdtemp(path.join(os.tmpdir(), 'tapescript-audio-')), 'noisy.wav'))),
  );
}

/**
 * Recordings of real voices that share one, Allison Smith (Debian's English asterisk prompts): first with the
 * LibriVox reader, who speaks first, then (other prompts of hers) with June Wallack, who speaks first. So Allison is
 * "Speaker 2" in both, and what is remembered from the first is heard again, in other words, in the second. The
 * third has her speaking Spanish on a noisy line, again after June.
 */
export async function recordingsSharingAVoice(): Promise<{ first: string; later: string; spanish: string }> {
  const prompts = (await allisonPrompts()).map((prompt) => prompt.path);
  const half = Math.floor(prompts.length / 2);
  // Spread over each half of her prompts, so one menu's phrases do not dominate.
  const pick = (from: number, count: number) => Array.from({ length: count }, (_, i) => prompts[from + Math.floor((i * half) / count)]);
  const reader = (await librivoxClips()).slice(0, 4).map((clip) => clip.path);
  return {
    first: await takingTurns('voices-first', reader, pick(0, 12)),
    later: await takingTurns('voices-later', byLength(JUNE_DIR).slice(0, 4), pick(half, 12)),
    spanish: await spanishOnANoisyLine(),
  };
}
