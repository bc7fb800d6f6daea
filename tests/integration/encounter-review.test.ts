// Encounters Review over GraphQL (SPEC §2 /encounters-review, §3 Encounter reviews, §6): the queue
// of signed encounters by role and market, a review, the amendment request the clinician answers
// with amend and a new signature (appointment amendRequested meanwhile, a task for the clinician),
// what the amendment changed between the two versions, and that reviewer-readonly writes nothing
// but reviews.
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { NOT_SIGNED } from '../../server/modules/encounter-review/review-operations.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from '../../server/seed/forms/index.ts';
import type { Task } from '../../src/domain/chart/chart-records.ts';
import { REVIEW_TEXT_REQUIRED } from '../../src/domain/encounters/reviews.ts';
import type { Appointment } from '../../src/domain/resources.ts';
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
import { kinds, startServer, type TestServer } from './harness.ts';
import { pdfText } from './pdf-text.ts';

const REVIEW_FIELDS =
  'id versionId stateText signedAt reviewState amendRequest { id status type text reviewerName signedAt } reviews { status }';
const R = {
  queue: `query($states: [String!], $p: [ID!], $patient: ID, $term: String) { EncounterReviewList(reviewState: $states, practitionerIds: $p, patientId: $patient, term: $term) {
    totalCount edges { node { patientName clinicianName encounter { id reviewState } } } } }`,
  review: `mutation($e: ID!, $v: Int!, $r: EncounterReviewInput!) { reviewEncounter(encounterId: $e, baseVersion: $v, review: $r) { ${REVIEW_FIELDS} } }`,
  diff: `query($e: ID!, $from: Int!, $to: Int!) { EncounterVersionDiff(encounterId: $e, from: $from, to: $to) { formCode question before after kind } }`,
  encounter: `query($id: ID!) { Encounter(id: $id) { ${REVIEW_FIELDS} } }`,
  narrative: 'query($e: ID!, $v: Int) { EncounterNarrativePDF(encounterId: $e, version: $v) { data } }',
  save: `mutation($cmid: ID!, $e: ID!, $q: String!, $v: Int!, $a: JSON!) {
    saveQuestionnaireResponse(clientMutationId: $cmid, encounterId: $e, questionnaireCode: $q, baseVersion: $v, answers: $a, complete: true) { id versionId } }`,
} as const;

/** A complete wound assessment of one healed wound at `location`. */
const healed = (location: string) => ({
  'wound-count': [1],
  'w1-type': [{ code: 'venous-ulcer', display: 'Venous ulcer' }],
  'w1-location': [{ code: location, display: location }],
  'w1-status': [{ code: 'resolved', display: 'Resolved' }],
  'w1-resolved-date': ['2026-01-15'],
});

