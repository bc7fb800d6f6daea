// SPEC §2 Payers (permission settings) and §7 OrganizationList, Organization,
// GetDuplicatedOrganizations: the reads, with the writes of payer-operations.ts (run by the write
// pipeline, DESIGN §5). Payers are not patient data and belong to no market: a user with
// 'settings' reads them all.
import type { SessionUser } from '../../../src/domain/access.ts';
import { ORGANIZATION_LIST_MAX, PAYER_TYPES } from '../../../src/domain/administration/payer.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { type OrganizationListArgs, parseDuplicateArgs, parseOrganizationId, parseOrganizationListFilter } from './payer-input.ts';
import { payerWrites } from './payer-operations.ts';
import { payerRepository } from './payer-repository.ts';
import { type OrganizationView, toOrganizationView } from './payer-views.ts';

export function createPayerService(db: Database, pipeline: WritePipeline) {
  return {
    /** 25 a page; SPEC §9: a picker may ask for up to 1000. */
    async list(user: SessionUser | null, args: PageArgs & OrganizationListArgs) {
      authorize(user, 'Query.OrganizationList');
      return pagedList(
        args,
        (page) => payerRepository.list(db, parseOrganizationListFilter(args), page),
        toOrganizationView,
        ORGANIZATION_LIST_MAX,
      );
    },

    async get(user: SessionUser | null, id: string): Promise<OrganizationView> {
      authorize(user, 'Query.Organization');
      const row = await payerRepository.read(db, parseOrganizationId(id));
      if (!row) throw notFound('Organization');
      return toOrganizationView(row);
    },

    /** The payers (any type) of this name in this state: what the new-payer form shows before it creates one. */
    async duplicates(user: SessionUser | null, args: { organizationName: string; state: string }): Promise<OrganizationView[]> {
      authorize(user, 'Query.GetDuplicatedOrganizations');
      const { name, state } = parseDuplicateArgs(args);
      return (await payerRepository.sameName(db, { name, state, types: PAYER_TYPES })).map(toOrganizationView);
    },

    create: (user: SessionUser | null, args: { organization: unknown }): Promise<OrganizationView> =>
      pipeline.run(payerWrites.createOrganization, user, args).then(toOrganizationView),

    update: (user: SessionUser | null, args: { id: string; organization: unknown; versionId: number }): Promise<OrganizationView> =>
      pipeline.run(payerWrites.updateOrganization, user, args).then(toOrganizationView),
  };
}

export type PayerService = ReturnType<typeof createPayerService>;
