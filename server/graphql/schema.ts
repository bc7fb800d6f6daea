import { readFileSync } from 'node:fs';
import { AREAS } from '../modules/areas.ts';

/**
 * The schema's SDL: the root types and shared scalars (schema/base.graphql), then every area's own
 * SDL from its manifest (server/modules/areas.ts). These files are the contract (schema first).
 */
export const typeDefs: string = [
  readFileSync(new URL('./schema/base.graphql', import.meta.url), 'utf8'),
  ...AREAS.map((area) => area.typeDefs),
].join('\n');
