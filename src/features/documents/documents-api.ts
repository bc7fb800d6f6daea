// The Documents tab's calls (SPEC §2 chart tab 9): one key factory, the list query (pages of 25,
// a category filter), the upload of one file (REST, multipart, with progress), the file itself,
// and the delete.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { downloadFile, type UploadOptions, uploadFile } from '../../api/file-transfer';
import { request } from '../../api/graphql-client';
import type { DocumentCategory } from '../../domain/documents/document-categories';
import { PAGE_SIZE } from '../../domain/paged-list';
import type { DocumentListQuery } from '../../gql/graphql';
import { DeleteDocumentDocument, DocumentListDocument } from './chart-document-operations';

export type DocumentPage = DocumentListQuery['DocumentList'];
export type DocumentItem = DocumentPage['edges'][number]['node'];

export const documentKeys = {
  all: ['documents'] as const,
  patient: (patientId: string) => ['documents', patientId] as const,
  list: (patientId: string, category: DocumentCategory | null) => ['documents', patientId, 'list', { category }] as const,
};

export const documentListQuery = (patientId: string, category: DocumentCategory | null) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(patientId, category),
    queryFn: async ({ pageParam }): Promise<DocumentPage> =>
      (await request(DocumentListDocument, { patientId, category, first: PAGE_SIZE, after: pageParam })).DocumentList,
    initialPageParam: null as string | null,
    getNextPageParam: (last: DocumentPage) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
    staleTime: 30_000,
  });

/** Where a patient's documents are uploaded (server/http/document-routes.ts). */
export const documentUploadPath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/documents`;

/** Sends one file as a document of `category` (online only; the server sniffs its type). */
export async function uploadDocument(patientId: string, file: File, category: string, options: UploadOptions): Promise<void> {
  const form = new FormData();
  form.set('category', category);
  form.set('file', file, file.name);
  await uploadFile(documentUploadPath(patientId), form, options);
}

export const fetchDocumentFile = (document: DocumentItem): Promise<Blob> => downloadFile(document.attachment.url);

/** SPEC §8 'Are you sure you want to Delete this Document?' answered yes: entered-in-error, as the version the user saw. */
export async function deleteDocument(document: Pick<DocumentItem, 'id' | 'versionId'>): Promise<void> {
  await request(DeleteDocumentDocument, { id: document.id, versionId: document.versionId });
}
