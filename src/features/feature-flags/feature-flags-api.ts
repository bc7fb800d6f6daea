// The calls of /settings/feature-flags and /settings/switches (SPEC §6): one key factory, the flags,
// the settings, the user search of a user-scoped override, and one hook per change. Each change
// puts the saved flag or setting back in the cache, so the page shows what the server holds.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type { FlagScope } from '../../domain/feature-flags';
import type { AdminSettingFieldsFragment, FeatureFlagAdminFieldsFragment } from '../../gql/graphql';
import {
  AdminSettingListDocument,
  FeatureFlagListDocument,
  FlagUserChoicesDocument,
  RemoveFeatureFlagOverrideDocument,
  SetFeatureFlagDefaultDocument,
  SetFeatureFlagOverrideDocument,
  UpdateSettingDocument,
} from './feature-flag-documents';

export type FlagItem = FeatureFlagAdminFieldsFragment;
export type SettingItem = AdminSettingFieldsFragment;

export const featureFlagAdminKeys = {
  all: ['feature-flag-admin'] as const,
  flags: () => ['feature-flag-admin', 'flags'] as const,
  settings: () => ['feature-flag-admin', 'settings'] as const,
  users: (term: string) => ['feature-flag-admin', 'users', term] as const,
};

export const featureFlagListQuery = () =>
  queryOptions({
    queryKey: featureFlagAdminKeys.flags(),
    queryFn: async (): Promise<FlagItem[]> => (await request(FeatureFlagListDocument)).FeatureFlagList,
  });

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: featureFlagAdminKeys.settings(),
    queryFn: async (): Promise<SettingItem[]> => (await request(AdminSettingListDocument)).SettingList,
  });

/** A user-scoped override's user: active users matching the words (at most 20 shown). */
export const flagUserChoicesQuery = (term: string) =>
  queryOptions({
    queryKey: featureFlagAdminKeys.users(term),
    queryFn: async () =>
      (await request(FlagUserChoicesDocument, { term, first: 20 })).UserList.edges.map(({ node }) => ({
        value: node.id,
        label: `${node.givenName} ${node.familyName} (${node.email})`,
      })),
    staleTime: 60_000,
  });

function useFlagChange<V>(change: (vars: V) => Promise<FlagItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(featureFlagListQuery().queryKey, (all) => all?.map((f) => (f.key === saved.key ? saved : f)));
    },
  });
}

export const useSetFlagDefault = () =>
  useFlagChange(
    async (vars: { key: string; value: boolean }) => (await request(SetFeatureFlagDefaultDocument, vars)).setFeatureFlagDefault,
  );

export const useSetFlagOverride = () =>
  useFlagChange(
    async (vars: { key: string; scope: FlagScope; scopeValue: string; value: boolean }) =>
      (await request(SetFeatureFlagOverrideDocument, vars)).setFeatureFlagOverride,
  );

export const useRemoveFlagOverride = () =>
  useFlagChange(
    async (vars: { key: string; scope: string; scopeValue: string }) =>
      (await request(RemoveFeatureFlagOverrideDocument, vars)).removeFeatureFlagOverride,
  );

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { key: string; value: string }) => (await request(UpdateSettingDocument, vars)).updateSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQuery().queryKey, (all) => all?.map((s) => (s.key === saved.key ? saved : s)));
    },
  });
}
