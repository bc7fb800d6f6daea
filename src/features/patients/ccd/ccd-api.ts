// The CCD's calls (SPEC §3 'CCD request'): whether an admission's CCD may be asked for, its
// requests (read again every two seconds while one is being generated), the request, and a
// generated document with its file.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../api/file-transfer';
import { request } from '../../../api/graphql-client';
import type { CcdRequestFormValues } from '../../../domain/ccd/ccd-request';
import type { CcdRequestFieldsFragment } from '../../../gql/graphql';
import { CanGenerateCcdDocument, CcdDocumentDocument, CcdRequestListDocument, RequestCcdDocument } from './ccd-documents';

export type CcdRequestItem = CcdRequestFieldsFragment;

export const ccdKeys = {
  admission: (admissionId: string) => ['ccd', 'admission', admissionId] as const,
  can: (admissionId: string) => ['ccd', 'admission', admissionId, 'can'] as const,
  requests: (admissionId: string) => ['ccd', 'admission', admissionId, 'requests'] as const,
  document: (documentId: string) => ['ccd', 'document', documentId] as const,
};

export const canGenerateCcdQuery = (admissionId: string) =>
  queryOptions({
    queryKey: ccdKeys.can(admissionId),
    queryFn: async () => (await request(CanGenerateCcdDocument, { episodeOfCareId: admissionId })).canGenenerateCCD,
  });

const POLL_MS = 2_000;

export const ccdRequestsQuery = (admissionId: string) =>
  queryOptions({
    queryKey: ccdKeys.requests(admissionId),
    queryFn: async () =>
      (await request(CcdRequestListDocument, { filters: { episodeOfCareId: admissionId, first: 10 } })).GetCCDRequestList,
    // While one is generated, its row follows it (the notification says so too).
    refetchInterval: (query) => (query.state.data?.requests.some((r) => r.requestDetails.status === 'queued') ? POLL_MS : false),
  });

export const ccdDocumentQuery = (documentId: string) =>
  queryOptions({
    queryKey: ccdKeys.document(documentId),
    queryFn: async () => (await request(CcdDocumentDocument, { documentId })).CCDDocument,
  });

export function useRequestCcd(admissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CcdRequestFormValues) =>
      (
        await request(RequestCcdDocument, {
          episodeOfCareId: admissionId,
          dateRange: { start: values.start || null, end: values.end || null },
        })
      ).requestCCD,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ccdKeys.admission(admissionId) }),
  });
}

/** The C-CDA file itself (the documents' download route, under the same access rule). */
export const fetchCcdFile = (documentId: string): Promise<Blob> => downloadFile(`/api/documents/${documentId}/content`);
