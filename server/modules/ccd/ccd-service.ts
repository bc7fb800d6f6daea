// The CCD (SPEC §3 'CCD request', §7 canGenenerateCCD, GetCCDRequestList): the reads by the one
// reader, the request by the write pipeline (DESIGN §5), the generation by the job queue's worker
// (ccd-generator.ts), and the document's files through the documents' storage.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { createCcdGenerator } from './ccd-generator.ts';
import { CCD_QUEUE, ccdQueries, ccdWrites } from './ccd-operations.ts';
import { toCcdDocumentView, toCcdRequestView } from './ccd-views.ts';

type User = SessionUser | null;

/** How many times a failed generation is tried again before the request is marked failed. */
const RETRIES = 2;

export function createCcdService(
  db: Database,
  pipeline: WritePipeline,
  jobs: JobQueue,
  storage: DocumentStorage,
  raise: RaiseNotification,
) {
  const reader = createReader(db);
  const writes = ccdWrites(jobs);
  const generator = createCcdGenerator(db, storage, raise);
  jobs.register<{ requestId: string }>(
    CCD_QUEUE,
    (data, job) => generator.generate(data.requestId, { lastAttempt: job.retryCount >= RETRIES }),
    { retryLimit: RETRIES },
  );
  return {
    canGenerate: (user: User, args: unknown) => reader.run(ccdQueries.canGenerate, user, args),
    async list(user: User, args: unknown) {
      const { rows, total } = await reader.run(ccdQueries.list, user, args);
      return { requests: rows.map(toCcdRequestView), totalRecords: total };
    },
    async document(user: User, args: unknown) {
      const row = await reader.run(ccdQueries.document, user, args);
      const rendering = row.content.content[1]?.attachment;
      const bytes = rendering ? await storage.get(rendering.storageKey) : null;
      if (!bytes) throw notFound('CCD document');
      return toCcdDocumentView(row, new TextDecoder().decode(bytes));
    },
    request: async (user: User, args: unknown) => toCcdRequestView(await pipeline.run(writes.requestCCD, user, args)),
  };
}

export type CcdService = ReturnType<typeof createCcdService>;
