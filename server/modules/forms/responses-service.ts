// Filled forms (issue 4, SPEC §7): saving a form's answers (offline-capable: client mutation id
// and base version, DESIGN §4), discarding a draft, and the reads of the encounter screen and of
// e-sign: the responses, each form's state, and the required answers still missing.
import { fullName, type SessionUser } from '../../../src/domain/access.ts';
import { CLIENT_TIME_LABELS } from '../../../src/domain/client-time.ts';
import { WORKFLOW_MESSAGES } from '../../../src/domain/encounter-workflow.ts';
import { FORM_LOGIC, listedForms } from '../../../src/domain/forms/form-logic.ts';
import type { MissingAnswer } from '../../../src/domain/forms/missing.ts';
import type { Answers } from '../../../src/domain/forms/questionnaire.ts';
import { formStatus, type QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import { missingItems } from '../../../src/domain/forms/rules.ts';
import { cleanAnswers } from '../../../src/domain/forms/submit.ts';
import { displayName, type Encounter } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { assertDeviceTime } from '../shared/device-time.ts';
import { assertCanChangeRecord, assertCanRead, encounterRecord } from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { refId } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { DateTimeInput, parseArg } from '../shared/input.ts';
import { conflict, createMutationRunner } from '../shared/mutation-runner.ts';
import { encounterForms, missingOf } from './encounter-forms.ts';
import { responseSavedEvents } from './forms-history-events.ts';
import { formsRepository } from './forms-repository.ts';
import { renderNarrative } from './narrative-pdf.ts';

type Maybe<T> = T | null | undefined;

export const SIGNED_IS_FINAL = 'Signed documentation cannot be changed. Amend the encounter first.';
export const NOT_IN_PLAN = 'This form is not part of this encounter.';

export interface ResponseView {
  id: string;
  versionId: number;
  lastUpdated: string;
  questionnaireCode: string;
  questionnaireVersion: number;
  encounterId: string;
  authorId: string | null;
  authored: string;
  status: string;
  answers: Answers;
}

export interface FormStatusView {
  questionnaireCode: string;
  title: string;
  required: boolean;
  status: string;
  responseId: string | null;
  responseVersion: number | null;
}

export interface NarrativePdfView {
  fileName: string;
  contentType: string;
  /** The PDF, base64. */
  data: string;
}

export type MissingAnswerView = MissingAnswer;

export const toResponseView = (row: ResourceRow<QuestionnaireResponse>): ResponseView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  questionnaireCode: row.content.questionnaire,
  questionnaireVersion: row.content.questionnaireVersion,
  encounterId: refId(row.content.encounter) ?? '',
  authorId: refId(row.content.author),
  authored: row.content.authored,
  status: row.content.status,
  answers: row.content.answers,
});

const isSigned = (encounter: Encounter) => encounter.stateText === 'eSigned';
const isAmending = (encounter: Encounter) => encounter.stateText === 'amendmentInprogress';

const parseCode = (code: string): string => {
  if (!/^[a-z0-9-]{1,60}$/.test(code)) throw badInput('questionnaireCode is not a form code', 'questionnaireCode');
  return code;
};

