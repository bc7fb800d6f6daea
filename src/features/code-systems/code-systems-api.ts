// The calls of a code system's page (SPEC §2 clinical config and administrative code systems): the
// code system with its draft and versions, the change of one code against the draft the page
// shows, and the publish; each answers the code system as it now is, which replaces the page's
// copy, and refreshes its change history.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { queryKeys } from '../../api/query-keys';
import type { CodeSystemConceptInput, CodeSystemFieldsFragment } from '../../gql/graphql';
import { saveFile } from '../../ui/save-file';
import {
  CodeSystemDocument,
  ExportCodeSystemDocument,
  ImportCodeSystemDocument,
  PublishCodeSystemDocument,
  SaveCodeSystemConceptDocument,
} from './code-system-documents';

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

/** SPEC §2 code systems: import and export. FHIR R4 JSON or CSV (code, display, status, category). */
export type CodeSystemFileFormat = 'fhir' | 'csv';

/** A file's format by its name: .json is FHIR, anything else is read as CSV. */
export const formatOfFile = (name: string): CodeSystemFileFormat => (/\.json$/i.test(name) ? 'fhir' : 'csv');

/** Downloads the draft's codes as a file. */
export function useExportCodeSystem(id: string) {
  return useMutation({
    mutationFn: async (format: CodeSystemFileFormat) => {
      const file = (await request(ExportCodeSystemDocument, { id, format })).exportCodeSystem;
      saveFile(new Blob([file.content], { type: file.mediaType }), file.fileName);
    },
  });
}

/** Brings a file's codes into the draft the page shows; answers what it did. */
export function useImportCodeSystem(system: Pick<CodeSystemItem, 'id' | 'draftVersion'>) {
  const settle = useSettle(system.id);
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await request(ImportCodeSystemDocument, {
          codeSystemId: system.id,
          draftVersion: system.draftVersion,
          format: formatOfFile(file.name),
          content: await file.text(),
        })
      ).importCodeSystem,
    onSuccess: (result) => settle(result.codeSystem),
  });
}
