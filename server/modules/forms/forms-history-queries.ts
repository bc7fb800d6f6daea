// Forms across an encounter's history (SPEC §7): a patient's latest wound assessment, the previous
// encounter, when the forms last changed, whether the history form was ever filled, the latest
// complete response of a form (to prefill interval history from the last visit), and the
// encounter's signed versions, declared in the write pipeline's shape (DESIGN §5 'Reads get the
// same declared shape'): the operation, the input, the patient or encounter with its read rule
// (forms-history-read-targets.ts, shared/), then the read. Searches over a patient's encounters
// keep only those the caller may read, so a clinician's "latest" is the latest of their own and
// covered colleagues' encounters.
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput } from '../../errors.ts';
import { assertCanReadPractitioner } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { readableEncounterTarget } from '../shared/encounter-target.ts';
import { type EncounterView, refId, toEncounterView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { patientTarget } from '../shared/write-targets.ts';
import { WOUND_FORM, woundIdOf } from './forms-history-events.ts';
import { historyOwnerTarget, patientBeforeTarget } from './forms-history-read-targets.ts';
import { daysBefore, formsHistoryRepository } from './forms-history-repository.ts';
import { encounterVersions } from './forms-history-versions.ts';
import { formsRepository } from './forms-repository.ts';
import { type ResponseView, toResponseView } from './response-views.ts';

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

/**
 * The first candidate the caller may read (one read check per practitioner). Candidates are
 * encounters of one patient the caller was already allowed to read (the target).
 */
async function firstReadable<C extends { practitionerId: string | null }>(
  db: Executor,
  me: SessionUser,
  candidates: readonly C[],
): Promise<C | null> {
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

/** The encounter and response of a candidate, read in full. */
async function withResponse(db: Executor, c: { encounterId: string; responseId: string }): Promise<EncounterWithResponseView | null> {
  const [encounter, response] = await Promise.all([
    stores.encounter.read(db, c.encounterId),
    stores.questionnaireResponse.read(db, c.responseId),
  ]);
  return encounter && response ? { encounter: toEncounterView(encounter), response: toResponseView(response) } : null;
}

const encounterInput = (raw: unknown): { encounterId: string } => ({ encounterId: parseId(raw as string, 'encounterId') });
const ofEncounter = readableEncounterTarget((input: { encounterId: string }) => input.encounterId);

/** checkMedicalHistoryFilled: exactly one of the patient and the admission. */
function parseHistoryOwner(raw: unknown): { patientId: string } | { episodeOfCareId: string } {
  const args = raw as { patientId?: Maybe<string>; admissionId?: Maybe<string> };
  if ((args.patientId == null) === (args.admissionId == null)) {
    throw badInput('Give either patientId or admissionId', args.patientId == null ? 'patientId' : 'admissionId');
  }
  if (args.patientId != null) return { patientId: parseId(args.patientId, 'patientId') };
  return { episodeOfCareId: parseId(args.admissionId ?? '', 'admissionId') };
}

/** GetLatestEncounterWithQuestionnaireResponse: the form, the patient, and the encounter to look back from. */
function parseLatestWithResponse(raw: unknown) {
  const args = raw as { patientId: string; questionnaireCode: string; before?: Maybe<string> };
  const code = parseCode(args.questionnaireCode);
  const patientId = parseId(args.patientId, 'patientId');
  return { code, patientId, before: args.before == null ? null : parseId(args.before, 'before') };
}

export const formsHistoryQueries = {
  latestAssessment: defineQuery({
    operation: 'Query.LatestAssessmentResponses',
    input: (raw: unknown) => ({ patientId: parseId(raw as string, 'patientId') }),
    target: patientTarget((input: { patientId: string }) => input.patientId),
    read: async ({ db, me, target: { patientId } }): Promise<LatestAssessmentView | null> => {
      const found = await firstReadable(db, me, await formsHistoryRepository.doneResponses(db, { patientId, code: WOUND_FORM }));
      const view = found ? await withResponse(db, found) : null;
      if (!view) return null;
      const numbers = woundNumbers(view.response.answers);
      return { ...view, encounterId: view.encounter.id, woundIds: numbers.map((n) => woundIdOf(view.encounter.id, n)) };
    },
  }),

  previousAndCurrent: defineQuery({
    operation: 'Query.GetPreviousAndCurrentEncounter',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, me, target: current }): Promise<{ current: EncounterView; previous: EncounterView | null }> => {
      const time = await formsHistoryRepository.visitTimeOf(db, current.id);
      const patientId = refId(current.content.subject);
      if (!time || !patientId) return { current: toEncounterView(current), previous: null };
      const found = await firstReadable(
        db,
        me,
        await formsHistoryRepository.encounters(db, { patientId, before: { time, exceptId: current.id } }),
      );
      const previous = found ? await stores.encounter.read(db, found.encounterId) : null;
      return { current: toEncounterView(current), previous: previous ? toEncounterView(previous) : null };
    },
  }),

  latestUpdatedFormsDate: defineQuery({
    operation: 'Query.getLatestUpdatedFormsDate',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }) => (await formsHistoryRepository.latestResponseUpdate(db, encounter.id))?.toISOString() ?? null,
  }),

  /**
   * Whether the history form is done on any encounter of the patient (or admission). Not
   * narrowed to encounters the caller may read: it says only that the history was documented,
   * which the patient's chart shows anyway; the patient must be the caller's (the target).
   */
  medicalHistoryFilled: defineQuery({
    operation: 'Query.checkMedicalHistoryFilled',
    input: parseHistoryOwner,
    target: historyOwnerTarget,
    read: ({ db, target: owner }) => formsHistoryRepository.hasDoneResponse(db, owner, HISTORY_FORM),
  }),

  latestWithResponse: defineQuery({
    operation: 'Query.GetLatestEncounterWithQuestionnaireResponse',
    input: parseLatestWithResponse,
    target: patientBeforeTarget,
    read: async ({ db, me, input: { code }, target: { patientId, before } }) => {
      const lookBack = LOOK_BACK_DAYS[code];
      const since = lookBack ? daysBefore(before?.time ?? new Date(), lookBack) : null;
      const found = await firstReadable(db, me, await formsHistoryRepository.doneResponses(db, { patientId, code, before, since }));
      return found ? withResponse(db, found) : null;
    },
  }),

  responsesByLatestVersion: defineQuery({
    operation: 'Query.QuestionnaireResponsesByLatestCompositionStatus',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }): Promise<ResponseWithVersionStatusView[]> => {
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
  }),

  versions: defineQuery({
    operation: 'Query.GetEncounterVersion',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }) =>
      encounterVersions(db, encounter.id, await encounterRecordRepository.provenanceOf(db, encounter.id)),
  }),
};
