// The payer reads (SPEC §2 Payers, §7 OrganizationList, Organization, GetDuplicatedOrganizations),
// declared in the write pipeline's shape (DESIGN §5): the operation, the input, the target, then
// the read. Payers are reference data and belong to no patient or market: the operation's rule is
// the whole access rule (noTarget).
import { ORGANIZATION_LIST_MAX } from '../../../src/domain/administration/payer.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import {
  type OrganizationListArgs,
  type OrganizationListFilter,
  parseDuplicateArgs,
  parseOrganizationId,
  parseOrganizationListFilter,
} from './payer-input.ts';
import { payerRepository } from './payer-repository.ts';
import { toOrganizationView } from './payer-views.ts';

interface ListInput {
  page: PageArgs;
  filter: OrganizationListFilter;
}

export const payerQueries = {
  /** 25 a page; SPEC §9: a picker may ask for up to 1000. */
  organizations: defineQuery({
    operation: 'Query.OrganizationList',
    input: (raw: unknown): ListInput => {
      const args = raw as PageArgs & OrganizationListArgs;
      // The page is refused before the filters, as pagedList parses it first.
      parsePage(args, ORGANIZATION_LIST_MAX);
      return { page: args, filter: parseOrganizationListFilter(args) };
    },
    target: noTarget,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => payerRepository.list(db, input.filter, page), toOrganizationView, ORGANIZATION_LIST_MAX),
  }),

  organization: defineQuery({
    operation: 'Query.Organization',
    input: (raw: unknown) => ({ id: parseOrganizationId(raw as string) }),
    target: noTarget,
    read: async ({ db, input }) => {
      const row = await payerRepository.read(db, input.id);
      if (!row) throw notFound('Organization');
      return toOrganizationView(row);
    },
  }),

  /**
   * The payers (any type), or the facilities of a master list's kind, of this name in this state:
   * what the new-payer and new-facility forms show before they create one.
   */
  duplicates: defineQuery({
    operation: 'Query.GetDuplicatedOrganizations',
    input: (raw: unknown) => parseDuplicateArgs(raw as { organizationName: string; state: string; type?: string | null }),
    target: noTarget,
    read: async ({ db, input }) => (await payerRepository.sameName(db, input)).map(toOrganizationView),
  }),
};
