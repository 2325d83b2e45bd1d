import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

// Node loads graphql 16 as CommonJS (it has no "exports" map) while Vite would pick its .mjs build;
// two copies mean two GraphQLError classes, so server tests resolve it the way Node does.
const graphqlAsNodeLoadsIt = createRequire(import.meta.url).resolve('graphql');
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlAsNodeLoadsIt }] };

// Three tiers, told apart by a test file's name (README, "Test tiers"):
// - unit: everything else; starts no process and listens on no socket (vitest.unit-setup.ts makes both throw);
// - integration (*.integration.test.ts): real PocketBase, Redis, SMTP and stand-in servers;
// - system (*.system.test.ts, *.property.test.ts and e2e/): real speech (Whisper), the browser, memory, fuzz and
//   load, and the property tests (thousands of random histories: pure, but seconds of CPU each), one file at a time.
const integration = '**/*.integration.test.ts';
const system = ['**/*.system.test.ts', '**/*.property.test.ts'];
/** The integration and system tiers serve the built web app: built once per run, before their files start. */
const webBuild = 'e2e/support/web-build.global.ts';
const nodeTests = ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/lib/*.test.ts'];
const notUnit = [...configDefaults.exclude, integration, ...system];
/**
 * expect.poll waits 1 s by default: too short for a page or a server under a loaded two-core CI machine, where
 * the same wait passes locally. 15 s matches the browser helpers' own wait (e2e/support/browser.ts).
 */
const SLOW_POLL = { timeout: 15_000 };
// Unit tests keep no state between files (the web ones clean up after each test), so one module graph and one
// jsdom per worker serve them all: a quarter of the CPU of a fresh one per file. Every core, as they only compute.
// A run of several tiers runs them one after another in this order (groupOrder), the fast one first.
const unit = { isolate: false, maxWorkers: '100%', sequence: { groupOrder: 0 } };
/**
 * Browser flows that hold the audio clock or a deadline: playback and seeking, key-to-paint and first-screen times,
 * a recording's crash recovery, several workers sharing a queue. They run one at a time, with the measurements.
 */
const onTheClock = [
  'e2e/first-screen.test.ts',
  'e2e/long-transcript.test.ts',
  'e2e/pedals-and-keys.test.ts',
  'e2e/playback-tools.test.ts',
  'e2e/queue.test.ts',
  'e2e/recording.test.ts',
  'e2e/words.test.ts',
];
const systemTier = {
  // One module graph per worker, as for the integration tier: each flow starts its own product and browser.
  isolate: false,
  environment: 'node',
  globalSetup: webBuild,
  testTimeout: 120_000,
  hookTimeout: 180_000,
  expect: { poll: SLOW_POLL },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit:server',
          ...unit,
          environment: 'node',
          include: nodeTests,
          exclude: notUnit,
          setupFiles: ['vitest.unit-setup.ts'],
        },
      },
      {
        // JSX needs no option: Vite 8's oxc transform uses the automatic runtime by default.
        test: {
          name: 'unit:web',
          ...unit,
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: notUnit,
          setupFiles: ['vitest.unit-setup.ts', 'web/src/test/setup.ts'],
          // A dialog filled key by key in jsdom takes 2-3 s alone and over 5 s beside the other tiers on two cores.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          // Vitest's default on two cores is one worker (cores - 1): the files ran one after another while each
          // mostly waits on its own PocketBase, Redis or ffmpeg. Every file takes free ports and its own temp dir.
          // Two, one a core, not more: some tests here still hold a deadline of a few seconds (PocketBase's 3 s
          // sign-in window), which more files than cores would stretch.
          maxWorkers: 2,
          // One module graph per worker, as for the unit tier: each file starts its own servers in its own temp
          // dir and keeps no state in modules, and importing the server's graph afresh for each of 113 files took
          // 88 s of the tier's 231 s in a clean-clone run.
          isolate: false,
          environment: 'node',
          globalSetup: webBuild,
          include: [integration],
          testTimeout: 60_000,
          expect: { poll: SLOW_POLL },
          // Above PocketBase's own 60 s start-up wait, so a slow start under a loaded CI machine reports its
          // own message (or succeeds) instead of being cut off by the runner.
          hookTimeout: 150_000,
        },
      },
      {
        resolve,
        test: {
          name: 'system',
          ...systemTier,
          sequence: { groupOrder: 2 },
          include: [...system, ...onTheClock],
          // Timings, memory, load and speech quality are measured alone, not against each other; so are the browser
          // flows that hold the audio clock or a deadline (onTheClock).
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          name: 'system:browser',
          ...systemTier,
          sequence: { groupOrder: 3 },
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...onTheClock],
          // Two flows at a time, one a core: each mostly waits on its own product and browser (0.57x the time of one
          // after another). Every flow starts its own product on free ports with its own data directory.
          maxWorkers: 2,
        },
      },
    ],
  },
});
