// An area's manifest (server/modules/README.md 'One folder per area'): what the transport needs of
// a functional area — its SDL, read from the .graphql files beside the manifest, its resolvers, and
// the areas it builds on. server/graphql/schema.ts, graphql/plugin.ts and codegen read every
// area through `AREAS` (areas.ts); server/architecture.test.ts holds each manifest to its folder:
// its SDL fields have rules and resolvers, and `dependsOn` is exactly what the folder imports.
import { readFileSync } from 'node:fs';
import type { Resolvers } from '../graphql/generated/resolvers.ts';

export interface AreaModule {
  /** The area's folder under server/modules. */
  name: string;
  /** The area's SDL: its types and its `extend type Query/Mutation/Subscription` fields. */
  typeDefs: string;
  /** One resolver set per SDL file. */
  resolvers: readonly Resolvers[];
  /** The areas whose files this one imports (besides shared), one way only (README 'Layers'). */
  dependsOn: readonly string[];
}

/** The named .graphql files beside the manifest at `manifestUrl`, joined. */
export const readSdl = (manifestUrl: string, files: readonly string[]): string =>
  files.map((file) => readFileSync(new URL(file, manifestUrl), 'utf8')).join('\n');
