// What a batch applied as a set reads before its first command (the header of command-batch.ts):
// the caller's patient scope once; the clinicians of its visits locked, then the visits (each
// encounter with its appointment, and the appointments of its creates) with their patients, in
// DESIGN §5's lock order; then what the commands' guards read, for all of them at once: the
// encounters a create must not collide with, the clinicians' visits in progress (check-in: one
// visit at a time), and the encounters' responses (a save's version, e-sign's missing answers).
// The overlay (shared/set-overlay.ts) answers the commands' reads from these. A visit that
// changed clinician between the two locks is a surprise: the batch runs command by command,
// whose check-in refuses it as today (shared/lock-order.ts).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { formsHistoryRepository } from '../forms/forms-history-repository.ts';
import { responsesPool } from '../forms/forms-repository.ts';
import { patientNames } from '../notifications/notification-fanout.ts';
import { expectKeys } from '../shared/batch-reads.ts';
import { refId } from '../shared/encounter-views.ts';
import { isId } from '../shared/ids.ts';
import { loadPatientScope, PATIENT_FACTS } from '../shared/patient-access.ts';
import { type SetReads, SetSurprise } from '../shared/set-overlay.ts';
import { commandSetRepository as repository } from './command-set-repository.ts';
import { beforeCreatePool, inProgressPool } from './encounter-repository.ts';

/** A command of the set as its reads see it: its operation, its encounter, and for a create its appointment. */
export interface SetCommand {
  operation: string;
  encounterId: string;
  appointmentId: string | null;
}

const ids = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => v != null && isId(v)).map((v) => v.toLowerCase())),
];

export async function readSet(tx: Executor, me: SessionUser, commands: readonly SetCommand[]): Promise<SetReads> {
  const scope = await loadPatientScope(tx, me);
  const creates = commands.filter((c) => c.operation === 'createEncounter');
  const encounterIds = ids(commands.map((c) => c.encounterId));
  const appointmentIds = ids(creates.map((c) => c.appointmentId));
  const clinicians = await repository.lockClinicians(tx, encounterIds, appointmentIds);
  const visits = [
    ...(await repository.lockEncounters(tx, encounterIds, scope)),
    ...(await repository.lockAppointments(tx, appointmentIds, scope)),
  ];

  const rows = new Map<string, ResourceRow<unknown> | null>();
  for (const id of encounterIds) rows.set(`Encounter ${id}`, null);
  for (const id of appointmentIds) rows.set(`Appointment ${id}`, null);
  const patients: SetReads['patients'] = new Map();
  const stillTheirs = (practitioner: Parameters<typeof refId>[0]) => {
    const id = refId(practitioner)?.toLowerCase();
    if (id && !clinicians.has(id)) throw new SetSurprise('a visit changed clinician');
  };
  for (const { encounter, appointment, patient } of visits) {
    if (encounter) {
      stillTheirs(encounter.content.practitioner);
      rows.set(`Encounter ${encounter.id}`, encounter);
    }
    if (appointment) {
      stillTheirs(appointment.content.practitioner);
      rows.set(`Appointment ${appointment.id}`, appointment);
    }
    if (patient) patients.set(patient.patientId.toLowerCase(), patient);
  }

  const pools: SetReads['pools'] = new Map();
  if (creates.length > 0) {
    const createIds = ids(creates.map((c) => c.encounterId));
    const existing = await repository.encountersOfIdsOrAppointments(tx, createIds, appointmentIds);
    for (const c of creates) {
      if (c.appointmentId && isId(c.encounterId) && isId(c.appointmentId)) {
        pools.set(beforeCreatePool(c.encounterId.toLowerCase(), c.appointmentId.toLowerCase()), existing);
      }
    }
  }
  if (commands.some((c) => c.operation === 'startEncounter')) {
    const inProgress = await repository.inProgressOf(tx, [...clinicians]);
    for (const id of clinicians) pools.set(inProgressPool(id), inProgress);
  }
  if (commands.some((c) => c.operation === 'saveQuestionnaireResponse' || c.operation === 'esignEncounter')) {
    const responses = await repository.responsesOf(tx, encounterIds);
    for (const id of encounterIds) pools.set(responsesPool(id), responses);
  }
  const signed = ids(commands.filter((c) => c.operation === 'esignEncounter').map((c) => c.encounterId));
  if (signed.length > 0) {
    // E-sign reads each encounter's form list, and names its patient on a notification to those
    // who may read the patient: read for all of them now, or with the first (shared/batch-reads.ts
    // keeps them), not one query per e-sign.
    await formsHistoryRepository.removedFormsOf(tx, signed);
    await patientNames(tx, [...patients.keys()]);
    expectKeys(PATIENT_FACTS, [...patients.keys()]);
  }
  return { rows, patients, pools };
}
