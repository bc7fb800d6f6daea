// The coordinator's schedule board over GraphQL (SPEC §2 /schedule, §3 Scheduling state, §4):
// the clinicians a caller may plan, one clinician's visits with their patients' names, the
// bookable slots of their free time less their open visits, availableSOCCount, and the live
// onScheduleChanged event a booking sends; another market, external users and a bad range refused.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { MAX_SCHEDULABLE } from '../../server/modules/scheduling/schedulable-clinician-repository.ts';
import { topics } from '../../server/realtime/emitter.ts';
import type { Practitioner } from '../../src/domain/resources.ts';
import { addAppointment, addPatient, addPractitioner, type Clinic, fails, localInstant, ok } from './encounters-fixtures.ts';
import { kinds, startServer, subscribe, type TestServer } from './harness.ts';

const BOARD = `query($clinicianId: ID!, $from: String!, $to: String!) {
  ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {
    clinician { id name timeZone }
    from to availableSOCCount
    freeSlots { start end }
    visits { patientName asap appointment { id status start end patientId address { city } } }
  }
}`;
const CLINICIANS = 'query { SchedulableClinicians { id name state } }';
const BOOK = 'mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { id } }';

interface Board {
  clinician: { id: string; name: string; timeZone: string };
  availableSOCCount: number;
  freeSlots: { start: string; end: string }[];
  visits: {
    patientName: string;
    asap: boolean;
    appointment: { id: string; status: string; start: string; address: { city: string } | null };
  }[];
}

/** A Monday two weeks ahead in the zone, and the Friday of its week. */
const weekAhead = (zone: string): { monday: string; friday: string } => {
  const today = dayjs().tz(zone);
  const monday = today.add(14 + ((1 - today.day() + 7) % 7), 'day');
  return { monday: monday.format('YYYY-MM-DD'), friday: monday.add(4, 'day').format('YYYY-MM-DD') };
};

