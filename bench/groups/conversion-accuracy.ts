import path from 'node:path';
import type { Browser } from 'playwright-core';
import { makeConversation } from '../../scripts/fixtures/conversation.ts';
import { makeReading } from '../../scripts/fixtures/librivox.ts';
import { makeNamesRecording } from '../../scripts/fixtures/names.ts';
import { makePromptsRecording } from '../../scripts/fixtures/prompts.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { conversionBitrate } from '../../web/src/features/upload/conversion-rules.ts';
import { openConverter } from '../lib/conversion-page.ts';
import type { BenchProduct } from '../lib/product.ts';
import { pct, type Row } from '../lib/report.ts';
import { startProductWithEngines, text, transcribe } from './transcription.ts';

/** The defaults: a 30 MB limit and 240 minutes (server/config.ts). */
const LIMIT_BYTES = 30 * 1024 * 1024;
const BITRATES = [
  { label: 'a 3-hour file', bitrate: conversionBitrate(LIMIT_BYTES, 3 * 3600), goal: 0.005 },
  { label: '240 minutes, the longest allowed', bitrate: conversionBitrate(LIMIT_BYTES, 240 * 60) },
];
const ENGINE = { label: 'Whisper tiny.en', engine: 'whisper', model: 'tiny.en' } as const;

const kbit = (bitrate: number) => `${(bitrate / 1000).toFixed(1)} kbit/s`;
const points = (difference: number) => `${difference >= 0 ? '+' : ''}${(difference * 100).toFixed(1)} pt`;

/**
 * Issue 49: what the browser conversion costs in words. Each real recording is transcribed as it is and after the web
 * app's own conversion at the bitrates the defaults choose, by the same engine through the whole product; the word
 * error rates are pooled over all recordings (one reference, one hypothesis, in the same order).
 */
export async function conversionAccuracy(product: BenchProduct, browser: Browser, dir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const recordings = [
    { name: 'Allison\'s Asterisk prompts in 8 kHz telephone audio', ...(await makePromptsRecording()) },
    { name: 'the names recording', ...(await makeNamesRecording()) },
    { name: 'the LibriVox clips', ...(await makeReading()) },
    { name: 'the two-voice conversation', ...(await makeConversation()) },
  ];
  const converter = await openConverter(browser, dir);
  const server = await startProductWithEngines(product);
  const hypotheses = new Map<string, string[]>([['original', []], ...BITRATES.map(({ bitrate }) => [String(bitrate), []] as [string, string[]])]);
  const perRecording: string[] = [];
  let convertSeconds = 0;
  try {
    const options = { engine: ENGINE.engine, model: ENGINE.model };
    await transcribe(server.url, recordings[2].path, options); // warm: the model is loaded once per worker
    for (const recording of recordings) {
      const original = text((await transcribe(server.url, recording.path, options)).segments);
      hypotheses.get('original')!.push(original);
      const figures = [`original ${pct(wordErrorRate(recording.reference, original))}`];
      for (const { bitrate } of BITRATES) {
        const converted = path.join(dir, `${path.basename(recording.path, '.wav')}-${bitrate}.ogg`);
        convertSeconds += await converter.convert(recording.path, bitrate, converted);
        const heard = text((await transcribe(server.url, converted, options)).segments);
        hypotheses.get(String(bitrate))!.push(heard);
        figures.push(`${kbit(bitrate)} ${pct(wordErrorRate(recording.reference, heard))}`);
      }
      perRecording.push(`${recording.name} (${(recording.duration / 60).toFixed(1)} min, ${recording.reference.split(/\s+/).length} words): ${figures.join(', ')}`);
    }
  } finally {
    await server.stop();
    await converter.close();
  }
  const reference = recordings.map((r) => r.reference).join(' ');
  const words = reference.split(/\s+/).length;
  const minutes = recordings.reduce((sum, r) => sum + r.duration, 0) / 60;
  const original = wordErrorRate(reference, hypotheses.get('original')!.join(' '));
  const rows: Row[] = [{ measure: `${ENGINE.label}: word error rate of the originals, ${words} words of real speech (${minutes.toFixed(1)} min)`, product: pct(original) }];
  for (const { label, bitrate, goal } of BITRATES) {
    const wer = wordErrorRate(reference, hypotheses.get(String(bitrate))!.join(' '));
    rows.push({
      measure: `${ENGINE.label}: word error rate after the browser conversion at ${kbit(bitrate)} (${label}) vs the originals`,
      product: `${pct(wer)} (${points(wer - original)})`,
      floor: pct(original),
      ...(goal === undefined ? {} : { target: `≤ ${points(goal)}`, met: wer - original <= goal }),
    });
  }
  const notes = [
    `Word error rate of the browser path: ${recordings.map((r) => r.name).join(', ')}, each transcribed as it is (WAV) and after the web app's own conversion module (web/src/features/upload/convert-audio.ts, built by Vite as a library and called in a blank page of headless Chromium at the bitrate given: bench/lib/conversion-page.ts) to mono Ogg Opus at ${BITRATES.map((b) => `${kbit(b.bitrate)} (${b.label})`).join(' and ')}, the bitrates conversion-rules.ts gives for the 30 MB limit; ${ENGINE.label} through the whole product (upload to READY), WER by scripts/fixtures/wer.ts pooled over all recordings (a point is ${Math.round(words / 100)} words here). The prompts' numbers are written as their texts write them, which the recognizer may not (some of their errors are only that); the comparison is what counts. Converting took ${convertSeconds.toFixed(0)} s for ${(minutes * BITRATES.length).toFixed(0)} min of audio.`,
    `By recording (WER): ${perRecording.join('; ')}.`,
  ];
  return { rows, notes };
}
