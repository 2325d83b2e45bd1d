import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { waitForGraphql } from '../../e2e/support/processes.ts';
import { cached } from '../../scripts/fixtures/cache.ts';
import { makeConversation, type Turn } from '../../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { run } from '../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { freePort } from '../../server/store/pocketbase-process.ts';
import { ROOT, sampleTreeRss, startChild } from '../lib/processes.ts';
import { gqlData, type BenchProduct } from '../lib/product.ts';
import { mib, pct, type GroupResult, type Row } from '../lib/report.ts';
import { uploadAudio } from './upload.ts';

/** The engines users choose between, side by side on the same real recordings through the whole product. */
const ENGINES = [
  { label: 'Whisper base', engine: 'whisper', model: 'base' },
  { label: 'Whisper tiny.en', engine: 'whisper', model: 'tiny.en' },
] as const;

/** Minutes of the long file whose whole-server peak memory is reported (issue 15's goal: ≤ 1 GiB for an hour). */
const LONG_MINUTES = 60;

/** Issue 14's goals on 2 cores. */
const GOALS: Record<string, { wer?: number; rtf?: number; workerMiB?: number }> = {
  'Whisper base': { wer: 0.025, rtf: 0.15, workerMiB: 800 },
  'Whisper tiny.en': { rtf: 0.07, workerMiB: 800 },
};

function target(limit: number | undefined, value: number, show: (value: number) => string): Pick<Row, 'target' | 'met'> {
  return limit === undefined ? {} : { target: `≤ ${show(limit)}`, met: value <= limit };
}
const SPEECH_WORKER = /speech-worker\/worker\.py/;

interface Segment {
  speaker: string | null;
  text: string;
  words: { start: number; end: number }[];
}

