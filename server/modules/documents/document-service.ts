// The documents area (SPEC §2 chart tab 'Documents', §3 Document reference, §5/§9 upload rules).
// Every operation checks its rule first (authorize; changes also refuse external users, who read
// a chart but never write in it), then the patient access rule on the document's patient
// (shared/patient-access.ts: NOT_FOUND / FORBIDDEN). The list is declared in document-queries.ts
// and run by the one reader (DESIGN §5); the upload and the download (REST routes) place their
// checks here. An upload stores the file before the record exists, so a listed document always
// has its file; its type is sniffed from the bytes. Delete is declared in document-operations.ts
// and run by the write pipeline (DESIGN §5): it marks the document entered-in-error as a new
// version (the history keeps who and when) and keeps its file.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { documentTitle, sizeProblem, UPLOAD_MESSAGES } from '../../../src/domain/upload/upload-rules.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import type { PageArgs } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { DEMO_KEY_PREFIX, demoDocumentBytes } from './demo-documents.ts';
import { type DocumentListArgs, parseDocumentId, parsePatientId, parseUploadFields } from './document-input.ts';
import { documentWrites } from './document-operations.ts';
import { documentQueries as queries } from './document-queries.ts';
import { documentRepository } from './document-repository.ts';
import type { DocumentStorage } from './document-storage.ts';
import { type DocumentView, patientIdOf, toDocumentView } from './document-views.ts';
import { sniffFileType } from './file-sniff.ts';
import { documentStorageKey } from './storage-keys.ts';

export const UPLOAD_OPERATION = 'POST /api/patients/:patientId/documents' satisfies OperationName;
export const CONTENT_OPERATION = 'GET /api/documents/:documentId/content' satisfies OperationName;

/** What an upload request holds once read: its form fields and its one file. */
export interface UploadRequest {
  fields: Readonly<Record<string, string>>;
  file: { fileName: string; bytes: Uint8Array } | null;
}

export interface DocumentFile {
  bytes: Uint8Array;
  contentType: string;
  title: string;
}

/** SPEC §9 'Max file size': 413 with SPEC's number, whoever finds it (the multipart reader or the check below). */
export const tooLarge = () => new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, UPLOAD_MESSAGES.tooLarge, { field: 'file' });

/** The document's patient id, or NOT_FOUND when the record names none. */
function patientOf(d: DocumentReference): string {
  const id = patientIdOf(d);
  if (!isId(id)) throw notFound('Document');
  return id;
}

export function createDocumentService(db: Database, pipeline: WritePipeline, storage: DocumentStorage) {
  const reader = createReader(db);
  return {
    storage,

    /** DocumentList(patientId, category, first, after): the patient's current documents, newest first. */
    list: (user: SessionUser | null, args: PageArgs & DocumentListArgs) => reader.run(queries.list, user, args),

    /**
     * POST /api/patients/{patientId}/documents. The caller and the patient are checked before
     * `read` consumes the request body: a refused caller's file is never read.
     */
    async upload(user: SessionUser | null, patientIdArg: string, read: () => Promise<UploadRequest>): Promise<DocumentView> {
      const me = authorize(user, UPLOAD_OPERATION);
      if (!chartWriter(UPLOAD_OPERATION)(me)) throw forbidden();
      const patientId = parsePatientId(patientIdArg);
      await assertCanReadPatient(db, me, patientId);
      const { fields, file } = await read();
      const { category, description } = parseUploadFields(fields);
      if (!file) throw badInput('Choose a file to upload', 'file');
      const problem = sizeProblem(file.bytes.byteLength);
      if (problem === UPLOAD_MESSAGES.tooLarge) throw tooLarge();
      if (problem) throw badInput(problem, 'file');
      const type = await sniffFileType(file.bytes);
      if (!type) throw badInput(UPLOAD_MESSAGES.notAllowed, 'file');

      const now = new Date().toISOString();
      const attachmentId = randomUUID();
      const storageKey = documentStorageKey(patientId, attachmentId);
      await storage.put(storageKey, file.bytes, type.mime);
      const content: DocumentReference = {
        status: 'current',
        docStatus: 'final',
        subject: { reference: `Patient/${patientId}` },
        category,
        date: now,
        author: { reference: `User/${me.id}`, display: `${me.givenName} ${me.familyName}`.trim() },
        content: [
          {
            attachment: {
              id: attachmentId,
              title: documentTitle(file.fileName),
              contentType: type.mime,
              size: file.bytes.byteLength,
              creation: now,
              storageKey,
            },
          },
        ],
        ...(description ? { description } : {}),
      };
      try {
        return toDocumentView(await stores.documentReference.create(db, content, { authorId: me.id }));
      } catch (error) {
        // No record, no file: a file nobody can list is removed again.
        await storage.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    /** GET /api/documents/{documentId}/content: the file, to a user who may read its patient. */
    async file(user: SessionUser | null, documentIdArg: string): Promise<DocumentFile> {
      const me = authorize(user, CONTENT_OPERATION);
      const id = parseDocumentId(documentIdArg);
      const row = await stores.documentReference.read(db, id);
      if (row?.content.status !== 'current') throw notFound('Document');
      await assertCanReadPatient(db, me, patientOf(row.content));
      const attachment = row.content.content[0]?.attachment;
      const bytes = attachment ? await storage.get(attachment.storageKey) : null;
      if (!attachment || !bytes) throw notFound('Document file');
      return { bytes, contentType: attachment.contentType, title: attachment.title };
    },

    /** deleteDocument(id, versionId): entered-in-error, as a new version of the one the user saw. */
    remove: (user: SessionUser | null, args: { id: string; versionId: number }): Promise<DocumentView> =>
      pipeline.run(documentWrites.deleteDocument, user, args).then(toDocumentView),

    /** Writes each demo document's file that is missing (dev start, after the seed); how many it wrote. */
    async writeDemoFiles(): Promise<number> {
      let wrote = 0;
      for (const row of await documentRepository.demoDocuments(db, DEMO_KEY_PREFIX)) {
        const attachment = row.content.content[0]?.attachment;
        if (!attachment || (await storage.get(attachment.storageKey))) continue;
        await storage.put(attachment.storageKey, demoDocumentBytes(row.content, attachment.title), attachment.contentType);
        wrote++;
      }
      return wrote;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
