// Filled forms (issue 4): saving answers with a client mutation id and base version, the form
// states and missing answers e-sign would list, discarding drafts, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import { seedTerminology } from '../../server/seed/terminology.ts';
import {
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  historyCount,
  M,
  ok,
} from './encounters-fixtures.ts';
import { INTERVAL, no, WOUND, yes } from './forms-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { publishConcept } from './terminology-fixtures.ts';

interface ResponseResult {
  id: string;
  versionId: number;
  questionnaireCode: string;
  questionnaireVersion: number;
  encounterId: string;
  authorId: string;
  status: string;
  answers: Record<string, unknown[]>;
}

const RESPONSE = 'id versionId questionnaireCode questionnaireVersion encounterId authorId status answers';
const SAVE = `mutation($cmid: ID!, $e: ID!, $q: String!, $v: Int!, $a: JSON!, $complete: Boolean) {
  saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: $v, answers: $a, complete: $complete) { ${RESPONSE} } }`;
const STATUS = `query($e: ID!) { GetEncounterFormStatus(encounterId: $e) { questionnaireCode title required status responseId responseVersion } }`;
const MISSING = `query($e: ID!) { MissingAnswers(encounterId: $e) { id title conditions { id name linkIds } } }`;
const LIST = `query($e: ID!) { QuestionnaireResponseListForClinical(encounterId: $e) { ${RESPONSE} } }`;
const DISCARD = 'mutation($id: ID!) { discardQuestionnaireResponse(id: $id) }';

