import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { makeConversation } from '../../scripts/fixtures/conversation.ts';
import { librivoxClips } from '../../scripts/fixtures/librivox.ts';
import { run } from '../../scripts/fixtures/run.ts';
import { wordErrorRate } from '../../scripts/fixtures/wer.ts';
import { SPEECH_WORKER_PYTHON } from '../../server/editor-service/transcribe/whisper/location.ts';
import { gqlData, type BenchProduct } from '../lib/product.ts';
import { pct, type GroupResult, type Row } from '../lib/report.ts';
import { startProductWithEngines, text, transcribe, transcribeAll } from './transcription.ts';

/** CUDA devices CTranslate2 sees from the speech worker's environment (0 without a GPU or its driver). */
function cudaDevices(): number {
  try {
    return Number(execFileSync(SPEECH_WORKER_PYTHON, ['-c', 'import ctranslate2; print(ctranslate2.get_cuda_device_count())']).toString());
  } catch {
    return 0;
  }
}

interface WhisperOnGpu {
  models: string[];
  device: string | null;
}

/** The whisper engine of a server whose worker was asked for CUDA, once the worker has said where it runs. */
async function whisperOnGpu(url: string): Promise<WhisperOnGpu> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { engines } = await gqlData<{ engines: Array<{ name: string; models: string[]; device: string | null }> }>(url, '{ engines { name models device } }');
    const whisper = engines.find((engine) => engine.name === 'whisper')!;
    if (whisper.device !== null) return whisper;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the speech worker did not say where it runs within a minute');
}

/**
 * Issue 55: every installed Whisper model on the GPU (TAPESCRIPT_DEVICE=cuda, float16) through the whole product, on
 * the recordings of the transcription group, with the same windows, job interleaving and vocabulary pass as on the
 * CPU. Elsewhere it records "skipped: no GPU".
 */
export async function gpuGroup(product: BenchProduct): Promise<GroupResult> {
  const group = 'gpu';
  const devices = cudaDevices();
  if (devices === 0) return { group, rows: [], notes: [], skipped: 'no GPU (CTranslate2 sees no CUDA device here)' };
  if (!existsSync('/usr/share/pocketsphinx/test/data/librivox')) return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata is not installed (npm run setup -- --with-test-tools)' };
  const clips = await librivoxClips();
  const conversation = await makeConversation();
  const clipSeconds = (await Promise.all(clips.map(async (c) => (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', c.path])).toString()))).reduce((sum, d) => sum + Number(d), 0);
  const env = { TAPESCRIPT_DEVICE: 'cuda', TRANSCRIBE_PRELOAD: '1' };
  const probe = await startProductWithEngines(product, env);
  let whisper: WhisperOnGpu;
  try {
    whisper = await whisperOnGpu(probe.url);
  } finally {
    await probe.stop();
  }
  if (whisper.device !== 'cuda') return { group, rows: [], notes: [], skipped: `no GPU that loads: CTranslate2 sees ${devices} CUDA device(s), but the speech worker fell back to the CPU (its log line says why)` };
  const rows: Row[] = [];
  // A fresh server per model, as in the transcription group: one model's GPU memory must not count in the next's.
  for (const model of whisper.models) {
    const server = await startProductWithEngines(product, env);
    try {
      const options = { engine: 'whisper', model };
      await transcribe(server.url, clips[0].path, options); // warm: the model loads once per worker
      const { clipsText, spoken, ms } = await transcribeAll(server.url, clips, conversation, options);
      rows.push(
        { measure: `Whisper ${model} on CUDA: word error rate, ${clips.length} LibriVox clips`, product: pct(wordErrorRate(clips.map((c) => c.reference).join(' '), clipsText)) },
        { measure: `Whisper ${model} on CUDA: word error rate, real two-voice conversation`, product: pct(wordErrorRate(conversation.reference, text(spoken.segments))) },
        { measure: `Whisper ${model} on CUDA: real-time factor, upload to READY`, product: `RTF ${(ms / 1000 / (clipSeconds + conversation.duration)).toFixed(3)}` },
      );
    } finally {
      await server.stop();
    }
  }
  let gpu = 'an NVIDIA GPU';
  try {
    gpu = execFileSync('nvidia-smi', ['--query-gpu=name,memory.total', '--format=csv,noheader']).toString().trim();
  } catch {
    // nvidia-smi is not always installed beside the driver; the figures stand without the card's name.
  }
  return {
    group,
    rows,
    notes: [
      `On ${gpu} (TAPESCRIPT_DEVICE=cuda, float16), every installed model through the whole product as the transcription group measures it on the CPU: the same recordings, one warm-up upload per model, timed until READY is seen.`,
    ],
  };
}
