// What the CCD's GraphQL types show (ccd.graphql): a request with SPEC §3's requestDetails, and a
// CCD document with its readable rendering.
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { idOf } from '../shared/write-targets.ts';
import type { CcdRequestRow } from './ccd-repository.ts';

export const toCcdRequestView = (row: CcdRequestRow) => ({
  id: row.id,
  episodeOfCareId: row.admissionId,
  patientId: row.patientId,
  requestDetails: {
    status: row.status,
    dateRange: { start: row.rangeStart, end: row.rangeEnd },
    userName: row.userName,
  },
  documentId: row.documentId,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

export const toCcdDocumentView = (row: ResourceRow<DocumentReference>, html: string) => {
  const xml = row.content.content[0]?.attachment;
  return {
    id: row.id,
    patientId: idOf(row.content.subject) ?? '',
    episodeOfCareId: idOf(row.content.context?.episodeOfCare) ?? '',
    title: row.content.description ?? xml?.title ?? 'CCD',
    date: row.content.date,
    author: row.content.author.display ?? '',
    fileName: xml?.title ?? 'ccd.xml',
    size: xml?.size ?? 0,
    html,
  };
};
