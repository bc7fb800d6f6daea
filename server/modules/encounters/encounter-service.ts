// Encounter reads and subscriptions (SPEC §7). Each operation checks its rule first (authorize),
// then the record-level read rule of encounter-access.ts.
import { isTelehealthUser, type SessionUser } from '../../../src/domain/access.ts';
import { type EncounterStateFlags, encounterState } from '../../../src/domain/encounter-workflow.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { forbidden, notFound } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import { connection, parsePage } from '../../graphql/paging.ts';
import { topics } from '../../realtime/emitter.ts';
import { assertCanRead, ownPractitioner, readsAnyPractitioner } from './encounter-access.ts';
import { parse } from './encounter-input.ts';
import { encounterRepository } from './encounter-repository.ts';
import { type EncounterView, type ProvenanceView, refId, snapshotOf, toEncounterView, toProvenanceView } from './encounter-views.ts';

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
    if (row) await assertCanRead(db, user, refId(row.content.practitioner));
    return row;
  };

  return {
    async list(user: SessionUser | null, args: EncounterListArgs) {
      const me = authorize(user, 'Query.EncounterList');
      const { offset, limit } = parsePage(args);
      let practitionerIds = parse('practitionerIds', 'practitionerIds', args.practitionerIds);
      // A clinician's list is their own practitioner's, whatever they ask for.
      if (!readsAnyPractitioner(me)) {
        const own = ownPractitioner(me);
        if (practitionerIds?.some((id) => id !== own)) throw forbidden();
        practitionerIds = [own];
      }
      const { rows, totalCount } = await encounterRepository.list(
        db,
        {
          patientId: args.patientId == null ? null : parseId(args.patientId, 'patientId'),
          practitionerIds,
          statuses: parse('statuses', 'status', args.status),
          periodStart: args.periodStart == null ? null : parse('dateTime', 'periodStart', args.periodStart),
          periodEnd: args.periodEnd == null ? null : parse('dateTime', 'periodEnd', args.periodEnd),
        },
        offset,
        limit,
      );
      return connection(rows.map(toEncounterView), offset, totalCount);
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
      await assertCanRead(db, me, id);
      const row = await encounterRepository.latestForPractitioner(db, id);
      return row ? toEncounterView(row) : null;
    },

    async activeByAppointment(user: SessionUser | null, appointmentId: string): Promise<EncounterView | null> {
      const me = authorize(user, 'Query.GetActiveEncounterByAppointmentId');
      const appointment = await stores.appointment.read(db, parseId(appointmentId, 'appointmentId'));
      if (!appointment) throw notFound('Appointment');
      await assertCanRead(db, me, refId(appointment.content.practitioner));
      const row = await encounterRepository.activeForAppointment(db, appointment.id);
      return row ? toEncounterView(row) : null;
    },

    async provenance(user: SessionUser | null, targetId: string): Promise<ProvenanceView[]> {
      const me = authorize(user, 'Query.GetProvenance');
      const target = await readable(me, targetId);
      if (!target) throw notFound('Encounter');
      const rows = await encounterRepository.provenanceOf(db, target.id);
      return rows.map(toProvenanceView);
    },

    /**
     * The topic a subscriber hears: their own practitioner's encounters. A telehealth user may
     * name the telehealth clinician they follow; nobody else may name another practitioner.
     */
    subscribeTopic(
      user: SessionUser | null,
      event: 'onEncounterCreated' | 'onEncounterUpdated',
      telemedicineClinicianId: Maybe<string>,
    ): string {
      const me = authorize(user, `Subscription.${event}`);
      let practitionerId: string;
      if (telemedicineClinicianId == null) practitionerId = ownPractitioner(me);
      else {
        practitionerId = parseId(telemedicineClinicianId, 'telemedicineClinicianId');
        if (practitionerId !== me.practitionerId && !isTelehealthUser(me)) throw forbidden();
      }
      return event === 'onEncounterCreated' ? topics.encounterCreated(practitionerId) : topics.encounterUpdated(practitionerId);
    },
  };
}

export type EncounterService = ReturnType<typeof createEncounterService>;
