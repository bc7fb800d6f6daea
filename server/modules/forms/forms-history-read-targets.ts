// The targets of the forms-history reads (forms-history-queries.ts, DESIGN §5 'Reads get the
// same declared shape') beyond one patient or one encounter: each resolves the patient whose
// history is read, with the patient access rule (shared/patient-access.ts: NOT_FOUND /
// FORBIDDEN) and, for an encounter named beside it, the encounter's read rule
// (shared/encounter-access.ts), in the order the reads applied them by hand. Nothing is locked.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import { refId } from '../shared/encounter-views.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { formsHistoryRepository } from './forms-history-repository.ts';

/** checkMedicalHistoryFilled's owner: a patient, or an admission (EpisodeOfCare) of one. */
export type HistoryOwner = { patientId: string } | { episodeOfCareId: string };

/**
 * The patient named, or the admission's patient (NOT_FOUND 'Admission' when there is none,
 * 'Patient' when it names none): either must be a patient the caller may read.
 */
export const historyOwnerTarget: WriteTarget<HistoryOwner, HistoryOwner> = {
  kind: 'patient',
  async resolve(db, me, input) {
    if ('patientId' in input) {
      await assertCanReadPatient(db, me, input.patientId);
      return input;
    }
    const admission = await stores.episodeOfCare.read(db, input.episodeOfCareId);
    if (!admission) throw notFound('Admission');
    const admitted = refId(admission.content.patient);
    if (!admitted) throw notFound('Patient');
    await assertCanReadPatient(db, me, admitted);
    return input;
  },
};

/** An encounter the search looks back from: its id and visit time. */
export interface Anchor {
  time: Date;
  exceptId: string;
}

/** `before`: an encounter the caller may read (NOT_FOUND / FORBIDDEN), of the patient (BAD_USER_INPUT), with a visit time. */
async function anchorOf(db: Executor, me: SessionUser, patientId: string, encounterId: string): Promise<Anchor> {
  const anchor = await stores.encounter.read(db, encounterId);
  if (!anchor) throw notFound('Encounter');
  await assertCanRead(db, me, encounterRecord(anchor.content));
  if (refId(anchor.content.subject) !== patientId) throw badInput('before is not an encounter of this patient', 'before');
  const time = await formsHistoryRepository.visitTimeOf(db, anchor.id);
  if (!time) throw notFound('Encounter');
  return { time, exceptId: anchor.id };
}

/** The patient (the caller may read it), and the encounter `before` names when given (null when not). */
export const patientBeforeTarget: WriteTarget<{ patientId: string; before: string | null }, { patientId: string; before: Anchor | null }> =
  {
    kind: 'patient',
    async resolve(db, me, input) {
      await assertCanReadPatient(db, me, input.patientId);
      const before = input.before === null ? null : await anchorOf(db, me, input.patientId, input.before);
      return { patientId: input.patientId, before };
    },
  };
