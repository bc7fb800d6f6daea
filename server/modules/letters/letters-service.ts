// PCP letters (SPEC §2 /missed-appointments, /made-encounters; §3 Letters): the list by the one
// reader, the send by the write pipeline (DESIGN §5), and each letter's fax by the job queue's
// workers (letter-sender.ts, DESIGN §8 'Background work'), whose changes are heard live
// (letter-events.ts).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Realtime, topics } from '../../realtime/emitter.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import type { FaxGateway } from './fax-gateway.ts';
import { CHANGE_OPERATION, createLetterPublisher } from './letter-events.ts';
import { createLetterSender, LETTER_QUEUE } from './letter-sender.ts';
import { parseLetterKind } from './letters-input.ts';
import { lettersQueries, lettersWrites } from './letters-operations.ts';

type User = SessionUser | null;

export function createLettersService(
  db: Database,
  pipeline: WritePipeline,
  jobs: JobQueue,
  realtime: Pick<Realtime, 'publish'>,
  storage: DocumentStorage,
  fax: FaxGateway,
) {
  const reader = createReader(db);
  const writes = lettersWrites(jobs);
  const sender = createLetterSender(db, storage, fax, createLetterPublisher(realtime));
  jobs.register<{ letterIds: string[] }>(LETTER_QUEUE, (job) => sender.sendSlice(job), {
    retryLimit: 3,
    deadLetter: (job) => sender.failSlice(job),
    // Four letters at once: one's fax and drawing overlap another's record.
    concurrency: 4,
  });
  return {
    list: (user: User, args: unknown) => reader.run(lettersQueries.list, user, args),
    send: (user: User, args: unknown) => pipeline.run(writes.sendPcpLetters, user, args),
    /** The kind's topic, once the caller may hear letters (each event is judged again for them as it comes). */
    changesTopic(user: User, args: unknown): string {
      authorize(user, CHANGE_OPERATION);
      return topics.pcpLetters(parseLetterKind(args).kind);
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
