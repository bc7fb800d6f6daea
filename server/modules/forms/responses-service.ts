// Filled forms (SPEC §7): saving a form's answers (offline-capable: client mutation id and base
// version, DESIGN §4), discarding a draft and the narrative PDF, run as declared writes
// (forms-operations.ts) through the write pipeline; and the reads of the encounter screen and of
// e-sign: the responses, each form's state, and the required answers still missing.
import type { SessionUser } from '../../../src/domain/access.ts';
import { FORM_LOGIC } from '../../../src/domain/forms/form-logic.ts';
import { formStatus } from '../../../src/domain/forms/response.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import { parseId } from '../shared/ids.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { encounterForms, missingOf } from './encounter-forms.ts';
import { formsWrites, type SaveResponseArgs } from './forms-operations.ts';
import { formsRepository } from './forms-repository.ts';
import { renderNarrative } from './narrative-pdf.ts';
import {
  type FormStatusView,
  isSigned,
  type MissingAnswerView,
  type NarrativePdfView,
  type ResponseView,
  toResponseView,
} from './response-views.ts';

export function createResponseService(db: Database, pipeline: WritePipeline) {
  /** The encounter if the caller may read it (NOT_FOUND when there is none). */
  async function readable(me: SessionUser, encounterId: string): Promise<ResourceRow<Encounter>> {
    const encounter = await stores.encounter.read(db, parseId(encounterId, 'encounterId'));
    if (!encounter) throw notFound('Encounter');
    // By role, practitioner and patient (encounter-access.ts): the narrative reads the patient too.
    await assertCanRead(db, me, encounterRecord(encounter.content));
    return encounter;
  }

  const formsOf = (encounter: ResourceRow<Encounter>) => encounterForms(db, encounter);

  return {
    async list(user: SessionUser | null, encounterId: string): Promise<ResponseView[]> {
      const me = authorize(user, 'Query.QuestionnaireResponseListForClinical');
      const encounter = await readable(me, encounterId);
      return (await formsRepository.responsesOfEncounter(db, encounter.id)).map(toResponseView);
    },

    async formStatus(user: SessionUser | null, encounterId: string): Promise<FormStatusView[]> {
      const me = authorize(user, 'Query.GetEncounterFormStatus');
      const encounter = await readable(me, encounterId);
      return (await formsOf(encounter)).map(({ form, questionnaire, response }) => ({
        questionnaireCode: form.questionnaireCode,
        title: questionnaire.content.title,
        required: FORM_LOGIC[form.logic].required,
        status: formStatus(response?.content, isSigned(encounter.content)),
        responseId: response?.id ?? null,
        responseVersion: response?.versionId ?? null,
      }));
    },

    /** Per required form, the required answers still missing (a form not started misses them all). */
    async missingAnswers(user: SessionUser | null, encounterId: string): Promise<MissingAnswerView[]> {
      const me = authorize(user, 'Query.MissingAnswers');
      return missingOf(await formsOf(await readable(me, encounterId)));
    },

    save(user: SessionUser | null, args: SaveResponseArgs): Promise<ResponseView> {
      return pipeline.run(formsWrites.saveQuestionnaireResponse, user, args);
    },

    /** The encounter narrative as a PDF: the patient, the visit, each filled form, signatures and amendments. */
    async narrative(user: SessionUser | null, encounterId: string): Promise<NarrativePdfView> {
      const data = await pipeline.run(formsWrites.generateEncounterNarrativePDF, user, { encounterId });
      const pdf = await renderNarrative({ ...data, generatedAt: new Date() });
      return { fileName: `encounter-${data.encounter.id}.pdf`, contentType: 'application/pdf', data: pdf.toString('base64') };
    },

    discard(user: SessionUser | null, id: string): Promise<boolean> {
      return pipeline.run(formsWrites.discardQuestionnaireResponse, user, { id });
    },
  };
}
