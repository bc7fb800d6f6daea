// The documents area's writes (SPEC §2 chart tab 'Documents', §3 Document reference), declared
// once for the write pipeline (DESIGN §5): refused to the roles that read a chart but never write
// in it (src/domain/chart/chart-record-access.ts), under the patient access rule on the
// document's patient. Delete marks the document entered-in-error as a new version of the one the
// user saw (the history keeps who and when) and keeps its file. The upload (a REST route) is
// declared too: document-service.ts checks the caller and the patient first (document-queries.ts
// mayUpload), reads, checks and stores the file, then runs this write, which checks them again in
// its transaction and makes the record.
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { stores } from '../../db/stores.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { authorOf, patientRecordTarget, patientTarget } from '../shared/write-targets.ts';
import { parseDeleteDocument } from './document-input.ts';

export const UPLOAD_OPERATION = 'POST /api/patients/:patientId/documents' satisfies OperationName;

/** A file the upload route has read, checked and stored: what its record is made of. */
export interface StoredUpload {
  patientId: string;
  category: DocumentCategory;
  description: string | null;
  attachment: DocumentReference['content'][number]['attachment'];
}

export const DOCUMENT_CONFLICT = 'This document was changed by someone else. Refresh to see the change, then try again.';

export const documentWrites = {
  /** POST /api/patients/{patientId}/documents, once its file is stored: the document's record. */
  uploadDocument: defineWrite({
    operation: UPLOAD_OPERATION,
    // Parsed, checked and stored by the route first (document-service.ts upload).
    input: (raw: unknown) => raw as StoredUpload,
    roles: chartWriter(UPLOAD_OPERATION),
    target: patientTarget((i: StoredUpload) => i.patientId),
    apply: ({ tx, me, now, input }) => {
      const content: DocumentReference = {
        status: 'current',
        docStatus: 'final',
        subject: { reference: `Patient/${input.patientId}` },
        category: input.category,
        date: input.attachment.creation,
        author: authorOf(me),
        content: [{ attachment: input.attachment }],
        ...(input.description ? { description: input.description } : {}),
      };
      return stores.documentReference.create(tx, content, { authorId: me.id, now });
    },
  }),

  /** deleteDocument(id, versionId): entered-in-error, as a new version of the one the user saw. */
  deleteDocument: defineWrite({
    operation: 'Mutation.deleteDocument',
    input: (raw: unknown) => parseDeleteDocument(raw as { id: string; versionId: number }),
    roles: chartWriter('Mutation.deleteDocument'),
    target: patientRecordTarget({
      store: stores.documentReference,
      what: 'Document',
      id: (i: { id: string }) => i.id,
      patientOf: (d: DocumentReference) => d.subject,
      applies: (d: DocumentReference) => d.status === 'current',
    }),
    version: (i) => i.versionId,
    conflictMessage: DOCUMENT_CONFLICT,
    apply: ({ tx, me, now, target: { row } }) => {
      const content: DocumentReference = { ...row.content, status: 'entered-in-error', docStatus: 'entered-in-error' };
      return stores.documentReference.update(tx, row.id, content, row.versionId, { authorId: me.id, now });
    },
  }),
};
