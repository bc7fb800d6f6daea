// Forms across an encounter's history (SPEC §7): the patient's latest wound assessment, the
// previous encounter, the latest complete form before a visit (interval history looks back two
// weeks), whether history was filled, when forms last changed, signed versions from e-sign and
// amend, the encounter's own form list, and the form subscriptions — each for who may see it.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { formsHistoryTopics } from '../../server/modules/forms/forms-history-events.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import type { Appointment, VisitType } from '../../src/domain/resources.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import {
  addPatient,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  fails,
  linkUser,
  localDate,
  localInstant,
  M,
  ok,
} from './encounters-fixtures.ts';
import { INTERVAL } from './forms-fixtures.ts';
import { type GqlError, kinds, type Subscription, startServer, subscribe, type TestServer, unknownId } from './harness.ts';

interface ResponseResult {
  id: string;
  versionId: number;
  lastUpdated: string;
  questionnaireCode: string;
  encounterId: string;
  status: string;
}

interface FormStatusResult {
  questionnaireCode: string;
  required: boolean;
  status: string;
  responseId: string | null;
}

const RESPONSE = 'id versionId lastUpdated questionnaireCode encounterId status';
const SAVE = `mutation($cmid: ID!, $e: ID!, $q: String!, $v: Int!, $a: JSON!, $complete: Boolean) {
  saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: $v, answers: $a, complete: $complete) { ${RESPONSE} } }`;
const Q = {
  assessment: `query($p: ID!) { LatestAssessmentResponses(patientId: $p) { encounterId woundIds encounter { id } response { ${RESPONSE} } } }`,
  previous: 'query($e: ID!) { GetPreviousAndCurrentEncounter(encounterId: $e) { current { id } previous { id } } }',
  formsDate: 'query($e: ID!) { getLatestUpdatedFormsDate(encounterId: $e) }',
  history: 'query($p: ID, $a: ID) { checkMedicalHistoryFilled(patientId: $p, admissionId: $a) }',
  latest: `query($p: ID!, $q: String!, $before: ID) { GetLatestEncounterWithQuestionnaireResponse(patientId: $p, questionnaireCode: $q, before: $before) {
    encounter { id } response { ${RESPONSE} } } }`,
  byVersion: `query($e: ID!) { QuestionnaireResponsesByLatestCompositionStatus(encounterId: $e) {
    response { questionnaireCode status } versionStatus versionNumber changedSinceVersion } }`,
  versions: `query($e: ID!) { GetEncounterVersion(encounterId: $e) { id encounterId version status signedAt lastUpdated reasons
    clinician { id reference name practitionerId npi } onsiteProvider { id } amendClinician { id reference name practitionerId npi } } }`,
  formStatus: 'query($e: ID!) { GetEncounterFormStatus(encounterId: $e) { questionnaireCode required status responseId } }',
  responses: 'query($e: ID!) { QuestionnaireResponseListForClinical(encounterId: $e) { id } }',
} as const;
const CREATE_FORMS =
  'mutation($e: ID!, $t: String) { createEncounterForms(encounterId: $e, encounterType: $t) { questionnaireCode required status responseId } }';
const UPDATE_LIST =
  'mutation($e: ID!, $codes: [String!]!) { updateEncounterQuestionnaireList(encounterId: $e, questionnaireCodes: $codes) { questionnaireCode required status } }';

const HISTORY = { medications: ['Metformin'], allergies: ['None known'], smoking: [{ code: 'never', display: 'Never' }] };
/** A complete wound assessment of `n` healed wounds (a resolved wound needs no measurements). */
const healed = (n: number, location = 'heel') => ({
  'wound-count': [n],
  ...Object.fromEntries(
    Array.from({ length: n }, (_, i) => i + 1).flatMap((w) => [
      [`w${w}-type`, [{ code: 'venous-ulcer', display: 'Venous ulcer' }]],
      [`w${w}-location`, [{ code: location, display: location }]],
      [`w${w}-status`, [{ code: 'resolved', display: 'Resolved' }]],
      [`w${w}-resolved-date`, ['2026-01-15']],
    ]),
  ),
});
const NPI = '1234567893';
const errorCode = (e: GqlError) => e.extensions?.code;

