import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_FUNCTIONS } from '../../src/domain/access.ts';
import { FEATURE_FLAGS } from '../../src/domain/feature-flags.ts';
import type { Appointment, Encounter, Organization, Patient, Provenance } from '../../src/domain/resources.ts';
import { ADMISSION_STATUSES, ENCOUNTER_STATUSES, ENCOUNTER_WORKFLOW_STATES, VISIT_TYPES } from '../../src/domain/resources.ts';
import { daysSince, passwordDaysLeft } from '../../src/domain/security/password.ts';
import { SETTING_KEYS } from '../../src/domain/settings.ts';
import { SUPPORTED_STATES, type SupportedState } from '../../src/domain/time-zone.ts';
import { verifySecret } from '../auth/passwords.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { buildSeedData } from './data.ts';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_SETTINGS_ON, PERSONAS } from './personas.ts';
import { STATE_BOUNDS } from './places.ts';
import { scheduleDays } from './schedule.ts';
import { resetDatabase, schemaTables, seed, seedIfEmpty } from './seed.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const TODAY = new Date('2026-03-11T15:00:00Z'); // a Wednesday
const SATURDAY = new Date('2026-03-14T15:00:00Z');
const NY = 'America/New_York';
const quiet = { log: () => {} };

let handle: DatabaseHandle;

const open = async () => {
  const h = await openDatabase({ dataDir: 'memory://' });
  await h.migrate();
  return h;
};

