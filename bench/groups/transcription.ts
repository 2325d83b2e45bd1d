import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cached } from '../../scripts/fixtures/cache.ts';
import { makeInterview, SCRIPT } from '../../scripts/fixtures/interview.ts';
import { librivoxClips, makeReading } from '../../scripts/fixtures/librivox.ts';
import { run } from '../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { freePort } from '../../server/store/pocketbase-process.ts';
import { cpuSeconds, ROOT, startChild } from '../lib/processes.ts';
import { pct, type GroupResult } from '../lib/report.ts';

const CLIP_SECONDS = 600;

interface Transcription {
  engine: string;
  duration: number;
  segments: { speaker: string; text: string; start: number; end: number; words?: { start: number; end: number }[] }[];
}

/** ~10 minutes of speech: the LibriVox reading and the two-voice interview, alternately, joined with ffmpeg's concat demuxer. */
async function tenMinuteClip(): Promise<{ path: string; duration: number; reference: string }> {
  const reading = await makeReading();
  const interview = await makeInterview();
  const parts: { path: string; duration: number; reference: string }[] = [];
  const interviewText = SCRIPT.map((line) => line.text).join(' ');
  for (let total = 0, i = 0; total < CLIP_SECONDS; i++) {
    const part = i % 2 ? { path: interview.path, duration: interview.duration, reference: interviewText } : reading;
    parts.push(part);
    total += part.duration;
  }
  const file = await cached('bench-ten-minutes', { parts: parts.map((p) => p.path), CLIP_SECONDS }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-clip-'));
    try {
      const list = path.join(dir, 'list.txt');
      await writeFile(list, parts.map((p) => `file '${p.path}'`).join('\n'));
      const out = path.join(dir, 'clip.wav');
      await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out]);
      return await readFile(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  return { path: file, duration: parts.reduce((sum, p) => sum + p.duration, 0), reference: parts.map((p) => p.reference).join(' ') };
}

/** The editor service alone (`npm run editor-service`) with the Vosk engine; `oneCore` pins it (and its recognizers) to CPU 0. */
async function startEditorService(workers: number, oneCore: boolean, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const args = ['--import', 'tsx', 'server/editor-service/main.ts'];
  const env = { EDITOR_SERVICE_PORT: String(port), EDITOR_SERVICE_HOST: '127.0.0.1', TRANSCRIBE_ENGINE: 'vosk', REFINE_ENGINE: 'rules', TRANSCRIBE_WORKERS: String(workers), ...extraEnv };
  const child = oneCore ? startChild('editor service', 'taskset', ['-c', '0', process.execPath, ...args], env) : startChild('editor service', process.execPath, args, env);
  const url = `http://127.0.0.1:${port}`;
  let jobs = 0;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.process.exitCode !== null) throw new Error(`editor service exited: ${child.output()}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`editor service did not answer in 30 s: ${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: child.stop,
    /** Transcribes a file; the service's progress board (polled every 200 ms) tells when each stage began. */
    async transcribe(file: string): Promise<{ ms: number; result: Transcription; stages: Record<string, number>; cores: number; load: number }> {
      const body = await readFile(file);
      const job = `bench-${process.pid}-${jobs++}`;
      const stages: Record<string, number> = {};
      const cpuBefore = cpuSeconds(child.pid);
      const started = performance.now();
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const progress = await fetch(`${url}/progress/${job}`).then((r) => (r.ok ? (r.json() as Promise<{ stage: string }>) : undefined), () => undefined);
          if (progress && stages[progress.stage] === undefined) stages[progress.stage] = performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      try {
        const response = await fetch(`${url}/transcribe?job=${job}`, { method: 'POST', headers: { 'content-type': 'audio/wav' }, body, signal: AbortSignal.timeout(240_000) });
        if (!response.ok) throw new Error(`transcribe answered ${response.status}: ${await response.text()}`);
        const result = (await response.json()) as Transcription;
        const ms = performance.now() - started;
        // Cores kept busy on average (the recognizer runs in the service's threads; pocketsphinx children count once reaped).
        return { ms, result, stages, cores: (cpuSeconds(child.pid) - cpuBefore) / (ms / 1000), load: os.loadavg()[0] };
      } finally {
        polling = false;
        await poller;
      }
    },
  };
}

/** "decoding 1.2 s, recognizing 50.1 s, speakers 8.0 s" from when each stage was first seen. */
function stageTimes(stages: Record<string, number>, totalMs: number): string {
  const order = ['decoding', 'recognizing', 'speakers'].filter((s) => stages[s] !== undefined);
  return order
    .map((stage, i) => `${stage} ${(((i + 1 < order.length ? stages[order[i + 1]] : totalMs) - stages[stage]) / 1000).toFixed(1)} s`)
    .join(', ');
}

const text = (t: Transcription) => t.segments.map((s) => s.text).join(' ');

/** Recognized word time given to the wrong voice, each speaker label mapped to the voice it overlaps most. */
function speakerConfusion(result: Transcription, turns: { role: string; start: number; end: number }[]) {
  const spans: { label: string; role: string; seconds: number }[] = [];
  for (const segment of result.segments) {
    for (const word of segment.words ?? []) {
      const middle = (word.start + word.end) / 2;
      const turn = turns.find((t) => middle >= t.start - 0.3 && middle <= t.end + 0.3);
      if (turn) spans.push({ label: segment.speaker, role: turn.role, seconds: word.end - word.start });
    }
  }
  const overlap = new Map<string, Map<string, number>>();
  for (const { label, role, seconds } of spans) {
    const byRole = overlap.get(label) ?? new Map<string, number>();
    byRole.set(role, (byRole.get(role) ?? 0) + seconds);
    overlap.set(label, byRole);
  }
  const mapped = new Map([...overlap].map(([label, byRole]) => [label, [...byRole].sort((a, b) => b[1] - a[1])[0][0]]));
  const total = spans.reduce((sum, s) => sum + s.seconds, 0);
  const wrong = spans.filter((s) => mapped.get(s.label) !== s.role).reduce((sum, s) => sum + s.seconds, 0);

  const rolesTaken = new Set(mapped.values()).size;
  return { confusion: total ? wrong / total : NaN, total, labels: overlap.size, rolesTaken };
}

export async function transcriptionGroup(): Promise<GroupResult> {
  const group = 'transcription';
  if (!existsSync(path.join(ROOT, 'server/editor-service/main.ts'))) return { group, rows: [], notes: [], skipped: 'the editor service has not landed' };
  if (!existsSync('/usr/bin/pocketsphinx_continuous')) return { group, rows: [], notes: [], skipped: 'pocketsphinx is not installed (npm run setup)' };
  if (!existsSync('/usr/share/pocketsphinx/test/data/librivox')) return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata is not installed (npm run setup -- --with-test-tools)' };

  const clip = await tenMinuteClip();
  const both = await startEditorService(os.availableParallelism(), false);
  const twoCores = await both.transcribe(clip.path);
  const clipWer = wordErrorRate(clip.reference, text(twoCores.result));
  const clips = await librivoxClips();
  const hypotheses: string[] = [];
  for (const c of clips) hypotheses.push(text((await both.transcribe(c.path)).result));
  const wer = wordErrorRate(clips.map((c) => c.reference).join(' '), hypotheses.join(' '));
  const interview = await makeInterview();
  const spoken = await both.transcribe(interview.path);
  const speakers = speakerConfusion(spoken.result, interview.turns);
  const interviewWer = wordErrorRate(SCRIPT.map((l) => l.text).join(' '), text(spoken.result));
  await both.stop();

  const one = await startEditorService(1, true);
  const oneCore = await one.transcribe(clip.path);
  await one.stop();

  // The fallback engine on the same clips.
  const fallback = await startEditorService(os.availableParallelism(), false, { TRANSCRIBE_ENGINE: 'pocketsphinx' });
  const fallbackRuns = [];
  for (const c of clips) fallbackRuns.push(await fallback.transcribe(c.path));
  await fallback.stop();
  const fallbackWer = wordErrorRate(clips.map((c) => c.reference).join(' '), fallbackRuns.map((r) => text(r.result)).join(' '));
  const fallbackRtf = fallbackRuns.reduce((sum, r) => sum + r.ms, 0) / 1000 / fallbackRuns.reduce((sum, r) => sum + r.result.duration, 0);

  const rtf = (ms: number) => ms / 1000 / clip.duration;
  const minutes = (clip.duration / 60).toFixed(1);
  return {
    group,
    rows: [
      {
        measure: `real-time factor, ${minutes}-min clip, ${os.availableParallelism()} workers vs 1 core`,
        product: `RTF ${rtf(twoCores.ms).toFixed(3)} (${(twoCores.ms / 1000).toFixed(1)} s)`,
        floor: `RTF ${rtf(oneCore.ms).toFixed(3)} (${(oneCore.ms / 1000).toFixed(1)} s)`,
        ratio: oneCore.ms / twoCores.ms,
      },
      { measure: `word error rate, ${clips.length} LibriVox clips`, product: pct(wer) },
      {
        measure: `fallback engine (${fallbackRuns[0]?.result.engine ?? 'pocketsphinx'}) on the same clips: WER, real-time factor`,
        product: `${pct(fallbackWer)}, RTF ${fallbackRtf.toFixed(2)}`,
      },
      { measure: `word error rate, ${minutes}-min clip`, product: pct(clipWer) },
      {
        measure: 'speaker error, two-voice espeak interview',
        product: `${pct(speakers.confusion)} of ${speakers.total.toFixed(1)} s of words; ${speakers.labels} speakers found for 2 voices (WER ${pct(interviewWer)})`,
      },
    ],
    notes: [
      `The local engine (${twoCores.result.engine}) in the editor service run alone (server/editor-service/main.ts), posted the audio over loopback. The ${minutes}-minute clip is the LibriVox reading and the two-voice espeak interview from scripts/fixtures, alternated and joined with ffmpeg's concat demuxer (cached like the fixtures); one run per setting (each takes about a minute).`,
      `Both cores: TRANSCRIBE_WORKERS=${os.availableParallelism()} (the default, one recognizer per core). One core: TRANSCRIBE_WORKERS=1 and the whole service (its threads, where Vosk runs through koffi, and its ffmpeg or pocketsphinx children) pinned to CPU 0 with taskset. The ratio is the speed-up from the second core (1-core time over 2-core time); RTF is processing time over audio time (lower is faster).`,
      `Where the time goes (stages as the service's progress board reports them, polled every 200 ms): ${os.availableParallelism()} workers: ${stageTimes(twoCores.stages, twoCores.ms)}; 1 core: ${stageTimes(oneCore.stages, oneCore.ms)}. The service kept ${twoCores.cores.toFixed(2)} cores busy on average with ${os.availableParallelism()} workers and ${oneCore.cores.toFixed(2)} with one (its CPU time over wall time); the machine's 1-minute load average was ${twoCores.load.toFixed(1)} and ${oneCore.load.toFixed(1)} at the end of each (other work on this shared machine competes for the second core).`,
      'WER: scripts/fixtures/wer.ts over the pocketsphinx-testdata LibriVox clips, each transcribed on its own and joined. Speaker error: recognized word time given to the wrong voice, each speaker label mapped to the voice it overlaps most (as in server/editor-service/service.test.ts).',
    ],
  };
}
