// Notifications end to end: a server-side add reaches only its recipient's open subscription
// over the real WebSocket; the unread count follows markNotificationViewed (SPEC §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinds, startServer, subscribe, type TestServer, unknownId } from './harness.ts';
import { isProbe, type NotificationEvent, PROBE, publishNotification, untilLive } from './notification-probe.ts';

const SUB = 'subscription { onNotificationAdded { _id event { title } } }';
type Event = NotificationEvent;

const COUNT = '{ GetNotificationsCount }';
const MARK = 'mutation($id: ID!) { markNotificationViewed(id: $id) { _id viewed } }';

describe.each(kinds)('notifications on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("a notification reaches its recipient's subscription and nobody else's", async () => {
    const alice = s.user('clinician');
    const bob = s.user('clinician2');
    const aliceClient = s.ws(await s.token('clinician'));
    const bobClient = s.ws(await s.token('clinician2'));
    try {
      const aliceSub = subscribe<Event>(aliceClient, SUB);
      const bobSub = subscribe<Event>(bobClient, SUB);
      await untilLive(s, alice.id, aliceSub);
      await untilLive(s, bob.id, bobSub);

      const added = await s.built.services.notifications.add({
        userId: alice.id,
        eventTitle: 'New admission',
        eventDescription: 'A patient was admitted',
        patientName: 'Pat Example',
      });
      await aliceSub.waitFor((events) => events.some((e) => e.data?.onNotificationAdded?._id === added._id));
      expect(aliceSub.events.filter((e) => !isProbe(e))).toEqual([
        { data: { onNotificationAdded: { _id: added._id, event: { title: 'New admission' } } } },
      ]);

      // Events on one emitter arrive in order: once Bob has a probe sent after Alice's
      // notification, Alice's notification would have reached him if it ever could.
      await publishNotification(s, bob.id, `${PROBE}after`);
      await bobSub.waitFor((events) => events.some((e) => e.data?.onNotificationAdded?._id === `${PROBE}after`));
      expect(bobSub.events.filter((e) => !isProbe(e))).toEqual([]);
      expect(aliceSub.errors).toEqual([]);
      expect(bobSub.errors).toEqual([]);
    } finally {
      await aliceClient.dispose();
      await bobClient.dispose();
    }
  });

  it('the unread count falls as notifications are viewed, never below 0', async () => {
    const reader = await s.addUser({ key: 'reader', permissions: ['patient'], roles: ['staff'], jobFunctions: ['clin'] });
    const token = await s.token('reader');
    const first = await s.built.services.notifications.add(
      { userId: reader.id, eventTitle: 'First', eventDescription: 'one' },
      undefined,
      new Date(Date.now() - 60_000),
    );
    const second = await s.built.services.notifications.add({ userId: reader.id, eventTitle: 'Second', eventDescription: 'two' });

    expect((await s.gql(COUNT, undefined, token)).body).toEqual({ data: { GetNotificationsCount: 2 } });
    const list = await s.gql<{ GetNotificationList: { totalCount: number; edges: { node: { _id: string; viewed: boolean } }[] } }>(
      '{ GetNotificationList { totalCount edges { node { _id viewed } } } }',
      undefined,
      token,
    );
    expect(list.body.data?.GetNotificationList).toEqual({
      totalCount: 2,
      edges: [{ node: { _id: second._id, viewed: false } }, { node: { _id: first._id, viewed: false } }],
    });

    expect((await s.gql(MARK, { id: first._id }, token)).body).toEqual({
      data: { markNotificationViewed: { _id: first._id, viewed: true } },
    });
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 1 });
    // Marking the same one again changes nothing.
    expect((await s.gql(MARK, { id: first._id }, token)).body.data).toEqual({ markNotificationViewed: { _id: first._id, viewed: true } });
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 1 });

    await s.gql(MARK, { id: second._id }, token);
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 0 });
    await s.gql(MARK, { id: second._id }, token);
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 0 });

    const unread = await s.gql<{ GetNotificationList: { totalCount: number } }>(
      '{ GetNotificationList(viewed: false) { totalCount } }',
      undefined,
      token,
    );
    expect(unread.body.data?.GetNotificationList.totalCount).toBe(0);
  });

  it("another user's notification is NOT_FOUND and stays unread", async () => {
    const owner = s.user('coordinator');
    const theirs = await s.built.services.notifications.add({ userId: owner.id, eventTitle: 'Private', eventDescription: 'not yours' });
    const before = await s.gql(COUNT, undefined, await s.token('coordinator'));

    const res = await s.gql(MARK, { id: theirs._id }, await s.token('pcc'));
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(res.status).toBe(404);

    expect((await s.gql(COUNT, undefined, await s.token('coordinator'))).body).toEqual(before.body);
    const list = await s.gql<{ GetNotificationList: { edges: { node: { _id: string; viewed: boolean } }[] } }>(
      '{ GetNotificationList { edges { node { _id viewed } } } }',
      undefined,
      await s.token('coordinator'),
    );
    expect(list.body.data?.GetNotificationList.edges).toContainEqual({ node: { _id: theirs._id, viewed: false } });
    // And nobody else sees it in their list.
    const pccList = await s.gql<{ GetNotificationList: { totalCount: number } }>(
      '{ GetNotificationList { totalCount } }',
      undefined,
      await s.token('pcc'),
    );
    expect(pccList.body.data?.GetNotificationList.totalCount).toBe(0);
  });

  it('an unknown or malformed notification id is refused', async () => {
    const token = await s.token('pcc');
    expect((await s.gql(MARK, { id: unknownId() }, token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await s.gql(MARK, { id: 'not-a-uuid' }, token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  // BUG (server/graphql/plugin.ts subscription.onConnect): the socket's user is resolved once at
  // connection_init and kept for the connection's life, so a deactivated user (or one whose
  // access token has expired) keeps full access over an already open WebSocket, while over HTTP
  // the same token is refused at once.
  it('a deactivated user loses an already open socket', async () => {
    const leaver = await s.addUser({ key: 'ws-leaver', permissions: ['patient'], roles: ['staff'], jobFunctions: ['clin'] });
    const client = s.ws(await s.token('ws-leaver'));
    let connections = 0;
    client.on('connected', () => {
      connections += 1;
    });
    try {
      // A live subscription keeps the (lazy) socket open for the queries below.
      const live = subscribe<Event>(client, SUB);
      await untilLive(s, leaver.id, live);
      const before = subscribe<Event & { data?: Record<string, unknown> | null }>(client, '{ PatientList(first: 1) { totalCount } }');
      await before.waitFor((events) => events.length > 0);
      expect(before.events[0]?.errors).toBeUndefined();

      await s.gql('mutation($id: ID!) { deactivateUser(id: $id) }', { id: leaver.id }, await s.token('admin'));
      const after = subscribe<Event>(client, '{ PatientList(first: 1) { totalCount } }');
      await after.waitFor((events, errors) => events.length > 0 || errors.length > 0);
      expect(connections).toBe(1);
      expect(after.events[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});
