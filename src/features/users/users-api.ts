// The calls of user administration (SPEC §2 Users, §7): one key factory, the list's paged query
// per set of filters, one user, the organizations the form and the filters offer, and the
// mutations (each refreshes the user, the lists and the user's change history, src/api/queries.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ResetUserPinDocument } from '../../api/account-documents';
import { request } from '../../api/graphql-client';
import { ORGANIZATION_OPTIONS_PAGE, OrganizationOptionsDocument } from '../../api/organization-options-documents';
import { queryKeys } from '../../api/query-keys';
import { PAYER_TYPES, payerTypeLabel } from '../../domain/administration/payer';
import type { UserValues } from '../../domain/administration/user-input';
import type { OrganizationOptionsQuery, UserListQuery, UserQuery } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import type { UserFilters } from './user-list-search';
import {
  CreateUserDocument,
  DeactivateUserDocument,
  ReactivateUserDocument,
  ReinviteUserDocument,
  ResetUserPasswordDocument,
  UpdateUserDocument,
  UserDocument,
  UserListDocument,
} from './users-documents';

export type UserListItem = UserListQuery['UserList']['edges'][number]['node'];
export type UserDetail = NonNullable<UserQuery['User']>;

export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (filters: UserFilters) => ['users', 'list', filters] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  organizations: () => ['users', 'organizations'] as const,
};

const ACTIVE_OF_STATUS = { active: true, inactive: false, all: null } as const;

export const userListQuery = (filters: UserFilters) => (search: string) =>
  pagedListQuery(
    userKeys.list(filters),
    async ({ search: term, first, after }) =>
      (
        await request(UserListDocument, {
          term: term || null,
          active: ACTIVE_OF_STATUS[filters.status],
          firstName: filters.firstName || null,
          lastName: filters.lastName || null,
          organizationId: filters.organizationId,
          jobFunction: filters.jobFunction,
          state: filters.state,
          role: filters.role,
          first,
          after,
        })
      ).UserList,
    search,
  );

/** One user; null when there is none with this id. */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await request(UserDocument, { id })).User,
  });

/** The form's values as the server's UserInput (the same schema parses them there). */
const toUserInput = (values: UserValues, creating: boolean) => ({
  ...values,
  practitionerId: values.practitionerId || null,
  createPractitioner: creating && values.createPractitioner,
});

/**
 * createUser (user null) or updateUser of the version the form read (a CONFLICT when another
 * change came first: the form says so rather than restoring what was just revoked); answers the
 * user's id.
 */
export function useSaveUser(user: Pick<UserDetail, 'id' | 'versionId'> | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: UserValues) =>
      user
        ? (await request(UpdateUserDocument, { id: user.id, versionId: user.versionId, user: toUserInput(values, false) })).updateUser
        : (await request(CreateUserDocument, { user: toUserInput(values, true) })).createUser,
    onSuccess: (savedId) => refreshUser(queryClient, savedId),
  });
}

export type UserAction = 'reinvite' | 'reset-password' | 'reset-pin' | 'deactivate' | 'reactivate';

const run = async (action: UserAction, user: Pick<UserDetail, 'id' | 'email'>): Promise<unknown> => {
  switch (action) {
    case 'reinvite':
      return request(ReinviteUserDocument, { id: user.id });
    case 'reset-password':
      return request(ResetUserPasswordDocument, { id: user.id });
    case 'reset-pin':
      return request(ResetUserPinDocument, { email: user.email });
    case 'deactivate':
      return request(DeactivateUserDocument, { id: user.id });
    case 'reactivate':
      return request(ReactivateUserDocument, { id: user.id });
  }
};

/** One of the detail page's actions on `user`. */
export function useUserAction(user: Pick<UserDetail, 'id' | 'email'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => run(action, user),
    onSuccess: () => refreshUser(queryClient, user.id),
  });
}

function refreshUser(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('User', id) }),
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  ]);
}

export type UserOrganizationOption = OrganizationOptionsQuery['OrganizationList']['edges'][number]['node'];

export interface UserOrganizations {
  legalEntities: UserOrganizationOption[];
  payers: UserOrganizationOption[];
}

/** SPEC §3 Market: the legal entities a user belongs to are the market organizations. */
const LEGAL_ENTITY_TYPES = ['market'];

/** The active legal entities and payers (src/api/organization-options-documents.ts), for the form's choices and the list's filter. */
export const userOrganizationsQuery = () =>
  queryOptions({
    queryKey: userKeys.organizations(),
    queryFn: async (): Promise<UserOrganizations> => {
      const [legalEntities, payers] = await Promise.all(
        [LEGAL_ENTITY_TYPES, [...PAYER_TYPES]].map(async (type) =>
          (await request(OrganizationOptionsDocument, { type, first: ORGANIZATION_OPTIONS_PAGE })).OrganizationList.edges.map(
            (e) => e.node,
          ),
        ),
      );
      return { legalEntities: legalEntities ?? [], payers: payers ?? [] };
    },
    staleTime: 10 * 60_000,
  });

/** 'Name (FL)' or 'Name (IPA, FL)'. */
export const organizationLabel = (o: { name: string; type: string; state: string | null }, withType = false): string => {
  const details = [withType ? payerTypeLabel(o.type) : null, o.state].filter(Boolean).join(', ');
  return details ? `${o.name} (${details})` : o.name;
};

/** The list's organization filter: legal entities, then payers, in two groups. */
export const organizationFilterOptions = (orgs: UserOrganizations | undefined) =>
  orgs
    ? [
        { group: 'Legal entities', items: orgs.legalEntities.map((o) => ({ value: o.id, label: organizationLabel(o) })) },
        { group: 'Payers', items: orgs.payers.map((o) => ({ value: o.id, label: organizationLabel(o, true) })) },
      ].filter((g) => g.items.length > 0)
    : [];
