import babelParser from '@babel/eslint-parser';
import importPlugin from 'eslint-plugin-import';

// The lint guards the web app's structure; tsc checks the types. TypeScript 7 has no JS parser API for
// typescript-eslint, so Babel parses the TypeScript (syntax only). Imports carry their .ts/.tsx
// extension, so Node's resolver finds every file.

const FEATURES = ['transcript', 'library', 'upload', 'account', 'review', 'voices', 'people'];

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
  { ignores: ['node_modules/**', 'dist/**', 'web/src/graphql/generated.ts', 'web/src/graphql/introspection.ts'] },
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
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
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...featureBoundaries, ...sharedBoundaries] }],
      'import/no-unresolved': ['error', { ignore: ['^@', '^react', '^urql', '^graphql', '^vitest', '^fflate', '^playwright-core'] }],
    },
  },
];
