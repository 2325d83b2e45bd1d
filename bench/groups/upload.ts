import { probeAudio } from '../../server/audio/probe.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../server/config.ts';
import { wavBytes } from '../../server/test/harness.ts';
import { CSRF, gqlData, type BenchProduct } from '../lib/product.ts';
import { rssBytes, sampleRss } from '../lib/processes.ts';
import { mib, ratioRow, timing, type GroupResult } from '../lib/report.ts';
import { paired, summarize, timed } from '../lib/stats.ts';

/** A WAV of exactly 30 MiB (the product's limit): 16 kHz mono silence, so ffprobe's check at upload passes. */
export function thirtyMiBWav(): Uint8Array<ArrayBuffer> {
  const seconds = (DEFAULT_MAX_UPLOAD_BYTES - 44) / 2 / 16000;
  const bytes = wavBytes(seconds);
  if (bytes.length !== DEFAULT_MAX_UPLOAD_BYTES) throw new Error(`upload fixture is ${bytes.length} bytes, not ${DEFAULT_MAX_UPLOAD_BYTES}`);
  return bytes;
}

/** The GraphQL multipart request the web app and curl send (as in server/test/harness.ts upload), with an engine and model when given. */
export async function uploadAudio(
  url: string,
  title: string,
  bytes: Uint8Array<ArrayBuffer>,
  { engine, model, type = 'audio/wav' }: { engine?: string; model?: string; type?: string } = {},
): Promise<string> {
  const form = new FormData();
  const query =
    'mutation ($title: String!, $file: Upload!, $engine: String, $model: String) { uploadAudio(title: $title, file: $file, engine: $engine, model: $model) { id status } }';
  form.append('operations', JSON.stringify({ query, variables: { title, file: null, engine, model } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes], { type }), `interview.${type.split('/')[1]}`);
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers: CSRF, signal: AbortSignal.timeout(60_000) });
  const body = (await response.json()) as { data?: { uploadAudio: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors)}`);
  return body.data.uploadAudio.id;
}

/** The transcription that every upload starts (the stand-in editor answers at once) must end before the next round. */
export async function settled(url: string, id: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const data = await gqlData(url, 'query ($id: ID!) { transcript(id: $id) { status } }', { id });
    if (data.transcript.status !== 'TRANSCRIBING') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${id} still transcribing after 30 s`);
}

export async function uploadGroup(product: BenchProduct): Promise<GroupResult> {
  const bytes = thirtyMiBWav();
  const pid = product.server.pid;
  let peak = 0;
  const idle = rssBytes(pid);
  const result = await paired(
    async (round) => {
      const sampler = sampleRss(pid);
      const id = await uploadAudio(product.url, `Upload ${round}`, bytes);
      peak = Math.max(peak, sampler.stop().peak);
      await settled(product.url, id);
    },
    () =>
      product.store.call(async (pb) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'audio/wav' }), 'interview.wav');
        form.append('file_type', 'audio/wav');
        await pb.collection('file_db').create(form);
      }),
    { runs: 7, warmup: 1, budgetMs: 90_000 },
  );
  // Part of the product's path that a direct store does not have: ffprobe reading the upload (server/audio/probe.ts).
  const probes: number[] = [];
  for (let i = 0; i < 3; i++) probes.push((await timed(() => probeAudio(bytes))).ms);
  const row = ratioRow('uploadAudio 30 MiB, request to stored', result.product, result.floor, 1.3);
  return {
    group: 'upload',
    rows: [
      row,
      { measure: 'of which: ffprobe check of 30 MiB (probeAudio)', product: timing(summarize(probes)) },
      { measure: 'server RSS during an upload', product: `peak ${mib(peak)} (${mib(idle)} before the uploads)` },
    ],
    notes: [
      'A 30 MiB WAV (the limit) sent as the GraphQL multipart request, timed until the answer (file and transcript records stored; transcription is queued after). The floor creates the same file in file_db with the SDK. Before each next round the queued transcription (stand-in editor) is let finish, so it does not overlap.',
      "Peak server memory is the server process's VmHWM (reset before each upload through /proc/PID/clear_refs) and RSS sampled every 20 ms during the request; PocketBase's own memory is not included.",
      ...(row.met
        ? []
        : [
            'Where the time goes: the same 30 MiB crosses one more hop: parsed out of the multipart body (graphql-upload-minimal / busboy) and written as it arrives to a private temporary file (server/services/upload-spool.ts), probed there by ffprobe (server/audio/probe.ts, timed above), then streamed from disk to PocketBase over node:http (server/store/multipart-stream.ts; fetch would hold the whole file in memory first). The file is never whole in the server\'s memory; the disk write and read are the price, and ffprobe needs a seekable file in any case.',
          ]),
    ],
  };
}
