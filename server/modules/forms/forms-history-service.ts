// Forms across an encounter's history (SPEC §7): a patient's latest wound assessment, the
// previous encounter, the latest complete response of a form (to prefill interval history from
// the last visit), whether the history form was ever filled, when the forms last changed, the
// encounter's signed versions, its own form list, and the subscriptions to form events.
// Every operation checks its rule first (authorize), then the encounter's record-level rule
// (encounter-access.ts). Searches over a patient's encounters keep only those the caller may
// read, so a clinician's "latest" is the latest of their own and covered colleagues' encounters.
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { assertCanRead, assertCanReadPractitioner, encounterRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { type EncounterView, refId, toEncounterView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { formsHistoryTopics, parseWoundId, WOUND_FORM, woundIdOf } from './forms-history-events.ts';
import { daysBefore, formsHistoryRepository } from './forms-history-repository.ts';
import { type EncounterVersionView, encounterVersions } from './forms-history-versions.ts';
import { formsWrites } from './forms-operations.ts';
import { formsRepository } from './forms-repository.ts';
import { type FormStatusView, type ResponseView, toResponseView } from './response-views.ts';

type Maybe<T> = T | null | undefined;

/** The form whose completion checkMedicalHistoryFilled reports (server/seed/forms: 'History'). */
export const HISTORY_FORM = 'history';

/** SPEC §9 'Interval history look-back 2 weeks': an older interval history is not offered to prefill. */
export const LOOK_BACK_DAYS: Readonly<Record<string, number>> = { 'interval-history': 14 };

export interface EncounterWithResponseView {
  encounter: EncounterView;
  response: ResponseView;
}

export interface LatestAssessmentView extends EncounterWithResponseView {
  encounterId: string;
  woundIds: string[];
}

export interface ResponseWithVersionStatusView {
  response: ResponseView;
  versionStatus: string | null;
  versionNumber: number | null;
  changedSinceVersion: boolean;
}

const parseCode = (code: string, field = 'questionnaireCode'): string => {
  if (!/^[a-z0-9-]{1,60}$/.test(code)) throw badInput(`${field} is not a form code`, field);
  return code;
};

/** Wound numbers 1..n of a wound assessment: its 'wound-count' answer (the form allows 5; wound ids go to 9). */
function woundNumbers(answers: Answers): number[] {
  const count = Number(answers['wound-count']?.[0] ?? 0);
  return Number.isInteger(count) && count > 0 ? Array.from({ length: Math.min(count, 9) }, (_, i) => i + 1) : [];
}

export function createFormsHistoryService(db: Database, pipeline: WritePipeline) {
  /** The encounter if it exists and the caller may read it. */
  async function readable(me: SessionUser, encounterId: string, field = 'encounterId'): Promise<ResourceRow<Encounter>> {
    const row = await stores.encounter.read(db, parseId(encounterId, field));
    if (!row) throw notFound('Encounter');
    await assertCanRead(db, me, encounterRecord(row.content));
    return row;
  }

  /**
   * The first candidate the caller may read (one read check per practitioner). Candidates are
   * encounters of one patient the caller was already allowed to read (existingPatient).
   */
  async function firstReadable<C extends { practitionerId: string | null }>(me: SessionUser, candidates: readonly C[]): Promise<C | null> {
    const seen = new Map<string, boolean>();
    for (const candidate of candidates) {
      const key = candidate.practitionerId ?? '';
      let allowed = seen.get(key);
      if (allowed === undefined) {
        allowed = await assertCanReadPractitioner(db, me, candidate.practitionerId).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.code === ERROR_CODES.FORBIDDEN) return false;
            throw error;
          },
        );
        seen.set(key, allowed);
      }
      if (allowed) return candidate;
    }
    return null;
  }

  /** The patient's id, if it exists (NOT_FOUND) and the caller may read it (FORBIDDEN): patient-access.ts. */
  async function existingPatient(me: SessionUser, patientId: string): Promise<string> {
    const id = parseId(patientId, 'patientId');
    await assertCanReadPatient(db, me, id);
    return id;
  }

  /** The encounter and response of a candidate, read in full. */
  async function withResponse(c: { encounterId: string; responseId: string }): Promise<EncounterWithResponseView | null> {
    const [encounter, response] = await Promise.all([
      stores.encounter.read(db, c.encounterId),
      stores.questionnaireResponse.read(db, c.responseId),
    ]);
    return encounter && response ? { encounter: toEncounterView(encounter), response: toResponseView(response) } : null;
  }

  return {
    async latestAssessment(user: SessionUser | null, patientId: string): Promise<LatestAssessmentView | null> {
      const me = authorize(user, 'Query.LatestAssessmentResponses');
      const id = await existingPatient(me, patientId);
      const found = await firstReadable(me, await formsHistoryRepository.doneResponses(db, { patientId: id, code: WOUND_FORM }));
      const view = found ? await withResponse(found) : null;
      if (!view) return null;
      const numbers = woundNumbers(view.response.answers);
      return { ...view, encounterId: view.encounter.id, woundIds: numbers.map((n) => woundIdOf(view.encounter.id, n)) };
    },

    async previousAndCurrent(
      user: SessionUser | null,
      encounterId: string,
    ): Promise<{ current: EncounterView; previous: EncounterView | null }> {
      const me = authorize(user, 'Query.GetPreviousAndCurrentEncounter');
      const current = await readable(me, encounterId);
      const time = await formsHistoryRepository.visitTimeOf(db, current.id);
      const patientId = refId(current.content.subject);
      if (!time || !patientId) return { current: toEncounterView(current), previous: null };
      const found = await firstReadable(
        me,
        await formsHistoryRepository.encounters(db, { patientId, before: { time, exceptId: current.id } }),
      );
      const previous = found ? await stores.encounter.read(db, found.encounterId) : null;
      return { current: toEncounterView(current), previous: previous ? toEncounterView(previous) : null };
    },

    async latestUpdatedFormsDate(user: SessionUser | null, encounterId: string): Promise<string | null> {
      const me = authorize(user, 'Query.getLatestUpdatedFormsDate');
      const encounter = await readable(me, encounterId);
      return (await formsHistoryRepository.latestResponseUpdate(db, encounter.id))?.toISOString() ?? null;
    },

    /**
     * Whether the history form is done on any encounter of the patient (or admission). Not
     * narrowed to encounters the caller may read: it says only that the history was documented,
     * which the patient's chart shows anyway; the patient must be the caller's (patient-access.ts).
     */
    async medicalHistoryFilled(user: SessionUser | null, args: { patientId?: Maybe<string>; admissionId?: Maybe<string> }) {
      const me = authorize(user, 'Query.checkMedicalHistoryFilled');
      if ((args.patientId == null) === (args.admissionId == null)) {
        throw badInput('Give either patientId or admissionId', args.patientId == null ? 'patientId' : 'admissionId');
      }
      if (args.patientId != null) {
        return formsHistoryRepository.hasDoneResponse(db, { patientId: await existingPatient(me, args.patientId) }, HISTORY_FORM);
      }
      const admissionId = parseId(args.admissionId ?? '', 'admissionId');
      const admission = await stores.episodeOfCare.read(db, admissionId);
      if (!admission) throw notFound('Admission');
      const admitted = refId(admission.content.patient);
      if (!admitted) throw notFound('Patient');
      await assertCanReadPatient(db, me, admitted);
      return formsHistoryRepository.hasDoneResponse(db, { episodeOfCareId: admissionId }, HISTORY_FORM);
    },

    async latestWithResponse(
      user: SessionUser | null,
      args: { patientId: string; questionnaireCode: string; before?: Maybe<string> },
    ): Promise<EncounterWithResponseView | null> {
      const me = authorize(user, 'Query.GetLatestEncounterWithQuestionnaireResponse');
      const code = parseCode(args.questionnaireCode);
      const patientId = await existingPatient(me, args.patientId);
      let before: { time: Date; exceptId: string } | null = null;
      if (args.before != null) {
        const anchor = await readable(me, args.before, 'before');
        if (refId(anchor.content.subject) !== patientId) throw badInput('before is not an encounter of this patient', 'before');
        const time = await formsHistoryRepository.visitTimeOf(db, anchor.id);
        if (!time) throw notFound('Encounter');
        before = { time, exceptId: anchor.id };
      }
      const lookBack = LOOK_BACK_DAYS[code];
      const since = lookBack ? daysBefore(before?.time ?? new Date(), lookBack) : null;
      const found = await firstReadable(me, await formsHistoryRepository.doneResponses(db, { patientId, code, before, since }));
      return found ? withResponse(found) : null;
    },

    async responsesByLatestVersion(user: SessionUser | null, encounterId: string): Promise<ResponseWithVersionStatusView[]> {
      const me = authorize(user, 'Query.QuestionnaireResponsesByLatestCompositionStatus');
      const encounter = await readable(me, encounterId);
      const [responses, provenance] = await Promise.all([
        formsRepository.responsesOfEncounter(db, encounter.id),
        encounterRecordRepository.provenanceOf(db, encounter.id),
      ]);
      const latest = (await encounterVersions(db, encounter.id, provenance)).at(-1) ?? null;
      const signedAt = latest ? Date.parse(latest.lastUpdated) : null;
      return responses.map((row) => ({
        response: toResponseView(row),
        versionStatus: latest?.status ?? null,
        versionNumber: latest?.version ?? null,
        changedSinceVersion: signedAt !== null && row.lastUpdated.getTime() > signedAt,
      }));
    },

    async versions(user: SessionUser | null, encounterId: string): Promise<EncounterVersionView[]> {
      const me = authorize(user, 'Query.GetEncounterVersion');
      const encounter = await readable(me, encounterId);
      return encounterVersions(db, encounter.id, await encounterRecordRepository.provenanceOf(db, encounter.id));
    },

    createEncounterForms(
      user: SessionUser | null,
      args: { encounterId: string; encounterType?: Maybe<string> },
    ): Promise<FormStatusView[]> {
      return pipeline.run(formsWrites.createEncounterForms, user, args);
    },

    updateQuestionnaireList(
      user: SessionUser | null,
      args: { encounterId: string; questionnaireCodes: readonly string[] },
    ): Promise<FormStatusView[]> {
      return pipeline.run(formsWrites.updateEncounterQuestionnaireList, user, args);
    },

    /**
     * The topic a subscriber hears, refused unless the caller may read the encounter (checked
     * once, when subscribing, as for onEncounterUpdated).
     */
    async subscribeTopic(user: SessionUser | null, event: 'onResourceNarrativeUpdated' | 'onWoundUpdated', id: string): Promise<string> {
      const me = authorize(user, `Subscription.${event}`);
      if (event === 'onResourceNarrativeUpdated') {
        const encounter = await readable(me, id);
        return formsHistoryTopics.narrativeUpdated(encounter.id);
      }
      const wound = parseWoundId(id);
      const encounter = await readable(me, wound.encounterId, 'woundId');
      return formsHistoryTopics.woundUpdated(woundIdOf(encounter.id, wound.number));
    },

    /**
     * Whether an event of the encounter still goes to this receiver (DESIGN §8 'Realtime'): the
     * subscribe check again, with the grants as they are now. Never throws: the event is withheld.
     */
    async mayReceive(
      user: SessionUser | null,
      event: 'onResourceNarrativeUpdated' | 'onWoundUpdated',
      encounterId: string,
    ): Promise<boolean> {
      if (!user) return false;
      try {
        await readable(authorize(user, `Subscription.${event}`), encounterId);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type FormsHistoryService = ReturnType<typeof createFormsHistoryService>;
