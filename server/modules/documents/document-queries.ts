// The documents area's read (SPEC §2 chart tab 'Documents', §3 Document reference, §7
// DocumentList), declared in the write pipeline's shape (DESIGN §5): the operation, the input,
// the patient and its access rule (NOT_FOUND / FORBIDDEN), then the read. The file routes (REST)
// are declared in the same shape: the download, and the upload's check of the caller and the
// patient before its body is read (its record is document-operations.ts uploadDocument).
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentCategory } from '../../../src/domain/documents/document-categories.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { encounterReach, type OperationName } from '../../../src/domain/operation-permissions.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineQuery, type WriteTarget } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { type DocumentListArgs, parseDocumentId, parseDocumentListFilter, parsePatientId } from './document-input.ts';
import { UPLOAD_OPERATION } from './document-operations.ts';
import { documentRepository } from './document-repository.ts';
import { patientIdOf, toDocumentView } from './document-views.ts';

export const CONTENT_OPERATION = 'GET /api/documents/:documentId/content' satisfies OperationName;

/** A current document whose patient the caller may read (NOT_FOUND / FORBIDDEN). */
const currentDocument: WriteTarget<{ id: string }, DocumentReference> = {
  kind: 'patient',
  async resolve(db, me, { id }) {
    const row = await stores.documentReference.read(db, id);
    if (row?.content.status !== 'current') throw notFound('Document');
    // A CCD carries encounters: as the CCD's own operations, none to a user barred from them.
    if (row.content.type === 'CCD' && encounterReach(me) !== 'any') throw notFound('Document');
    const patientId = patientIdOf(row.content);
    if (!isId(patientId)) throw notFound('Document');
    await assertCanReadPatient(db, me, patientId);
    return row.content;
  },
};

interface ListInput {
  page: PageArgs;
  filter: { patientId: string; category: DocumentCategory | null };
}

export const documentQueries = {
  /** DocumentList(patientId, category, first, after): the patient's current documents, newest first. */
  list: defineQuery({
    operation: 'Query.DocumentList',
    input: (raw: unknown): ListInput => {
      const args = raw as PageArgs & DocumentListArgs;
      // The page is refused before the filters, as pagedList parses it first.
      parsePage(args);
      return { page: args, filter: parseDocumentListFilter(args) };
    },
    target: patientTarget((i: ListInput) => i.filter.patientId),
    read: ({ db, me, input: { page, filter } }) =>
      pagedList(page, (p) => documentRepository.list(db, { ...filter, withoutCcds: encounterReach(me) !== 'any' }, p), toDocumentView),
  }),

  /** POST /api/patients/{patientId}/documents, before its body is read: a refused caller's file is never read. */
  mayUpload: defineQuery({
    operation: UPLOAD_OPERATION,
    // The roles that read a chart but never write in it (src/domain/chart/chart-record-access.ts).
    roles: chartWriter(UPLOAD_OPERATION),
    input: (raw: unknown) => ({ patientId: parsePatientId(raw as string) }),
    target: patientTarget((i: { patientId: string }) => i.patientId),
    read: async ({ input }) => input.patientId,
  }),

  /** GET /api/documents/{documentId}/content: the document's attachment, to a user who may read its patient. */
  file: defineQuery({
    operation: CONTENT_OPERATION,
    input: (raw: unknown) => ({ id: parseDocumentId(raw as string) }),
    target: currentDocument,
    read: async ({ target }) => target.content[0]?.attachment ?? null,
  }),
};
