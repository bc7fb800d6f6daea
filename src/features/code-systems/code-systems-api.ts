// The calls of a code system's page (SPEC §2 clinical config and administrative code systems): the
// code system with its draft and versions, the change of one code against the draft the page
// shows, and the publish; each answers the code system as it now is, which replaces the page's
// copy, and refreshes its change history.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { queryKeys } from '../../api/query-keys';
import type { CodeSystemConceptInput, CodeSystemFieldsFragment } from '../../gql/graphql';
import { CodeSystemDocument, PublishCodeSystemDocument, SaveCodeSystemConceptDocument } from './code-system-documents';

export type CodeSystemItem = CodeSystemFieldsFragment;
export type ConceptItem = CodeSystemItem['concepts'][number];

export const codeSystemKeys = {
  one: (id: string) => ['code-systems', id] as const,
};

export const codeSystemQuery = (id: string) =>
  queryOptions({
    queryKey: codeSystemKeys.one(id),
    queryFn: async () => (await request(CodeSystemDocument, { id })).CodeSystem,
  });

function useSettle(id: string) {
  const queryClient = useQueryClient();
  return async (saved: CodeSystemItem) => {
    queryClient.setQueryData(codeSystemKeys.one(id), saved);
    await queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit('CodeSystem', id) });
  };
}

/** Adds a code (isNew) or changes one, against the draft version the page shows. */
export function useSaveConcept(system: Pick<CodeSystemItem, 'id' | 'draftVersion'>, isNew: boolean) {
  const settle = useSettle(system.id);
  return useMutation({
    mutationFn: async (concept: CodeSystemConceptInput) =>
      (await request(SaveCodeSystemConceptDocument, { codeSystemId: system.id, draftVersion: system.draftVersion, isNew, concept }))
        .saveCodeSystemConcept,
    onSuccess: settle,
  });
}

export function usePublish(system: Pick<CodeSystemItem, 'id' | 'draftVersion'>) {
  const settle = useSettle(system.id);
  return useMutation({
    mutationFn: async () =>
      (await request(PublishCodeSystemDocument, { codeSystemId: system.id, draftVersion: system.draftVersion })).publishCodeSystem,
    onSuccess: settle,
  });
}