describe.each(kinds)('filled forms on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  /** A follow-up visit of the clinician's, checked in. */
  async function encounter(hhmm: string): Promise<EncounterResult> {
    const appointmentId = await addVisit(s, clinic, hhmm);
    const created = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
    return created;
  }

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    clinic = await addPractitioner(s, 'FL', 'clinician');
    await addPractitioner(s, 'FL', 'clinician2');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('saves a draft, then completes it on the version it saw; a resend is answered once', async () => {
    const e = await encounter('08:00');
    const draftCmid = cmid();
    const draft = await ok<ResponseResult>(s, 'clinician', SAVE, {
      cmid: draftCmid,
      e: e.id,
      q: 'interval-history',
      v: 0,
      a: { 'pain-status': INTERVAL['pain-status'] },
    });
    expect(draft).toMatchObject({
      versionId: 1,
      status: 'in-progress',
      questionnaireCode: 'interval-history',
      encounterId: e.id,
      authorId: s.user('clinician').id,
    });
    const again = await ok<ResponseResult>(s, 'clinician', SAVE, {
      cmid: draftCmid,
      e: e.id,
      q: 'interval-history',
      v: 0,
      a: { 'pain-status': INTERVAL['pain-status'] },
    });
    expect(again).toEqual(draft);
    expect(await historyCount(s, draft.id)).toBe(1);

    const done = await ok<ResponseResult>(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: e.id,
      q: 'interval-history',
      v: 1,
      a: INTERVAL,
      complete: true,
    });
    expect(done).toMatchObject({ id: draft.id, versionId: 2, status: 'completed', answers: INTERVAL });
    // A device still on version 1: CONFLICT, nothing written.
    const stale = await fails(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 1, a: INTERVAL });
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    expect(await historyCount(s, draft.id)).toBe(2);
    expect(await ok<ResponseResult[]>(s, 'clinician', LIST, { e: e.id })).toEqual([done]);
  });

  it('drops hidden answers and refuses answers that do not fit, naming the question', async () => {
    const e = await encounter('09:00');
    // hospitalized: no hides the admission date, so the date given is not kept.
    const saved = await ok<ResponseResult>(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: e.id,
      q: 'interval-history',
      v: 0,
      a: { hospitalized: [no], 'hospitalized-on': ['2026-03-01'] },
    });
    expect(saved.answers).toEqual({ hospitalized: [no] });
    for (const [answers, field, message] of [
      [{ hospitalized: [{ code: 'maybe', display: 'Maybe' }] }, 'hospitalized', 'This field has incorrect value'],
      [{ nope: [1] }, 'nope', 'nope is not a question of this form'],
      [{ 'look-back': ['x'] }, 'look-back', 'look-back is not a question of this form'],
      ['not an object', 'answers', 'answers must map linkIds to lists of values'],
    ] as const) {
      const error = await fails(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 1, a: answers });
      expect(error.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(error.message).toBe(message);
    }
    const incomplete = await fails(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: e.id,
      q: 'interval-history',
      v: 1,
      a: { hospitalized: [yes] },
      complete: true,
    });
    expect(incomplete.message).toBe('Missing answers: Pain, Appetite, Admitted on, Urgent care or emergency visit');
    expect(await historyCount(s, saved.id)).toBe(1);
  });

  it("answers each listed form's state and what e-sign would say is missing", async () => {
    const e = await encounter('10:00');
    const before = await ok<{ questionnaireCode: string; required: boolean; status: string }[]>(s, 'clinician', STATUS, { e: e.id });
    const plan = SEED_PLANS.find((p) => p.encounterType === 'follow-up' && p.deliveryType === 'in-person');
    expect(before.map((f) => f.questionnaireCode)).toEqual(plan?.forms.filter((f) => f.logic !== 'never').map((f) => f.questionnaireCode));
    expect(before.every((f) => f.status === 'not started')).toBe(true);
    expect(before.find((f) => f.questionnaireCode === 'wound-assessment')?.required).toBe(true);

    const missing = await ok<{ id: string; title: string; conditions: { id: string; name: string; linkIds: string[] }[] }[]>(
      s,
      'clinician',
      MISSING,
      { e: e.id },
    );
    expect(missing.map((m) => m.id)).toEqual(['interval-history', 'wound-assessment']);
    expect(missing[1]?.conditions[0]).toEqual({ id: 'wound-count', name: 'Number of wounds assessed today', linkIds: ['wound-count'] });

    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL, complete: true });
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'nutrition', v: 0, a: { appetite: [{ code: 'good', display: 'Good' }] } });
    const after = await ok<{ questionnaireCode: string; status: string; responseVersion: number | null }[]>(s, 'clinician', STATUS, {
      e: e.id,
    });
    expect(after.find((f) => f.questionnaireCode === 'interval-history')).toMatchObject({ status: 'complete', responseVersion: 1 });
    expect(after.find((f) => f.questionnaireCode === 'nutrition')).toMatchObject({ status: 'draft' });
    const still = await ok<{ id: string; conditions: { id: string }[] }[]>(s, 'clinician', MISSING, { e: e.id });
    expect(still.map((m) => m.id)).toEqual(['wound-assessment']);
    // Wound 1's required answers appear once the number of wounds is given.
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'wound-assessment', v: 0, a: { 'wound-count': [1] } });
    const wound = await ok<{ id: string; conditions: { id: string; name: string }[] }[]>(s, 'clinician', MISSING, { e: e.id });
    expect(wound[0]?.conditions.map((c) => c.id)).toEqual(['w1-type', 'w1-location', 'w1-status']);
    expect(wound[0]?.conditions[0]?.name).toBe('Wound 1 › Wound type');
  });

  it('refuses a form the plan does not list, and changes by clinicians who do not cover the visit', async () => {
    const e = await encounter('11:00');
    // A follow-up never asks for the history form.
    expect((await fails(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'history', v: 0, a: {} })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'questionnaireCode',
    });
    expect((await fails(s, 'clinician2', SAVE, { cmid: cmid(), e: e.id, q: 'nutrition', v: 0, a: {} })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'clinician2', STATUS, { e: e.id })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, 'coordinator', SAVE, { cmid: cmid(), e: e.id, q: 'nutrition', v: 0, a: {} })).extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("discards a draft, and keeps a signed encounter's forms as they are", async () => {
    const e = await encounter('12:00');
    const draft = await ok<ResponseResult>(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'nutrition', v: 0, a: {} });
    expect(
      (await s.gql<{ discardQuestionnaireResponse: boolean }>(DISCARD, { id: draft.id }, await s.token('clinician2'))).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await ok(s, 'clinician', DISCARD, { id: draft.id })).toBe(true);
    expect(await ok(s, 'clinician', DISCARD, { id: draft.id })).toBe(false);
    expect(await ok(s, 'clinician', LIST, { e: e.id })).toEqual([]);

    // Signed: the required forms, check in, out and e-sign, then no change.
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL, complete: true });
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'wound-assessment', v: 0, a: WOUND, complete: true });
    const started = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: e.id, v: 1, p: { recorded: deviceTime(30) } });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: e.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(5) },
    });
    await ok(s, 'clinician', M.esign, { cmid: cmid(), id: e.id, v: out.versionId, p: { recorded: deviceTime(1) } });
    const signed = await fails(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'nutrition', v: 0, a: {} });
    expect(signed.message).toBe('Signed documentation cannot be changed. Amend the encounter first.');
  });

  it('e-sign answers with the missing answers by form and field, writes nothing, and signs once they are given', async () => {
    const e = await encounter('14:00');
    const started = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: e.id, v: 1, p: { recorded: deviceTime(30) } });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: e.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(5) },
    });
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL, complete: true });
    const { 'w1-primary-dressing': _left, ...withoutDressing } = WOUND;
    const draft = await ok<ResponseResult>(s, 'clinician', SAVE, {
      cmid: cmid(),
      e: e.id,
      q: 'wound-assessment',
      v: 0,
      a: withoutDressing,
    });

    const refused = await ok<{ signed: boolean; missingAnswers: { id: string }[]; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: e.id,
      v: out.versionId,
    });
    expect(refused.signed).toBe(false);
    expect(refused.missingAnswers.map((m) => m.id)).toEqual(['wound-assessment']);
    expect(refused.encounter).toMatchObject({ versionId: out.versionId, stateText: out.stateText });
    const listed = await ok<{ conditions: { id: string; name: string }[] }[]>(
      s,
      'clinician',
      'query($e: ID!) { MissingAnswers(encounterId: $e) { id title conditions { id name linkIds } } }',
      { e: e.id },
    );
    expect(listed[0]?.conditions).toEqual([
      { id: 'w1-primary-dressing', name: 'Wound 1 › Treatment › Primary dressing', linkIds: ['w1-primary-dressing'] },
    ]);

    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'wound-assessment', v: draft.versionId, a: WOUND, complete: true });
    const signed = await ok<{ signed: boolean; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: e.id,
      v: out.versionId,
    });
    expect(signed.signed).toBe(true);
    expect(signed.encounter.stateText).toBe('eSigned');
  });

  it('makes the narrative PDF: patient, visit, answers in form order, signature and amendment', async () => {
    const e = await encounter('13:00');
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL, complete: true });
    await ok(s, 'clinician', SAVE, { cmid: cmid(), e: e.id, q: 'wound-assessment', v: 0, a: WOUND });
    const started = await ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: e.id, v: 1, p: { recorded: deviceTime(30) } });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: e.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(5) },
    });
    const signed = await ok<{ encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: e.id,
      v: out.versionId,
      p: { recorded: deviceTime(1) },
    });
    await ok(s, 'clinician', M.amend, { cmid: cmid(), id: e.id, v: signed.encounter.versionId, reason: 'Wound measurements corrected' });
    // The wound type is retired and reworded after the visit was signed (SPEC §2 code systems): the
    // narrative keeps the words the visit was documented with.
    await seedTerminology(s.db, new Date());
    const venous = { code: 'venous-ulcer', display: 'Venous leg ulcer (retired)', status: 'inactive' };
    await publishConcept(s, 'clinical-admin', 'wound-type', venous, false);

    const pdf = await ok<{ fileName: string; contentType: string; data: string }>(
      s,
      'clinician',
      'mutation($e: ID!) { generateEncounterNarrativePDF(encounterId: $e) { fileName contentType data } }',
      { e: e.id },
    );
    expect(pdf).toMatchObject({ fileName: `encounter-${e.id}.pdf`, contentType: 'application/pdf' });
    const bytes = Buffer.from(pdf.data, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    const clinician = s.user('clinician');
    for (const expected of [
      'Encounter Narrative',
      'Patient: P1300 Visit',
      'Visit: FU, in person',
      'Interval History',
      'Pain: Better',
      'Hospitalized: No',
      'Wound Assessment',
      'Number of wounds assessed today: 1',
      'Wound 1',
      'Wound type: Venous ulcer',
      'Length: 2.5 cm',
      'Area (cm²): 5',
      `Signed: ${clinician.givenName} ${clinician.familyName}`,
      'Reason: Wound measurements corrected',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Venous leg ulcer (retired)');
    await publishConcept(s, 'clinical-admin', 'wound-type', { ...venous, display: 'Venous ulcer', status: 'active' }, false);
    // In form order: interval history before the wound assessment, pain before hospitalization.
    expect(text.indexOf('Interval History')).toBeLessThan(text.indexOf('Wound Assessment'));
    expect(text.indexOf('Pain: Better')).toBeLessThan(text.indexOf('Hospitalized: No'));
    expect(
      (await fails(s, 'clinician2', 'mutation($e: ID!) { generateEncounterNarrativePDF(encounterId: $e) { fileName } }', { e: e.id }))
        .extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