describe.each(kinds)('encounters review on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  /** A visit today, checked in, documented (the wound at `location`), out and e-signed by the clinician. */
  async function signedVisit(location = 'heel') {
    const patientId = await addPatient(s, 'Reviewed', `Patient ${cmid().slice(0, 6)}`);
    const zone = clinic.zone;
    const start = dayjs(localInstant(zone, `${localDate(zone)} 00:30`));
    const content: Appointment = {
      status: 'booked',
      appointmentType: 'follow-up',
      serviceType: 'woundcare',
      start: start.toISOString(),
      end: start.add(45, 'minute').toISOString(),
      patient: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}` },
    };
    const appointment = await stores.appointment.create(s.db, content, { authorId: null });
    const e = await ok<EncounterResult>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId: appointment.id },
    });
    const started = await ok<EncounterResult>(s, 'clinician', M.start, {
      cmid: cmid(),
      id: e.id,
      v: e.versionId,
      p: { recorded: deviceTime(10) },
    });
    await ok(s, 'clinician', R.save, { cmid: cmid(), e: e.id, q: 'interval-history', v: 0, a: INTERVAL });
    const wound = await ok<{ id: string; versionId: number }>(s, 'clinician', R.save, {
      cmid: cmid(),
      e: e.id,
      q: 'wound-assessment',
      v: 0,
      a: healed(location),
    });
    const out = await ok<EncounterResult>(s, 'clinician', M.update, {
      cmid: cmid(),
      id: e.id,
      v: started.versionId,
      e: { checkedOutAt: deviceTime(2) },
    });
    const signed = await ok<{ signed: boolean; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: e.id,
      v: out.versionId,
    });
    expect(signed.signed).toBe(true);
    return { encounter: signed.encounter, appointmentId: appointment.id, patientId, wound };
  }

  const appointmentStatus = async (id: string) => (await stores.appointment.read(s.db, id))?.content.status;
  const queued = async (userKey: string, states: string[], patient: string) =>
    (
      await ok<{ edges: { node: { encounter: { id: string; reviewState: string } } }[] }>(s, userKey, R.queue, { states, patient })
    ).edges.map((e) => e.node.encounter);

  beforeAll(async () => {
    s = await startServer(kind);
    await stores.questionnaire.createMany(s.db, SEED_QUESTIONNAIRES, { authorId: null });
    await stores.planDefinition.createMany(s.db, SEED_PLANS, { authorId: null });
    const row = await stores.practitioner.create(
      s.db,
      {
        active: true,
        name: [{ use: 'official', given: ['Casey'], family: 'Signer' }],
        telecom: [],
        address: [{ line: ['9 Clinic Rd'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
        markets: [],
      },
      { authorId: null },
    );
    await linkUser(s, 'clinician', row.id);
    clinic = { practitionerId: row.id, zone: 'America/New_York' };
    await s.addUser({
      key: 'reviewer-tx',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['TX'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a request for changes is answered by an amendment the reviewer then sees, with what changed', async () => {
    const { encounter, appointmentId, patientId, wound } = await signedVisit('heel');
    expect(encounter).toMatchObject({ stateText: 'eSigned' });
    expect(await queued('reviewer', ['toReview'], patientId)).toEqual([{ id: encounter.id, reviewState: 'toReview' }]);
    const [item] = (
      await ok<{ edges: { node: { patientName: string; clinicianName: string } }[] }>(s, 'reviewer', R.queue, { patient: patientId })
    ).edges;
    expect(item?.node).toMatchObject({ patientName: expect.stringContaining('Reviewed'), clinicianName: 'Casey Signer' });
    // A word of the patient's name finds it; another name does not.
    const byName = async (term: string) => (await ok<{ totalCount: number }>(s, 'reviewer', R.queue, { term })).totalCount;
    expect(await byName(String(item?.node.patientName.split(' ').at(-1)))).toBe(1);
    expect(await byName('nobody-by-this-name')).toBe(0);

    // Asking for changes must say what.
    const silent = await fails(s, 'reviewer', R.review, {
      e: encounter.id,
      v: encounter.versionId,
      r: { status: 'amendRequested', type: 'clinical' },
    });
    expect(silent).toMatchObject({
      message: expect.stringContaining(REVIEW_TEXT_REQUIRED),
      extensions: { code: 'BAD_USER_INPUT', field: 'review.text' },
    });
    const badType = await fails(s, 'reviewer', R.review, {
      e: encounter.id,
      v: encounter.versionId,
      r: { status: 'approved', type: 'vibes' },
    });
    expect(badType.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'review.type' });

    const asked = await ok<Record<string, unknown>>(s, 'reviewer', R.review, {
      e: encounter.id,
      v: encounter.versionId,
      r: { status: 'amendRequested', type: 'documentation', text: '  The wound location is wrong.  ' },
    });
    expect(asked).toMatchObject({
      versionId: encounter.versionId + 1,
      reviewState: 'amendRequested',
      amendRequest: {
        status: 'amendRequested',
        type: 'documentation',
        text: 'The wound location is wrong.',
        reviewerName: 'Reese Reviewer',
      },
    });
    expect(await appointmentStatus(appointmentId)).toBe('amendRequested');
    // The reviewer's stale version is refused.
    const stale = await fails(s, 'reviewer', R.review, {
      e: encounter.id,
      v: encounter.versionId,
      r: { status: 'approved', type: 'clinical' },
    });
    expect(stale.extensions?.code).toBe('CONFLICT');

    // The clinician has a task about it, and sees the request on the encounter.
    const tasks = await s.db
      .select({ content: schema.tasks.content })
      .from(schema.tasks)
      .where(and(sql`${schema.tasks.content}->'focus'->>'reference' = ${`Encounter/${encounter.id}`}`, eq(schema.tasks.deleted, false)));
    expect(tasks.map((t) => t.content as unknown as Task)).toMatchObject([
      { origin: 'review', status: 'requested', owner: { reference: `User/${s.user('clinician').id}` } },
    ]);
    const mine = await ok<Record<string, unknown>>(s, 'clinician', R.encounter, { id: encounter.id });
    expect(mine).toMatchObject({ amendRequest: { text: 'The wound location is wrong.' } });

    // The clinician amends with a reason, corrects the wound and signs again.
    const amending = await ok<EncounterResult>(s, 'clinician', M.amend, {
      cmid: cmid(),
      id: encounter.id,
      v: mine.versionId,
      reason: 'Location corrected',
    });
    expect(await appointmentStatus(appointmentId)).toBe('amendRequested');
    await ok(s, 'clinician', R.save, { cmid: cmid(), e: encounter.id, q: 'wound-assessment', v: wound.versionId, a: healed('ankle') });
    const resigned = await ok<{ signed: boolean; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: encounter.id,
      v: amending.versionId,
    });
    expect(resigned.signed).toBe(true);
    expect(await appointmentStatus(appointmentId)).toBe('signed');
    const after = await ok<Record<string, unknown>>(s, 'reviewer', R.encounter, { id: encounter.id });
    expect(after).toMatchObject({ reviewState: 'toReview', amendRequest: null, reviews: [{ status: 'amendRequested' }] });
    expect(await queued('reviewer', ['toReview'], patientId)).toHaveLength(1);

    // Version 2 against version 1: the wound's location.
    expect(await ok(s, 'reviewer', R.diff, { e: encounter.id, from: 1, to: 2 })).toEqual([
      { formCode: 'wound-assessment', question: expect.any(String), before: 'heel', after: 'ankle', kind: 'changed' },
    ]);
    expect((await fails(s, 'reviewer', R.diff, { e: encounter.id, from: 1, to: 3 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });
    expect((await fails(s, 'reviewer', R.diff, { e: encounter.id, from: 2, to: 1 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });

    // Each version's narrative, as that signature left it.
    const narrative = async (version: number) => {
      const pdf = await ok<{ data: string }>(s, 'reviewer', R.narrative, { e: encounter.id, v: version });
      return pdfText(new Uint8Array(Buffer.from(pdf.data, 'base64')));
    };
    const [first, second] = [await narrative(1), await narrative(2)];
    expect(first).toContain('heel');
    expect(first).not.toContain('ankle');
    expect(second).toContain('ankle');
    expect(second).toContain('Location corrected');
    expect((await fails(s, 'reviewer', R.narrative, { e: encounter.id, v: 3 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'version',
    });

    const approved = await ok<Record<string, unknown>>(s, 'reviewer', R.review, {
      e: encounter.id,
      v: after.versionId,
      r: { status: 'approved', type: 'documentation' },
    });
    expect(approved).toMatchObject({ reviewState: 'approved', amendRequest: null });
    expect(await queued('reviewer', ['approved'], patientId)).toEqual([{ id: encounter.id, reviewState: 'approved' }]);
    expect(await queued('reviewer', ['toReview', 'amendRequested'], patientId)).toEqual([]);
  });

  it('only reviewers review, within their markets; reviewer-readonly writes nothing but reviews', async () => {
    const { encounter } = await signedVisit();
    const review = { e: encounter.id, v: encounter.versionId, r: { status: 'approved', type: 'clinical' } };
    // Another market's reviewer neither sees it in the queue nor may review it.
    expect((await ok<{ totalCount: number }>(s, 'reviewer-tx', R.queue, {})).totalCount).toBe(0);
    expect((await fails(s, 'reviewer-tx', R.review, review)).extensions?.code).toBe('FORBIDDEN');
    // External users and clinicians are not reviewers.
    for (const key of ['external', 'clinician', 'coordinator']) {
      expect((await fails(s, key, R.review, review)).extensions?.code, key).toBe('FORBIDDEN');
    }
    // The reviewer changes no encounter.
    expect(
      (await fails(s, 'reviewer', M.amend, { cmid: cmid(), id: encounter.id, v: encounter.versionId, reason: 'x' })).extensions?.code,
    ).toBe('FORBIDDEN');
    // An encounter not signed: the reviewer cannot read it, an administrator is told it is not signed.
    const planned = await signedVisit();
    const amending = await ok<EncounterResult>(s, 'clinician', M.amend, {
      cmid: cmid(),
      id: planned.encounter.id,
      v: planned.encounter.versionId,
    });
    const unsigned = { e: amending.id, v: amending.versionId, r: { status: 'approved', type: 'clinical' } };
    expect((await fails(s, 'reviewer', R.review, unsigned)).extensions?.code).toBe('FORBIDDEN');
    expect(await fails(s, 'admin', R.review, unsigned)).toMatchObject({ message: NOT_SIGNED, extensions: { code: 'BAD_USER_INPUT' } });
    // And the one the reviewer may review is reviewed.
    expect(await ok(s, 'reviewer', R.review, review)).toMatchObject({ reviewState: 'approved' });
  });
});
