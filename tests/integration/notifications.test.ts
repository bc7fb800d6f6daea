// A user's notifications over the real server (SPEC §3 Notification filters, §4 unread count, §7
// notification and job-function calls, §9 page size 25): the list's filters and per-event counts,
// the unread count and marking all viewed, the job functions with their events and who may change
// them, and onNotificationAdded replaying what a reconnecting bell missed (DESIGN §8 'Realtime').
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewNotification } from '../../server/modules/notifications/notification-service.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, subscribe, type TestServer } from './harness.ts';
import { isProbe, type NotificationEvent, PROBE, publishNotification, untilLive } from './notification-probe.ts';

const LIST = `query($filters: NotificationFilters, $viewed: Boolean, $first: Int, $after: String) {
  GetNotificationList(filters: $filters, viewed: $viewed, first: $first, after: $after) {
    totalCount edges { node { _id event { code title } meta { patientName } notify } } eventCounts { code title count } } }`;
const COUNT = 'query($practitionerId: ID, $notify: [String!]) { GetNotificationsCount(practitionerId: $practitionerId, notify: $notify) }';
const MARK = 'mutation($id: ID!) { markNotificationViewed(id: $id) { _id viewed } }';
const MARK_ALL = 'mutation($id: ID!) { setNotificationUpdates(id: $id) }';
const UPDATE_JOB =
  'mutation($input: JobFunctionInput!) { updateJobFunction(input: $input) { _id code title status events { _id title } } }';
const SUB = `subscription($id: ID, $notify: [String!], $since: String) {
  onNotificationAdded(id: $id, notify: $notify, since: $since) { _id cursor event { code } notify } }`;

interface Listed {
  totalCount: number;
  edges: {
    node: { _id: string; event: { code: string | null; title: string }; meta: { patientName: string | null }; notify: string | null };
  }[];
  eventCounts: { code: string; title: string; count: number }[];
}

