// DocumentReference rows → the DocumentReference type of documents.graphql. The storage key
// stays on the server; the client gets the REST address of the file instead.
import { documentCategoryLabel } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

export interface DocumentView {
  id: string;
  versionId: number;
  patientId: string;
  status: string;
  docStatus: string;
  category: string;
  categoryLabel: string;
  description: string | null;
  date: string;
  author: string | null;
  attachment: { id: string; title: string; contentType: string; size: number; creation: string; url: string };
}

/** Where the file of a document is served (document routes, server/http). */
export const documentContentPath = (documentId: string): string => `/api/documents/${documentId}/content`;

export const patientIdOf = (d: DocumentReference): string => d.subject.reference.split('/')[1] ?? '';

export function toDocumentView(row: Pick<ResourceRow<DocumentReference>, 'id' | 'versionId' | 'content'>): DocumentView {
  const d = row.content;
  const file = d.content[0]?.attachment;
  return {
    id: row.id,
    versionId: row.versionId,
    patientId: patientIdOf(d),
    status: d.status,
    docStatus: d.docStatus,
    category: d.category,
    categoryLabel: documentCategoryLabel(d.category),
    description: d.description || null,
    date: d.date,
    author: d.author.display ?? null,
    attachment: {
      id: file?.id ?? row.id,
      title: file?.title ?? 'Document',
      contentType: file?.contentType ?? 'application/octet-stream',
      size: file?.size ?? 0,
      creation: file?.creation ?? d.date,
      url: documentContentPath(row.id),
    },
  };
}
