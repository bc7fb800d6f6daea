// Encounter reads and subscriptions (SPEC §7). Each operation checks its rule first (authorize),
// then the record-level read rule of encounter-access.ts (role, practitioner and patient);
// lists add the same rule as a condition, and subscription events are checked per receiver.
import { isTelehealthUser, type SessionUser } from '../../../src/domain/access.ts';
import { type EncounterStateFlags, encounterState } from '../../../src/domain/encounter-workflow.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { forbidden, notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import {
  assertCanRead,
  assertCanReadPractitionerRecords,
  encounterRecord,
  encounterVisibility,
  mayRead,
  ownPractitioner,
  readsAnyPractitioner,
} from '../shared/encounter-access.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import {
  type EncounterView,
  type ProvenanceView,
  refId,
  snapshotOf,
  toEncounterView,
  toProvenanceView,
} from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { pagedList } from '../shared/paging.ts';
import { assertCanReadPatient, loadPatientScope } from '../shared/patient-access.ts';
import { parse } from './encounter-input.ts';
import { encounterRepository } from './encounter-repository.ts';

type Maybe<T> = T | null | undefined;

export interface EncounterListArgs {
  patientId?: Maybe<string>;
  practitionerIds?: Maybe<readonly string[]>;
  status?: Maybe<readonly string[]>;
  periodStart?: Maybe<string>;
  periodEnd?: Maybe<string>;
  first?: Maybe<number>;
  after?: Maybe<string>;
}

export function createEncounterService(db: Database) {
  /** The encounter if it exists and the caller may read it; null when there is none. */
  const readable = async (user: SessionUser, id: string) => {
    const row = await stores.encounter.read(db, parseId(id, 'id'));
    if (row) await assertCanRead(db, user, encounterRecord(row.content));
    return row;
  };

  return {
    async list(user: SessionUser | null, args: EncounterListArgs) {
      const me = authorize(user, 'Query.EncounterList');
      return pagedList(
        args,
        async (page) => {
          let practitionerIds = parse('practitionerIds', 'practitionerIds', args.practitionerIds);
          // A clinician's list is their own practitioner's, whatever they ask for.
          if (!readsAnyPractitioner(me)) {
            const own = ownPractitioner(me);
            if (practitionerIds?.some((id) => id !== own)) throw forbidden();
            practitionerIds = [own];
          }
          const patientId = args.patientId == null ? null : parseId(args.patientId, 'patientId');
          // Naming a patient the caller may not read is refused, like opening it (patient-access.ts).
          if (patientId) await assertCanReadPatient(db, me, patientId);
          const filter = {
            patientId,
            practitionerIds,
            statuses: parse('statuses', 'status', args.status),
            periodStart: args.periodStart == null ? null : parse('dateTime', 'periodStart', args.periodStart),
            periodEnd: args.periodEnd == null ? null : parse('dateTime', 'periodEnd', args.periodEnd),
            visible: await encounterVisibility(db, me),
          };
          return encounterRepository.list(db, filter, page);
        },
        toEncounterView,
      );
    },

    async get(user: SessionUser | null, id: string): Promise<EncounterView | null> {
      const me = authorize(user, 'Query.Encounter');
      const row = await readable(me, id);
      return row ? toEncounterView(row) : null;
    },

    async state(user: SessionUser | null, encounterId: string): Promise<EncounterStateFlags> {
      const me = authorize(user, 'Query.EncounterState');
      const row = await readable(me, encounterId);
      if (!row) throw notFound('Encounter');
      return encounterState(snapshotOf(row.content));
    },

    async latestForPractitioner(user: SessionUser | null, practitionerId: string): Promise<EncounterView | null> {
      const me = authorize(user, 'Query.LatestEncounterForPractitioner');
      const id = parseId(practitionerId, 'practitionerId');
      await assertCanReadPractitionerRecords(db, me, id);
      const row = await encounterRepository.latestForPractitioner(db, id, await encounterVisibility(db, me));
      return row ? toEncounterView(row) : null;
    },

    async activeByAppointment(user: SessionUser | null, appointmentId: string): Promise<EncounterView | null> {
      const me = authorize(user, 'Query.GetActiveEncounterByAppointmentId');
      const appointment = await stores.appointment.read(db, parseId(appointmentId, 'appointmentId'));
      if (!appointment) throw notFound('Appointment');
      await assertCanRead(db, me, {
        practitionerId: refId(appointment.content.practitioner),
        patientId: refId(appointment.content.patient),
        stateText: null,
      });
      const row = await encounterRepository.activeForAppointment(db, appointment.id);
      return row ? toEncounterView(row) : null;
    },

    async provenance(user: SessionUser | null, targetId: string): Promise<ProvenanceView[]> {
      const me = authorize(user, 'Query.GetProvenance');
      const target = await readable(me, targetId);
      if (!target) throw notFound('Encounter');
      const rows = await encounterRecordRepository.provenanceOf(db, target.id);
      return rows.map(toProvenanceView);
    },

    /**
     * The topic a subscriber hears: their own practitioner's encounters. A telehealth user may
     * name the telehealth clinician they follow, one of their own markets (SPEC §2 Telehealth);
     * nobody else may name another practitioner. Each event is then checked by mayReceive.
     */
    async subscribeTopic(
      user: SessionUser | null,
      event: 'onEncounterCreated' | 'onEncounterUpdated',
      telemedicineClinicianId: Maybe<string>,
    ): Promise<string> {
      const me = authorize(user, `Subscription.${event}`);
      let practitionerId: string;
      if (telemedicineClinicianId == null) practitionerId = ownPractitioner(me);
      else {
        practitionerId = parseId(telemedicineClinicianId, 'telemedicineClinicianId');
        if (practitionerId !== me.practitionerId) {
          if (!isTelehealthUser(me)) throw forbidden();
          const [followed, scope] = await Promise.all([stores.practitioner.read(db, practitionerId), loadPatientScope(db, me)]);
          if (!followed) throw notFound('Practitioner');
          const state = followed.content.address[0]?.state ?? null;
          if (scope.kind === 'scoped' && (state === null || !scope.states.includes(state))) throw forbidden();
        }
      }
      return event === 'onEncounterCreated' ? topics.encounterCreated(practitionerId) : topics.encounterUpdated(practitionerId);
    },

    /**
     * Whether an encounter event goes to this receiver (DESIGN §8 'Realtime'): the operation
     * rule and the record-level read rule again, with the grants as they are now, so a user who
     * lost the market (or the role) stops hearing its encounters at once. Never throws: an event
     * the receiver may not read is withheld.
     */
    async mayReceive(
      user: SessionUser | null,
      event: 'onEncounterCreated' | 'onEncounterUpdated',
      view: Pick<EncounterView, 'practitionerId' | 'patientId' | 'stateText'> | null | undefined,
    ): Promise<boolean> {
      if (!user || !view) return false;
      try {
        authorize(user, `Subscription.${event}`);
        return await mayRead(db, user, {
          practitionerId: view.practitionerId,
          patientId: view.patientId || null,
          stateText: view.stateText,
        });
      } catch {
        return false;
      }
    },
  };
}

export type EncounterService = ReturnType<typeof createEncounterService>;
