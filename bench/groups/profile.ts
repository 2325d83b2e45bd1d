import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gqlData, type BenchProduct } from '../lib/product.ts';
import type { GroupResult } from '../lib/report.ts';
import { editedSegments, longSegments, SAVE_MUTATION, seedTranscript, TRANSCRIPT_QUERY } from '../lib/seed.ts';
import { settled, thirtyMiBWav, uploadAudio } from './upload.ts';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a sample's function lives: a package, a product file, or V8/Node itself. */
function bucket(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const product = url.match(/\/(server\/.+)$/);
  return product ? product[1] : url;
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

const isOwn = (frame: Frame) => frame.url !== '' && !frame.url.startsWith('node:');
const label = (frame: Frame) => `${frame.functionName || '(anonymous)'} in ${bucket(frame.url, frame.functionName)}`;

/**
 * CPU between two CLOCK_MONOTONIC instants (µs), each sample charged to its owner: the nearest frame up the
 * stack that is JavaScript of a package or of the product (so Buffer copies, JSON and stream internals count
 * for whoever called them); GC stays on its own.
 */
function summarizeProfile(profile: CpuProfile, fromUs: number, toUs: number, requests: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const owner = (id: number): Frame => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (isOwn(byId.get(at)!.callFrame)) return byId.get(at)!.callFrame;
    return byId.get(id)!.callFrame;
  };
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const leaf = byId.get(profile.samples[i])!.callFrame;
    if (leaf.functionName === '(idle)' || leaf.functionName === '(program)') continue;
    busy += dt;
    const own = owner(profile.samples[i]);
    const place = bucket(own.url, own.functionName);
    places.set(place, (places.get(place) ?? 0) + dt);
    const name = isOwn(leaf) || leaf.url === '' ? label(own) : `${leaf.functionName || '(anonymous)'} (node) for ${label(own)}`;
    functions.set(name, (functions.get(name) ?? 0) + dt);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${((100 * v) / busy).toFixed(0)}%`).join('; ');
  return `server CPU ${(busy / 1000 / requests).toFixed(1)} ms per request (wall ${((toUs - fromUs) / 1000 / requests).toFixed(1)} ms). By owner (nearest package or product file up the stack): ${top(places, 6)}. Top functions: ${top(functions, 6)}.`;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n); // CLOCK_MONOTONIC, the clock V8's profiler stamps samples with

/**
 * For every missed latency target: a second server process on the same PocketBase, started with --cpu-prof,
 * runs that operation a few times; its profile, cut to the workload's time window, says where the server's
 * time goes.
 */
export async function profileMissed(product: BenchProduct, results: GroupResult[]): Promise<GroupResult | undefined> {
  const missed = new Set(results.filter((r) => r.rows.some((row) => row.met === false)).map((r) => r.group));
  const workloads: Record<string, { runs: number; setup: () => Promise<(url: string, round: number) => Promise<unknown>> }> = {
    read: {
      runs: 20,
      setup: async () => {
        const { id } = await seedTranscript(product.store, 'Profile read', longSegments());
        return (url) => gqlData(url, TRANSCRIPT_QUERY, { id });
      },
    },
    save: {
      runs: 15,
      setup: async () => {
        const segments = longSegments();
        let { id, versionId } = await seedTranscript(product.store, 'Profile save', segments);
        return async (url, round) => {
          versionId = (await gqlData(url, SAVE_MUTATION, { id, segments: editedSegments(segments, round), baseVersionId: versionId })).saveEdits.versionId;
        };
      },
    },
    list: {
      runs: 200,
      setup: async () => (url, round) =>
        gqlData(url, 'query ($page: Int!) { transcripts(page: $page, perPage: 15) { totalItems items { id title status updatedAt } } }', { page: 1 + (round % 10) }),
    },
    upload: {
      runs: 4,
      setup: async () => {
        const bytes = thirtyMiBWav();
        return async (url, round) => settled(url, await uploadAudio(url, `Profile upload ${round}`, bytes));
      },
    },
  };
  const wanted = Object.keys(workloads).filter((name) => missed.has(name));
  if (wanted.length === 0) return undefined;

  const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-prof-'));
  const notes: string[] = [];
  try {
    const { url, child } = await product.startServer(['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200']);
    const windows: { name: string; from: number; to: number; runs: number }[] = [];
    try {
      for (const name of wanted) {
        const { runs, setup } = workloads[name];
        const run = await setup();
        await run(url, 0); // warm-up
        const from = nowUs();
        for (let round = 1; round <= runs; round++) await run(url, round);
        windows.push({ name, from, to: nowUs(), runs });
      }
    } finally {
      await child.stop(); // SIGTERM: the server exits cleanly and Node writes the profile
    }
    const file = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'));
    if (!file) return { group: 'profile', rows: [], notes: [], skipped: 'the profiled server wrote no .cpuprofile' };
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
    for (const w of windows) notes.push(`${w.name} (${w.runs} requests): ${summarizeProfile(profile, w.from, w.to, w.runs)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  notes.push(
    'Profiles come from a separate server process on the same PocketBase started with node --cpu-prof (200 µs sampling), cut to each workload\'s time window; "(garbage collector)" is V8\'s GC, "(native)" built-ins such as JSON.parse. Time the server spends waiting (on PocketBase, ffprobe, the network) is not CPU and shows only as the gap between CPU and wall time.',
  );
  return { group: 'profile', rows: [], notes };
}
