// onEncounterCreated / onEncounterUpdated over the real WebSocket: an event reaches the
// encounter's own practitioner (and a telehealth user following them), nobody else; a resend
// publishes nothing; naming another clinician is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../server/realtime/emitter.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  addPatient,
  addPractitioner,
  addVisit,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  M,
  ok,
} from './encounters-fixtures.ts';
import { type GqlError, kinds, type Subscription, startServer, subscribe, type TestServer } from './harness.ts';

type Field = 'onEncounterUpdated' | 'onEncounterCreated';
type Event = { data?: Partial<Record<Field, { id: string; status: string; versionId: number }>> | null; errors?: GqlError[] };

const doc = (field: Field, clinicianId?: string) =>
  `subscription { ${field}${clinicianId ? `(telemedicineClinicianId: "${clinicianId}")` : ''} { id status versionId } }`;

const PROBE = 'probe-';
const probePatients = new Map<TestServer, string>();
const real = (events: Event[], field: Field) => events.map((e) => e.data?.[field]).filter((e) => e && !e.id.startsWith(PROBE));

/**
 * Publishes a probe to a practitioner's topic until the subscription hears it (subscribing is
 * asynchronous). Events reach only receivers who may read them, so a probe names the
 * practitioner and a patient (of Florida) that every subscriber here may read.
 */
async function untilLive(s: TestServer, field: Field, practitionerId: string, sub: Subscription<Event>): Promise<void> {
  const topic = field === 'onEncounterUpdated' ? topics.encounterUpdated(practitionerId) : topics.encounterCreated(practitionerId);
  probePatients.set(s, probePatients.get(s) ?? (await addPatient(s, 'Probe')));
  const patientId = probePatients.get(s);
  for (let i = 0; i < 100; i++) {
    const id = `${PROBE}${i}-${cmid()}`;
    const probe = { id, status: 'planned', versionId: 0, stateText: null, practitionerId, patientId };
    await new Promise<void>((resolve) => s.built.app.graphql.pubsub.publish({ topic, payload: { [field]: probe } }, () => resolve()));
    try {
      await sub.waitFor((events) => events.some((e) => e.data?.[field]?.id === id), 50);
      return;
    } catch {
      // not subscribed yet; probe again
    }
  }
  throw new Error('subscription never became live');
}

describe.each(kinds)('encounter subscriptions on %s', (kind) => {
  let s: TestServer;
  let mine: Clinic;
  let theirs: Clinic;

  beforeAll(async () => {
    s = await startServer(kind);
    mine = await addPractitioner(s, 'FL', 'clinician');
    theirs = await addPractitioner(s, 'FL', 'clinician2');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('delivers onEncounterCreated and onEncounterUpdated to the owner (and a telehealth follower) only', async () => {
    const clients = {
      owner: s.ws(await s.token('clinician')),
      other: s.ws(await s.token('clinician2')),
      telehealth: s.ws(await s.token('telehealth')),
    };
    try {
      const created = subscribe<Event>(clients.owner, doc('onEncounterCreated'));
      const owner = subscribe<Event>(clients.owner, doc('onEncounterUpdated'));
      const other = subscribe<Event>(clients.other, doc('onEncounterUpdated'));
      const follower = subscribe<Event>(clients.telehealth, doc('onEncounterUpdated', mine.practitionerId));
      await untilLive(s, 'onEncounterCreated', mine.practitionerId, created);
      await untilLive(s, 'onEncounterUpdated', mine.practitionerId, owner);
      await untilLive(s, 'onEncounterUpdated', theirs.practitionerId, other);
      await untilLive(s, 'onEncounterUpdated', mine.practitionerId, follower);

      const appointmentId = await addVisit(s, mine, '08:00');
      const planned = await ok<EncounterResult>(s, 'clinician', M.create, { cmid: cmid(), encounter: { id: cmid(), appointmentId } });
      await created.waitFor((events) => real(events, 'onEncounterCreated').length > 0);
      expect(real(created.events, 'onEncounterCreated')).toEqual([{ id: planned.id, status: 'planned', versionId: 1 }]);

      const variables = { cmid: cmid(), id: planned.id, v: 1, p: { recorded: deviceTime(2) } };
      await ok(s, 'clinician', M.start, variables);
      const expected = [{ id: planned.id, status: 'in-progress', versionId: 2 }];
      await owner.waitFor((events) => real(events, 'onEncounterUpdated').length > 0);
      await follower.waitFor((events) => real(events, 'onEncounterUpdated').length > 0);
      expect(real(owner.events, 'onEncounterUpdated')).toEqual(expected);
      expect(real(follower.events, 'onEncounterUpdated')).toEqual(expected);

      // A resend changes nothing and publishes nothing.
      await ok(s, 'clinician', M.start, variables);
      // Events on one emitter arrive in order: once each has heard a probe sent after the real
      // event and the resend, anything else meant for them would have arrived already.
      await untilLive(s, 'onEncounterUpdated', theirs.practitionerId, other);
      await untilLive(s, 'onEncounterUpdated', mine.practitionerId, owner);
      expect(real(other.events, 'onEncounterUpdated')).toEqual([]);
      expect(real(owner.events, 'onEncounterUpdated')).toEqual(expected);
    } finally {
      await Promise.all(Object.values(clients).map((c) => c.dispose()));
    }
  });

  it('refuses a clinician naming another clinician, and a user with no clinician account', async () => {
    const clinician2 = s.ws(await s.token('clinician2'));
    const coordinator = s.ws(await s.token('coordinator'));
    try {
      const spying = subscribe<Event>(clinician2, doc('onEncounterUpdated', mine.practitionerId));
      const unlinked = subscribe<Event>(coordinator, doc('onEncounterCreated'));
      await spying.waitFor((_events, errors) => errors.length > 0);
      await unlinked.waitFor((_events, errors) => errors.length > 0);
      const first = (errors: unknown[]) => (errors[0] as GqlError[] | undefined)?.[0];
      expect(first(spying.errors)?.extensions?.code).toBe('FORBIDDEN');
      expect(first(unlinked.errors)).toMatchObject({ message: MESSAGES.notLinkedToClinician, extensions: { code: 'NOT_FOUND' } });
    } finally {
      await Promise.all([clinician2.dispose(), coordinator.dispose()]);
    }
  });
});
