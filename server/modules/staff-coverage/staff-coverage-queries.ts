// The reads of PCC config, telehealth clinicians and lead clinicians (SPEC §2, permission
// settings), declared in the write pipeline's shape (DESIGN §5): the operation, the input, the
// configured user and its rule, then the read.
import { COVERAGE, type CoverageKind } from '../../../src/domain/administration/coverage.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseCoverageListFilter, parseCoverageTarget } from './staff-coverage-input.ts';
import { namedRecords } from './staff-coverage-names.ts';
import { coverageSubjectToRead } from './staff-coverage-read-targets.ts';
import { staffCoverageRepository as repo } from './staff-coverage-repository.ts';
import { toClinicianView, toCoverageView } from './staff-coverage-views.ts';

type Maybe<T> = T | null | undefined;

export const staffCoverageQueries = {
  /** The users of the kind's job functions (term: name or e-mail), with their config. */
  list: defineQuery({
    operation: 'Query.CoverageConfigList',
    input: (raw: unknown): { kind: CoverageKind; term: string | null; page: PageArgs } => {
      const args = raw as PageArgs & { kind: string; term?: Maybe<string> };
      return { ...parseCoverageListFilter(args), page: args };
    },
    target: noTarget,
    read: async ({ db, input: { kind, term, page: pageArgs } }) => {
      const page = await pagedList(
        pageArgs,
        (p) => repo.list(db, kind, COVERAGE[kind].jobFunctions, term, p),
        (row) => row,
      );
      const named = await namedRecords(
        db,
        page.edges.map((e) => e.node),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toCoverageView(kind, e.node, named) })) };
    },
  }),

  /** One user of the kind and, for a lead, the clinicians of the caller's states they may lead. */
  config: defineQuery({
    operation: 'Query.CoverageConfig',
    input: (raw: unknown) => parseCoverageTarget(raw as { kind: string; userId: string }),
    target: coverageSubjectToRead,
    read: async ({ db, me, input: { kind }, target: subject }) => {
      const [named, choices] = await Promise.all([
        namedRecords(db, [subject]),
        COVERAGE[kind].fields.includes('clinicianIds') ? repo.activePractitioners(db, await loadStateScope(db, me)) : Promise.resolve([]),
      ]);
      return { config: toCoverageView(kind, subject, named), clinicianChoices: choices.map(toClinicianView) };
    },
  }),
};
