import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cached } from '../../scripts/fixtures/cache.ts';
import { LIBRIVOX_DIR, makeReading } from '../../scripts/fixtures/librivox.ts';
import { run } from '../../scripts/fixtures/run.ts';
import { bleepTimeoutMs, renderBleeps, type BleepFormat } from '../../server/audio/bleep.ts';
import { decodeMono, silenceLevelDb, speechReference, toneResidualDb } from '../../server/audio/bleep-levels.ts';
import type { BleepMode, BleepSpan } from '../../server/audio/bleep-spans.ts';
import { onCleanup } from '../lib/processes.ts';
import { mib, ms, type GroupResult, type Row } from '../lib/report.ts';

const HOUR_SECONDS = 3600;
/** A name every 9 seconds of an hour: a heavily pseudonymised interview. */
const SPANS_PER_HOUR = 400;
const LEVEL_TARGET_DB = -40;

/** CPU time first (it is what the ratio compares), then the wall time on this machine as it was. */
const cpu = (run: { ms: number; cpuSeconds: number; ffmpegPeak: number }) =>
  `${run.cpuSeconds.toFixed(1)} s of CPU (${(HOUR_SECONDS / run.cpuSeconds).toFixed(0)}x real time per core), ${ms(run.ms)} wall, ffmpeg peak ${mib(run.ffmpegPeak)}`;

/** An hour of real read speech: the LibriVox reading looped, as Ogg Opus at 48 kHz (what Opus decodes to). */
async function hourOfSpeech(reading: string): Promise<string> {
  return cached('bench-bleeps-hour', { reading, HOUR_SECONDS, v: 1 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-bleeps-'));
    try {
      const out = path.join(dir, 'hour.ogg');
      await run('ffmpeg', ['-nostdin', '-v', 'error', '-stream_loop', '-1', '-i', reading, '-t', String(HOUR_SECONDS), '-ar', '48000', '-c:a', 'libopus', '-b:a', '32k', out]);
      return await readFile(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 'ogg');
}

/** Spans of 0.5 s spread evenly: word times at no particular place, as a matcher's would be. */
const evenSpans = (seconds: number, count: number): BleepSpan[] =>
  Array.from({ length: count }, (_, i) => ({ start: ((i + 0.4) * seconds) / count, end: ((i + 0.4) * seconds) / count + 0.5 }));

/**
 * ffmpeg behind /usr/bin/time, so its peak resident memory and CPU time are known (the CPU time holds on a machine
 * busy with other work, where the wall time does not); and Node's own resident memory sampled while it waits, which
 * shows that no audio passes through it.
 */
export async function measured(dir: string, render: (ffmpeg: string) => Promise<void>): Promise<{ ms: number; cpuSeconds: number; ffmpegPeak: number; nodeGrowth: number }> {
  const peakFile = path.join(dir, 'peak');
  const wrapper = path.join(dir, 'ffmpeg-timed');
  await writeFile(wrapper, `#!/bin/sh\nexec /usr/bin/time -f '%M %U %S' -o '${peakFile}' ffmpeg "$@"\n`);
  await chmod(wrapper, 0o700);
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, process.memoryUsage().rss)), 100);
  const started = performance.now();
  try {
    await render(wrapper);
  } finally {
    clearInterval(sampler);
  }
  const elapsed = performance.now() - started;
  const [kib, user, system] = (await readFile(peakFile, 'utf8')).trim().split('\n').at(-1)!.split(' ').map(Number);
  return { ms: elapsed, cpuSeconds: user + system, ffmpegPeak: kib * 1024, nodeGrowth: highest - before };
}

/**
 * Issue 52: the bleep renderer (server/audio/bleep.ts) on an hour of real speech with 400 spans, timed against a
 * plain re-encode of the same file to the same format (the floor: decoding and encoding with no filter), with
 * ffmpeg's peak memory; and the two levels the issue sets, measured on the LibriVox reading itself.
 */
