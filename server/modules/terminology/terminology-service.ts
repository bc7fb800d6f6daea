// Code systems and value sets (SPEC §2 clinical config and administrative code systems; DESIGN §5):
// the reads run by the one reader (terminology-queries.ts), the writes by the write pipeline
// (terminology-operations.ts); a publish drops the code system's kept expansions.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { encounterDurationQueries, encounterDurationWrites } from './encounter-duration-operations.ts';
import { createExpansionCache } from './expansion-cache.ts';
import { terminologyWrites } from './terminology-operations.ts';
import { terminologyQueries } from './terminology-queries.ts';
import type { CodeSystemView } from './terminology-views.ts';

export function createTerminologyService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  const cache = createExpansionCache();
  const queries = terminologyQueries(cache);
  return {
    list: (user: SessionUser | null) => reader.run(queries.list, user, {}),
    get: (user: SessionUser | null, id: string) => reader.run(queries.codeSystem, user, { id }),
    expand: (user: SessionUser | null, args: unknown) => reader.run(queries.expand, user, args),
    saveConcept: async (user: SessionUser | null, args: unknown): Promise<CodeSystemView> =>
      (await pipeline.run(terminologyWrites.saveCodeSystemConcept, user, args)).view,
    exportFile: (user: SessionUser | null, args: unknown) => reader.run(queries.exportFile, user, args),
    importFile: async (user: SessionUser | null, args: unknown) => {
      const { view, added, updated, unchanged } = await pipeline.run(terminologyWrites.importCodeSystem, user, args);
      return { added, updated, unchanged, codeSystem: view };
    },
    publish: async (user: SessionUser | null, args: { codeSystemId: string; draftVersion: number }): Promise<CodeSystemView> => {
      const { view } = await pipeline.run(terminologyWrites.publishCodeSystem, user, args);
      cache.invalidate(view.id);
      return view;
    },
    encounterDurations: (user: SessionUser | null) => reader.run(encounterDurationQueries.list, user, {}),
    updateEncounterDurations: async (user: SessionUser | null, args: unknown) =>
      (await pipeline.run(encounterDurationWrites.updateEncounterDurations, user, args)).rows,
    /** Kept expansion pages (the bench and tests read it). */
    cachedPages: () => cache.size,
  };
}

export type TerminologyService = ReturnType<typeof createTerminologyService>;
