// The documents area (SPEC §2 chart tab 'Documents', §3 Document reference, §5/§9 upload rules).
// Every operation checks its rule first (authorize; changes also refuse external users, who read
// a chart but never write in it), then the patient access rule on the document's patient
// (shared/patient-access.ts: NOT_FOUND / FORBIDDEN). The list and the download are declared in
// document-queries.ts and run by the one reader, the upload's record in document-operations.ts
// and run by the write pipeline (DESIGN §5). An upload stores the file before the record exists, so a listed document always
// has its file; its type is sniffed from the bytes. Delete is declared in document-operations.ts
// and run by the write pipeline (DESIGN §5): it marks the document entered-in-error as a new
// version (the history keeps who and when) and keeps its file.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { documentTitle, sizeProblem, UPLOAD_MESSAGES } from '../../../src/domain/upload/upload-rules.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { DEMO_KEY_PREFIX, demoDocumentBytes } from './demo-documents.ts';
import { type DocumentListArgs, parseUploadFields } from './document-input.ts';
import { documentWrites, type StoredUpload } from './document-operations.ts';
import { documentQueries as queries } from './document-queries.ts';
import { documentRepository } from './document-repository.ts';
import type { DocumentStorage } from './document-storage.ts';
import { type DocumentView, toDocumentView } from './document-views.ts';
import { sniffFileType } from './file-sniff.ts';
import { documentStorageKey } from './storage-keys.ts';

export { UPLOAD_OPERATION } from './document-operations.ts';
export { CONTENT_OPERATION } from './document-queries.ts';

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
      const patientId = await reader.run(queries.mayUpload, user, patientIdArg);
      const { fields, file } = await read();
      const { category, description } = parseUploadFields(fields);
      if (!file) throw badInput('Choose a file to upload', 'file');
      const problem = sizeProblem(file.bytes.byteLength);
      if (problem === UPLOAD_MESSAGES.tooLarge) throw tooLarge();
      if (problem) throw badInput(problem, 'file');
      const type = await sniffFileType(file.bytes);
      if (!type) throw badInput(UPLOAD_MESSAGES.notAllowed, 'file');

      const attachmentId = randomUUID();
      const storageKey = documentStorageKey(patientId, attachmentId);
      await storage.put(storageKey, file.bytes, type.mime);
      const upload: StoredUpload = {
        patientId,
        category,
        description: description || null,
        attachment: {
          id: attachmentId,
          title: documentTitle(file.fileName),
          contentType: type.mime,
          size: file.bytes.byteLength,
          creation: new Date().toISOString(),
          storageKey,
        },
      };
      try {
        return toDocumentView(await pipeline.run(documentWrites.uploadDocument, user, upload));
      } catch (error) {
        // No record, no file: a file nobody can list is removed again.
        await storage.remove(storageKey).catch(() => {});
        throw error;
      }
    },

    /** GET /api/documents/{documentId}/content: the file, to a user who may read its patient. */
    async file(user: SessionUser | null, documentIdArg: string): Promise<DocumentFile> {
      const attachment = await reader.run(queries.file, user, documentIdArg);
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
