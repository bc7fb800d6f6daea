// The calls of the payer screens (SPEC §2 /payers…; §7 OrganizationList, Organization,
// GetDuplicatedOrganizations, createOrganization, updateOrganization): one key factory, one query
// per read, one function per change. A change puts the saved payer in the cache and sends the
// lists and its change history (src/api/queries.ts) to be read again.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { ORGANIZATION_OPTIONS_PAGE, OrganizationOptionsDocument } from '../../api/organization-options-documents';
import { queryKeys } from '../../api/query-keys';
import type { PayerValues } from '../../domain/administration/payer-input';
import { activeOfStatus, type PayerFilters } from '../../domain/administration/payer-list-search';
import type { DuplicatedPayersQuery, PayerFieldsFragment, PayerListQuery } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { CreatePayerDocument, DuplicatedPayersDocument, PayerDocument, PayerListDocument, UpdatePayerDocument } from './payer-documents';

export type PayerItem = PayerFieldsFragment;
export type PayerListItem = PayerListQuery['OrganizationList']['edges'][number]['node'];
export type DuplicatePayer = DuplicatedPayersQuery['GetDuplicatedOrganizations'][number];

export const payerKeys = {
  all: ['payers'] as const,
  lists: () => ['payers', 'list'] as const,
  list: (filters: PayerFilters) => ['payers', 'list', filters] as const,
  ipas: (msoId: string) => ['payers', 'list', 'ipas', msoId] as const,
  msos: () => ['payers', 'list', 'msos'] as const,
  one: (id: string) => ['payers', 'one', id] as const,
};

/** The list of /payers for a set of filters, by search term (25 a page, SPEC §9). */
export const payerListQuery = (filters: PayerFilters) => (search: string) =>
  pagedListQuery(
    payerKeys.list(filters),
    async ({ search: term, first, after }) =>
      (
        await request(PayerListDocument, {
          term: term || null,
          type: filters.type ? [filters.type] : null,
          state: filters.state,
          active: activeOfStatus(filters.status),
          first,
          after,
        })
      ).OrganizationList,
    search,
  );

/** An MSO's IPAs (SPEC §2 'An MSO's page lists its IPAs'), 25 at a time. */
export const msoIpasQuery = (msoId: string) =>
  pagedListQuery(
    payerKeys.ipas(msoId),
    async ({ first, after }) => (await request(PayerListDocument, { type: ['ipa'], partOfId: msoId, first, after })).OrganizationList,
    '',
  );

/** The MSOs an IPA may be put under: active ones. */
export const msoOptionsQuery = () =>
  queryOptions({
    queryKey: payerKeys.msos(),
    queryFn: async () =>
      (await request(OrganizationOptionsDocument, { type: ['mso'], first: ORGANIZATION_OPTIONS_PAGE })).OrganizationList.edges.map(
        (e) => e.node,
      ),
    staleTime: 60_000,
  });

export const payerQuery = (id: string) =>
  queryOptions({
    queryKey: payerKeys.one(id),
    queryFn: async (): Promise<PayerItem> => (await request(PayerDocument, { id })).Organization,
  });

/** The payers of this name in this state (asked before a new one is created). */
export async function findDuplicatePayers(name: string, state: string): Promise<DuplicatePayer[]> {
  return (await request(DuplicatedPayersDocument, { organizationName: name, state })).GetDuplicatedOrganizations;
}

export async function createPayer(values: PayerValues): Promise<PayerItem> {
  return (await request(CreatePayerDocument, { organization: values })).createOrganization;
}

/** Saves an edit of the version the user read (CONFLICT when another edit came first). */
export async function updatePayer(current: Pick<PayerItem, 'id' | 'versionId'>, values: PayerValues): Promise<PayerItem> {
  return (await request(UpdatePayerDocument, { id: current.id, versionId: current.versionId, organization: values })).updateOrganization;
}

/** After a save: the saved payer is cached; the lists (an MSO's IPAs too) and its history are read again. */
export async function afterPayerSaved(queryClient: QueryClient, saved: PayerItem): Promise<void> {
  queryClient.setQueryData(payerKeys.one(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: payerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('Organization', saved.id) }),
  ]);
}
