// Fixtures of the encounter suites: practitioners linked to users, patients and appointments
// written with the stores directly (no demo seed), and the GraphQL documents the suites send.
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { Appointment, AppointmentStatus, Practitioner, VisitType } from '../../src/domain/resources.ts';
import { SUPPORTED_STATES, timeZoneForState } from '../../src/domain/time-zone.ts';
import { type GqlError, makePatient, type TestServer } from './harness.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface Clinic {
  practitionerId: string;
  zone: string;
}

/** A practitioner in `state` (and `markets`), linked to the fixture user `userKey` when given. */
export async function addPractitioner(s: TestServer, state: string, userKey?: string, markets: string[] = []): Promise<Clinic> {
  const content: Practitioner = {
    active: true,
    name: [{ use: 'official', given: ['Pat'], family: `Practitioner ${state}` }],
    telecom: [],
    address: [{ line: ['9 Clinic Rd'], city: 'Somewhere', state, postalCode: '33601' }],
    markets,
  };
  const row = await stores.practitioner.create(s.db, content, { authorId: null });
  if (userKey) await linkUser(s, userKey, row.id);
  return { practitionerId: row.id, zone: timeZoneForState(state) };
}

export async function linkUser(s: TestServer, userKey: string, practitionerId: string | null): Promise<void> {
  await s.db
    .update(schema.users)
    .set({ practitionerId })
    .where(eq(schema.users.id, s.user(userKey).id));
}

export async function addPatient(s: TestServer, given: string, family = 'Visit'): Promise<string> {
  const [row] = await s.addPatients([makePatient(given, family)]);
  if (!row) throw new Error('no patient');
  return row.id;
}

export interface NewAppointment {
  patientId: string;
  practitionerId: string;
  /** ISO instant. */
  start: string;
  routeOrder?: number;
  status?: AppointmentStatus;
  type?: VisitType;
}

export async function addAppointment(s: TestServer, a: NewAppointment): Promise<string> {
  const content: Appointment = {
    status: a.status ?? 'booked',
    appointmentType: a.type ?? 'follow-up',
    serviceType: 'woundcare',
    start: a.start,
    end: dayjs(a.start).add(45, 'minute').toISOString(),
    patient: { reference: `Patient/${a.patientId}` },
    practitioner: { reference: `Practitioner/${a.practitionerId}` },
    location: { address: { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 } },
  };
  if (a.routeOrder !== undefined) content.routeOrder = a.routeOrder;
  const row = await stores.appointment.create(s.db, content, { authorId: null });
  return row.id;
}

/** Today's date in the zone, plus `days`. */
export const localDate = (zone: string, days = 0): string => dayjs().tz(zone).add(days, 'day').format('YYYY-MM-DD');
/** The instant of a local wall-clock time ('YYYY-MM-DD HH:mm') in the zone. */
export const localInstant = (zone: string, wallClock: string): string => dayjs.tz(wallClock, zone).toISOString();
/** Today at hh:mm in the zone. */
export const todayAt = (zone: string, hhmm: string): string => localInstant(zone, `${localDate(zone)} ${hhmm}`);

/** A visit of today for the practitioner, with its own patient. */
export async function addVisit(s: TestServer, clinic: Clinic, hhmm: string, routeOrder?: number): Promise<string> {
  const patientId = await addPatient(s, `P${hhmm.replace(':', '')}`);
  return addAppointment(s, {
    patientId,
    practitionerId: clinic.practitionerId,
    start: todayAt(clinic.zone, hhmm),
    ...(routeOrder ? { routeOrder } : {}),
  });
}

export const ENCOUNTER = `id versionId lastUpdated status stateText type deliveryType checkedInAt checkedOutAt signedAt cancelReason amendReason
  patientId practitionerId appointmentId episodeOfCareId hasActiveAuthorization period { start end }
  state { status stateText allowCheckIn allowCheckout allowESign allowAmend allowCancel allowUndoCheckIn }`;

export interface EncounterResult {
  id: string;
  versionId: number;
  lastUpdated: string;
  status: string;
  stateText: string | null;
  type: string;
  deliveryType: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  signedAt: string | null;
  cancelReason: string | null;
  amendReason: string | null;
  patientId: string;
  practitionerId: string | null;
  appointmentId: string | null;
  hasActiveAuthorization: boolean;
  period: { start: string | null; end: string | null };
  state: Record<string, unknown>;
}

/** syncEncounterCommands (DESIGN §4), asking for every part of each command's outcome. */
export const SYNC = `mutation($commands: [EncounterCommandInput!]!) {
  syncEncounterCommands(commands: $commands) {
    clientMutationId
    encounter { ${ENCOUNTER} }
    esign { signed missingAnswers { id } }
    response { id versionId }
    error { code message field currentVersion encounterId }
  } }`;

/** One command's outcome as SYNC asks for it. */
export interface SyncOutcome {
  clientMutationId: string;
  encounter: EncounterResult | null;
  esign: { signed: boolean } | null;
  response: { id: string; versionId: number } | null;
  error: { code: string; message: string; field: string | null; currentVersion: number | null; encounterId: string | null } | null;
}

export const PROVENANCE_FIELDS = 'id recorded activity reason targetId agentId device latitude longitude';

