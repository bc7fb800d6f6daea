// The documents area's writes (SPEC §2 chart tab 'Documents', §3 Document reference), declared
// once for the write pipeline (DESIGN §5): refused to the roles that read a chart but never write
// in it (src/domain/chart/chart-record-access.ts), under the patient access rule on the
// document's patient. Delete marks the document entered-in-error as a new version of the one the
// user saw (the history keeps who and when) and keeps its file. The upload (a REST route,
// document-service.ts) still places its checks by hand: the schema walk reads only GraphQL
// mutations' declarations.
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { stores } from '../../db/stores.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { patientRecordTarget } from '../shared/write-targets.ts';
import { parseDeleteDocument } from './document-input.ts';

export const DOCUMENT_CONFLICT = 'This document was changed by someone else. Refresh to see the change, then try again.';

export const documentWrites = {
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