describe.each(kinds)('the schedule board on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let texas: Clinic;
  let patientId: string;
  let week: { monday: string; friday: string };
  const at = (date: string, hhmm: string) => localInstant(clinic.zone, `${date} ${hhmm}`);
  const board = (user: string, clinicianId = clinic.practitionerId, range = { from: week.monday, to: week.friday }) =>
    ok<Board>(s, user, BOARD, { clinicianId, ...range });

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician', ['FL']);
    texas = await addPractitioner(s, 'TX', undefined, ['TX']);
    patientId = await addPatient(s, 'Bo', 'Board');
    week = weekAhead(clinic.zone);
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists the clinicians of the caller’s markets; a clinician, themself and the colleagues of their markets', async () => {
    const mine = await ok<{ id: string; state: string }[]>(s, 'tx-coordinator', CLINICIANS, {});
    expect(mine.map((c) => c.id)).toContain(texas.practitionerId);
    expect(mine.every((c) => c.state === 'TX')).toBe(true);
    // A clinician: themself, then the colleagues of their markets (the Texas one is not).
    const colleague = await addPractitioner(s, 'FL', undefined, ['FL']);
    const own = (await ok<{ id: string }[]>(s, 'clinician', CLINICIANS, {})).map((c) => c.id);
    expect(own[0]).toBe(clinic.practitionerId);
    expect(own).toContain(colleague.practitionerId);
    expect(own).not.toContain(texas.practitionerId);
  });

  it('lets a scheduler plan a clinician of another state once one of their markets is in the scheduler’s states', async () => {
    // SPEC §3 Practitioner markets and additional markets: a Florida clinician who also works a
    // Texas market is planned by Texas schedulers; before that market, they are not.
    await stores.organization.create(
      s.db,
      { active: true, name: 'Gulf Coast', type: 'market', address: [{ line: [], city: 'Houston', state: 'TX', postalCode: '77001' }] },
      { authorId: null },
    );
    const floater = await addPractitioner(s, 'FL', undefined, ['Tampa Bay']);
    const ids = async () => (await ok<{ id: string }[]>(s, 'tx-coordinator', CLINICIANS, {})).map((c) => c.id);
    expect(await ids()).not.toContain(floater.practitionerId);
    expect(
      (await fails(s, 'tx-coordinator', BOARD, { clinicianId: floater.practitionerId, from: week.monday, to: week.friday })).extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const row = await stores.practitioner.read(s.db, floater.practitionerId);
    if (!row) throw new Error('no practitioner');
    await stores.practitioner.update(s.db, row.id, { ...row.content, additionalMarkets: ['Gulf Coast'] }, row.versionId, {
      authorId: null,
    });
    expect(await ids()).toContain(floater.practitionerId);
    expect((await board('tx-coordinator', floater.practitionerId)).clinician.id).toBe(floater.practitionerId);
  });

  it('shows the default week as slots of an hour, less the open visits, and counts them', async () => {
    const empty = await board('coordinator');
    // Monday to Friday 08:00–17:00: 9 one-hour slots a day.
    expect(empty.availableSOCCount).toBe(45);
    expect(empty.freeSlots[0]).toEqual({ start: at(week.monday, '08:00'), end: at(week.monday, '09:00') });

    await addAppointment(s, { patientId, practitionerId: clinic.practitionerId, start: at(week.monday, '09:00') });
    await addAppointment(s, { patientId, practitionerId: clinic.practitionerId, start: at(week.monday, '11:00'), status: 'cancelled' });
    const after = await board('coordinator');
    // The booked 09:00–09:45 visit leaves 08:00–09:00 and 09:45–17:00: 1 + 7 slots that Monday, not 9;
    // the cancelled one holds no time.
    expect(after.availableSOCCount).toBe(45 - 1);
    expect(after.freeSlots[1]).toEqual({ start: at(week.monday, '09:45'), end: at(week.monday, '10:45') });
    expect(after.visits.map((v) => [v.appointment.status, v.patientName])).toEqual([
      ['booked', 'Bo Board'],
      ['cancelled', 'Bo Board'],
    ]);
    expect(after.visits[0]?.appointment.address?.city).toBe('Tampa');
  });

  it('tells a board watching the clinician when a visit is booked', async () => {
    const client = s.ws(await s.token('coordinator'));
    try {
      // With a variable, as the app sends it (the subscription's cost check has no variables to read).
      const sub = subscribe<{ data?: { onScheduleChanged?: { clinicianId: string; appointmentIds: string[] } } }>(
        client,
        'subscription($clinicianId: ID!) { onScheduleChanged(clinicianId: $clinicianId) { clinicianId appointmentIds } }',
        { clinicianId: clinic.practitionerId },
      );
      // Subscribing is asynchronous: probe the topic until the subscription hears it.
      for (let i = 0; i < 100 && sub.events.length === 0; i++) {
        const probe = { onScheduleChanged: { clinicianId: clinic.practitionerId, appointmentIds: [], at: new Date().toISOString() } };
        await new Promise<void>((resolve) =>
          s.built.app.graphql.pubsub.publish({ topic: topics.scheduleChanged(clinic.practitionerId), payload: probe }, () => resolve()),
        );
        await sub.waitFor((events) => events.length > 0, 50).catch(() => undefined);
      }
      const booked = await ok<{ id: string }>(s, 'coordinator', BOOK, {
        input: {
          patientId,
          clinicianId: clinic.practitionerId,
          start: at(week.friday, '10:00'),
          end: at(week.friday, '11:00'),
          appointmentType: 'soc-patient',
        },
      });
      await sub.waitFor((events) => events.some((e) => e.data?.onScheduleChanged?.appointmentIds.includes(booked.id)));
    } finally {
      await client.dispose();
    }
  });

  it('opens one visit with its clinician; another market is refused', async () => {
    const id = await addAppointment(s, { patientId, practitionerId: clinic.practitionerId, start: at(week.friday, '14:00') });
    const query = `query($id: ID!) { ScheduleVisit(appointmentId: $id) { clinician { id } visit { patientName appointment { id } } } }`;
    expect(await ok(s, 'coordinator', query, { id })).toEqual({
      clinician: { id: clinic.practitionerId },
      visit: { patientName: 'Bo Board', appointment: { id } },
    });
    expect((await fails(s, 'tx-coordinator', query, { id })).extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a coordinator of another market, an external user, and a range that is backwards or too long', async () => {
    for (const user of ['tx-coordinator', 'external']) {
      expect(
        (await fails(s, user, BOARD, { clinicianId: clinic.practitionerId, from: week.monday, to: week.friday })).extensions?.code,
        user,
      ).toBe('FORBIDDEN');
    }
    expect(await fails(s, 'coordinator', BOARD, { clinicianId: clinic.practitionerId, from: week.friday, to: week.monday })).toMatchObject({
      message: 'Invalid date range',
      extensions: { code: 'BAD_USER_INPUT', field: 'to' },
    });
    const tooLong = await fails(s, 'coordinator', BOARD, { clinicianId: clinic.practitionerId, from: week.monday, to: '2099-01-01' });
    expect(tooLong.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists the clinicians of the market however many others come first by name (the limit after the filter)', async () => {
    // More than MAX_SCHEDULABLE clinicians of another market, and as many inactive ones of this
    // market, all named to sort before this market's clinicians.
    const practitioner = (n: number, state: string, active: boolean): Practitioner => ({
      active,
      name: [{ use: 'official', given: ['Aaron'], family: `Aardvark ${String(n).padStart(4, '0')}` }],
      telecom: [],
      address: [{ line: ['1 Far Rd'], city: 'Elsewhere', state, postalCode: '77001' }],
      markets: [state],
    });
    const many = MAX_SCHEDULABLE + 1;
    await stores.practitioner.createMany(
      s.db,
      Array.from({ length: many }, (_, n) => practitioner(n, 'TX', true)),
      { authorId: null },
    );
    await stores.practitioner.createMany(
      s.db,
      Array.from({ length: many }, (_, n) => practitioner(n, 'FL', false)),
      { authorId: null },
    );
    await s.addUser({ key: 'fl-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['FL'] });

    // A clinician: themself and the colleagues of their market, none of the Texas ones.
    const own = await ok<{ id: string; state: string }[]>(s, 'clinician', CLINICIANS, {});
    expect(own[0]?.id).toBe(clinic.practitionerId);
    expect(own.length).toBeGreaterThan(1);
    expect(own.every((c) => c.state === 'FL')).toBe(true);
    // A scheduler of Florida: the active Florida clinicians.
    const planned = await ok<{ id: string; name: string }[]>(s, 'fl-coordinator', CLINICIANS, {});
    expect(planned.map((c) => c.id)).toContain(clinic.practitionerId);
    expect(planned.some((c) => c.name.startsWith('Aaron'))).toBe(false);
  });
});
