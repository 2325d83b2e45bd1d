import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql 16 as CommonJS (it has no "exports" map) while Vite would pick its .mjs build;
// two copies mean two GraphQLError classes, so server tests resolve it the way Node does.
const graphqlAsNodeLoadsIt = createRequire(import.meta.url).resolve('graphql');

// Three suites: pure and integration tests of the server (real PocketBase in temp dirs),
// component tests of the web app in jsdom, and browser flows in headless Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlAsNodeLoadsIt }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/lib/*.test.ts'],
          testTimeout: 60_000,
          // Above PocketBase's own 60 s start-up wait, so a slow start under a loaded CI machine reports its
          // own message (or succeeds) instead of being cut off by the runner.
          hookTimeout: 150_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
