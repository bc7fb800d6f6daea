// The bounds of a time the device gave (src/domain/client-time.ts), checked in the mutation's
// transaction where the visit is at hand: not in the future beyond the clock skew, not before
// the visit's day in the patient's time zone, a check-out not before its check-in (SPEC §4, §8).
// A provenance's `recorded` is what the narrative and the audit trail show as when an act
// happened, so a client must not pre-date or back-date it past these bounds.
import { type ClientTimeLabel, clientTimeMessage, clientTimeProblem } from '../../../src/domain/client-time.ts';
import type { Appointment } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { refId } from './encounter-views.ts';
import type { PatientRead } from './patient-access-repository.ts';

/** A time the device gave, and how a refusal names it. */
export interface DeviceTime {
  at: string;
  /** The input field, for the client to place the error. */
  field: string;
  label: ClientTimeLabel;
  /** For a check-out: the encounter's check-in. */
  checkedInAt?: string | null | undefined;
}

/**
 * The visit's zone: the patient's state's, else the visit address's (as the device's pack does).
 * `known`: the patient as the write's access rule already read it in this transaction.
 */
async function visitZone(tx: Executor, appointment: Appointment, known: PatientRead | undefined): Promise<string> {
  const patientId = refId(appointment.patient);
  const state =
    known && known.patientId === patientId
      ? known.state
      : patientId
        ? ((await stores.patient.read(tx, patientId))?.content.address[0]?.state ?? null)
        : null;
  return timeZoneForState(state ?? appointment.location?.address.state);
}

/**
 * BAD_USER_INPUT naming the field when `time` is out of bounds; `visit` is the encounter's
 * appointment, `patient` its patient as the write's target read it (else it is read when needed).
 */
export async function assertDeviceTime(
  tx: Executor,
  now: Date,
  visit: Appointment | null | undefined,
  time: DeviceTime,
  patient?: PatientRead,
): Promise<void> {
  const visitStart = visit?.start ?? null;
  // The zone only matters for a time before the visit's start: read the patient then, not on
  // every check-in.
  const early = visit && visitStart != null && Date.parse(time.at) < Date.parse(visitStart);
  const timeZone = early ? await visitZone(tx, visit, patient) : timeZoneForState(null);
  const problem = clientTimeProblem(time.at, { now, visitStart, timeZone, checkedInAt: time.checkedInAt });
  if (problem) throw badInput(clientTimeMessage(time.label, problem), time.field);
}