describe.each(kinds)('notifications on %s', (kind) => {
  let s: TestServer;
  const practitionerId = randomUUID();

  /** A notification to the user, `hoursAgo` before now. */
  const add = (key: string, fields: Partial<NewNotification> & { eventCode: string }, hoursAgo = 0) =>
    s.built.services.notifications.add(
      { userId: s.user(key).id, eventTitle: fields.eventCode, eventDescription: 'about it', ...fields },
      undefined,
      new Date(Date.now() - hoursAgo * 3_600_000),
    );

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'reader', roles: ['staff'], jobFunctions: ['clin', 'pons'], permissions: ['patient'], markets: ['FL'] });
    await s.addUser({ key: 'security-only', roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security'] });
    await add(
      'reader',
      { eventCode: 'order-created', eventTitle: 'New order', patientName: 'Anna 100%', notify: 'clin', practitionerId },
      1,
    );
    await add('reader', { eventCode: 'order-created', eventTitle: 'New order', patientName: 'Bob Smith', notify: 'pons' }, 2);
    await add('reader', { eventCode: 'encounter-signed', eventTitle: 'Encounter signed', patientName: 'Anna Other', notify: 'clin' }, 3);
    await add(
      'reader',
      { eventCode: 'admission-status-changed', eventTitle: 'Admission status changed', patientName: 'Cy', notify: 'pons' },
      24 * 40,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = (variables: Record<string, unknown>) => ok<Listed>(s, 'reader', LIST, variables);
  const countOf = (l: Listed, code: string) => l.eventCounts.find((e) => e.code === code)?.count;

  it('filters by search, events, notify, practitioner and dates; eventCounts ignore only the event filter', async () => {
    const all = await list({});
    expect(all.totalCount).toBe(4);
    expect(all.eventCounts.map((e) => e.code)).toEqual([
      'admission-status-changed',
      'order-created',
      'encounter-signed',
      'encounter-checked-in',
      'ccd-document-ready',
      'waiting-room-request',
    ]);
    expect(all.eventCounts.find((e) => e.code === 'waiting-room-request')).toEqual({
      code: 'waiting-room-request',
      title: 'New waiting room request',
      count: 0,
    });

    const anna = await list({ filters: { search: 'anna', events: ['order-created'] } });
    expect(anna.edges.map((e) => e.node.meta.patientName)).toEqual(['Anna 100%']);
    expect(countOf(anna, 'order-created')).toBe(1);
    expect(countOf(anna, 'encounter-signed')).toBe(1);
    // A % in the search matches itself only.
    expect((await list({ filters: { search: '100%' } })).totalCount).toBe(1);
    expect((await list({ filters: { search: '%' } })).totalCount).toBe(1);
    expect((await list({ filters: { search: 'signed' } })).totalCount).toBe(1);

    expect((await list({ filters: { notify: ['pons'] } })).totalCount).toBe(2);
    expect((await list({ filters: { practitionerId } })).totalCount).toBe(1);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const recent = await list({ filters: { startDate: '2020-01-01', endDate: today } });
    expect(recent.totalCount).toBe(4);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const since = await list({ filters: { startDate: lastWeek } });
    expect(since.totalCount).toBe(3);
    expect(countOf(since, 'admission-status-changed')).toBe(0);
  });

  it('refuses bad filters by field', async () => {
    const range = await fails(s, 'reader', LIST, { filters: { startDate: '2026-05-02', endDate: '2026-05-01' } });
    expect(range).toMatchObject({ message: 'Invalid date range', extensions: { code: 'BAD_USER_INPUT', field: 'filters.endDate' } });
    const day = await fails(s, 'reader', LIST, { filters: { startDate: '2026-02-30' } });
    expect(day.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filters.startDate' });
    expect((await fails(s, 'reader', LIST, { filters: { events: ['nope'] } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await fails(s, 'reader', LIST, { filters: { notify: ['wizard'] } })).extensions?.code).toBe('BAD_USER_INPUT');
    const long = await fails(s, 'reader', LIST, { filters: { search: 'x'.repeat(201) } });
    expect(long.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filters.search' });
  });

  it('counts unread by practitioner and notify; setNotificationUpdates marks all viewed, only for the caller', async () => {
    const token = await s.token('reader');
    await add('reader', { eventCode: 'order-created', notify: 'clin' });
    const count = async (variables: Record<string, unknown> = {}) =>
      (await s.gql<{ GetNotificationsCount: number }>(COUNT, variables, token)).body.data?.GetNotificationsCount;
    expect(await count()).toBe(5);
    expect(await count({ notify: ['pons'] })).toBe(2);
    expect(await count({ practitionerId })).toBe(1);

    const other = await fails(s, 'reader', MARK_ALL, { id: s.user('clinician').id });
    expect(other.extensions?.code).toBe('FORBIDDEN');
    expect(await ok(s, 'reader', MARK_ALL, { id: s.user('reader').id })).toBe(0);
    expect(await count()).toBe(0);
    const [first] = (await list({})).edges;
    await ok(s, 'reader', MARK, { id: first?.node._id });
    expect(await count()).toBe(0);
    expect((await list({ viewed: false })).totalCount).toBe(0);
  });

  it('serves job functions and events to settings or security; changes need settings', async () => {
    const jobs = await ok<{ code: string; title: string; events: { _id: string }[] }[]>(
      s,
      'security-only',
      '{ GetJobFunctions { code title events { _id } } }',
      {},
    );
    expect(jobs).toHaveLength(15);
    expect(jobs.find((j) => j.code === 'clin')?.events.map((e) => e._id)).toEqual([
      'admission-status-changed',
      'order-created',
      'encounter-signed',
    ]);
    expect(await ok(s, 'admin', 'query { GetJobFunction(id: "telemedicine-clinician") { title events { title } } }', {})).toEqual({
      title: 'Telemedicine Clinician',
      events: [{ title: 'New waiting room request' }],
    });
    expect(await s.gql('query { GetJobFunction(id: "wizard") { code } }', undefined, await s.token('admin'))).toMatchObject({
      body: { data: { GetJobFunction: null } },
    });
    const byTitle = await ok<{ code: string }[]>(
      s,
      'admin',
      'query { GetJobFunctionByTitle(titles: ["pcc", "Case Manager"]) { code } }',
      {},
    );
    expect(byTitle.map((j) => j.code).sort()).toEqual(['cmon', 'pons']);
    const events = await ok<{ _id: string; status: string }[]>(s, 'admin', '{ GetEvents { _id title status } }', {});
    expect(events).toHaveLength(6);

    const input = { _id: 'billing', events: ['ccd-document-ready'] };
    expect((await fails(s, 'security-only', UPDATE_JOB, { input })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, NOBODY.key, UPDATE_JOB, { input })).extensions?.code).toBe('FORBIDDEN');
    const unknownEvent = await fails(s, 'admin', UPDATE_JOB, { input: { _id: 'billing', events: ['nope'] } });
    expect(unknownEvent.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.events' });
    expect((await fails(s, 'admin', UPDATE_JOB, { input: { _id: 'wizard', events: [] } })).extensions?.code).toBe('NOT_FOUND');
    expect(await ok(s, 'admin', UPDATE_JOB, { input })).toEqual({
      _id: 'billing',
      code: 'billing',
      title: 'Billing',
      status: 'active',
      events: [{ _id: 'ccd-document-ready', title: 'CCD document ready' }],
    });
    const billing = await ok<{ events: { _id: string }[] }>(s, 'admin', 'query { GetJobFunction(id: "billing") { events { _id } } }', {});
    expect(billing.events).toEqual([{ _id: 'ccd-document-ready' }]);
  });

  it('replays what came after the cursor, oldest first, then live; never another user’s', async () => {
    const me = s.user('casemanager');
    const n1 = await add('casemanager', { eventCode: 'encounter-signed', notify: 'cmon' });
    const n2 = await add('casemanager', { eventCode: 'ccd-document-ready', notify: 'cmon' });
    const n3 = await add('casemanager', { eventCode: 'encounter-signed', notify: 'cmon' });
    await add('clinician', { eventCode: 'encounter-signed', notify: 'clin' });
    const client = s.ws(await s.token('casemanager'));
    try {
      const sub = subscribe<NotificationEvent>(client, SUB, { id: me.id, since: n1.cursor });
      await sub.waitFor((events) => events.length >= 2);
      expect(sub.events.slice(0, 2).map((e) => e.data?.onNotificationAdded?._id)).toEqual([n2._id, n3._id]);
      await untilLive(s, me.id, sub);
      const n4 = await add('casemanager', { eventCode: 'admission-status-changed', notify: 'cmon' });
      await add('clinician', { eventCode: 'encounter-signed', notify: 'clin' });
      await publishNotification(s, me.id, `${PROBE}after`);
      await sub.waitFor((events) => events.some((e) => e.data?.onNotificationAdded?._id === `${PROBE}after`));
      expect(sub.events.filter((e) => !isProbe(e)).map((e) => e.data?.onNotificationAdded?._id)).toEqual([n2._id, n3._id, n4._id]);
      expect(sub.errors).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('keeps only the notify codes asked for, and refuses another user’s id', async () => {
    const client = s.ws(await s.token('pcc'));
    try {
      const theirs = subscribe<NotificationEvent>(client, SUB, { id: s.user('clinician').id });
      await theirs.waitFor((events, errors) => events.length > 0 || errors.length > 0);
      expect(JSON.stringify([theirs.events, theirs.errors])).toContain('FORBIDDEN');

      const sub = subscribe<NotificationEvent>(client, SUB, { notify: ['pons'], since: '0' });
      await add('pcc', { eventCode: 'order-created', notify: 'practitioner' });
      const wanted = await add('pcc', { eventCode: 'order-created', notify: 'pons' });
      await sub.waitFor((events) => events.some((e) => e.data?.onNotificationAdded?._id === wanted._id));
      expect(sub.events.map((e) => e.data?.onNotificationAdded?.notify)).toEqual(['pons']);
    } finally {
      await client.dispose();
    }
  });
});
