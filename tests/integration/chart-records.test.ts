// SPEC §2 chart tabs Communication & Notes, Alerts, Referrals, Orders and Tasks over GraphQL: each
// kind lists and adds (and where it has one, changes status) through the real server; each write
// is a stored version with who and when; a stale version is CONFLICT; bad input is refused by name
// with SPEC §5 words; a user of another market, an external user (even one granted the market)
// and a reviewer are refused every change; the chart's counts follow.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { seedTerminology } from '../../server/seed/terminology.ts';
import { NOTE_MAX } from '../../src/domain/chart/chart-record-input.ts';
import { DEFAULT_COMMUNICATION_TOPICS } from '../../src/domain/chart/communication-topics.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { fails, localDate, ok } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer, unknownId } from './harness.ts';
import { publishConcept } from './terminology-fixtures.ts';

const NOTE_FIELDS = 'id versionId sent topic topicDisplay text author';
const ADD_NOTE = `mutation($input: PatientNoteInput!) { addPatientNote(input: $input) { ${NOTE_FIELDS} } }`;
const NOTES = `query($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {
  PatientNoteList(patientId: $patientId, topic: $topic, term: $term, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${NOTE_FIELDS} } }
  } }`;
const TOPICS = 'query($all: Boolean) { CommunicationTopicList(includeInactive: $all) { code display status } }';

const ALERT_FIELDS = 'id versionId status category text start end author';
const ADD_ALERT = `mutation($input: PatientAlertInput!) { addPatientAlert(input: $input) { ${ALERT_FIELDS} } }`;
const DEACTIVATE = `mutation($input: ChartRecordVersionInput!) { deactivatePatientAlert(input: $input) { ${ALERT_FIELDS} } }`;
const ALERTS = `query($patientId: ID!, $status: String) { PatientAlertList(patientId: $patientId, status: $status) {
  totalCount edges { node { ${ALERT_FIELDS} } } } }`;

const ORDER_FIELDS = 'id versionId status text code authoredOn requester admissionId admissionStart';
const ADD_ORDER = `mutation($input: PatientOrderInput!) { addPatientOrder(input: $input) { ${ORDER_FIELDS} } }`;
const CHANGE_ORDER = `mutation($input: ChartRecordStatusInput!) { changePatientOrderStatus(input: $input) { ${ORDER_FIELDS} } }`;
const ORDERS = `query($patientId: ID!, $status: String, $term: String) { PatientOrderList(patientId: $patientId, status: $status, term: $term) {
  totalCount edges { node { ${ORDER_FIELDS} } } } }`;
const ORDER_DETAILS = 'query($patientId: ID!) { PatientOrderDetails(patientId: $patientId) { draft active count } }';

const REFERRAL_FIELDS = 'id versionId status referralDate source reason author';
const ADD_REFERRAL = `mutation($input: PatientReferralInput!) { addPatientReferral(input: $input) { ${REFERRAL_FIELDS} } }`;
const CHANGE_REFERRAL = `mutation($input: ChartRecordStatusInput!) { changePatientReferralStatus(input: $input) { ${REFERRAL_FIELDS} } }`;
const REFERRALS = `query($patientId: ID!) { PatientReferralList(patientId: $patientId) { totalCount edges { node { ${REFERRAL_FIELDS} } } } }`;

const TASK_FIELDS = 'id versionId title status priority ownerId owner dueDate requester completedOn overdue';
const ADD_TASK = `mutation($input: PatientTaskInput!) { addPatientTask(input: $input) { ${TASK_FIELDS} } }`;
const CHANGE_TASK = `mutation($input: ChartRecordStatusInput!) { changePatientTaskStatus(input: $input) { ${TASK_FIELDS} } }`;
const TASKS = `query($patientId: ID!, $status: String, $term: String) { PatientTaskList(patientId: $patientId, status: $status, term: $term) {
  totalCount edges { node { ${TASK_FIELDS} } } } }`;
const TASK_SUMMARY = 'query($patientId: ID!) { PatientTaskSummary(patientId: $patientId) { open overdue } }';
const OWNERS = 'query($patientId: ID!) { PatientTaskOwnerList(patientId: $patientId) { id name } }';

