// The /clinicians reads (SPEC §2 'Clinicans': settings or financial), declared in the write
// pipeline's shape (DESIGN §5): the operation, the input, the clinician and its rule, then the
// read. The list keeps to the caller's states in its query (administrators: all).
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type ClinicianListArgs, type ClinicianListFilter, parseClinicianId, parseClinicianListFilter } from './clinician-input.ts';
import { readClinicianView } from './clinician-operations.ts';
import { clinicianToRead } from './clinician-read-targets.ts';
import { clinicianRepository } from './clinician-repository.ts';
import { toClinicianView } from './clinician-views.ts';

export const clinicianQueries = {
  list: defineQuery({
    operation: 'Query.ClinicianList',
    input: (raw: unknown): { filter: ClinicianListFilter; page: PageArgs } => {
      const args = raw as PageArgs & ClinicianListArgs;
      return { filter: parseClinicianListFilter(args), page: args };
    },
    target: noTarget,
    read: async ({ db, me, input }) => {
      const page = await pagedList(
        input.page,
        async (p) => clinicianRepository.list(db, await loadStateScope(db, me), input.filter, p),
        (row) => row,
      );
      const linked = await clinicianRepository.linkedUsers(
        db,
        page.edges.map((e) => e.node.id),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toClinicianView(e.node, linked.get(e.node.id) ?? null) })) };
    },
  }),

  clinician: defineQuery({
    operation: 'Query.Clinician',
    input: (raw: unknown) => ({ id: parseClinicianId(raw as string) }),
    target: clinicianToRead,
    read: ({ db, target }) => readClinicianView(db, target.id),
  }),
};
