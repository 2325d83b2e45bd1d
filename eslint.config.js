import fs from 'node:fs';
import babelParser from '@babel/eslint-parser';
import importPlugin from 'eslint-plugin-import';

// The lint guards the structure of the server and the web app (tsc checks the types): which folder may import
// which (docs/architecture.md draws it); scripts/import-cycles.ts, run with it, finds import circles. TypeScript 7 has no JS parser API for
// typescript-eslint, so Babel parses the TypeScript (syntax only). Imports carry their .ts/.tsx extension, so
// Node's resolver finds every file.

const foldersOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * Which part of server/ may import which (besides itself, shared/ and packages). Every folder of server/ has its
 * line, so a new folder is placed on purpose. Entry points (main.ts, app.ts, *-main.ts), tests, their helpers
 * (testing/) and the test harness (test/) compose everything and are left out. `auth:facts` is the part of auth/ with no I/O that lower
 * layers may name: who is asking, roles, the origin of a change, the job credential.
 */
const SERVER_LAYERS = {
  lib: [],
  domain: ['lib'],
  // import: transcript files made elsewhere, read (and timed) into segments.
  import: ['config.ts', 'domain', 'lib'],
  export: ['domain', 'lib'],
  audio: ['domain', 'lib'],
  // mail: the type of its settings, which config builds.
  'config.ts': ['domain', 'lib', 'mail'],
  mail: ['auth:facts', 'lib'],
  'editor-service': ['config.ts', 'domain', 'lib'],
  // The wire contract of the editor service (one module both sides import).
  editor: ['domain', 'lib', 'editor-service'],
  store: ['auth:facts', 'config.ts', 'domain', 'export', 'lib'],
  events: ['auth:facts', 'domain', 'lib', 'store'],
  transcription: ['auth:facts', 'domain', 'editor', 'editor-service', 'import', 'lib', 'store'],
  auth: ['config.ts', 'domain', 'events', 'lib', 'store'],
  services: ['audio', 'auth', 'config.ts', 'domain', 'editor', 'editor-service', 'events', 'export', 'import', 'lib', 'mail', 'store', 'transcription'],
  // store: record types the resolvers are still built on (issue 48, item 4 moves them to domain/).
  schema: ['auth', 'domain', 'editor', 'events', 'export', 'import', 'lib', 'services', 'store'],
  // store: only the health route, which reports whether the store answers (see STORE_HEALTH).
  http: ['auth', 'domain', 'export', 'lib', 'services', 'store', 'transcription'],
  'yoga.ts': ['auth', 'domain', 'lib', 'schema', 'services', 'store'],
};
const AUTH_FACTS = ['./identity.ts', './roles.ts', './change-origin.ts', './job-credential.ts', './visibility.ts'];
const COMPOSITION = new Set(['main.ts', 'app.ts', 'process-guards.ts', 'test']);
const PARTS = [...foldersOf('server'), ...fs.readdirSync('server').filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))].filter((part) => !COMPOSITION.has(part));
const unplaced = PARTS.filter((part) => !(part in SERVER_LAYERS));
if (unplaced.length) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in SERVER_LAYERS (which parts of server/ it may import)`);

const pathOf = (part) => `./server/${part}`;
/** A part's own files, but not its tests, their helpers (testing/) or its entry points. */
const filesOf = (part) => (part.endsWith('.ts') ? pathOf(part) : `${pathOf(part)}/{,!(testing)/**/}!(*.test|*-main).ts`);
const serverBoundaries = Object.entries(SERVER_LAYERS).flatMap(([part, allowed]) =>
  [...PARTS, 'test', 'main.ts', 'app.ts']
    .filter((other) => other !== part && !allowed.includes(other))
    .map((other) => ({
      target: filesOf(part),
      from: pathOf(other),
      ...(other === 'auth' && allowed.includes('auth:facts') ? { except: AUTH_FACTS } : {}),
      message: `server/${part} may not import server/${other} (eslint.config.js SERVER_LAYERS, docs/architecture.md).`,
    })),
);
/** Of http/, only the health route asks the store directly. */
const STORE_HEALTH = { target: './server/http/**/!(*.test|health-route).ts', from: './server/store', message: 'server/http reaches the store through services/ (only the health route asks it directly).' };

/** shared/ is below both sides; web/ never imports the server. */
const sideBoundaries = [
  { target: './shared', from: ['./server', './web'], message: 'shared/ is imported by the server and the web app; it imports neither.' },
  { target: './web/src', from: './server', message: 'The web app talks to the server over GraphQL; it imports only shared/.' },
];

const FEATURES = foldersOf('web/src/features');

/**
 * Features do not reach into each other: a feature imports only itself and shared code (components/,
 * lib/, graphql/, theme, the root shared/ module); app/ composes the features.
 */
const featureBoundaries = FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: ['./web/src/app', ...FEATURES.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`)],
  message: `features/${feature} may not import another feature or the app shell; move shared code to components/ or lib/.`,
}));

/** Shared pieces stay below the features and the app. */
const sharedBoundaries = ['components', 'lib', 'graphql'].map((folder) => ({
  target: `./web/src/${folder}`,
  from: ['./web/src/features', './web/src/app'],
  message: `web/src/${folder} is shared: it may not import a feature or the app shell.`,
}));

export default [
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '**/.venv/**',
      'web/src/graphql/generated.ts',
      'web/src/graphql/introspection.ts',
      // PocketBase's own JavaScript (its hooks and migrations run inside PocketBase, not Node).
      'server/store/pb_hooks/**',
      'server/store/migrations/**',
      'server/store/pocketbase-bin/**',
      'server/store/release-dirs/**',
    ],
  },
  {
    files: ['server/**/*.{ts,mjs}', 'web/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
        },
      },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@babel/eslint-parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...serverBoundaries, STORE_HEALTH, ...sideBoundaries, ...featureBoundaries, ...sharedBoundaries] }],
      'import/no-unresolved': ['error', { ignore: ['^@', '^react', '^urql', '^graphql', '^vitest', '^fflate', '^playwright-core'] }],
    },
  },
];
