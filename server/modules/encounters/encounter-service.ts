// Encounter reads and subscriptions (SPEC §7). The reads are declarations (encounter-queries.ts)
// run by the one reader (DESIGN §5): the operation's rule, the input, then the record-level read
// rule of encounter-access.ts (role, practitioner and patient); lists add the same rule as a
// condition. Subscription events are checked per receiver.
import { isTelehealthUser, type SessionUser } from '../../../src/domain/access.ts';
import type { EncounterStateFlags } from '../../../src/domain/encounter-workflow.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { forbidden, notFound } from '../../errors.ts';
import { topics } from '../../realtime/emitter.ts';
import { mayRead, ownPractitioner } from '../shared/encounter-access.ts';
import type { EncounterView, ProvenanceView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { type EncounterListArgs, encounterQueries as queries } from './encounter-queries.ts';

type Maybe<T> = T | null | undefined;
type User = SessionUser | null;

export function createEncounterService(db: Database) {
  const reader = createReader(db);
  return {
    list: (user: User, args: EncounterListArgs) => reader.run(queries.list, user, args),
    get: (user: User, id: string): Promise<EncounterView | null> => reader.run(queries.encounter, user, id),
    state: (user: User, encounterId: string): Promise<EncounterStateFlags> => reader.run(queries.state, user, encounterId),
    latestForPractitioner: (user: User, practitionerId: string): Promise<EncounterView | null> =>
      reader.run(queries.latestForPractitioner, user, practitionerId),
    activeByAppointment: (user: User, appointmentId: string): Promise<EncounterView | null> =>
      reader.run(queries.activeByAppointment, user, appointmentId),
    provenance: (user: User, targetId: string): Promise<ProvenanceView[]> => reader.run(queries.provenance, user, targetId),

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
