import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen config for both sides (STYLE: schema-first GraphQL):
// - typed client documents from the gql`` calls in src/
// - resolver types for the server from the same SDL files
const config: CodegenConfig = {
  // The root types, then each area's SDL beside its manifest (server/modules/<area>/*.graphql).
  schema: ['./server/graphql/schema/*.graphql', './server/modules/*/*.graphql'],
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown' } },
      presetConfig: { fragmentMasking: false },
    },
    './server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        scalars: { DateTime: 'string', JSON: 'unknown' },
        useIndexSignature: false,
        maybeValue: 'T | null | undefined',
      },
    },
  },
};
export default config;
