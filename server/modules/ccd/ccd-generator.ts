// The CCD job (DESIGN §8 'Background work'): a queued request becomes a stored document. It reads
// the patient's record, builds the C-CDA and its rendering (ccd-document.ts), stores both files,
// then in one transaction records the DocumentReference (category Medical Records / Admissions,
// type CCD, the admission as its context), marks the request completed and raises SPEC §3's 'CCD
// document ready' for whoever asked (and the subscribed job functions); the notification is
// published after commit. Idempotent: a request no longer queued is left alone, so a job handed
// out twice or retried after a crash makes one document. A failure the retries do not cure marks
// the request failed, in words.
import { randomUUID } from 'node:crypto';
import type { Organization as FhirOrganization, Practitioner as FhirPractitioner } from '@medplum/fhirtypes';
import { CCD_DOCUMENT_TYPE } from '../../../src/domain/ccd/ccd-request.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { Database, Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { documentStorageKey } from '../documents/storage-keys.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { readPatientRecord } from '../patients/fhir-export.ts';
import { toFhirOrganization, toFhirPractitioner } from '../patients/fhir-mapping.ts';
import { idOf } from '../shared/write-targets.ts';
import { buildCcd } from './ccd-document.ts';
import { type CcdRequestRow, ccdRepository } from './ccd-repository.ts';

export const CCD_FAILED = 'The CCD could not be generated. Please try again; if it fails again, tell your administrator.';

/** The agency keeping the record: the admission's managing organization (a placeholder name when it has none). */
async function custodianOf(db: Executor, organizationId: string | null): Promise<FhirOrganization> {
  const row = organizationId ? await stores.organization.read(db, organizationId) : null;
  return row ? toFhirOrganization(row) : { resourceType: 'Organization', id: randomUUID(), name: 'Home health agency' };
}

/** The requester as the CCD's author: their practitioner when they are one, else their name and e-mail. */
async function authorOf(db: Executor, request: CcdRequestRow): Promise<FhirPractitioner> {
  const user = await ccdRepository.requester(db, request.requestedBy);
  const practitioner = user?.practitionerId ? await stores.practitioner.read(db, user.practitionerId) : null;
  if (practitioner) return toFhirPractitioner(practitioner);
  return {
    resourceType: 'Practitioner',
    id: request.requestedBy,
    name: [{ given: [user?.givenName ?? ''], family: user?.familyName ?? request.userName }],
    ...(user?.email ? { telecom: [{ system: 'email', value: user.email, use: 'work' }] } : {}),
  };
}

export function createCcdGenerator(db: Database, storage: DocumentStorage, raise: RaiseNotification) {
  const store = async (patientId: string, bytes: string, contentType: string, title: string, now: Date) => {
    const id = randomUUID();
    const storageKey = documentStorageKey(patientId, id);
    const data = new TextEncoder().encode(bytes);
    await storage.put(storageKey, data, contentType);
    return { id, title, contentType, size: data.byteLength, creation: now.toISOString(), storageKey };
  };

  return {
    async generate(requestId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
      const request = await ccdRepository.byId(db, requestId);
      if (request?.status !== 'queued') return;
      try {
        const now = new Date();
        const admission = await stores.episodeOfCare.read(db, request.admissionId);
        const record = await readPatientRecord(db, request.patientId);
        if (!admission || !record) throw new Error('the admission or its patient is gone');
        const ccd = buildCcd({
          documentId: randomUUID(),
          record,
          admission: { id: admission.id, start: admission.content.period.start, end: admission.content.period.end },
          custodian: await custodianOf(db, idOf(admission.content.managingOrganization)),
          author: await authorOf(db, request),
          range: { start: request.rangeStart, end: request.rangeEnd },
          now,
        });
        const stamp = now.toISOString().slice(0, 10);
        const xml = await store(request.patientId, ccd.xml, 'application/xml', `CCD ${stamp}.xml`, now);
        const html = await store(request.patientId, ccd.html, 'text/html', `CCD ${stamp}.html`, now);
        const removeFiles = () => Promise.all([storage.remove(xml.storageKey), storage.remove(html.storageKey)]).catch(() => {});
        const recorded = db.transaction(async (tx) => {
          const locked = await ccdRepository.lock(tx, requestId);
          if (locked?.status !== 'queued') return null;
          const content: DocumentReference = {
            status: 'current',
            docStatus: 'final',
            subject: { reference: `Patient/${request.patientId}` },
            category: 'medical-record',
            type: CCD_DOCUMENT_TYPE,
            context: { episodeOfCare: { reference: `EpisodeOfCare/${request.admissionId}` } },
            description: ccd.title,
            date: now.toISOString(),
            author: { reference: `User/${request.requestedBy}`, display: request.userName },
            content: [{ attachment: xml }, { attachment: html }],
          };
          const document = await stores.documentReference.create(tx, content, { authorId: request.requestedBy, now });
          await ccdRepository.complete(tx, requestId, document.id, now);
          return raise(
            tx,
            {
              eventCode: 'ccd-document-ready',
              patientId: request.patientId,
              admissionId: request.admissionId,
              resourceType: 'DocumentReference',
              resourceId: document.id,
              details: { documentId: document.id },
              namedUserIds: [request.requestedBy],
            },
            now,
          );
        });
        // Files no record lists are removed: the transaction failed (the retry stores them anew), or
        // the job was handed out twice and the other run recorded its own.
        const publish = await recorded.catch(async (error: unknown) => {
          await removeFiles();
          throw error;
        });
        if (!publish) await removeFiles();
        await publish?.();
      } catch (error) {
        if (!lastAttempt) throw error;
        await ccdRepository.fail(db, requestId, CCD_FAILED, new Date());
        throw error;
      }
    },
  };
}