export function createResponseService(db: Database, realtime: Realtime) {
  const runner = createMutationRunner(db, realtime);

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

    save(
      user: SessionUser | null,
      args: {
        clientMutationId: string;
        encounterId: string;
        questionnaireCode: string;
        baseVersion: number;
        answers: unknown;
        authored?: Maybe<string>;
        complete?: Maybe<boolean>;
      },
    ): Promise<ResponseView> {
      const me = authorize(user, 'Mutation.saveQuestionnaireResponse');
      const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
      const encounterId = parseId(args.encounterId, 'encounterId');
      const code = parseCode(args.questionnaireCode);
      const baseVersion = args.baseVersion;
      if (!Number.isInteger(baseVersion) || baseVersion < 0) throw badInput('baseVersion must be a whole number, 0 or more', 'baseVersion');
      const authored = args.authored == null ? null : parseArg(DateTimeInput, 'authored', args.authored);
      const command = { operation: 'saveQuestionnaireResponse', clientMutationId, variables: args };
      return runner.once(me, command, async (tx, now, writes) => {
        // The encounter row is locked: a save and an e-sign of the same encounter go one after the other.
        const found = await encounterRecordRepository.readForChange(tx, encounterId);
        if (!found) throw notFound('Encounter');
        const encounter = found.encounter;
        await assertCanChangeRecord(tx, me, encounterRecord(encounter.content));
        if (authored) {
          const time = { at: authored, field: 'authored', label: CLIENT_TIME_LABELS.authored };
          await assertDeviceTime(tx, now, found.appointment?.content, time);
        }
        if (encounter.content.status === 'cancelled') throw badInput(WORKFLOW_MESSAGES.notAllowed);
        if (isSigned(encounter.content)) throw badInput(SIGNED_IS_FINAL);
        const plan = await formsRepository.planForEncounter(tx, encounter.content);
        if (!plan || !listedForms(plan.content.forms).some((f) => f.questionnaireCode === code)) {
          throw badInput(NOT_IN_PLAN, 'questionnaireCode');
        }
        const questionnaire = (await formsRepository.questionnairesByCode(tx, [code])).get(code);
        if (!questionnaire) throw badInput(NOT_IN_PLAN, 'questionnaireCode');
        const cleaned = cleanAnswers(questionnaire.content, args.answers);
        if (!cleaned.ok) throw badInput(cleaned.message, cleaned.linkId);
        if (args.complete) {
          const missing = missingItems(questionnaire.content, cleaned.answers);
          if (missing.length > 0) throw badInput(`Missing answers: ${missing.map((m) => m.text).join(', ')}`, 'answers');
        }
        const existing = await formsRepository.responseOf(tx, encounter.id, code);
        if ((existing?.versionId ?? 0) !== baseVersion) throw conflict({ currentVersion: existing?.versionId ?? 0 });
        const content: QuestionnaireResponse = {
          questionnaire: code,
          questionnaireVersion: questionnaire.versionId,
          encounter: { reference: `Encounter/${encounter.id}` },
          subject: encounter.content.subject,
          author: { reference: `User/${me.id}`, display: fullName(me) },
          authored: authored ?? now.toISOString(),
          status: args.complete ? (isAmending(encounter.content) ? 'amended' : 'completed') : 'in-progress',
          answers: cleaned.answers,
        };
        const options = { authorId: me.id, now };
        const planned = existing
          ? stores.questionnaireResponse.plannedUpdate(tx, existing.id, content, existing.versionId, options)
          : stores.questionnaireResponse.plannedCreate(tx, content, options);
        const saved = toResponseView(writes.add(planned).row);
        return { result: saved, events: responseSavedEvents(existing?.content ?? null, saved) };
      });
    },

    /** The encounter narrative as a PDF: the patient, the visit, each filled form, signatures and amendments. */
    async narrative(user: SessionUser | null, encounterId: string): Promise<NarrativePdfView> {
      const me = authorize(user, 'Mutation.generateEncounterNarrativePDF');
      const encounter = await readable(me, encounterId);
      const e = encounter.content;
      const [patient, forms, acts] = await Promise.all([
        (async () => {
          const patientId = refId(e.subject);
          return patientId ? stores.patient.read(db, patientId) : null;
        })(),
        formsOf(encounter),
        encounterRecordRepository.provenanceOf(db, encounter.id),
      ]);
      const address = patient?.content.address[0];
      const pdf = await renderNarrative({
        patient: {
          name: patient ? displayName(patient.content.name) : (e.subject.display ?? '—'),
          birthDate: patient?.content.birthDate ?? null,
          address: address ? `${address.line.join(', ')}, ${address.city}, ${address.state} ${address.postalCode}` : null,
        },
        encounter: {
          id: encounter.id,
          type: e.type,
          deliveryType: e.deliveryType ?? 'in-person',
          status: e.status,
          stateText: e.stateText ?? null,
          clinician: e.practitioner?.display ?? null,
          checkedInAt: e.checkedInAt ?? null,
          checkedOutAt: e.checkedOutAt ?? null,
          signedAt: e.signedAt ?? null,
        },
        timeZone: timeZoneForState(address?.state),
        forms: forms.flatMap(({ questionnaire, response }) =>
          response
            ? [
                {
                  questionnaire: questionnaire.content,
                  status: response.content.status,
                  answers: response.content.answers,
                  author: response.content.author.display ?? null,
                },
              ]
            : [],
        ),
        acts: acts
          .map((row) => ({
            activity: row.content.activity,
            who: row.content.agent[0]?.who.display ?? 'Unknown',
            at: row.content.recorded,
            reason: row.content.reason ?? null,
          }))
          .sort((a, b) => a.at.localeCompare(b.at)),
        generatedAt: new Date(),
      });
      return { fileName: `encounter-${encounter.id}.pdf`, contentType: 'application/pdf', data: pdf.toString('base64') };
    },

    async discard(user: SessionUser | null, id: string): Promise<boolean> {
      const me = authorize(user, 'Mutation.discardQuestionnaireResponse');
      return db.transaction(async (tx) => {
        const response = await stores.questionnaireResponse.read(tx, parseId(id, 'id'), { forUpdate: true });
        if (!response) return false;
        const encounterId = refId(response.content.encounter);
        const encounter = encounterId ? await stores.encounter.read(tx, encounterId, { forUpdate: true }) : null;
        if (!encounter) return false;
        await assertCanChangeRecord(tx, me, encounterRecord(encounter.content));
        if (isSigned(encounter.content)) throw badInput(SIGNED_IS_FINAL);
        await stores.questionnaireResponse.softDelete(tx, response.id, response.versionId, { authorId: me.id });
        return true;
      });
    },
  };
}
