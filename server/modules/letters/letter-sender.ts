// The PCP letter job (DESIGN §8 'Background work'): a queued letter is drawn as a PDF
// (letter-pdf.ts), faxed through the fax gateway under the letter's own id as the idempotency key,
// then, in one transaction, stored as the patient's document (category Letters) and marked sent.
// Never sent twice: a letter no longer queued is left alone (a job handed out twice, or retried
// after it was recorded), and a retry after a crash between the fax and its record sends the same
// key again, which the gateway answers with the fax it already sent. A send the gateway refuses
// is retried with backoff (a letter it rejects itself, such as its number, fails at once); when
// the retries are spent the job is dead-lettered and the letter is marked failed (SPEC §3 entered-in-error, the Failed flag), to be sent again on request.
// Before a letter is drawn or faxed, its requester is judged again as the send was (DESIGN §8
// 'Background work'): still active, still allowed to send letters, and still able to read the
// patient; a letter they may no longer send is marked failed, never faxed. Each letter sent or
// failed is published (letter-events.ts), so the pages of it follow the queue live.
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import { formatCalendarDate, formatDateTime } from '../../../src/domain/format.ts';
import { displayName } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { documentStorageKey } from '../documents/storage-keys.ts';
import { requesterNow } from '../identity/requester-now.ts';
import { mayReadPatient } from '../shared/patient-access.ts';
import type { FaxGateway } from './fax-gateway.ts';
import { FaxRejectedError } from './fax-unavailable.ts';
import { type LetterPublisher, letterChange } from './letter-events.ts';
import { renderLetter } from './letter-pdf.ts';
import { type LetterRow, lettersRepository as repo } from './letters-repository.ts';

export const LETTER_QUEUE = 'pcp-letter';
/** Letters one job sends: pg-boss waits its polling interval between a worker's jobs, so one letter a job would be two a second. */
export const LETTER_SLICE = 10;
export const LETTER_FAILED = 'The fax service did not take the letter after several tries. Send it again later.';
export const LETTER_REFUSED = 'Not sent: whoever sent it may no longer send letters for this patient.';
export const LETTER_GONE = 'The visit or its patient no longer exists.';
export const SEND_OPERATION = 'Mutation.sendPcpLetters';

const TITLES = { 'missed-appointment': 'Missed appointment letter', 'made-encounter': 'Visit letter' } as const;

export function createLetterSender(db: Database, storage: DocumentStorage, fax: FaxGateway, events: LetterPublisher) {
  /** Marks a queued letter failed and says so to its pages. */
  const fail = async (letterId: string, error: string): Promise<void> => {
    const failed = await repo.fail(db, letterId, error);
    if (failed) await events.publish(letterChange(failed, 'entered-in-error'));
  };

  /** The visit's time: the appointment's start, or the encounter's period start. */
  const visitAt = async (letter: LetterRow): Promise<string | null> => {
    if (letter.kind === 'missed-appointment') return (await stores.appointment.read(db, letter.sourceId))?.content.start ?? null;
    return (await stores.encounter.read(db, letter.sourceId))?.content.period?.start ?? null;
  };

  const sender = {
    async send({ letterId }: { letterId: string }): Promise<void> {
      const letter = await repo.byId(db, letterId);
      if (letter?.status !== 'in-progress' || !letter.fax) return;
      const me = await requesterNow(db, letter.requestedBy, SEND_OPERATION);
      if (!me || !(await mayReadPatient(db, me, letter.patientId))) {
        await fail(letterId, LETTER_REFUSED);
        return;
      }
      const [patient, pcp, at] = await Promise.all([
        stores.patient.read(db, letter.patientId),
        letter.pcpId ? stores.organization.read(db, letter.pcpId) : null,
        visitAt(letter),
      ]);
      if (!patient || !at) {
        await fail(letterId, LETTER_GONE);
        return;
      }
      const now = new Date();
      const zone = timeZoneForState(patient.content.address[0]?.state ?? null);
      const kind = letter.kind as LetterRow['kind'] & keyof typeof TITLES;
      const pdf = await renderLetter({
        kind,
        pcpName: pcp?.content.name ?? 'Primary care provider',
        fax: letter.fax,
        patientName: displayName(patient.content.name),
        birthDate: formatCalendarDate(patient.content.birthDate),
        visitAt: formatDateTime(at, zone),
        writtenOn: formatCalendarDate(now.toISOString().slice(0, 10)),
      });
      // The one outside act; an unavailable provider throws (retried), the same key again is the
      // same fax. A letter the provider rejects itself (its number) would be rejected again: it
      // fails at once, with the reason.
      let sent: Awaited<ReturnType<FaxGateway['send']>>;
      try {
        sent = await fax.send({ key: letter.id, to: letter.fax, pdf });
      } catch (error) {
        if (!(error instanceof FaxRejectedError)) throw error;
        await fail(letterId, error.message);
        return;
      }
      const id = randomUUID();
      const storageKey = documentStorageKey(letter.patientId, id);
      await storage.put(storageKey, pdf, 'application/pdf');
      const stamp = now.toISOString().slice(0, 10);
      const recorded = await db
        .transaction(async (tx) => {
          const locked = await repo.lock(tx, letterId);
          if (locked?.status !== 'in-progress') return false;
          const content: DocumentReference = {
            status: 'current',
            docStatus: 'final',
            subject: { reference: `Patient/${letter.patientId}` },
            category: 'letter',
            type: kind,
            description: `${TITLES[kind]} to ${pcp?.content.name ?? 'the PCP'}`,
            date: now.toISOString(),
            author: { reference: `User/${letter.requestedBy}` },
            content: [
              {
                attachment: {
                  id,
                  title: `${TITLES[kind]} ${stamp}.pdf`,
                  contentType: 'application/pdf',
                  size: pdf.byteLength,
                  creation: now.toISOString(),
                  storageKey,
                },
              },
            ],
          };
          const document = await stores.documentReference.create(tx, content, { authorId: letter.requestedBy, now });
          await repo.complete(tx, letterId, { documentId: document.id, faxId: sent.faxId, sentAt: now });
          return true;
        })
        .catch(async (error: unknown) => {
          // Nothing lists the file: the retry stores it anew.
          await storage.remove(storageKey).catch(() => {});
          throw error;
        });
      if (recorded) await events.publish(letterChange(letter, 'completed'));
      else await storage.remove(storageKey).catch(() => {});
    },
  };

  return {
    send: sender.send,
    /** One job: each of its letters sent once; throws (to be retried) when the gateway refused one, after trying the others. */
    async sendSlice({ letterIds }: { letterIds: string[] }): Promise<void> {
      let refused = 0;
      for (const letterId of letterIds) await sender.send({ letterId }).catch(() => refused++);
      if (refused > 0) throw new Error(`${refused} of ${letterIds.length} letters were not sent`);
    },
    /** The dead-letter queue's handler: the job's retries are spent; its letters still queued are marked failed. */
    async failSlice({ letterIds }: { letterIds: string[] }): Promise<void> {
      for (const letterId of letterIds) await fail(letterId, LETTER_FAILED);
    },
  };
}
