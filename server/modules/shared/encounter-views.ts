// Resource rows → the GraphQL shapes of encounter.graphql. Views are plain JSON (strings for
// DateTime) because they also travel as stored mutation results and through Redis pub/sub.
import { type EncounterSnapshot, type EncounterStateFlags, encounterState } from '../../../src/domain/encounter-workflow.ts';
import { type EncounterReview, openAmendRequest, type ReviewQueueState, reviewQueueState } from '../../../src/domain/encounters/reviews.ts';
import type { Address, Appointment, Encounter, Provenance, Reference } from '../../../src/domain/resources.ts';
import type { ResourceRow } from '../../db/resource-store.ts';

export const refId = (ref: Reference | undefined): string | null => ref?.reference.split('/')[1] ?? null;

export interface EncounterView {
  id: string;
  versionId: number;
  lastUpdated: string;
  status: string;
  stateText: string | null;
  type: string;
  deliveryType: string;
  period: { start: string | null; end: string | null };
  checkedInAt: string | null;
  checkedOutAt: string | null;
  signedAt: string | null;
  cancelReason: string | null;
  amendReason: string | null;
  patientId: string;
  practitionerId: string | null;
  appointmentId: string | null;
  episodeOfCareId: string | null;
  hasActiveAuthorization: boolean;
  state: EncounterStateFlags;
  /** SPEC §3 reviews, oldest first. */
  reviews: EncounterReview[];
  /** The review asking for changes that no new signature has answered (src/domain/encounters/reviews.ts). */
  amendRequest: EncounterReview | null;
  /** Where a signed encounter stands for the reviewer (null unless signed). */
  reviewState: ReviewQueueState | null;
}

export interface AppointmentView {
  id: string;
  versionId: number;
  lastUpdated: string;
  status: string;
  appointmentType: string;
  start: string;
  end: string;
  routeOrder: number | null;
  patientId: string;
  practitionerId: string | null;
  address: Address | null;
  encounterId: string | null;
}

export interface ProvenanceView {
  id: string;
  recorded: string;
  activity: string;
  reason: string | null;
  targetId: string;
  agentId: string | null;
  device: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface EsignResultView {
  signed: boolean;
  encounter: EncounterView;
  missingAnswers: { id: string; title: string; conditions: { id: string; name: string; linkIds: string[] }[] }[];
}

/** The workflow fields of an encounter, as the pure state machine sees them. */
export const snapshotOf = (e: Encounter): EncounterSnapshot => ({
  status: e.status,
  stateText: e.stateText ?? null,
  checkedInAt: e.checkedInAt ?? null,
  checkedOutAt: e.checkedOutAt ?? null,
  signedAt: e.signedAt ?? null,
  cancelReason: e.cancelReason ?? null,
  amendReason: e.amendReason ?? null,
  amendRequested: openAmendRequest(e) !== null,
});

/**
 * The encounter with the workflow's result applied. A null field of the snapshot removes the
 * field; the period follows check-in and check-out.
 */
export function withSnapshot(e: Encounter, next: EncounterSnapshot): Encounter {
  const out: Encounter = { ...e, status: next.status };
  const set = <K extends 'stateText' | 'checkedInAt' | 'checkedOutAt' | 'signedAt' | 'cancelReason' | 'amendReason'>(
    key: K,
    value: Encounter[K] | null | undefined,
  ) => {
    if (value == null) delete out[key];
    else out[key] = value;
  };
  set('stateText', next.stateText);
  set('checkedInAt', next.checkedInAt);
  set('checkedOutAt', next.checkedOutAt);
  set('signedAt', next.signedAt);
  set('cancelReason', next.cancelReason);
  set('amendReason', next.amendReason);
  out.period = {
    ...(out.checkedInAt ? { start: out.checkedInAt } : {}),
    ...(out.checkedOutAt ? { end: out.checkedOutAt } : {}),
  };
  return out;
}

/** Documented rule: an encounter has an active authorization only when its content says so. */
export const hasActiveAuthorization = (e: Encounter): boolean => e.authorization?.active === true;

export const toEncounterView = (row: ResourceRow<Encounter>): EncounterView => {
  const e = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    status: e.status,
    stateText: e.stateText ?? null,
    type: e.type,
    deliveryType: e.deliveryType,
    period: { start: e.period.start ?? null, end: e.period.end ?? null },
    checkedInAt: e.checkedInAt ?? null,
    checkedOutAt: e.checkedOutAt ?? null,
    signedAt: e.signedAt ?? null,
    cancelReason: e.cancelReason ?? null,
    amendReason: e.amendReason ?? null,
    patientId: refId(e.subject) ?? '',
    practitionerId: refId(e.practitioner),
    appointmentId: refId(e.appointment),
    episodeOfCareId: refId(e.episodeOfCare),
    hasActiveAuthorization: hasActiveAuthorization(e),
    state: encounterState(snapshotOf(e)),
    reviews: e.reviews ?? [],
    amendRequest: openAmendRequest(e),
    reviewState: e.stateText === 'eSigned' ? reviewQueueState(e) : null,
  };
};

export const toAppointmentView = (row: ResourceRow<Appointment>, encounterId: string | null): AppointmentView => {
  const a = row.content;
  return {
    id: row.id,
    versionId: row.versionId,
    lastUpdated: row.lastUpdated.toISOString(),
    status: a.status,
    appointmentType: a.appointmentType,
    start: a.start,
    end: a.end,
    routeOrder: a.routeOrder ?? null,
    patientId: refId(a.patient) ?? '',
    practitionerId: refId(a.practitioner),
    address: a.location?.address ?? null,
    encounterId,
  };
};

export const toProvenanceView = (row: ResourceRow<Provenance>): ProvenanceView => {
  const p = row.content;
  return {
    id: row.id,
    recorded: p.recorded,
    activity: p.activity,
    reason: p.reason ?? null,
    targetId: refId(p.target[0]) ?? '',
    agentId: refId(p.agent[0]?.who),
    device: p.device ?? null,
    latitude: p.position?.latitude ?? null,
    longitude: p.position?.longitude ?? null,
  };
};