const CHART = 'query($id: ID!) { PatientChart(id: $id) { tabs { key count } } }';

interface Connection<T> {
  totalCount: number;
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: T }[];
}
type Node = Record<string, unknown> & { id: string; versionId: number };
const nodes = <T>(c: Connection<T>): T[] => c.edges.map((e) => e.node);

/** Users refused every change: another market, an external user (granted the market too), a reviewer. */
const REFUSED_WRITERS = ['tx-coordinator', 'fl-external', 'external', 'reviewer'] as const;

describe.each(kinds)('chart records on %s', (kind) => {
  let s: TestServer;
  let patientId: string;
  let otherPatientId: string;
  /** Florida's date today (the patients' zone). */
  let today: string;

  const history = (id: string) =>
    s.db
      .select({ versionId: schema.resourceHistory.versionId, authorId: schema.resourceHistory.authorId })
      .from(schema.resourceHistory)
      .where(eq(schema.resourceHistory.id, id))
      .orderBy(schema.resourceHistory.versionId);
  const counts = async (id = patientId) =>
    Object.fromEntries(
      (await ok<{ tabs: { key: string; count: number }[] }>(s, 'coordinator', CHART, { id })).tabs.map((t) => [t.key, t.count]),
    );
  const admit = async (forPatient: string, status: 'active' | 'discharged', start: string) =>
    (
      await stores.episodeOfCare.create(
        s.db,
        {
          status,
          statusHistory: [{ status, period: { start } }],
          patient: { reference: `Patient/${forPatient}` },
          period: { start },
        },
        { authorId: null },
      )
    ).id;
  /** Each user is refused `query` with FORBIDDEN. */
  const refusedTo = async (users: readonly string[], query: string, variables: Record<string, unknown>) => {
    for (const user of users) expect((await fails(s, user, query, variables)).extensions?.code, user).toBe('FORBIDDEN');
  };

  beforeAll(async () => {
    s = await startServer(kind);
    const [fl, other] = await s.addPatients([makePatient('Nora', 'Notes', { state: 'FL' }), makePatient('Otto', 'Other', { state: 'FL' })]);
    if (!fl || !other) throw new Error('no patients');
    patientId = fl.id;
    otherPatientId = other.id;
    today = localDate('America/New_York');
    await s.addUser({
      key: 'tx-coordinator',
      roles: ['staff'],
      jobFunctions: ['other'],
      permissions: ['patient', 'tasking'],
      markets: ['TX'],
    });
    await s.addUser({
      key: 'fl-external',
      userType: 'external',
      roles: ['external'],
      jobFunctions: ['other'],
      permissions: ['patient'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('Communication & Notes', () => {
    it('serves the communication-topics code system to the chart and to settings users', async () => {
      const topics = await ok<{ code: string; display: string; status: string }[]>(s, 'coordinator', TOPICS, {});
      expect(topics).toEqual(DEFAULT_COMMUNICATION_TOPICS.filter((t) => t.status === 'active'));
      expect(await ok(s, 'admin', TOPICS, { all: true })).toHaveLength(DEFAULT_COMMUNICATION_TOPICS.length);
      expect((await fails(s, 'billing', TOPICS, {})).extensions?.code).toBe('FORBIDDEN');
    });

    it('adds notes with a topic; the list is newest first, filters by topic and text, pages; each note is a version with its author', async () => {
      const first = await ok<Node>(s, 'coordinator', ADD_NOTE, {
        input: { patientId, topic: 'scheduling', text: '  Called the daughter:\n\nvisit moved to Friday.  ' },
      });
      expect(first).toMatchObject({
        versionId: 1,
        topic: 'scheduling',
        topicDisplay: 'Scheduling',
        text: 'Called the daughter:\n\nvisit moved to Friday.',
        author: 'Morgan Coordinator',
      });
      const second = await ok<Node>(s, 'clinician', ADD_NOTE, {
        input: { patientId, topic: 'clinical-update', text: 'Wound 100% closed' },
      });
      expect(second.author).toBe('Casey Clinician');

      const all = await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId });
      expect(nodes(all).map((n) => n.id)).toEqual([second.id, first.id]);
      const byTopic = await ok<Connection<Node>>(s, 'reviewer', NOTES, { patientId, topic: 'scheduling' });
      expect(nodes(byTopic).map((n) => n.id)).toEqual([first.id]);
      // A LIKE wildcard typed is literal text.
      expect((await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId, term: '100%' })).totalCount).toBe(1);
      expect((await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId, term: '1_0%' })).totalCount).toBe(0);
      const page = await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId, first: 1 });
      expect(page).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
      const next = await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId, first: 1, after: page.pageInfo?.endCursor });
      expect(nodes(next).map((n) => n.id)).toEqual([first.id]);

      expect(await history(first.id)).toEqual([{ versionId: 1, authorId: s.user('coordinator').id }]);
      expect((await counts())['communication-log']).toBe(2);
    });

    it('refuses a note without a topic, with an unknown topic, too long, or for no such patient, by name', async () => {
      const refused = async (input: Record<string, unknown>) => fails(s, 'coordinator', ADD_NOTE, { input: { patientId, ...input } });
      expect(await refused({ topic: '', text: 'x' })).toMatchObject({
        message: MESSAGES.required,
        extensions: { code: 'BAD_USER_INPUT', field: 'topic' },
      });
      expect(await refused({ topic: 'gossip', text: 'x' })).toMatchObject({
        message: MESSAGES.incorrectValue,
        extensions: { field: 'topic' },
      });
      expect(await refused({ topic: 'other', text: '   ' })).toMatchObject({ message: MESSAGES.required, extensions: { field: 'text' } });
      expect(await refused({ topic: 'other', text: 'x'.repeat(NOTE_MAX + 1) })).toMatchObject({
        message: 'Maximum 2000 characters allowed',
        extensions: { field: 'text' },
      });
      expect(
        await ok(s, 'coordinator', ADD_NOTE, { input: { patientId: otherPatientId, topic: 'other', text: 'x'.repeat(NOTE_MAX) } }),
      ).toBeTruthy();
      expect(await refused({ patientId: 'nope', topic: 'other', text: 'x' })).toMatchObject({
        message: 'patientId is not a valid id',
        extensions: { field: 'patientId' },
      });
      expect((await refused({ patientId: unknownId(), topic: 'other', text: 'x' })).extensions?.code).toBe('NOT_FOUND');
      expect((await fails(s, 'coordinator', NOTES, { patientId, first: 0 })).extensions?.field).toBe('first');
    });

    it('refuses another market, external users and reviewers a note; another market cannot read them', async () => {
      const before = (await counts())['communication-log'];
      await refusedTo(REFUSED_WRITERS, ADD_NOTE, { input: { patientId, topic: 'other', text: 'Not mine to write' } });
      await refusedTo(['tx-coordinator', 'external', 'nobody'], NOTES, { patientId });
      // The external user granted Florida reads the chart, and still writes nothing in it.
      expect((await ok<Connection<Node>>(s, 'fl-external', NOTES, { patientId })).totalCount).toBe(before);
      expect((await counts())['communication-log']).toBe(before);
    });

    it("reads its topics from the 'communication-topics' code system: a published topic is offered; retired, it is refused and old notes keep it", async () => {
      await seedTerminology(s.db, new Date());
      const save = (isNew: boolean, status: string) =>
        publishConcept(s, 'admin', 'communication-topics', { code: 'wound-clinic', display: 'Wound Clinic', status }, isNew);
      const offered = async () => (await ok<{ code: string }[]>(s, 'coordinator', TOPICS, {})).map((t) => t.code);

      // Not yet published: not offered, and a note under it is refused.
      expect(await offered()).not.toContain('wound-clinic');
      await save(true, 'active');
      expect(await offered()).toContain('wound-clinic');
      const note = await ok<Node>(s, 'coordinator', ADD_NOTE, { input: { patientId, topic: 'wound-clinic', text: 'Clinic called' } });
      expect(note).toMatchObject({ topic: 'wound-clinic', topicDisplay: 'Wound Clinic' });

      await save(false, 'inactive');
      expect(await offered()).not.toContain('wound-clinic');
      const refused = await fails(s, 'coordinator', ADD_NOTE, { input: { patientId, topic: 'wound-clinic', text: 'Again' } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'topic' });
      expect(refused.message).toBe(MESSAGES.incorrectValue);
      // The note filed under it reads as it was, and settings still see the retired topic.
      const list = await ok<Connection<Node>>(s, 'coordinator', NOTES, { patientId, topic: 'wound-clinic' });
      expect(nodes(list).map((n) => n.topicDisplay)).toEqual(['Wound Clinic']);
      expect(await ok(s, 'admin', TOPICS, { all: true })).toContainEqual({
        code: 'wound-clinic',
        display: 'Wound Clinic',
        status: 'inactive',
      });
    });
  });

  describe('Alerts', () => {
    it('adds an alert, lists active first, deactivates it as a new version; a stale version is CONFLICT', async () => {
      const old = await ok<Node>(s, 'coordinator', ADD_ALERT, {
        input: { patientId, category: 'allergy', text: 'Latex allergy', start: '2026-01-05' },
      });
      const fall = await ok<Node>(s, 'coordinator', ADD_ALERT, {
        input: { patientId, category: 'fall-risk', text: '  High   fall risk ', start: '01/10/2026' },
      });
      expect(fall).toMatchObject({
        versionId: 1,
        status: 'active',
        category: 'fall-risk',
        text: 'High fall risk',
        start: '2026-01-10',
        end: null,
      });
      // GraphQL's null for the optional end is no end, as the screen sends it.
      const withNull = await ok<Node>(s, 'coordinator', ADD_ALERT, {
        input: { patientId: otherPatientId, category: 'safety', text: 'Dog', start: '2026-01-10', end: null },
      });
      expect(withNull.end).toBeNull();
      expect((await counts()).alerts).toBe(2);

      const ended = await ok<Node>(s, 'coordinator', DEACTIVATE, { input: { id: old.id, versionId: 1 } });
      expect(ended).toMatchObject({ versionId: 2, status: 'inactive', end: today });
      expect(await history(old.id)).toEqual([
        { versionId: 1, authorId: s.user('coordinator').id },
        { versionId: 2, authorId: s.user('coordinator').id },
      ]);
      expect((await counts()).alerts).toBe(1);
      const list = await ok<Connection<Node>>(s, 'clinician', ALERTS, { patientId });
      expect(nodes(list).map((a) => [a.id, a.status])).toEqual([
        [fall.id, 'active'],
        [old.id, 'inactive'],
      ]);
      expect(nodes(await ok<Connection<Node>>(s, 'clinician', ALERTS, { patientId, status: 'inactive' })).map((a) => a.id)).toEqual([
        old.id,
      ]);

      const stale = await fails(s, 'admin', DEACTIVATE, { input: { id: old.id, versionId: 1 } });
      expect(stale).toMatchObject({ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } });
      expect((await fails(s, 'admin', DEACTIVATE, { input: { id: old.id, versionId: 2 } })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'status',
      });
      expect((await fails(s, 'admin', DEACTIVATE, { input: { id: unknownId(), versionId: 1 } })).extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses a missing category, an unknown one, an end before the start and a bad date, by name', async () => {
      const refused = async (input: Record<string, unknown>) =>
        fails(s, 'coordinator', ADD_ALERT, { input: { patientId, category: 'safety', text: 'Dog in the yard', start: today, ...input } });
      expect(await refused({ category: '' })).toMatchObject({ message: MESSAGES.required, extensions: { field: 'category' } });
      expect(await refused({ category: 'ghosts' })).toMatchObject({ message: MESSAGES.incorrectValue, extensions: { field: 'category' } });
      expect(await refused({ start: '2026-03-10', end: '2026-03-09' })).toMatchObject({
        message: 'Invalid date range',
        extensions: { field: 'end' },
      });
      expect(await refused({ start: '2026-02-30' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'start' } });
      expect(await refused({ text: 'x'.repeat(501) })).toMatchObject({
        message: 'Maximum 500 characters allowed',
        extensions: { field: 'text' },
      });
    });

    it('refuses another market, external users and reviewers an alert or its end', async () => {
      const alert = await ok<Node>(s, 'admin', ADD_ALERT, { input: { patientId, category: 'infection', text: 'MRSA', start: today } });
      await refusedTo(REFUSED_WRITERS, ADD_ALERT, { input: { patientId, category: 'safety', text: 'x', start: today } });
      await refusedTo(REFUSED_WRITERS, DEACTIVATE, { input: { id: alert.id, versionId: 1 } });
      await refusedTo(['tx-coordinator', 'external'], ALERTS, { patientId });
      expect((await stores.flag.read(s.db, alert.id))?.versionId).toBe(1);
    });
  });

  describe('Orders and Referrals', () => {
    it("picks an order from the 'orders' catalog: its code and words kept; a code the catalog does not offer is refused", async () => {
      await seedTerminology(s.db, new Date());
      // A patient of their own, so the other cases' counts stay as they are.
      const [olga] = await s.addPatients([makePatient('Olga', 'Orders', { state: 'FL' })]);
      if (!olga) throw new Error('no patient');
      const order = await ok<Node>(s, 'coordinator', ADD_ORDER, {
        input: { patientId: olga.id, code: 'abi', text: 'Ankle-brachial index (ABI)', status: 'active' },
      });
      expect(order).toMatchObject({ code: 'abi', text: 'Ankle-brachial index (ABI)' });
      const refused = (code: string) =>
        fails(s, 'coordinator', ADD_ORDER, { input: { patientId: olga.id, code, text: 'Something', status: 'active' } });
      expect(await refused('not-an-order')).toMatchObject({ message: MESSAGES.incorrectValue, extensions: { field: 'code' } });
      // Retired from the catalog: refused for a new order, the order written with it unchanged.
      await publishConcept(
        s,
        'clinical-admin',
        'orders',
        { code: 'abi', display: 'Ankle-brachial index (ABI)', status: 'inactive' },
        false,
      );
      expect((await refused('abi')).extensions?.field).toBe('code');
      const listed = nodes(await ok<Connection<Node>>(s, 'coordinator', ORDERS, { patientId: olga.id })).find((o) => o.id === order.id);
      expect(listed).toMatchObject({ code: 'abi', text: 'Ankle-brachial index (ABI)' });
      await publishConcept(s, 'clinical-admin', 'orders', { code: 'abi', display: 'Ankle-brachial index (ABI)', status: 'active' }, false);
    });

    it("adds orders to the patient's current admission, counts them by status, and changes status as versions", async () => {
      await admit(patientId, 'discharged', '2025-01-05T14:00:00.000Z');
      const current = await admit(patientId, 'active', '2026-02-01T14:00:00.000Z');
      const order = await ok<Node>(s, 'coordinator', ADD_ORDER, {
        input: { patientId, text: 'Silver alginate dressing, 3x weekly', status: 'active' },
      });
      expect(order).toMatchObject({
        versionId: 1,
        status: 'active',
        requester: 'Morgan Coordinator',
        admissionId: current,
        admissionStart: '2026-02-01T14:00:00.000Z',
      });
      const draft = await ok<Node>(s, 'clinician', ADD_ORDER, {
        input: { patientId, text: 'Offloading boot', status: 'draft', admissionId: null },
      });
      expect(await ok(s, 'reviewer', ORDER_DETAILS, { patientId })).toEqual({ draft: 1, active: 1, count: 2 });

      const done = await ok<Node>(s, 'coordinator', CHANGE_ORDER, { input: { id: order.id, versionId: 1, status: 'completed' } });
      expect(done).toMatchObject({ versionId: 2, status: 'completed', admissionId: current });
      expect(await history(order.id)).toHaveLength(2);
      const back = await fails(s, 'coordinator', CHANGE_ORDER, { input: { id: order.id, versionId: 2, status: 'active' } });
      expect(back).toMatchObject({ message: 'A record that is Completed cannot become Active.', extensions: { field: 'status' } });
      expect(
        (await fails(s, 'coordinator', CHANGE_ORDER, { input: { id: draft.id, versionId: 3, status: 'active' } })).extensions,
      ).toMatchObject({
        code: 'CONFLICT',
        currentVersion: 1,
      });
      expect(
        (await fails(s, 'coordinator', CHANGE_ORDER, { input: { id: draft.id, versionId: 1, status: 'paused' } })).extensions?.field,
      ).toBe('status');

      expect(nodes(await ok<Connection<Node>>(s, 'coordinator', ORDERS, { patientId })).map((o) => o.id)).toEqual([draft.id, order.id]);
      expect(nodes(await ok<Connection<Node>>(s, 'coordinator', ORDERS, { patientId, status: 'draft' })).map((o) => o.id)).toEqual([
        draft.id,
      ]);
      expect((await ok<Connection<Node>>(s, 'coordinator', ORDERS, { patientId, term: 'ALGINATE' })).totalCount).toBe(1);
      expect(await ok(s, 'coordinator', ORDER_DETAILS, { patientId })).toEqual({ draft: 1, active: 0, count: 2 });
      expect((await counts()).orders).toBe(2);
    });

    it("refuses an admission that is not the patient's, and an empty order, by name", async () => {
      const theirs = await admit(otherPatientId, 'active', '2026-03-01T14:00:00.000Z');
      const wrong = await fails(s, 'coordinator', ADD_ORDER, { input: { patientId, text: 'x', status: 'active', admissionId: theirs } });
      expect(wrong).toMatchObject({ message: MESSAGES.incorrectValue, extensions: { field: 'admissionId' } });
      expect((await fails(s, 'coordinator', ADD_ORDER, { input: { patientId, text: ' ', status: 'active' } })).extensions?.field).toBe(
        'text',
      );
      expect((await fails(s, 'coordinator', ADD_ORDER, { input: { patientId, text: 'x', status: 'completed' } })).extensions?.field).toBe(
        'status',
      );
    });

    it('keeps referrals apart from orders: their own list, count and status changes', async () => {
      const before = await counts();
      const referral = await ok<Node>(s, 'coordinator', ADD_REFERRAL, {
        input: {
          patientId,
          referralDate: '04/02/2026',
          source: 'Dr. Maya Patel (PCP)',
          reason: 'Non-healing venous ulcer',
          status: 'active',
        },
      });
      expect(referral).toMatchObject({ referralDate: '2026-04-02', source: 'Dr. Maya Patel (PCP)', author: 'Morgan Coordinator' });
      const after = await counts();
      expect(after.referrals).toBe((before.referrals ?? 0) + 1);
      expect(after.orders).toBe(before.orders);
      expect(nodes(await ok<Connection<Node>>(s, 'clinician', REFERRALS, { patientId })).map((r) => r.id)).toEqual([referral.id]);

      // A referral is not an order, and an order is not a referral.
      expect(
        (await fails(s, 'coordinator', CHANGE_ORDER, { input: { id: referral.id, versionId: 1, status: 'completed' } })).extensions?.code,
      ).toBe('NOT_FOUND');
      const [anOrder] = nodes(await ok<Connection<Node>>(s, 'coordinator', ORDERS, { patientId }));
      if (!anOrder) throw new Error('no order');
      expect(
        (await fails(s, 'coordinator', CHANGE_REFERRAL, { input: { id: anOrder.id, versionId: anOrder.versionId, status: 'revoked' } }))
          .extensions?.code,
      ).toBe('NOT_FOUND');
      expect(await ok(s, 'coordinator', CHANGE_REFERRAL, { input: { id: referral.id, versionId: 1, status: 'completed' } })).toMatchObject({
        status: 'completed',
        versionId: 2,
      });
      const missing = await fails(s, 'coordinator', ADD_REFERRAL, {
        input: { patientId, referralDate: '', source: 'x', reason: 'y', status: 'active' },
      });
      expect(missing).toMatchObject({ message: MESSAGES.required, extensions: { field: 'referralDate' } });
    });

    it('refuses another market, external users and reviewers an order, a referral or a status change', async () => {
      const order = await ok<Node>(s, 'admin', ADD_ORDER, { input: { patientId, text: 'Compression wrap', status: 'draft' } });
      await refusedTo(REFUSED_WRITERS, ADD_ORDER, { input: { patientId, text: 'x', status: 'draft' } });
      await refusedTo(REFUSED_WRITERS, CHANGE_ORDER, { input: { id: order.id, versionId: 1, status: 'active' } });
      await refusedTo(REFUSED_WRITERS, ADD_REFERRAL, {
        input: { patientId, referralDate: today, source: 'x', reason: 'y', status: 'active' },
      });
      await refusedTo(['tx-coordinator', 'external'], ORDERS, { patientId });
      await refusedTo(['tx-coordinator', 'external'], REFERRALS, { patientId });
      await refusedTo(['tx-coordinator', 'external'], ORDER_DETAILS, { patientId });
      expect((await stores.serviceRequest.read(s.db, order.id))?.versionId).toBe(1);
    });

    it("one order with who changed it (an order notification's page); another patient's order or a referral is NOT_FOUND", async () => {
      const PAST =
        'query($patientId: ID!, $id: ID!) { PatientOrder(patientId: $patientId, id: $id) { order { id status text requester } changes { versionId by status } } }';
      const [pia] = await s.addPatients([makePatient('Pia', 'Past', { state: 'FL' })]);
      if (!pia) throw new Error('no patient');
      const order = await ok<Node>(s, 'coordinator', ADD_ORDER, { input: { patientId: pia.id, text: 'Wound culture', status: 'draft' } });
      await ok(s, 'clinician', CHANGE_ORDER, { input: { id: order.id, versionId: 1, status: 'active' } });
      const past = await ok<{ order: Node; changes: { versionId: number; by: string | null; status: string }[] }>(s, 'coordinator', PAST, {
        patientId: pia.id,
        id: order.id,
      });
      expect(past.order).toMatchObject({ id: order.id, status: 'active', text: 'Wound culture', requester: 'Morgan Coordinator' });
      expect(past.changes).toEqual([
        { versionId: 2, by: 'Casey Clinician', status: 'active' },
        { versionId: 1, by: 'Morgan Coordinator', status: 'draft' },
      ]);
      // The order-created notification leads here (its orderId and serviceRequestId).
      const [note] = await s.db.select().from(schema.notifications).where(eq(schema.notifications.resourceId, order.id)).limit(1);
      expect(note?.details).toMatchObject({ orderId: order.id, serviceRequestId: order.id });

      const referral = await ok<Node>(s, 'coordinator', ADD_REFERRAL, {
        input: { patientId: pia.id, referralDate: today, source: 'PCP', reason: 'Wound', status: 'active' },
      });
      for (const [id, patient] of [
        [order.id, patientId],
        [referral.id, pia.id],
        [unknownId(), pia.id],
      ] as const) {
        expect((await fails(s, 'coordinator', PAST, { patientId: patient, id })).extensions?.code).toBe('NOT_FOUND');
      }
      expect((await fails(s, 'coordinator', PAST, { patientId: pia.id, id: 'nope' })).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
      // Read as the Orders tab reads: refused to another market and to an external user of none.
      await refusedTo(['tx-coordinator', 'external'], PAST, { patientId: pia.id, id: order.id });
    });
  });

  describe('Tasks', () => {
    it('offers as owners the staff who read the patient, not other markets, external users or reviewers', async () => {
      const owners = await ok<{ id: string; name: string }[]>(s, 'coordinator', OWNERS, { patientId });
      const ids = owners.map((o) => o.id);
      for (const key of ['coordinator', 'clinician', 'admin']) expect(ids, key).toContain(s.user(key).id);
      for (const key of ['tx-coordinator', 'reviewer', 'external', 'fl-external', 'billing'])
        expect(ids, key).not.toContain(s.user(key).id);
      expect(owners.find((o) => o.id === s.user('clinician').id)?.name).toBe('Casey Clinician');
    });

    it('adds tasks, counts open and overdue, completes one as a version; the list keeps open tasks first', async () => {
      const yesterday = localDate('America/New_York', -1);
      const late = await ok<Node>(s, 'coordinator', ADD_TASK, {
        input: { patientId, title: 'Call PCP about orders', ownerId: s.user('clinician').id, dueDate: yesterday, priority: 'urgent' },
      });
      expect(late).toMatchObject({
        versionId: 1,
        status: 'requested',
        priority: 'urgent',
        owner: 'Casey Clinician',
        dueDate: yesterday,
        requester: 'Morgan Coordinator',
        overdue: true,
      });
      const later = await ok<Node>(s, 'coordinator', ADD_TASK, {
        input: { patientId, title: 'Send supplies', dueDate: localDate('America/New_York', 3), priority: 'routine' },
      });
      expect(later).toMatchObject({ owner: null, overdue: false });
      const unplanned = await ok<Node>(s, 'coordinator', ADD_TASK, {
        input: { patientId: otherPatientId, title: 'Whenever', ownerId: null, dueDate: null, priority: 'routine' },
      });
      expect(unplanned).toMatchObject({ ownerId: null, dueDate: null, overdue: false });
      expect(await ok(s, 'clinician', TASK_SUMMARY, { patientId })).toEqual({ open: 2, overdue: 1 });
      expect((await counts()).tasks).toBe(2);

      const done = await ok<Node>(s, 'clinician', CHANGE_TASK, { input: { id: late.id, versionId: 1, status: 'completed' } });
      expect(done).toMatchObject({ versionId: 2, status: 'completed', overdue: false });
      expect(typeof done.completedOn).toBe('string');
      expect(await history(late.id)).toEqual([
        { versionId: 1, authorId: s.user('coordinator').id },
        { versionId: 2, authorId: s.user('clinician').id },
      ]);
      expect(await ok(s, 'clinician', TASK_SUMMARY, { patientId })).toEqual({ open: 1, overdue: 0 });
      expect(nodes(await ok<Connection<Node>>(s, 'clinician', TASKS, { patientId })).map((t) => t.id)).toEqual([later.id, late.id]);
      expect(nodes(await ok<Connection<Node>>(s, 'clinician', TASKS, { patientId, status: 'closed' })).map((t) => t.id)).toEqual([late.id]);
      expect((await ok<Connection<Node>>(s, 'clinician', TASKS, { patientId, term: 'supplies' })).totalCount).toBe(1);

      expect(
        (await fails(s, 'coordinator', CHANGE_TASK, { input: { id: late.id, versionId: 2, status: 'in-progress' } })).extensions?.field,
      ).toBe('status');
      expect(
        (await fails(s, 'coordinator', CHANGE_TASK, { input: { id: later.id, versionId: 4, status: 'completed' } })).extensions,
      ).toMatchObject({
        code: 'CONFLICT',
        currentVersion: 1,
      });
    });

    it('refuses an owner who may not read the patient, a missing title and a bad priority, by name', async () => {
      const input = { patientId, title: 'Check dressing', priority: 'routine' };
      expect(await fails(s, 'coordinator', ADD_TASK, { input: { ...input, ownerId: s.user('tx-coordinator').id } })).toMatchObject({
        message: MESSAGES.incorrectValue,
        extensions: { field: 'ownerId' },
      });
      expect(await fails(s, 'coordinator', ADD_TASK, { input: { ...input, title: '' } })).toMatchObject({
        message: MESSAGES.required,
        extensions: { field: 'title' },
      });
      expect((await fails(s, 'coordinator', ADD_TASK, { input: { ...input, priority: 'whenever' } })).extensions?.field).toBe('priority');
      expect((await fails(s, 'coordinator', ADD_TASK, { input: { ...input, dueDate: '13/01/2026' } })).extensions?.field).toBe('dueDate');
      expect((await fails(s, 'coordinator', TASKS, { patientId, status: 'someday' })).extensions?.field).toBe('status');
    });

    it('refuses another market, external users and reviewers a task or its change', async () => {
      const task = await ok<Node>(s, 'admin', ADD_TASK, { input: { patientId, title: 'Verify eligibility', priority: 'routine' } });
      await refusedTo(REFUSED_WRITERS, ADD_TASK, { input: { patientId, title: 'x', priority: 'routine' } });
      await refusedTo(REFUSED_WRITERS, CHANGE_TASK, { input: { id: task.id, versionId: 1, status: 'completed' } });
      await refusedTo(['tx-coordinator', 'external'], TASKS, { patientId });
      await refusedTo(['tx-coordinator', 'external'], TASK_SUMMARY, { patientId });
      await refusedTo(['tx-coordinator', 'external'], OWNERS, { patientId });
      const stored = await s.db
        .select({ versionId: schema.tasks.versionId })
        .from(schema.tasks)
        .where(and(eq(schema.tasks.id, task.id), eq(schema.tasks.deleted, false)));
      expect(stored).toEqual([{ versionId: 1 }]);
    });
  });
});
