// The code systems' reads (DESIGN §5 declared shape). The list and one code system are for those
// who maintain them (code-system-target.ts); expandValueSet is for every signed-in user, since the
// forms and the chart read their choices from it, but never of a code system hidden by settings.
import { asConceptStatus, CODE_SYSTEMS, valueSetUrl } from '../../../src/domain/terminology/code-systems.ts';
import { notFound } from '../../errors.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { writeCodeSystemFile } from './code-system-files.ts';
import { codeSystemTarget, hiddenSystems, maintains, visibleDefinition } from './code-system-target.ts';
import type { ExpansionCache } from './expansion-cache.ts';
import { parseExpandArgs, parseExportArgs } from './terminology-input.ts';
import { readCodeSystem } from './terminology-operations.ts';
import { terminologyRepository } from './terminology-repository.ts';
import { summaryView } from './terminology-views.ts';

export interface ExpansionView {
  url: string;
  version: number;
  total: number;
  offset: number;
  contains: { code: string; display: string; category: string | null }[];
}

export function terminologyQueries(cache: ExpansionCache) {
  return {
    list: defineQuery({
      operation: 'Query.CodeSystemList',
      input: () => null,
      target: noTarget,
      read: async ({ db, me }) => {
        const rows = new Map((await terminologyRepository.systems(db)).map((r) => [r.id, r]));
        const maintained = CODE_SYSTEMS.filter((definition) => maintains(me, definition));
        const hidden = await hiddenSystems(db, maintained);
        return maintained.filter((d) => !hidden.has(d.id)).map((d) => summaryView(d, rows.get(d.id)));
      },
    }),

    codeSystem: defineQuery({
      operation: 'Query.CodeSystem',
      input: (raw: unknown) => ({ id: String((raw as { id?: unknown }).id ?? '') }),
      target: codeSystemTarget((i: { id: string }) => i.id, { lock: false }),
      read: ({ db, target }) => readCodeSystem(db, target),
    }),

    /** The draft's codes, every status, as a FHIR CodeSystem or a CSV file (SPEC §2 code systems: export). */
    exportFile: defineQuery({
      operation: 'Query.exportCodeSystem',
      input: parseExportArgs,
      target: codeSystemTarget((i: { id: string }) => i.id, { lock: false }),
      read: async ({ db, input, target }) => {
        const concepts = await terminologyRepository.draft(db, target.definition.id);
        const codes = concepts.map((c) => ({
          code: c.code,
          display: c.display,
          status: asConceptStatus(c.status),
          category: c.category,
          members: c.members,
        }));
        return writeCodeSystemFile(target.definition, codes, target.row.publishedVersion, input.format);
      },
    }),

    expand: defineQuery({
      operation: 'Query.expandValueSet',
      input: parseExpandArgs,
      target: noTarget,
      read: async ({ db, input }): Promise<ExpansionView> => {
        const definition = await visibleDefinition(db, input.id);
        let version = input.version;
        if (version === null) version = (await terminologyRepository.system(db, definition.id))?.publishedVersion ?? 0;
        else if (!(await terminologyRepository.version(db, definition.id, version))) throw notFound('Value set version');
        const url = valueSetUrl(definition.id);
        if (version === 0) return { url, version, total: 0, offset: input.offset, contains: [] };
        const key = { id: definition.id, version, filter: input.filter, offset: input.offset, count: input.count };
        const page = await cache.get(key, () =>
          terminologyRepository.expansion(db, definition.id, version, {
            offered: true,
            filter: input.filter,
            offset: input.offset,
            limit: input.count,
          }),
        );
        return { url, version, total: page.total, offset: input.offset, contains: page.rows };
      },
    }),
  };
}
