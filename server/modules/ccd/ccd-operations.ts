// The CCD's reads and its one write (SPEC §3 'CCD request', §7 canGenenerateCCD and
// GetCCDRequestList), declared for the reader and the write pipeline (DESIGN §5). Each acts on an
// admission of a patient the caller may read (NOT_FOUND / FORBIDDEN); the request is refused to
// the roles that read a chart but never write in it. The request row and its job are written in
// one transaction: a rollback leaves neither (server/jobs/job-queue.ts).
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { CCD_DOCUMENT_TYPE, CCD_REFUSALS, ccdRefusal } from '../../../src/domain/ccd/ccd-request.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { DocumentReference } from '../../../src/domain/documents/document-reference.ts';
import type { EpisodeOfCare } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineQuery, defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { idOf } from '../shared/write-targets.ts';
import { type CcdRequestInput, parseAdmissionId, parseCcdList, parseCcdRequest, parseDocumentId } from './ccd-input.ts';
import { ccdRepository } from './ccd-repository.ts';

export const CCD_QUEUE = 'ccd-generate';

/** The admission an operation names, of a patient the caller may read; locked when a write acts on it. */
function admissionTarget<I extends { episodeOfCareId: string }>(lock: boolean): WriteTarget<I, ResourceRow<EpisodeOfCare>> {
  return {
    kind: 'patient',
    async resolve(tx: Executor, me: SessionUser, input: I) {
      const row = await stores.episodeOfCare.read(tx, input.episodeOfCareId, { forUpdate: lock });
      const patientId = row ? idOf(row.content.patient) : null;
      if (!row || !patientId) throw notFound('Admission');
      await assertCanReadPatient(tx, me, patientId);
      return row;
    },
  };
}

/** A CCD document of a patient the caller may read. */
const ccdDocument: WriteTarget<{ documentId: string }, ResourceRow<DocumentReference>> = {
  kind: 'patient',
  async resolve(tx, me, input) {
    const row = await stores.documentReference.read(tx, input.documentId);
    const patientId = row ? idOf(row.content.subject) : null;
    if (!row || !patientId) throw notFound('CCD document');
    await assertCanReadPatient(tx, me, patientId);
    if (row.content.type !== CCD_DOCUMENT_TYPE || row.content.status !== 'current') throw notFound('CCD document');
    return row;
  },
};

/** Why the admission's CCD cannot be asked for now, or null. */
async function refusalOf(db: Executor, admission: ResourceRow<EpisodeOfCare>): Promise<string | null> {
  return ccdRefusal({
    admissionStatus: admission.content.status,
    signedEncounters: await ccdRepository.signedEncounters(db, admission.id),
    pendingRequests: await ccdRepository.pending(db, admission.id),
  });
}

export const ccdQueries = {
  canGenerate: defineQuery({
    operation: 'Query.canGenenerateCCD',
    input: parseAdmissionId,
    target: admissionTarget(false),
    read: async ({ db, me, target }) => {
      if (!chartWriter('Mutation.requestCCD')(me)) return { canGenerate: false, reason: CCD_REFUSALS.readOnly };
      const reason = await refusalOf(db, target);
      return { canGenerate: reason === null, reason };
    },
  }),
  list: defineQuery({
    operation: 'Query.GetCCDRequestList',
    input: parseCcdList,
    target: admissionTarget(false),
    read: ({ db, input }) => ccdRepository.list(db, { admissionId: input.episodeOfCareId, status: input.status }, input.first),
  }),
  document: defineQuery({
    operation: 'Query.CCDDocument',
    input: parseDocumentId,
    target: ccdDocument,
    read: async ({ target }) => target,
  }),
};

export function ccdWrites(jobs: JobQueue) {
  return {
    requestCCD: defineWrite({
      operation: 'Mutation.requestCCD',
      input: parseCcdRequest,
      roles: chartWriter('Mutation.requestCCD'),
      target: admissionTarget<CcdRequestInput>(true),
      apply: async ({ tx, me, now, input, target }) => {
        const reason = await refusalOf(tx, target);
        if (reason) throw badInput(reason, 'episodeOfCareId');
        const request = await ccdRepository.insert(tx, {
          id: randomUUID(),
          patientId: idOf(target.content.patient) ?? '',
          admissionId: target.id,
          status: 'queued',
          rangeStart: input.range.start,
          rangeEnd: input.range.end,
          requestedBy: me.id,
          userName: `${me.givenName} ${me.familyName}`.trim(),
          createdAt: now,
        });
        await jobs.sendInTransaction(tx, CCD_QUEUE, { requestId: request.id });
        return request;
      },
    }),
  };
}
