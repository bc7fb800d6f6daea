// The PCP letters' read and write (SPEC §2 /missed-appointments, /made-encounters; only pons and
// poff), declared for the reader and the write pipeline (DESIGN §5). The rows are the caller's
// readable patients' only; a send queues, in its own transaction, one job per letter ready, and a
// letter sent or queued already is never queued again (the source's unique key).
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isReadyToSend, type LetterRange, letterFlags } from '../../../src/domain/letters/pcp-letters.ts';
import { displayName } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery, defineWrite } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { LETTER_QUEUE, LETTER_SLICE } from './letter-sender.ts';
import { parseLetterList, parseLetterSend } from './letters-input.ts';
import { lettersRepository as repo, type SourceRow, type Span } from './letters-repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9 'default America/New_York'. */
const DEFAULT_ZONE = timeZoneForState(null);

/** The range's days, in SPEC §9's default time zone. */
export const spanOf = (range: LetterRange): Span => ({
  start: dayjs.tz(range.from, DEFAULT_ZONE).toDate(),
  end: dayjs.tz(range.to, DEFAULT_ZONE).add(1, 'day').toDate(),
});

export const toLetterRowView = (r: SourceRow) => ({
  sourceId: r.sourceId,
  patientId: r.patientId,
  patientName: displayName(r.names),
  at: new Date(r.at).toISOString(),
  pcpName: r.pcpName,
  fax: r.fax,
  status: r.status,
  flags: letterFlags({ pcpId: r.pcpId, fax: r.fax }, r.status),
  documentId: r.documentId,
  error: r.error,
  sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
});

export const lettersQueries = {
  list: defineQuery({
    operation: 'Query.PcpLetterList',
    input: parseLetterList,
    target: noTarget,
    read: async ({ db, me, input }) => {
      const scope = await loadPatientScope(db, me);
      const span = spanOf(input.range);
      const [rows, counts] = await Promise.all([
        repo.rows(db, input.kind, span, scope, { offset: input.offset, first: input.first }),
        repo.counts(db, input.kind, span, scope),
      ]);
      return {
        rows: rows.map(toLetterRowView),
        counts,
        nextOffset: rows.length === input.first && input.offset + rows.length < counts.total ? input.offset + rows.length : null,
      };
    },
  }),
};

export function lettersWrites(jobs: JobQueue) {
  return {
    sendPcpLetters: defineWrite({
      operation: 'Mutation.sendPcpLetters',
      input: parseLetterSend,
      target: noTarget,
      apply: async ({ tx, me, now, input }) => {
        const scope = await loadPatientScope(tx, me);
        const ready = (await repo.readyRows(tx, input.kind, spanOf(input.range), scope, input.sourceIds)).filter((r) =>
          isReadyToSend({ pcpId: r.pcpId, fax: r.fax }, r.status),
        );
        const queued = await repo.queue(tx, input.kind, ready, me.id, now, randomUUID);
        const slices: { letterIds: string[] }[] = [];
        for (let from = 0; from < queued.length; from += LETTER_SLICE) {
          slices.push({ letterIds: queued.slice(from, from + LETTER_SLICE).map((l) => l.id) });
        }
        await jobs.sendManyInTransaction(tx, LETTER_QUEUE, slices);
        return { queued: queued.length };
      },
    }),
  };
}