beforeAll(async () => {
  handle = await open();
  expect(await seedIfEmpty(handle.db, { ...quiet, today: TODAY })).toBe(true);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('demo seed', () => {
  it('does not seed twice', async () => {
    expect(await seedIfEmpty(handle.db, { ...quiet, today: TODAY })).toBe(false);
    const [users] = await handle.db.select({ n: count() }).from(schema.users);
    expect(users?.n).toBe(PERSONAS.length);
  });

  it('has at least 2,000 patients in every supported state, each inside its state', async () => {
    const rows = await handle.db.select().from(schema.patients);
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    const states = new Set(rows.map((r) => r.state));
    for (const state of SUPPORTED_STATES) expect(states.has(state)).toBe(true);
    for (const row of rows) {
      const p = row.content as unknown as Patient;
      const a = p.address[0];
      const box = STATE_BOUNDS[row.state as SupportedState];
      expect(a?.latitude).toBeGreaterThan(box.south);
      expect(a?.latitude).toBeLessThan(box.north);
      expect(a?.longitude).toBeGreaterThan(box.west);
      expect(a?.longitude).toBeLessThan(box.east);
      expect(a?.postalCode).toMatch(/^\d{5}$/);
      expect(p.payerName).toBeTruthy();
      // A few have no PCP on file (the letters' 'No PCP' flag); the others name a pcp organization.
      if (p.generalPractitioner) expect(p.generalPractitioner[0]?.reference).toMatch(/^Organization\//);
      const age = dayjs(TODAY).diff(dayjs(p.birthDate), 'year');
      expect(age).toBeGreaterThanOrEqual(40);
      expect(age).toBeLessThanOrEqual(98);
    }
  });

  it('has organizations of every kind, IPAs with and without an MSO', async () => {
    const rows = await handle.db.select().from(schema.organizations);
    const types = new Set(rows.map((r) => r.type));
    for (const t of [
      'market',
      'care-facility',
      'assisted-living-facility',
      'skilled-nursing-facility',
      'home-health',
      'pcp',
      'ins',
      'mso',
      'ipa',
    ]) {
      expect(types.has(t)).toBe(true);
    }
    for (const state of SUPPORTED_STATES) expect(rows.some((r) => r.type === 'market' && r.state === state)).toBe(true);
    const ipas = rows.filter((r) => r.type === 'ipa');
    const msoIds = new Set(rows.filter((r) => r.type === 'mso').map((r) => r.id));
    expect(ipas.some((r) => r.partOf && msoIds.has(r.partOf))).toBe(true);
    expect(ipas.some((r) => r.partOf === null && !(r.content as unknown as Organization).partOf)).toBe(true);
  });

  it('has admissions in every status and encounters in every status and workflow state', async () => {
    const admissions = await handle.db.select({ status: schema.episodesOfCare.status }).from(schema.episodesOfCare);
    expect(new Set(admissions.map((a) => a.status))).toEqual(new Set(ADMISSION_STATUSES));
    const encounters = (await handle.db.select().from(schema.encounters)).map((r) => r.content as unknown as Encounter);
    expect(new Set(encounters.map((e) => e.status))).toEqual(new Set(ENCOUNTER_STATUSES));
    expect(new Set(encounters.flatMap((e) => (e.stateText ? [e.stateText] : [])))).toEqual(new Set(ENCOUNTER_WORKFLOW_STATES));
    expect(encounters.some((e) => e.status === 'cancelled' && e.cancelReason === 'Error')).toBe(true);
  });

  it("records each encounter's acts as Provenance, in order, by its clinician", async () => {
    const encounters = (await handle.db.select().from(schema.encounters)).map((r) => r.content as unknown as Encounter);
    const provenances = (await handle.db.select().from(schema.provenances)).map((r) => r.content as unknown as Provenance);
    const byTarget = new Map<string, Provenance[]>();
    for (const p of provenances) {
      const id = p.target[0]?.reference?.split('/')[1] ?? '';
      byTarget.set(id, [...(byTarget.get(id) ?? []), p]);
    }
    const expected = (e: Encounter): string[] => {
      if (e.status === 'cancelled') return ['create', 'cancel'];
      if (e.stateText === 'amendmentInprogress') return ['create', 'check-in', 'check-out', 'e-sign', 'amend'];
      if (e.stateText === 'eSigned') return ['create', 'check-in', 'check-out', 'e-sign'];
      if (e.stateText === 'checkedOut') return ['create', 'check-in', 'check-out'];
      if (e.status === 'in-progress') return ['create', 'check-in'];
      return ['create'];
    };
    for (const e of encounters) {
      const acts = [...(byTarget.get(e.id ?? '') ?? [])].sort((a, b) => a.recorded.localeCompare(b.recorded));
      expect(
        acts.map((p) => p.activity),
        `${e.status}/${e.stateText}`,
      ).toEqual(expected(e));
      const checkIn = acts.find((p) => p.activity === 'check-in');
      if (checkIn) expect(checkIn.recorded).toBe(e.checkedInAt);
    }
    expect(provenances.some((p) => p.activity === 'check-in' && p.position)).toBe(true);
    // The demo clinician's acts name their user account.
    const clinician = (await handle.db.select().from(schema.users).where(eq(schema.users.email, 'clinician@demo.test')))[0];
    const theirs = encounters.filter((e) => e.practitioner?.reference === `Practitioner/${clinician?.practitionerId}`);
    expect(theirs.length).toBeGreaterThan(0);
    for (const e of theirs) {
      for (const p of byTarget.get(e.id ?? '') ?? []) expect(p.agent[0]?.who.reference).toBe(`User/${clinician?.id}`);
    }
  });

  it('writes the forms and a plan for every visit type, in person and by telehealth', async () => {
    const questionnaires = await handle.db.select({ code: schema.questionnaires.code }).from(schema.questionnaires);
    expect(questionnaires).toHaveLength(10);
    const plans = await handle.db
      .select({ type: schema.planDefinitions.encounterType, delivery: schema.planDefinitions.deliveryType })
      .from(schema.planDefinitions);
    expect(plans).toHaveLength(VISIT_TYPES.length * 2);
    expect(new Set(plans.map((p) => `${p.type}/${p.delivery}`)).size).toBe(VISIT_TYPES.length * 2);
  });

  // Two argon2 checks per persona (16 of them): more than the default 5 s on a slow machine.
  it('signs every persona in with the demo password and PIN', async () => {
    const users = await handle.db.select().from(schema.users);
    await Promise.all(
      PERSONAS.map(async (p) => {
        const u = users.find((r) => r.email === p.email);
        expect(u?.status).toBe('active');
        expect(await verifySecret(DEMO_PASSWORD, u?.passwordHash ?? '')).toBe(true);
        if (p.hasPin) expect(await verifySecret(DEMO_PIN, u?.pinHash ?? '')).toBe(true);
        else expect(u?.pinHash).toBeNull();
        if (p.practitionerState) expect(u?.state).toBe(p.practitionerState);
      }),
    );
  }, 30_000);

  it('grants each persona the markets whose patients it reads (DESIGN §8 Access)', async () => {
    const users = await handle.db.select().from(schema.users);
    const practitioners = await handle.db.select().from(schema.practitioners);
    const markets = (email: string) => users.find((u) => u.email === email)?.markets;
    // A linked user's markets hold their practitioner's state.
    for (const u of users.filter((r) => r.practitionerId)) {
      const state = practitioners.find((p) => p.id === u.practitionerId)?.state;
      expect(u.markets, u.email).toContain(state);
    }
    expect(markets('clinician@demo.test')).toEqual(['FL']);
    // The coordinator plans every clinician (DESIGN §6): every state with patients.
    expect([...(markets('coordinator@demo.test') ?? [])].sort()).toEqual([...SUPPORTED_STATES].sort());
    // The administrator reads all by role; the external user is granted nothing.
    expect(markets('admin@demo.test')).toEqual([]);
    expect(markets('external@demo.test')).toEqual([]);
  });

  it('gives the password-expiry personas 5, 0 and -3 days left, relative to today', async () => {
    const users = await handle.db.select().from(schema.users);
    const daysLeft = (email: string) => {
      const u = users.find((r) => r.email === email);
      if (!u) throw new Error(`no ${email}`);
      expect(u.userType).toBe('internal');
      expect(u.permissions).toEqual(['patient', 'tasking']);
      return passwordDaysLeft(daysSince(u.passwordChangedOn, TODAY), 90);
    };
    expect(daysLeft('expiring@demo.test')).toBe(5);
    expect(daysLeft('mustchange@demo.test')).toBe(0);
    expect(daysLeft('expired@demo.test')).toBe(-3);
    // Everyone else has a password well within its 90 days.
    for (const u of users.filter((r) => !/^(expiring|mustchange|expired)@/.test(r.email)))
      expect(passwordDaysLeft(daysSince(u.passwordChangedOn, TODAY), 90), u.email).toBeGreaterThan(10);
  });

  it('gives the clinician at least 6 visits today with coordinates and a route, and no encounters yet', async () => {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.email, 'clinician@demo.test'));
    const practitionerId = user?.practitionerId ?? '';
    const [practitioner] = await handle.db.select().from(schema.practitioners).where(eq(schema.practitioners.id, practitionerId));
    expect(practitioner?.state).toBe('FL');
    const day = dayjs(TODAY).tz(NY).startOf('day');
    const rows = await handle.db
      .select()
      .from(schema.appointments)
      .where(
        and(
          eq(schema.appointments.practitionerId, practitionerId),
          gte(schema.appointments.start, day.toDate()),
          lt(schema.appointments.start, day.add(1, 'day').toDate()),
        ),
      )
      .orderBy(asc(schema.appointments.start));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const visits = rows.map((r) => r.content as unknown as Appointment);
    expect(visits.map((v) => v.routeOrder)).toEqual(visits.map((_, i) => i + 1));
    expect(new Set(visits.map((v) => v.appointmentType))).toEqual(new Set(VISIT_TYPES));
    expect(visits.some((v) => v.status === 'pending')).toBe(true);
    for (const v of visits) {
      expect(['booked', 'pending']).toContain(v.status);
      expect(v.location?.address.latitude).toBeTypeOf('number');
      expect(v.location?.address.longitude).toBeTypeOf('number');
      const start = dayjs(v.start).tz(NY);
      expect(start.hour()).toBeGreaterThanOrEqual(8);
      expect(dayjs(v.end).tz(NY).hour() * 60 + dayjs(v.end).tz(NY).minute()).toBeLessThanOrEqual(17 * 60);
    }
    const [started] = await handle.db
      .select({ n: count() })
      .from(schema.encounters)
      .where(gte(schema.encounters.periodStart, day.toDate()));
    expect(started?.n).toBe(0);
  });

  it('stores every setting and feature flag', async () => {
    const settings = new Map((await handle.db.select().from(schema.settings)).map((s) => [s.key, s.value]));
    for (const key of SETTING_KEYS)
      expect(settings.get(key)).toBe((DEMO_SETTINGS_ON as readonly string[]).includes(key) ? 'true' : 'false');
    expect(settings.get('IdleLogoutDelay')).toBe('5400000');
    expect(settings.get('PasswordExpiresDays')).toBe('90');
    expect(settings.get('EnableExternalUserVerification')).toBe('false');
    const flags = await handle.db.select().from(schema.featureFlags);
    expect(flags.map((f) => f.key).sort()).toEqual([...FEATURE_FLAGS].sort());
    const notifications = await handle.db.select().from(schema.notifications);
    expect(notifications.length).toBeGreaterThanOrEqual(13);
    // SPEC §3 Event and Job function record: every event, every job function with its default events.
    expect(notifications.every((n) => n.eventCode !== null)).toBe(true);
    expect((await handle.db.select().from(schema.notificationEvents)).map((e) => e.code)).toHaveLength(6);
    const jobs = await handle.db.select().from(schema.jobFunctions);
    expect(jobs).toHaveLength(JOB_FUNCTIONS.length);
    expect(jobs.find((j) => j.code === 'telemedicine-clinician')?.events).toEqual(['waiting-room-request']);
  });

  it('is deterministic for the same today', async () => {
    const other = await open();
    try {
      await seed(other.db, { ...quiet, today: TODAY });
      const pick = (h: DatabaseHandle) =>
        h.db.select({ id: schema.patients.id, name: schema.patients.nameSearch }).from(schema.patients).orderBy(asc(schema.patients.id));
      expect(await pick(other)).toEqual(await pick(handle));
      const appts = (h: DatabaseHandle) =>
        h.db.select({ id: schema.appointments.id }).from(schema.appointments).orderBy(asc(schema.appointments.id));
      expect(await appts(other)).toEqual(await appts(handle));
      await resetDatabase(other.db);
      for (const table of schemaTables()) expect((await other.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('schedules today even on a weekend', () => {
    expect(scheduleDays(SATURDAY, NY).map((d) => d.offset)).toContain(0);
    expect(scheduleDays(SATURDAY, NY).filter((d) => d.offset === 1)).toEqual([]);
    const data = buildSeedData(SATURDAY);
    const today = data.visits.filter((v) => v.plan.staff.personaKey === 'clinician' && v.offset === 0);
    expect(today.length).toBeGreaterThanOrEqual(6);
  });
});
