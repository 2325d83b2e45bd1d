import type { CodegenConfig } from '@graphql-codegen/cli';

// The web app's types and hooks come from the checked-in contract and the .graphql files beside the
// components; `npm test` runs this with --check, so stale generated code fails CI.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typescript-urql'],
      config: {
        withHooks: true,
        // Parsed documents, so the app needs no graphql-tag at run time.
        documentMode: 'documentNode',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
    'web/src/graphql/introspection.ts': {
      plugins: ['urql-introspection'],
      config: { minify: true, useTypeImports: true },
    },
  },
};

export default config;