export async function bleepsGroup(): Promise<GroupResult> {
  const group = 'bleeps';
  if (!existsSync(LIBRIVOX_DIR)) return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata is not installed (npm run setup -- --with-test-tools)' };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-bleeps-'));
  const stopDir = onCleanup('bleeps files', () => rm(dir, { recursive: true, force: true }));
  try {
    const reading = await makeReading();
    const hour = await hourOfSpeech(reading.path);
    const spans = evenSpans(HOUR_SECONDS, SPANS_PER_HOUR);
    const output = path.join(dir, 'hour-bleeped.ogg');
    const product = await measured(dir, (ffmpeg) => renderBleeps({ input: hour, spans, mode: 'TONE', output, format: 'ogg', timeoutMs: bleepTimeoutMs(HOUR_SECONDS), ffmpeg }));
    const floor = await measured(dir, (ffmpeg) => run(ffmpeg, ['-nostdin', '-v', 'error', '-i', hour, '-c:a', 'libopus', '-b:a', '96k', '-f', 'ogg', '-y', path.join(dir, 'hour-plain.ogg')]).then(() => undefined));
    const rows: Row[] = [
      {
        measure: `TONE render of an hour of speech, ${SPANS_PER_HOUR} spans, to Ogg Opus`,
        product: `${cpu(product)}, Node +${mib(product.nodeGrowth)}`,
        floor: cpu(floor),
        ratio: product.cpuSeconds / floor.cpuSeconds,
      },
    ];

    const original = await decodeMono(reading.path, 16_000);
    const reference = speechReference(original);
    // On speech only: a span in a pause between clips would be quiet whatever the renderer did.
    const readingSpans = evenSpans(reading.duration - 1, 12).filter((span) => silenceLevelDb(original, [span], reference) > -15);
    const level = async (mode: BleepMode, format: BleepFormat) => {
      const out = path.join(dir, `reading-${mode}.${format}`);
      await renderBleeps({ input: reading.path, spans: readingSpans, mode, output: out, format, timeoutMs: 60_000 });
      const rendered = await decodeMono(out, format === 'flac' ? 16_000 : 48_000);
      const reference48 = format === 'flac' ? reference : speechReference(await decodeMono(reading.path, 48_000));
      return (mode === 'SILENCE' ? silenceLevelDb : toneResidualDb)(rendered, readingSpans, reference48);
    };
    const db = (value: number) => (value === -Infinity ? '−∞ dB (digital silence)' : `${value.toFixed(1)} dB`);
    for (const [mode, what] of [['SILENCE', 'RMS inside the spans'], ['TONE', 'all but the 1 kHz tone inside the spans']] as const) {
      const [flac, ogg] = [await level(mode, 'flac'), await level(mode, 'ogg')];
      rows.push({
        measure: `${mode}: ${what}, against the median speech RMS (worst of ${readingSpans.length} spans)`,
        product: `${db(flac)} as FLAC, ${db(ogg)} as Ogg Opus`,
        target: `≤ ${LEVEL_TARGET_DB} dB`,
        met: Math.max(flac, ogg) <= LEVEL_TARGET_DB,
      });
    }
    return {
      group,
      rows,
      notes: [
        `The hour: the LibriVox reading (scripts/fixtures/librivox.ts, ${reading.duration.toFixed(0)} s of one reader) looped to ${HOUR_SECONDS / 60} minutes, Ogg Opus 48 kHz mono at 32 kbit/s; ${SPANS_PER_HOUR} spans of 0.5 s spread evenly (each widened to 0.8 s). The product is renderBleeps (one ffmpeg aeval filter, its span lookup a tree of comparisons, run only on the frames that reach into a span) to Ogg Opus at 96 kbit/s; the floor is ffmpeg decoding and re-encoding the same file to the same format with no filter. The ratio compares ffmpeg's CPU time (user + system, /usr/bin/time), which holds on a machine busy with other work where the wall time does not; peak memory: ffmpeg's maximum resident set; Node's resident memory sampled every 100 ms while it waits.`,
        `The levels: the reading (16 kHz WAV) with ${readingSpans.length} spans of 0.5 s on its speech (of 12 spread evenly, those within 15 dB of its median speech level), rendered to FLAC (exact outside the spans) and to Ogg Opus (what is served), decoded and measured by server/audio/bleep-levels.ts: the reference is the median RMS of the 50 ms frames within 40 dB of loud speech; TONE's figure is what is left once the fitted 1 kHz tone is taken away, which bounds the energy outside 1 kHz ± 50 Hz from above.`,
      ],
    };
  } finally {
    await stopDir();
  }
}
