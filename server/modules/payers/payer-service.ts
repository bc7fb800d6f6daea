// SPEC §2 Payers (permission settings) and §7 OrganizationList, Organization,
// GetDuplicatedOrganizations: the reads declared in payer-queries.ts and run by the one reader,
// the writes declared in payer-operations.ts and run by the write pipeline (DESIGN §5). Payers
// are not patient data and belong to no market: a user with 'settings' reads them all.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { OrganizationListArgs } from './payer-input.ts';
import { payerWrites } from './payer-operations.ts';
import { payerQueries as queries } from './payer-queries.ts';
import { type OrganizationView, toOrganizationView } from './payer-views.ts';

export function createPayerService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    /** 25 a page; SPEC §9: a picker may ask for up to 1000. */
    list: (user: SessionUser | null, args: PageArgs & OrganizationListArgs) => reader.run(queries.organizations, user, args),

    get: (user: SessionUser | null, id: string): Promise<OrganizationView> => reader.run(queries.organization, user, id),

    /** The payers (any type) of this name in this state: what the new-payer form shows before it creates one. */
    duplicates: (
      user: SessionUser | null,
      args: { organizationName: string; state: string; type?: string | null | undefined },
    ): Promise<OrganizationView[]> => reader.run(queries.duplicates, user, args),

    create: (user: SessionUser | null, args: { organization: unknown }): Promise<OrganizationView> =>
      pipeline.run(payerWrites.createOrganization, user, args).then(toOrganizationView),

    update: (user: SessionUser | null, args: { id: string; organization: unknown; versionId: number }): Promise<OrganizationView> =>
      pipeline.run(payerWrites.updateOrganization, user, args).then(toOrganizationView),
  };
}

export type PayerService = ReturnType<typeof createPayerService>;
