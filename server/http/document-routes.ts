// The documents' REST routes (SPEC §7 'File upload'; DESIGN §8 'Files'):
//   POST /api/patients/{patientId}/documents   multipart: `category` (the document type),
//        optional `description`, then one `file`; 201 with the new DocumentReference
//   GET  /api/documents/{documentId}/content    the file (?disposition=inline to show it)
// Both authenticate the bearer token like /graphql, and the service checks the operation's rule
// and the patient access rule before the upload's body is read. A file above SPEC §9's
// 1,048,000 bytes is cut off while it streams (413, SPEC's number in the message). The file goes
// out with the type sniffed at upload, never cached (Cache-Control: no-store: it is patient data).
// Rate-limited per user (per-user-rate-limit.ts): UPLOAD_RATE_LIMIT uploads and
// DOWNLOAD_RATE_LIMIT downloads a minute.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_FILE_SIZE } from '../../src/domain/upload/upload-rules.ts';
import { badInput } from '../errors.ts';
import { bearer } from '../graphql/plugin.ts';
import { tooLarge, type UploadRequest } from '../modules/documents/document-service.ts';
import type { Services } from '../services.ts';
import { contentDisposition, type Disposition } from './content-disposition.ts';
import { perUserRateLimit } from './per-user-rate-limit.ts';

const FIELD_NAMES = new Set(['category', 'description']);

/** The multipart reader's limit errors, by code (@fastify/multipart). */
const LIMIT_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

async function readUpload(request: FastifyRequest): Promise<UploadRequest> {
  if (!request.isMultipart()) throw badInput('Send the file as multipart/form-data', 'file');
  const fields: Record<string, string> = {};
  let file: UploadRequest['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badInput('Send one file, as the field named file', 'file');
        file = { fileName: part.filename, bytes: new Uint8Array(await part.toBuffer()) };
      } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badInput('Send one file at a time', 'file');
    if (typeof code === 'string' && LIMIT_ERRORS.has(code))
      throw badInput('The upload has more parts than a file, its document type and a description', 'file');
    throw error;
  }
  return { fields, file };
}

const dispositionOf = (query: unknown): Disposition =>
  (query as { disposition?: unknown })?.disposition === 'inline' ? 'inline' : 'attachment';

export interface DocumentRouteLimits {
  /** Uploads a minute per user; 0: no limit. */
  uploadsPerMinute: number;
  /** Downloads a minute per user; 0: no limit. */
  downloadsPerMinute: number;
}

export async function documentRoutes(app: FastifyInstance, { services, limits }: { services: Services; limits: DocumentRouteLimits }) {
  const uploads = { config: perUserRateLimit(services, limits.uploadsPerMinute) };
  const downloads = { config: perUserRateLimit(services, limits.downloadsPerMinute) };
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_SIZE, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.post('/api/patients/:patientId/documents', uploads, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    const { patientId } = request.params as { patientId: string };
    const document = await services.documents.upload(user, patientId, () => readUpload(request));
    reply.code(201).header('cache-control', 'no-store');
    return document;
  });

  app.get('/api/documents/:documentId/content', downloads, async (request, reply) => {
    const user = await services.auth.authenticate(bearer(request.headers.authorization));
    const { documentId } = request.params as { documentId: string };
    const file = await services.documents.file(user, documentId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.title, dispositionOf(request.query)))
      .header('content-length', file.bytes.byteLength)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
