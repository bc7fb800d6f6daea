// The pay periods' calls (SPEC §2 /account/pay-period-history, /account/{payPeriodId}/list/{practitionerId}).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/graphql-client';
import { PAGE_SIZE } from '../../../domain/paged-list';
import type { PayPeriodFieldsFragment } from '../../../gql/graphql';
import { PayPeriodEncountersDocument, PayPeriodHistoryDocument } from './pay-period-documents';

export type PayPeriodItem = PayPeriodFieldsFragment;

export const payPeriodHistoryQuery = (practitionerId: string) =>
  infiniteQueryOptions({
    queryKey: ['pay-periods', practitionerId, 'history'] as const,
    queryFn: async ({ pageParam }) =>
      (await request(PayPeriodHistoryDocument, { practitionerId, pageParams: { first: PAGE_SIZE, after: pageParam } }))
        .GetPayPeriodEncounterHistory,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : undefined),
  });

export const payPeriodEncountersQuery = (practitionerId: string, payPeriodId: string) =>
  queryOptions({
    queryKey: ['pay-periods', practitionerId, 'period', payPeriodId] as const,
    queryFn: async () => (await request(PayPeriodEncountersDocument, { practitionerId, payPeriodId })).GetPayPeriodEncounters,
  });
