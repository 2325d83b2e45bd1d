/**
 * Today's offline speaker labels (energy VAD + MFCC/pitch windows + k-means), as the local engine runs them, on raw
 * 16 kHz mono s16le files: `tsx bench/speakers/mfcc.ts a.raw b.raw` prints one JSON array of turns per file.
 */
import { readFileSync } from 'node:fs';
import { samplesOf, SAMPLE_RATE } from '../../server/editor-service/audio/pcm.ts';
import { diarize } from '../../server/editor-service/speakers/diarize.ts';
import { detectSpeech, frameLevels, speechSpans } from '../../server/editor-service/speakers/vad.ts';

for (const file of process.argv.slice(2)) {
  const samples = samplesOf(readFileSync(file));
  const started = process.cpuUsage();
  const turns = await diarize(samples, SAMPLE_RATE, speechSpans(detectSpeech(frameLevels(samples, SAMPLE_RATE))));
  const cpu = process.cpuUsage(started);
  console.log(JSON.stringify({ file, cpuSeconds: (cpu.user + cpu.system) / 1e6, turns: turns.map((t) => [t.start, t.end, t.speaker]) }));
}