describe.each(kinds)('forms across visits on %s', (kind) => {
  let s: TestServer;
  let mine: Clinic;
  let theirs: Clinic;

  /** A practitioner (with an NPI) linked to the user, in its own market. */
  async function clinic(userKey: string, market: string): Promise<Clinic> {
    const row = await stores.practitioner.create(
      s.db,
      {
        active: true,
        name: [{ use: 'official', given: ['Dana'], family: `Clinic ${userKey}` }],
        telecom: [],
        address: [{ line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
        identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: NPI }],
        markets: [market],
      },
      { authorId: null },
    );
    await linkUser(s, userKey, row.id);
    return { practitionerId: row.id, zone: 'America/New_York' };
  }

  /** An encounter (created by the clinic's user) for an appointment `daysAgo` days back. */
  async function visit(
    who: { key: string; clinic: Clinic },
    patientId: string,
    daysAgo: number,
    options: { type?: VisitType; episodeOfCareId?: string } = {},
  ): Promise<EncounterResult> {
    // 3 pm on the visit's day where the patient lives (makePatient: Florida), so that checking in
    // now is on or after that day at any hour the suite runs (SPEC §5 check-in rules).
    const zone = timeZoneForState('FL');
    const start = dayjs(localInstant(zone, `${localDate(zone, -daysAgo)} 15:00`));
    const content: Appointment = {
      status: 'booked',
      appointmentType: options.type ?? 'follow-up',
      serviceType: 'woundcare',
      start: start.toISOString(),
      end: start.add(45, 'minute').toISOString(),
      patient: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${who.clinic.practitionerId}` },
    };
    if (options.episodeOfCareId) content.episodeOfCare = { reference: `EpisodeOfCare/${options.episodeOfCareId}` };
    const appointment = await stores.appointment.create(s.db, content, { authorId: null });
    return ok<EncounterResult>(s, who.key, M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId: appointment.id } });
  }

  const save = (userKey: string, e: string, q: string, v: number, a: unknown, complete = false) =>
    ok<ResponseResult>(s, userKey, SAVE, { cmid: cmid(), e, q, v, a, complete });

  /** Check in, check out and e-sign (the required forms must be complete). */
  async function sign(e: EncounterResult): Promise<EncounterResult> {
    const started = await ok<EncounterResult>(s, 'clinician', M.start, {
      cmid: cmid(),
      id: e.id,
      v: e.versionId,
      p: { recorded: deviceTime(30) },
    });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: e.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(5) },
    });
    const signed = await ok<{ signed: boolean; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: e.id,
      v: out.versionId,
      p: { recorded: deviceTime(1) },
    });
    expect(signed.signed).toBe(true);
    return signed.encounter;
  }

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    mine = await clinic('clinician', 'market-a');
    theirs = await clinic('clinician2', 'market-b');
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('a patient seen by two clinicians', () => {
    let patientId: string;
    const e: Record<'d20' | 'd10' | 'd5' | 'd3' | 'today', EncounterResult> = {} as never;

    beforeAll(async () => {
      patientId = await addPatient(s, 'Prior', 'Visits');
      const me = { key: 'clinician', clinic: mine };
      e.d20 = await visit(me, patientId, 20);
      e.d10 = await visit(me, patientId, 10);
      e.d5 = await visit(me, patientId, 5);
      e.d3 = await visit({ key: 'clinician2', clinic: theirs }, patientId, 3);
      e.today = await visit(me, patientId, 0);
      await save('clinician', e.d20.id, 'interval-history', 0, INTERVAL, true);
      await save('clinician', e.d20.id, 'wound-assessment', 0, healed(1), true);
      await save('clinician', e.d10.id, 'interval-history', 0, { 'pain-status': INTERVAL['pain-status'] });
      await save('clinician', e.d10.id, 'wound-assessment', 0, healed(2), true);
      // Completed, then the visit was cancelled: it no longer counts.
      await save('clinician', e.d5.id, 'wound-assessment', 0, healed(1, 'sacrum'), true);
      await ok(s, 'clinician', M.cancel, { cmid: cmid(), id: e.d5.id, v: e.d5.versionId, reason: 'Error' });
      await save('clinician2', e.d3.id, 'interval-history', 0, INTERVAL, true);
      await save('clinician2', e.d3.id, 'wound-assessment', 0, healed(1), true);
    });

    it('LatestAssessmentResponses: the latest completed wound assessment the caller may read, with its wounds', async () => {
      const own = await ok<{ encounterId: string; woundIds: string[]; response: ResponseResult }>(s, 'clinician', Q.assessment, {
        p: patientId,
      });
      expect(own.encounterId).toBe(e.d10.id);
      expect(own.response).toMatchObject({ questionnaireCode: 'wound-assessment', status: 'completed', encounterId: e.d10.id });
      expect(own.woundIds).toEqual([`${e.d10.id}:w1`, `${e.d10.id}:w2`]);
      // The coordinator reads every clinician's encounters: clinician2's visit 3 days ago is the latest.
      expect((await ok<{ encounterId: string }>(s, 'coordinator', Q.assessment, { p: patientId })).encounterId).toBe(e.d3.id);
      const other = await addPatient(s, 'No', 'Assessments');
      expect(await ok(s, 'clinician', Q.assessment, { p: other })).toBeNull();
      expect(errorCode(await fails(s, 'clinician', Q.assessment, { p: unknownId() }))).toBe('NOT_FOUND');
      expect((await fails(s, 'clinician', Q.assessment, { p: 'not-an-id' })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'patientId',
      });
    });

    it('GetPreviousAndCurrentEncounter: the previous visit not cancelled, of those the caller may read', async () => {
      expect(await ok(s, 'clinician', Q.previous, { e: e.today.id })).toEqual({ current: { id: e.today.id }, previous: { id: e.d10.id } });
      expect(await ok(s, 'coordinator', Q.previous, { e: e.today.id })).toEqual({ current: { id: e.today.id }, previous: { id: e.d3.id } });
      expect(await ok(s, 'clinician', Q.previous, { e: e.d10.id })).toEqual({ current: { id: e.d10.id }, previous: { id: e.d20.id } });
      expect(await ok(s, 'clinician', Q.previous, { e: e.d20.id })).toEqual({ current: { id: e.d20.id }, previous: null });
      expect(errorCode(await fails(s, 'clinician2', Q.previous, { e: e.today.id }))).toBe('FORBIDDEN');
      expect(errorCode(await fails(s, 'clinician', Q.previous, { e: unknownId() }))).toBe('NOT_FOUND');
    });

    it('GetLatestEncounterWithQuestionnaireResponse: complete forms only, before a visit, interval history two weeks back', async () => {
      const latest = (userKey: string, q: string, before?: string) =>
        ok<{ encounter: { id: string }; response: ResponseResult } | null>(s, userKey, Q.latest, { p: patientId, q, before });
      // Wound assessment: no look-back limit.
      expect((await latest('clinician', 'wound-assessment', e.today.id))?.encounter.id).toBe(e.d10.id);
      expect((await latest('clinician', 'wound-assessment', e.d10.id))?.encounter.id).toBe(e.d20.id);
      expect(await latest('clinician', 'wound-assessment', e.d20.id)).toBeNull();
      // Interval history: visit 10 days ago has only a draft; 20 days ago is beyond the two weeks.
      expect(await latest('clinician', 'interval-history', e.today.id)).toBeNull();
      expect(await latest('clinician', 'interval-history')).toBeNull();
      const coordinator = await latest('coordinator', 'interval-history', e.today.id);
      expect(coordinator?.encounter.id).toBe(e.d3.id);
      expect(coordinator?.response).toMatchObject({ questionnaireCode: 'interval-history', status: 'completed' });
      // Two weeks back from the visit 10 days ago reaches the visit 20 days ago.
      expect((await latest('clinician', 'interval-history', e.d10.id))?.encounter.id).toBe(e.d20.id);

      const stranger = await addPatient(s, 'Other', 'Patient');
      expect((await fails(s, 'clinician', Q.latest, { p: stranger, q: 'wound-assessment', before: e.today.id })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'before',
      });
      expect(errorCode(await fails(s, 'clinician2', Q.latest, { p: patientId, q: 'wound-assessment', before: e.today.id }))).toBe(
        'FORBIDDEN',
      );
      expect((await fails(s, 'clinician', Q.latest, { p: patientId, q: 'Wound Assessment!' })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'questionnaireCode',
      });
    });

    it('getLatestUpdatedFormsDate: the newest change of the encounter’s forms, null when none', async () => {
      expect(await ok(s, 'clinician', Q.formsDate, { e: e.today.id })).toBeNull();
      const first = await save('clinician', e.today.id, 'nutrition', 0, {});
      expect(await ok(s, 'clinician', Q.formsDate, { e: e.today.id })).toBe(first.lastUpdated);
      const second = await save('clinician', e.today.id, 'skin-assessment', 0, {});
      expect(await ok(s, 'clinician', Q.formsDate, { e: e.today.id })).toBe(second.lastUpdated);
      expect(errorCode(await fails(s, 'clinician2', Q.formsDate, { e: e.today.id }))).toBe('FORBIDDEN');
    });
  });

  it('checkMedicalHistoryFilled: a complete history form of the patient or of the admission', async () => {
    const patientId = await addPatient(s, 'History', 'Taker');
    const admission = await stores.episodeOfCare.create(
      s.db,
      {
        status: 'active',
        statusHistory: [{ status: 'active', period: { start: '2026-01-01T00:00:00.000Z' } }],
        patient: { reference: `Patient/${patientId}` },
        period: { start: '2026-01-01T00:00:00.000Z' },
      },
      { authorId: null },
    );
    const earlier = await stores.episodeOfCare.create(
      s.db,
      {
        status: 'discharged',
        statusHistory: [{ status: 'discharged', period: { start: '2025-01-01T00:00:00.000Z' } }],
        patient: { reference: `Patient/${patientId}` },
        period: { start: '2025-01-01T00:00:00.000Z', end: '2025-06-01T00:00:00.000Z' },
      },
      { authorId: null },
    );
    const soc = await visit({ key: 'clinician', clinic: mine }, patientId, 1, { type: 'soc-patient', episodeOfCareId: admission.id });
    const filled = (vars: Record<string, string>) => ok<boolean>(s, 'clinician', Q.history, vars);
    expect(await filled({ p: patientId })).toBe(false);
    const draft = await save('clinician', soc.id, 'history', 0, { medications: ['Metformin'] });
    expect(await filled({ p: patientId })).toBe(false);
    await save('clinician', soc.id, 'history', draft.versionId, HISTORY, true);
    expect(await filled({ p: patientId })).toBe(true);
    expect(await filled({ a: admission.id })).toBe(true);
    expect(await filled({ a: earlier.id })).toBe(false);
    // clinician2 may not read the visit, but may know the history was documented.
    expect(await ok(s, 'clinician2', Q.history, { p: patientId })).toBe(true);

    for (const vars of [{}, { p: patientId, a: admission.id }]) {
      expect(errorCode(await fails(s, 'clinician', Q.history, vars))).toBe('BAD_USER_INPUT');
    }
    expect((await fails(s, 'clinician', Q.history, { a: unknownId() })).message).toBe('Admission was not found.');
    expect(errorCode(await fails(s, 'clinician', Q.history, { p: unknownId() }))).toBe('NOT_FOUND');
  });

  it('GetEncounterVersion and QuestionnaireResponsesByLatestCompositionStatus follow e-sign and amend', async () => {
    const patientId = await addPatient(s, 'Signed', 'Twice');
    const e = await visit({ key: 'clinician', clinic: mine }, patientId, 0);
    expect(await ok(s, 'clinician', Q.versions, { e: e.id })).toEqual([]);
    await save('clinician', e.id, 'interval-history', 0, INTERVAL, true);
    const wound = await save('clinician', e.id, 'wound-assessment', 0, healed(1), true);
    const byVersion = () =>
      ok<
        {
          response: { questionnaireCode: string };
          versionStatus: string | null;
          versionNumber: number | null;
          changedSinceVersion: boolean;
        }[]
      >(s, 'clinician', Q.byVersion, { e: e.id });
    expect((await byVersion()).map((r) => [r.response.questionnaireCode, r.versionStatus, r.changedSinceVersion])).toEqual([
      ['interval-history', null, false],
      ['wound-assessment', null, false],
    ]);

    const signed = await sign(e);
    const user = s.user('clinician');
    const clinicianView = {
      id: user.id,
      reference: `User/${user.id}`,
      name: 'Dana Clinic clinician',
      practitionerId: mine.practitionerId,
      npi: NPI,
    };
    const [v1] = await ok<Record<string, unknown>[]>(s, 'clinician', Q.versions, { e: e.id });
    expect(v1).toMatchObject({ encounterId: e.id, version: 1, status: 'eSigned', signedAt: signed.signedAt, reasons: [] });
    expect(v1).toMatchObject({ clinician: clinicianView, onsiteProvider: null, amendClinician: null });
    expect((await byVersion()).every((r) => r.versionStatus === 'eSigned' && r.versionNumber === 1 && !r.changedSinceVersion)).toBe(true);

    const amending = await ok<EncounterResult>(s, 'clinician', M.amend, {
      cmid: cmid(),
      id: e.id,
      v: signed.versionId,
      reason: 'Wound location corrected',
    });
    await save('clinician', e.id, 'wound-assessment', wound.versionId, healed(1, 'ankle'), true);
    expect((await byVersion()).map((r) => [r.response.questionnaireCode, r.versionStatus, r.changedSinceVersion])).toEqual([
      ['interval-history', 'eSigned', false],
      ['wound-assessment', 'eSigned', true],
    ]);
    const resigned = await ok<{ signed: boolean }>(s, 'clinician', M.esign, { cmid: cmid(), id: e.id, v: amending.versionId });
    expect(resigned.signed).toBe(true);

    const versions = await ok<Record<string, unknown>[]>(s, 'clinician', Q.versions, { e: e.id });
    expect(versions.map((v) => [v.version, v.status, v.reasons])).toEqual([
      [1, 'eSigned', []],
      [2, 'Amended', ['Wound location corrected']],
    ]);
    expect(versions[1]).toMatchObject({ clinician: clinicianView, amendClinician: clinicianView });
    expect(new Set(versions.map((v) => v.id)).size).toBe(2);
    expect((await byVersion()).every((r) => r.versionStatus === 'Amended' && r.versionNumber === 2 && !r.changedSinceVersion)).toBe(true);

    expect(errorCode(await fails(s, 'clinician2', Q.versions, { e: e.id }))).toBe('FORBIDDEN');
    expect(errorCode(await fails(s, 'clinician2', Q.byVersion, { e: e.id }))).toBe('FORBIDDEN');
    expect(await ok(s, 'coordinator', Q.versions, { e: e.id })).toHaveLength(2);
    expect(errorCode(await fails(s, 'clinician', Q.versions, { e: 'nope' }))).toBe('BAD_USER_INPUT');
  });

  it('createEncounterForms lists the forms and creates nothing; the encounter keeps its own list of optional forms', async () => {
    const patientId = await addPatient(s, 'Form', 'Lister');
    const e = await visit({ key: 'clinician', clinic: mine }, patientId, 0);
    const status = await ok<FormStatusResult[]>(s, 'clinician', Q.formStatus, { e: e.id });
    const created = await ok<FormStatusResult[]>(s, 'clinician', CREATE_FORMS, { e: e.id, t: 'follow-up' });
    expect(created).toEqual(status);
    expect(await ok(s, 'clinician', CREATE_FORMS, { e: e.id })).toEqual(created);
    expect(await ok(s, 'clinician', Q.responses, { e: e.id })).toEqual([]);
    expect((await fails(s, 'clinician', CREATE_FORMS, { e: e.id, t: 'soc-patient' })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'encounterType',
    });
    expect(errorCode(await fails(s, 'coordinator', CREATE_FORMS, { e: e.id }))).toBe('FORBIDDEN');

    const all = created.map((f) => f.questionnaireCode);
    expect(all).toEqual([
      'interval-history',
      'wound-assessment',
      'skin-assessment',
      'lower-extremity',
      'nutrition',
      'barriers',
      'care-plan',
      'educational-delivery',
    ]);
    const keep = all.filter((c) => c !== 'nutrition' && c !== 'lower-extremity');
    const updated = await ok<FormStatusResult[]>(s, 'clinician', UPDATE_LIST, { e: e.id, codes: [...keep].reverse() });
    expect(updated.map((f) => f.questionnaireCode)).toEqual(keep);
    expect((await ok<FormStatusResult[]>(s, 'clinician', CREATE_FORMS, { e: e.id })).map((f) => f.questionnaireCode)).toEqual(keep);

    const refusals: [string[], string][] = [
      [keep.filter((c) => c !== 'wound-assessment'), 'Wound Assessment is required for this visit and cannot be removed.'],
      [[...keep, 'history'], "history is not one of this encounter's forms."],
      [['Not A Code'], 'questionnaireCodes must be form codes'],
    ];
    for (const [codes, message] of refusals) {
      const error = await fails(s, 'clinician', UPDATE_LIST, { e: e.id, codes });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'questionnaireCodes' });
      expect(error.message).toBe(message);
    }
    await save('clinician', e.id, 'barriers', 0, {});
    expect((await fails(s, 'clinician', UPDATE_LIST, { e: e.id, codes: keep.filter((c) => c !== 'barriers') })).message).toBe(
      'Barriers to Healing has saved answers and cannot be removed; discard them first.',
    );
    expect(errorCode(await fails(s, 'clinician2', UPDATE_LIST, { e: e.id, codes: keep }))).toBe('FORBIDDEN');
    expect(errorCode(await fails(s, 'coordinator', UPDATE_LIST, { e: e.id, codes: keep }))).toBe('FORBIDDEN');
    expect(errorCode(await fails(s, 'clinician', UPDATE_LIST, { e: unknownId(), codes: keep }))).toBe('NOT_FOUND');

    // Back to the plan's list.
    expect((await ok<FormStatusResult[]>(s, 'clinician', UPDATE_LIST, { e: e.id, codes: all })).map((f) => f.questionnaireCode)).toEqual(
      all,
    );

    // Signed: the list is final until an amendment.
    await save('clinician', e.id, 'interval-history', 0, INTERVAL, true);
    await save('clinician', e.id, 'wound-assessment', 0, healed(1), true);
    await sign(e);
    expect((await fails(s, 'clinician', UPDATE_LIST, { e: e.id, codes: keep })).message).toBe(
      'Signed documentation cannot be changed. Amend the encounter first.',
    );
  });

  describe('subscriptions', () => {
    type Narrative = { resourceId: string; questionnaireCode: string; versionId: number; status: string };
    type Wound = { id: string; number: number; removed: boolean; responseId: string; responseVersion: number };
    type Event = { data?: { onResourceNarrativeUpdated?: Narrative; onWoundUpdated?: Wound } | null; errors?: GqlError[] };
    const NARRATIVE = (e: string) =>
      `subscription { onResourceNarrativeUpdated(encounterId: "${e}") { encounterId resourceType resourceId versionId questionnaireCode status lastUpdated } }`;
    const WOUND = (id: string) =>
      `subscription { onWoundUpdated(woundId: "${id}") { id encounterId number responseId responseVersion status removed lastUpdated } }`;
    const PROBE = 'probe';

    /** Publishes probes to the topic until the subscription hears one (subscribing is asynchronous). */
    async function untilLive(topic: string, payload: Record<string, unknown>, sub: Subscription<Event>): Promise<void> {
      for (let i = 0; i < 100; i++) {
        await new Promise<void>((resolve) => s.built.app.graphql.pubsub.publish({ topic, payload }, () => resolve()));
        try {
          await sub.waitFor((events) => events.length > 0, 50);
          return;
        } catch {
          // not subscribed yet
        }
      }
      throw new Error('subscription never became live');
    }
    const probeNarrative = (encounterId: string) => ({
      onResourceNarrativeUpdated: {
        encounterId,
        resourceType: PROBE,
        resourceId: PROBE,
        versionId: 0,
        questionnaireCode: PROBE,
        status: PROBE,
        lastUpdated: new Date().toISOString(),
      },
    });
    const probeWound = (id: string, encounterId: string) => ({
      onWoundUpdated: {
        id,
        encounterId,
        number: 0,
        responseId: PROBE,
        responseVersion: 0,
        status: PROBE,
        removed: false,
        lastUpdated: new Date().toISOString(),
      },
    });
    const real = <T extends { resourceId?: string; responseId?: string }>(
      events: Event[],
      field: 'onResourceNarrativeUpdated' | 'onWoundUpdated',
    ) => events.map((e) => e.data?.[field] as T | undefined).filter((x): x is T => !!x && x.resourceId !== PROBE && x.responseId !== PROBE);

    it('tells readers of the encounter when a form, and which wound, was saved', async () => {
      const patientId = await addPatient(s, 'Live', 'Wounds');
      const e = await visit({ key: 'clinician', clinic: mine }, patientId, 0);
      const client = s.ws(await s.token('clinician'));
      const reader = s.ws(await s.token('coordinator'));
      try {
        const narrative = subscribe<Event>(client, NARRATIVE(e.id));
        const coordinator = subscribe<Event>(reader, NARRATIVE(e.id));
        const w1 = subscribe<Event>(client, WOUND(`${e.id}:w1`));
        const w2 = subscribe<Event>(client, WOUND(`${e.id}:w2`));
        await untilLive(formsHistoryTopics.narrativeUpdated(e.id), probeNarrative(e.id), narrative);
        await untilLive(formsHistoryTopics.narrativeUpdated(e.id), probeNarrative(e.id), coordinator);
        await untilLive(formsHistoryTopics.woundUpdated(`${e.id}:w1`), probeWound(`${e.id}:w1`, e.id), w1);
        await untilLive(formsHistoryTopics.woundUpdated(`${e.id}:w2`), probeWound(`${e.id}:w2`, e.id), w2);

        const two = await save('clinician', e.id, 'wound-assessment', 0, healed(2));
        await w2.waitFor((events) => real(events, 'onWoundUpdated').length > 0);
        // Only wound 1 changes: wound 2 hears nothing more.
        const changed = healed(2);
        changed['w1-location'] = [{ code: 'toe', display: 'toe' }];
        const next = await save('clinician', e.id, 'wound-assessment', two.versionId, changed);
        await save('clinician', e.id, 'nutrition', 0, {});
        await narrative.waitFor((events) => real(events, 'onResourceNarrativeUpdated').length >= 3);
        await coordinator.waitFor((events) => real(events, 'onResourceNarrativeUpdated').length >= 3);
        await w1.waitFor((events) => real(events, 'onWoundUpdated').length >= 2);

        expect(real<Narrative>(narrative.events, 'onResourceNarrativeUpdated').map((n) => [n.questionnaireCode, n.versionId])).toEqual([
          ['wound-assessment', 1],
          ['wound-assessment', 2],
          ['nutrition', 1],
        ]);
        expect(real<Wound>(w1.events, 'onWoundUpdated').map((w) => [w.id, w.responseVersion, w.removed])).toEqual([
          [`${e.id}:w1`, 1, false],
          [`${e.id}:w1`, next.versionId, false],
        ]);
        // Events of one emitter arrive in order: a probe heard now means nothing else is coming.
        await untilLive(formsHistoryTopics.woundUpdated(`${e.id}:w2`), probeWound(`${e.id}:w2`, e.id), w2);
        expect(real<Wound>(w2.events, 'onWoundUpdated').map((w) => w.responseVersion)).toEqual([1]);

        // Down to one wound: wound 2's answers are dropped and it is told so.
        await save('clinician', e.id, 'wound-assessment', next.versionId, { ...changed, 'wound-count': [1] });
        await w2.waitFor((events) => real(events, 'onWoundUpdated').length >= 2);
        expect(real<Wound>(w2.events, 'onWoundUpdated').at(-1)).toMatchObject({ number: 2, removed: true });
      } finally {
        await Promise.all([client.dispose(), reader.dispose()]);
      }
    });

    it('refuses subscribers who may not read the encounter, and wound ids that are not one', async () => {
      const patientId = await addPatient(s, 'Private', 'Visit');
      const e = await visit({ key: 'clinician', clinic: mine }, patientId, 0);
      const other = s.ws(await s.token('clinician2'));
      try {
        const first = (errors: unknown[]) => (errors[0] as GqlError[] | undefined)?.[0];
        const cases: [string, string][] = [
          [NARRATIVE(e.id), 'FORBIDDEN'],
          [WOUND(`${e.id}:w1`), 'FORBIDDEN'],
          [WOUND(e.id), 'BAD_USER_INPUT'],
          [NARRATIVE(unknownId()), 'NOT_FOUND'],
        ];
        for (const [document, code] of cases) {
          const sub = subscribe<Event>(other, document);
          await sub.waitFor((_events, errors) => errors.length > 0);
          expect(first(sub.errors)?.extensions?.code, document).toBe(code);
        }
      } finally {
        await other.dispose();
      }
    });
  });
});
