// The notification list and the unread count follow the patient access rule as it is now (DESIGN
// §8 'Access', SPEC §7 GetNotificationList, GetNotificationsCount): a notification about a patient
// the user may no longer read (a market taken away) is left out of both, in the query itself; one
// about no patient always stays.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { readersOf } from '../../server/modules/shared/patient-access.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

describe.each(kinds)('the notification list and count as the patient access is now (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  const LIST = '{ GetNotificationList { totalCount edges { node { _id meta { patientName } } } } }';
  const COUNT = '{ GetNotificationsCount }';

  it("finds a patient's readers whether its id is written in upper or lower case (the uuid column answers lower case)", async () => {
    const reader = await s.addUser({ key: 'upper', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets: ['FL'] });
    const [patient] = await s.addPatients([makePatient('Una', 'Upper')]);
    if (!patient) throw new Error('no patient');
    const candidates = [{ id: reader.id, roles: ['staff'] }];
    expect(await readersOf(s.db, patient.id.toUpperCase(), candidates)).toEqual(new Set([reader.id]));
    expect(await readersOf(s.db, patient.id.toLowerCase(), candidates)).toEqual(new Set([reader.id]));
  });

  it('leaves out notifications about patients the user may no longer read', async () => {
    const reader = await s.addUser({
      key: 'bell',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
      markets: ['FL', 'TX'],
    });
    const [fl, tx] = await s.addPatients([makePatient('Flo', 'Bell'), makePatient('Tess', 'Bell', { state: 'TX' })]);
    if (!fl || !tx) throw new Error('no patients');
    const notices = s.built.services.notifications;
    const general = await notices.add({ userId: reader.id, eventTitle: 'Notice', eventDescription: 'for everyone' });
    const aboutFl = await notices.add({
      userId: reader.id,
      eventTitle: 'Admission',
      eventDescription: 'FL',
      patientId: fl.id,
      patientName: 'Flo Bell',
    });
    const aboutTx = await notices.add({
      userId: reader.id,
      eventTitle: 'Admission',
      eventDescription: 'TX',
      patientId: tx.id,
      patientName: 'Tess Bell',
    });
    const token = await s.token('bell');
    const ids = async () => {
      const res = await s.gql<{ GetNotificationList: { totalCount: number; edges: { node: { _id: string } }[] } }>(LIST, undefined, token);
      const list = res.body.data?.GetNotificationList;
      return { total: list?.totalCount, ids: list?.edges.map((e) => e.node._id).sort() };
    };

    expect(await ids()).toEqual({ total: 3, ids: [general._id, aboutFl._id, aboutTx._id].sort() });
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 3 });

    await s.db
      .update(schema.users)
      .set({ markets: ['FL'] })
      .where(eq(schema.users.id, reader.id));
    expect(await ids()).toEqual({ total: 2, ids: [general._id, aboutFl._id].sort() });
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 2 });

    await s.db.update(schema.users).set({ markets: [] }).where(eq(schema.users.id, reader.id));
    expect(await ids()).toEqual({ total: 1, ids: [general._id] });
    expect((await s.gql(COUNT, undefined, token)).body.data).toEqual({ GetNotificationsCount: 1 });
  });
});