export const M = {
  create: `mutation($cmid: ID!, $encounter: EncounterCreateInput!, $p: ProvenanceInput) { createEncounter(clientMutationId: $cmid, encounter: $encounter, provenance: $p) { ${ENCOUNTER} } }`,
  start: `mutation($cmid: ID!, $id: ID!, $v: Int!, $p: ProvenanceInput!) { startEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: $p) { ${ENCOUNTER} } }`,
  update: `mutation($cmid: ID!, $id: ID!, $v: Int!, $e: EncounterUpdateInput!) { updateEncounter(clientMutationId: $cmid, id: $id, baseVersion: $v, encounter: $e) { ${ENCOUNTER} } }`,
  undo: `mutation($cmid: ID!, $id: ID!, $v: Int!, $p: ProvenanceInput!) { undoCheckIn(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: $p) { ${ENCOUNTER} } }`,
  cancel: `mutation($cmid: ID!, $id: ID!, $v: Int!, $reason: String, $reset: Boolean, $p: ProvenanceInput) { cancelEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, cancelReason: $reason, resetStopActual: $reset, provenance: $p) { ${ENCOUNTER} } }`,
  esign: `mutation($cmid: ID!, $id: ID!, $v: Int!, $p: ProvenanceInput) { esignEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, provenance: $p) { signed missingAnswers { id } encounter { ${ENCOUNTER} } } }`,
  amend: `mutation($cmid: ID!, $id: ID!, $v: Int!, $reason: String, $p: ProvenanceInput) { amendEncounter(clientMutationId: $cmid, encounterId: $id, baseVersion: $v, reason: $reason, provenance: $p) { ${ENCOUNTER} } }`,
  autoCheckout: `mutation($cmid: ID!, $id: ID!, $v: Int!) { PerformTMAutoCheckout(clientMutationId: $cmid, encounterId: $id, baseVersion: $v) { ${ENCOUNTER} } }`,
  provenance: `mutation($p: ProvenanceInput!, $target: ID!, $activity: String!, $cmid: ID) { createProvenance(provenance: $p, targetId: $target, activity: $activity, clientMutationId: $cmid) { ${PROVENANCE_FIELDS} } }`,
} as const;

export const Q = {
  encounter: `query($id: ID!) { Encounter(id: $id) { ${ENCOUNTER} } }`,
  state:
    'query($id: ID!) { EncounterState(encounterId: $id) { status stateText allowCheckIn allowCheckout allowESign allowAmend allowCancel allowUndoCheckIn } }',
  provenance: `query($id: ID!) { GetProvenance(targetId: $id) { ${PROVENANCE_FIELDS} } }`,
  active: `query($id: ID!) { GetActiveEncounterByAppointmentId(appointmentId: $id) { ${ENCOUNTER} } }`,
  latest: `query($id: ID!) { LatestEncounterForPractitioner(practitionerId: $id) { ${ENCOUNTER} } }`,
  list: `query($patientId: ID, $practitionerIds: [ID!], $status: [String!], $first: Int, $after: String) {
    EncounterList(patientId: $patientId, practitionerIds: $practitionerIds, status: $status, first: $first, after: $after) {
      totalCount edges { cursor node { id status practitionerId } } pageInfo { hasNextPage endCursor } } }`,
} as const;

/** Calls as `userKey`, expects no errors and returns data[field]. */
export async function ok<T>(s: TestServer, userKey: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await s.gql<Record<string, T>>(query, variables, await s.token(userKey));
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const data = res.body.data;
  const [value] = Object.values(data ?? {});
  if (value === undefined) throw new Error(`no data: ${JSON.stringify(res.body)}`);
  return value;
}

/** Calls as `userKey`, expects exactly one error and returns it. */
export async function fails(s: TestServer, userKey: string, query: string, variables: Record<string, unknown>): Promise<GqlError> {
  const res = await s.gql(query, variables, await s.token(userKey));
  expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1);
  const [error] = res.body.errors ?? [];
  if (!error) throw new Error('no error');
  return error;
}

export const cmid = () => randomUUID();
/**
 * A device time `minutesAgo` before now. The server refuses a time before its visit's day
 * (src/domain/client-time.ts), and the suites check in to today's visits "30 minutes ago"; so when
 * a suite runs within the hour after midnight in any supported time zone, the minutes shrink to
 * stay after that midnight (their order kept), instead of failing for the hour it runs at.
 */
export const deviceTime = (minutesAgo: number): string => {
  const sinceMidnight = Math.min(
    ...SUPPORTED_STATES.map((state) =>
      dayjs()
        .tz(timeZoneForState(state))
        .diff(dayjs().tz(timeZoneForState(state)).startOf('day'), 'minute', true),
    ),
  );
  const scale = sinceMidnight < 60 ? sinceMidnight / 60 : 1;
  return new Date(Date.now() - minutesAgo * scale * 60_000).toISOString();
};

/** Rows written so far for the resource (every version of every resource is kept). */
export async function historyCount(s: TestServer, id: string): Promise<number> {
  const rows = await s.db
    .select({ v: schema.resourceHistory.versionId })
    .from(schema.resourceHistory)
    .where(eq(schema.resourceHistory.id, id));
  return rows.length;
}

export async function provenanceCount(s: TestServer, targetId: string): Promise<number> {
  const rows = await s.db.select({ id: schema.provenances.id }).from(schema.provenances).where(eq(schema.provenances.targetId, targetId));
  return rows.length;
}

export async function receiptOf(s: TestServer, clientMutationId: string) {
  const [row] = await s.db.select().from(schema.mutationReceipts).where(eq(schema.mutationReceipts.clientMutationId, clientMutationId));
  return row ?? null;
}
