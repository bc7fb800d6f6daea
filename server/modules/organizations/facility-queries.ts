// The facility reads (SPEC §2 Master lists, §7 getHealthCareFacilityList, getHealthCareFacilityById,
// getHealthCareFacilityByPatientId), declared in the write pipeline's shape (DESIGN §5). Facilities
// are reference data of no market: the operation's rule is the whole access rule, except for a
// patient's facilities, which are read only by who may read the patient.

import { facilityKindOf } from '../../../src/domain/master-lists/facility.ts';
import type { FacilityOrganization } from '../../../src/domain/master-lists/facility-record.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget, patientTarget } from '../shared/write-targets.ts';
import { type FacilityListArgs, type FacilityListFilter, parseFacilityListFilter, parseFacilityTypeList } from './facility-input.ts';
import { facilityRepository } from './facility-repository.ts';
import { toFacilityView } from './facility-views.ts';

interface ListInput {
  page: PageArgs;
  filter: FacilityListFilter;
}

export const facilityQueries = {
  /** 25 a page, 'Load more' (SPEC §2). */
  list: defineQuery({
    operation: 'Query.getHealthCareFacilityList',
    input: (raw: unknown): ListInput => {
      const args = raw as PageArgs & FacilityListArgs;
      parsePage(args);
      return { page: args, filter: parseFacilityListFilter(args) };
    },
    target: noTarget,
    read: ({ db, input }) => pagedList(input.page, (page) => facilityRepository.list(db, input.filter, page), toFacilityView),
  }),

  byId: defineQuery({
    operation: 'Query.getHealthCareFacilityById',
    input: (raw: unknown) => ({ id: parseId((raw as { organizationId: string }).organizationId, 'organizationId') }),
    target: noTarget,
    read: async ({ db, input }) => {
      const row = await stores.organization.read(db, input.id);
      if (!row || facilityKindOf(row.content.type) === null) throw notFound('Facility');
      return toFacilityView({ ...row, content: row.content as FacilityOrganization });
    },
  }),

  ofPatient: defineQuery({
    operation: 'Query.getHealthCareFacilityByPatientId',
    input: (raw: unknown) => {
      const args = raw as { patientId: string; facilityTypes?: string[] | null };
      return { patientId: parseId(args.patientId, 'patientId'), types: parseFacilityTypeList(args.facilityTypes) };
    },
    target: patientTarget((i: { patientId: string }) => i.patientId),
    read: async ({ db, input }) => (await facilityRepository.ofPatient(db, input.patientId, input.types)).map(toFacilityView),
  }),
};
