/**
 * `npm run bench`: measures the product side by side with its floor (issue 8) and writes bench/RESULTS.md.
 * `npm run bench -- read save` runs only the named groups (RESULTS.md is then left alone); with `--record`, their rows
 * and notes in RESULTS.md are replaced by this run's (bench/lib/results-file.ts).
 * Every loop is bounded in count and time; every process started here is stopped at the end, also on error.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { audiogramGroup } from './groups/audiogram.ts';
import { bleepsGroup } from './groups/bleeps.ts';
import { browserGroup } from './groups/browser.ts';
import { chaptersGroup } from './groups/chapters.ts';
import { conversionGroup } from './groups/conversion.ts';
import { exportGroup } from './groups/export.ts';
import { gpuGroup } from './groups/gpu.ts';
import { importGroup } from './groups/import.ts';
import { listGroup } from './groups/list.ts';
import { liveGroup } from './groups/live.ts';
import { monthSixGroup } from './groups/month-six.ts';
import { profileMissed } from './groups/profile.ts';
import { queueGroup } from './groups/queue.ts';
import { readGroup } from './groups/read.ts';
import { saveGroup } from './groups/save.ts';
import { speakersGroup } from './groups/speakers.ts';
import { startupGroup } from './groups/startup.ts';
import { teamGroup } from './groups/team.ts';
import { throughputGroup } from './groups/throughput.ts';
import { tracksGroup } from './groups/tracks.ts';
import { transcriptionGroup } from './groups/transcription.ts';
import { uploadGroup } from './groups/upload.ts';
import { vocabularyGroup } from './groups/vocabulary.ts';
import { voicesGroup } from './groups/voices.ts';
import { cleanupAll, ROOT } from './lib/processes.ts';
import { startBenchProduct, type BenchProduct } from './lib/product.ts';
import { machine, markdown, printTable, type GroupResult } from './lib/report.ts';
import { recordGroups } from './lib/results-file.ts';

type Group = (product: BenchProduct) => Promise<GroupResult>;

/** In order; the ones needing the shared server first, then those that start their own processes. */
const GROUPS: Record<string, Group> = {
  read: readGroup,
  save: saveGroup,
  list: listGroup,
  team: teamGroup,
  upload: uploadGroup,
  throughput: throughputGroup,
  export: exportGroup,
  'month-six': monthSixGroup,
  live: liveGroup,
  browser: browserGroup,
  conversion: conversionGroup,
  transcription: transcriptionGroup,
  gpu: gpuGroup,
  vocabulary: vocabularyGroup,
  import: importGroup,
  queue: queueGroup,
  speakers: speakersGroup,
  tracks: tracksGroup,
  voices: voicesGroup,
  bleeps: bleepsGroup,
  audiogram: audiogramGroup,
  chapters: chaptersGroup,
  'start-up': startupGroup,
};

/**
 * The whole run is bounded: past this the process stops itself (and everything it started). On 2 quiet cores its
 * groups add up to about an hour (bench/RESULTS.md: speakers 22 minutes, voices 7, month-six with its quote bank
 * about 14, then imports, clips, audiograms and the hour of audio through the whole product), so a loaded machine
 * needs the margin.
 */
const RUN_LIMIT_MS = 100 * 60_000;

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !(name in GROUPS));
  if (unknown.length) throw new Error(`Unknown group(s): ${unknown.join(', ')}; choose from ${Object.keys(GROUPS).join(', ')}`);
  const names = wanted.length ? wanted : Object.keys(GROUPS);
  const started = new Date();
  const info = machine();
  console.log(`Tapescript benchmark: ${info.cores} cores, ${info.cpu}, ${info.memory}, Node ${info.node}, load ${info.load}`);

  // The server serves dist/web: build it from this tree, so the browser group never measures an older build.
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const product = await startBenchProduct();
  const results: GroupResult[] = [];
  for (const name of names) {
    const groupStarted = performance.now();
    console.log(`\n== ${name}`);
    let result: GroupResult;
    try {
      result = await GROUPS[name](product);
    } catch (error) {
      console.error(error);
      result = { group: name, rows: [], notes: [], skipped: `the run failed: ${(error as Error).message.split('\n')[0]}` };
    }
    result.seconds = (performance.now() - groupStarted) / 1000;
    results.push(result);
    for (const row of result.rows) console.log(`   ${row.measure}: ${row.product}${row.floor ? ` vs ${row.floor}` : ''}${row.ratio === undefined ? '' : ` = ${row.ratio.toFixed(2)}x`}`);
    if (result.skipped) console.log(`   not measured: ${result.skipped}`);
  }
  const profile = await profileMissed(product, results);
  if (profile) {
    results.push(profile);
    console.log('\n== profile of the missed targets');
    for (const note of profile.notes) console.log(`   ${note}`);
    if (profile.skipped) console.log(`   not measured: ${profile.skipped}`);
  }

  console.log('');
  printTable(results);
  const seconds = (Date.now() - started.getTime()) / 1000;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const file = path.join(ROOT, 'bench/RESULTS.md');
  if (wanted.length) {
    if (!process.argv.includes('--record')) {
      console.log(`\n(${seconds.toFixed(0)} s; only some groups ran, so bench/RESULTS.md was not rewritten: --record replaces their rows)`);
      return;
    }
    writeFileSync(file, recordGroups(readFileSync(file, 'utf8'), results, { started, commit, load: info.load }, [...Object.keys(GROUPS), 'profile']));
    console.log(`\nReplaced ${names.join(', ')} in ${path.relative(process.cwd(), file)} (${seconds.toFixed(0)} s)`);
    return;
  }
  writeFileSync(file, markdown(results, { started, seconds, machine: info, commit }));
  console.log(`\nWrote ${path.relative(process.cwd(), file)} (${seconds.toFixed(0)} s)`);
}

const limit = setTimeout(() => {
  console.error(`The benchmark passed ${RUN_LIMIT_MS / 60_000} minutes; stopping.`);
  void cleanupAll().finally(() => process.exit(2));
}, RUN_LIMIT_MS);
limit.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanupAll().finally(() => process.exit(130)));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
    clearTimeout(limit);
  });