/** The server as users run it (embedded editor service and speech worker), on the benchmark's PocketBase; `env` adds settings. */
export async function startProductWithEngines(product: BenchProduct, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-engines-'));
  const port = await freePort();
  const child = startChild('server with engines', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    TAPESCRIPT_DATA_DIR: dataDir,
    TAPESCRIPT_WEB_DIR: path.join(ROOT, 'dist/web'),
    POCKETBASE_URL: product.pocketbase.url,
    POCKETBASE_SUPERUSER_EMAIL: product.pocketbase.email,
    POCKETBASE_SUPERUSER_PASSWORD: product.pocketbase.password,
    EDITOR_SERVICE_URL: '',
    TRANSCRIBE_ENGINE: 'auto',
    NODE_ENV: 'production',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForGraphql(url, child, { timeoutMs: 60_000 });
  return {
    url,
    child,
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Upload to READY through GraphQL, timed from the request to the moment READY is seen (polled every 100 ms). */
export async function transcribe(url: string, file: string, options: { engine?: string; model?: string }) {
  const started = performance.now();
  const type = file.endsWith('.ogg') ? 'audio/ogg' : 'audio/wav';
  const id = await uploadAudio(url, path.basename(file), new Uint8Array(await readFile(file)), { ...options, type });
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    const { transcript } = await gqlData<{ transcript: { status: string; error: string | null; engine: string | null; model: string | null; segments: Segment[] } }>(
      url,
      'query ($id: ID!) { transcript(id: $id) { status error engine model segments { speaker text words { start end } } } }',
      { id },
    );
    if (transcript.status === 'READY') return { id, ms: performance.now() - started, ...transcript };
    if (transcript.status === 'FAILED') throw new Error(`transcription failed: ${transcript.error}`);
    if (Date.now() > deadline) throw new Error(`still ${transcript.status} after 20 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const text = (segments: Segment[]) => segments.map((s) => s.text).join(' ');

/**
 * One engine and model on the clips and the conversation (warm it first: the model loads once per worker): the
 * clips' joined text, the conversation's answer, and the upload-to-READY time of all of them.
 */
export async function transcribeAll(url: string, clips: readonly { path: string }[], conversation: { path: string }, options: { engine: string; model?: string }) {
  let ms = 0;
  const hypotheses: string[] = [];
  for (const clip of clips) {
    const result = await transcribe(url, clip.path, options);
    ms += result.ms;
    hypotheses.push(text(result.segments));
  }
  const spoken = await transcribe(url, conversation.path, options);
  return { clipsText: hypotheses.join(' '), spoken, ms: ms + spoken.ms };
}

/** Word time given to the wrong voice, each speaker label mapped to the voice it overlaps most; and labels found. */
function speakerError(segments: Segment[], turns: Turn[]): { error: number; labels: number } {
  const seconds = new Map<string, Map<string, number>>();
  for (const segment of segments) {
    for (const word of segment.words) {
      const middle = (word.start + word.end) / 2;
      const turn = turns.find((t) => middle >= t.start - 0.3 && middle <= t.end + 0.3);
      if (!turn) continue;
      const label = segment.speaker ?? '';
      const byRole = seconds.get(label) ?? new Map<string, number>();
      byRole.set(turn.role, (byRole.get(turn.role) ?? 0) + (word.end - word.start));
      seconds.set(label, byRole);
    }
  }
  let total = 0;
  let right = 0;
  for (const byRole of seconds.values()) {
    const values = [...byRole.values()];
    total += values.reduce((a, b) => a + b, 0);
    right += Math.max(...values);
  }
  return { error: total ? 1 - right / total : NaN, labels: seconds.size };
}

/** An hour-long Ogg: the conversation six times (12 minutes of speech) with the rest as quiet room tone. */
async function longFile(conversation: { path: string; duration: number }): Promise<string> {
  const repeats = 6;
  const silence = Math.max(0, LONG_MINUTES * 60 - repeats * conversation.duration);
  return cached('bench-hour', { conversation: conversation.path, repeats, silence, v: 1 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-hour-'));
    try {
      const list = path.join(dir, 'list.txt');
      await writeFile(list, Array.from({ length: repeats }, () => `file '${conversation.path}'`).join('\n'));
      const out = path.join(dir, 'hour.ogg');
      await run('ffmpeg', [
        '-nostdin', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', list,
        '-f', 'lavfi', '-t', String(silence), '-i', 'anoisesrc=color=pink:amplitude=0.002:sample_rate=16000',
        '-filter_complex', '[0:a]aresample=16000,aformat=channel_layouts=mono[a];[a][1:a]concat=n=2:v=0:a=1',
        '-c:a', 'libvorbis', '-q:a', '0', out,
      ]);
      return await readFile(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 'ogg');
}

export async function transcriptionGroup(product: BenchProduct): Promise<GroupResult> {
  const group = 'transcription';
  if (!existsSync('/usr/share/pocketsphinx/test/data/librivox')) return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata is not installed (npm run setup -- --with-test-tools)' };
  const clips = await librivoxClips();
  const conversation = await makeConversation();
  const clipSeconds = (await Promise.all(clips.map(async (c) => (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', c.path])).toString()))).reduce((sum, d) => sum + Number(d), 0);
  const rows: Row[] = [];
  const notes: string[] = [];
  // A fresh server per engine and for the long file: a model loaded for an earlier engine (a second Whisper in the
  // worker) would otherwise count in the next one's memory, which no single user sees.
  for (const choice of ENGINES) {
    const server = await startProductWithEngines(product);
    try {
      const options = { engine: choice.engine, model: choice.model };
      await transcribe(server.url, clips[0].path, options); // warm: the model is loaded once per worker
      const memory = sampleTreeRss(server.child.pid, SPEECH_WORKER);
      const { clipsText, spoken, ms } = await transcribeAll(server.url, clips, conversation, options);
      const peaks = memory.stop();
      const speakers = speakerError(spoken.segments, conversation.turns);
      const wer = wordErrorRate(clips.map((c) => c.reference).join(' '), clipsText);
      const rtf = ms / 1000 / (clipSeconds + conversation.duration);
      const goal = GOALS[choice.label] ?? {};
      rows.push(
        { measure: `${choice.label}: word error rate, ${clips.length} LibriVox clips`, product: pct(wer), ...target(goal.wer, wer, pct) },
        { measure: `${choice.label}: word error rate, real two-voice conversation (${(conversation.duration / 60).toFixed(1)} min)`, product: pct(wordErrorRate(conversation.reference, text(spoken.segments))) },
        { measure: `${choice.label}: real-time factor, upload to READY`, product: `RTF ${rtf.toFixed(3)}`, ...target(goal.rtf, rtf, (v) => v.toFixed(2)) },
        {
          measure: `${choice.label}: peak memory (speech worker; whole server)`,
          product: `${mib(peaks.matching)}; ${mib(peaks.total)}`,
          ...target(goal.workerMiB, peaks.matching / 1024 ** 2, (v) => `${v} MiB`),
        },
      );
      notes.push(
        `${choice.label} (${spoken.engine}${spoken.model ? ` ${spoken.model}` : ''}): the conversation came back as ${speakers.labels} speaker label(s), ${pct(speakers.error)} of word time given to the wrong voice.`,
      );
    } finally {
      await server.stop();
    }
  }
  const hour = await longFile(conversation);
  const server = await startProductWithEngines(product);
  try {
    const memory = sampleTreeRss(server.child.pid, SPEECH_WORKER);
    const long = await transcribe(server.url, hour, {});
    const peaks = memory.stop();
    rows.push({
      measure: `${LONG_MINUTES}-minute file, default engine: peak memory of the whole server (all its processes) while transcribing`,
      product: `${mib(peaks.total)} (speech worker ${mib(peaks.matching)}), RTF ${(long.ms / 1000 / (LONG_MINUTES * 60)).toFixed(3)}`,
      ...target(1024, peaks.total / 1024 ** 2, (v) => `${v} MiB`),
    });
  } finally {
    await server.stop();
  }
  notes.push(
    `Every figure goes through the whole product: GraphQL multipart upload, ffprobe check, storage in PocketBase, the queue, the embedded editor service and its speech worker (faster-whisper, int8, ${os.availableParallelism()} threads), speakers, segments, and the version write, timed until READY is seen (polled every 100 ms). One warm-up upload per engine first (the model loads once per worker).`,
    'Recordings: the LibriVox clips of Debian pocketsphinx-testdata (public domain); the conversation is scripts/fixtures/conversation.ts: that reader (a man) answered by Allison Smith\'s English prompts from Debian asterisk-core-sounds-en-wav (a woman, CC-BY-SA 3.0), alternating, with their known texts. WER: scripts/fixtures/wer.ts (case and punctuation ignored; titles such as "Mr." read in their spoken form "mister", as Whisper\'s English normaliser does).',
    `Memory: resident sizes of the server process and every process it started (speech worker, ffmpeg), summed and sampled every 200 ms; PocketBase runs apart in the benchmark and is not included. The ${LONG_MINUTES}-minute file is the conversation six times followed by quiet room tone (Ogg Vorbis, under the upload limit).`,
  );
  return { group, rows, notes };
}
