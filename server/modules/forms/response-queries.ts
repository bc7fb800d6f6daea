// The reads of an encounter's filled forms (SPEC §7: the encounter screen and e-sign): its
// responses, each form's state, and the required answers still missing, declared in the write
// pipeline's shape (DESIGN §5 'Reads get the same declared shape'). The target is the encounter
// under its READ rule (role, practitioner and patient: shared/encounter-target.ts), not locked.
import { FORM_LOGIC } from '../../../src/domain/forms/form-logic.ts';
import { formStatus } from '../../../src/domain/forms/response.ts';
import { badInput } from '../../errors.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { readableEncounterTarget } from '../shared/encounter-target.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, VersionIdInput } from '../shared/input.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { encounterForms, missingOf } from './encounter-forms.ts';
import { encounterVersions } from './forms-history-versions.ts';
import { formsRepository } from './forms-repository.ts';
import { narrativeOf } from './narrative-data.ts';
import { type FormStatusView, isSigned, toResponseView } from './response-views.ts';

const encounterInput = (raw: unknown): { encounterId: string } => ({ encounterId: parseId(raw as string, 'encounterId') });
const parseVersionNumber = (version: unknown): number => parseArg(VersionIdInput, 'version', version);
const ofEncounter = readableEncounterTarget((input: { encounterId: string }) => input.encounterId);

export const responseQueries = {
  list: defineQuery({
    operation: 'Query.QuestionnaireResponseListForClinical',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }) => (await formsRepository.responsesOfEncounter(db, encounter.id)).map(toResponseView),
  }),

  formStatus: defineQuery({
    operation: 'Query.GetEncounterFormStatus',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }): Promise<FormStatusView[]> =>
      (await encounterForms(db, encounter)).map(({ form, questionnaire, response }) => ({
        questionnaireCode: form.questionnaireCode,
        title: questionnaire.content.title,
        required: FORM_LOGIC[form.logic].required,
        status: formStatus(response?.content, isSigned(encounter.content)),
        responseId: response?.id ?? null,
        responseVersion: response?.versionId ?? null,
      })),
  }),

  /** Per required form, the required answers still missing (a form not started misses them all). */
  missingAnswers: defineQuery({
    operation: 'Query.MissingAnswers',
    input: encounterInput,
    target: ofEncounter,
    read: async ({ db, target: encounter }) => missingOf(await encounterForms(db, encounter)),
  }),

  /** The narrative's data (narrative-data.ts) as a read: Encounters Review opens it (SPEC §2). */
  narrative: defineQuery({
    operation: 'Query.EncounterNarrativePDF',
    input: (raw: unknown) => {
      const args = raw as { encounterId: string; version?: number | null };
      return {
        encounterId: parseId(args.encounterId, 'encounterId'),
        version: args.version == null ? null : parseVersionNumber(args.version),
      };
    },
    target: ofEncounter,
    read: async ({ db, input, target: encounter }) => {
      if (input.version === null) return narrativeOf(db, encounter);
      const versions = await encounterVersions(db, encounter.id, await encounterRecordRepository.provenanceOf(db, encounter.id));
      const signed = versions.find((v) => v.version === input.version);
      if (!signed) throw badInput(`The encounter has no version ${input.version}.`, 'version');
      return narrativeOf(db, encounter, { signedAt: signed.signedAt, recordedAt: new Date(signed.lastUpdated) });
    },
  }),
};
