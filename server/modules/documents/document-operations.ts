// The documents area's writes (SPEC §2 chart tab 'Documents', §3 Document reference), declared
// once for the write pipeline (DESIGN §5): each is refused to the roles that read a chart but never
// write in it (src/domain/chart/chart-record-access.ts) and keeps to the patient access rule on
// the document's patient. An upload's record is written after its file is stored
// (document-service.ts upload), so a listed document always has its file; delete marks the
// document entered-in-error as a new version of the one the user saw (the history keeps who and
// when) and keeps its file.
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentAttachment, DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { stores } from '../../db/stores.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { patientRecordTarget, patientTarget } from '../shared/write-targets.ts';
import { parseDeleteDocument } from './document-input.ts';

export const UPLOAD_OPERATION = 'POST /api/patients/:patientId/documents' satisfies OperationName;

export const DOCUMENT_CONFLICT = 'This document was changed by someone else. Refresh to see the change, then try again.';

/** The chart's read-only roles are refused every change (FORBIDDEN). */
export const chartWriter = (operation: OperationName) => (me: SessionUser) => mayChangeChart(me, operation);

/** What the upload route hands over once the file is checked and stored (document-service.ts upload). */
export interface StoredUpload {
  patientId: string;
  category: DocumentCategory;
  description: string;
  attachment: DocumentAttachment;
}

export const documentWrites = {
  /** The record of an uploaded file: its type sniffed from the bytes, dated when it was stored. */
  uploadDocument: defineWrite({
    operation: UPLOAD_OPERATION,
    // Parsed and checked by the upload route before the file was stored.
    input: (raw: unknown) => raw as StoredUpload,
    roles: chartWriter(UPLOAD_OPERATION),
    target: patientTarget((i: StoredUpload) => i.patientId),
    apply: ({ tx, me, now, input: { patientId, category, description, attachment } }) => {
      const content: DocumentReference = {
        status: 'current',
        docStatus: 'final',
        subject: { reference: `Patient/${patientId}` },
        category,
        date: attachment.creation,
        author: { reference: `User/${me.id}`, display: `${me.givenName} ${me.familyName}`.trim() },
        content: [{ attachment }],
        ...(description ? { description } : {}),
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
